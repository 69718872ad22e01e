"""Round 27 (factrecall, helper literalFS): bounds of ``checks/papers/factrecall/r27_literalFS.py`` (Lemma 1 and
Lemma 2 with the printed index sets, which contain EOS)."""

from __future__ import annotations


def lemma1_chain_zero() -> float:
    """Lemma 1's chain <v,phi(z)> > <v,phi(EOS)> + 1/4 > <v,phi(z')> + 1/2 as 'its smallest gap > 0'."""
    return 0.0


def lemma1_chain_mutant_quarter() -> float:
    """Mutant: the smallest gap must exceed 1/4 (false at z' = EOS and, for the reading, tighter than printed)."""
    return 0.25


def lemma2_fifth() -> float:
    """Lemma 2: |phi(a)^T W phi(z) - 1(a in A^z)| <= 1/5 for every z in V^(h), a in V."""
    return 0.2


def lemma2_mutant_one() -> float:
    """Mutant (of the printed 1/5): any bound below 1 is crossed at z = EOS; 0.99."""
    return 0.99
