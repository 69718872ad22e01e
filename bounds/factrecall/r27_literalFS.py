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


def convex_gap_zero(lam: float, dist2: float) -> float:  # noqa: ARG001
    """L991-L993 'the loss L is convex in Theta': L(lam Th1 + (1 - lam) Th2) - lam L(Th1) - (1 - lam) L(Th2) <= 0."""
    return 0.0


def convex_gap_strong(lam: float, dist2: float) -> float:
    """Mutant: strong convexity with modulus 1e-3 (the gap at most -(1e-3/2) lam (1 - lam) ||Th1 - Th2||^2); the loss
    is flat along a common shift of every answer's logit, and nearly flat where the softmax saturates."""
    return -0.5e-3 * lam * (1.0 - lam) * dist2


def l981_sum(sum_all: float, sum_no_eos: float, sum_distinct: float) -> float:  # noqa: ARG001
    """L981: phi(a)^T F_lin(X; theta) = sum_{t=1}^T W_OV(a, z_t) W_KQ(z_t)."""
    return sum_all


def l981_no_eos(sum_all: float, sum_no_eos: float, sum_distinct: float) -> float:  # noqa: ARG001
    """Mutant: the sum without the query position t = T (z_T = EOS)."""
    return sum_no_eos


def l981_distinct(sum_all: float, sum_no_eos: float, sum_distinct: float) -> float:  # noqa: ARG001
    """Mutant: the sum over the distinct tokens of z_{1:T} (repeats counted once)."""
    return sum_distinct
