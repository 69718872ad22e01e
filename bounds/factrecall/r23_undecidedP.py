"""Round 23 (undecidedP): bounds of checks/papers/factrecall/r23_undecidedP.py."""

from __future__ import annotations

import math

# Round 22's auditor B (/work/coord/r22/audit/B_factrecall.md): every gamma_z of Lemma 1's proof is, given phi(z), a sum
# of independent overlaps (coefficients 1 and 1/2) with a strictly sub-Gaussian proxy 1/d each, so proxy <= 1.25
# |V^(h)| / d and P(|gamma_z| >= 1/8) <= 2 exp(-d / (160 |V^(h)|)); the event holds when every |gamma| < 1/8, and a union
# over the |V| tokens gives failure <= 2 |V| exp(-d / (160 |V^(h)|)). That is <= delta once d >= 160 |V^(h)|
# ln(2|V|/delta), and ln(2|V|/delta) <= 1.631 ln(|V|/delta) for |V| >= 3: d >= 261 |V^(h)| ln(|V|/delta) suffices.
LEMMA1_C = 261.0


def lemma1_hoeffding_union(V: int, Vh: int, d: int) -> float:
    """Lemma 1's failure probability at dimension d is at most 2 |V| exp(-d / (160 |V^(h)|)) (not clipped at 1: above
    1 it asserts nothing, and the score lhs / bound stays below 1)."""
    return 2.0 * V * math.exp(-d / (160.0 * Vh))


def lemma1_hoeffding_union_mutant_16(V: int, Vh: int, d: int) -> float:
    """Mutant: the proxy ten times smaller (160 -> 16): fails where the event still fails often."""
    return 2.0 * V * math.exp(-d / (16.0 * Vh))
