"""Round 13 (helper triageC): pure bounds for checks/papers/chenli/r13_triageC.py (no torch)."""

from __future__ import annotations


def thm5_1_linearity(rhs: float, rhs_single: float, g_sum_w: float, k: int) -> float:
    """Proof of Theorem 5.1, L1348: E[X^T J Y] - k Sum_i W_i = Sum_i Delta_{Theta_i} W_i (Delta_Theta := E[X^T J
    softmax(X Theta X^T) X] - k Id, L1320). Both sides are probed by a fixed matrix G (<G, .>); returns the right-hand
    side <G, Sum_i Delta_{Theta_i} W_i>, computed head by head from its own enumeration."""
    return rhs


def thm5_1_linearity_single_delta(rhs: float, rhs_single: float, g_sum_w: float, k: int) -> float:
    """Planted mutant: the printed unindexed Delta_Theta read as one matrix Delta_{Theta_1} for every head."""
    return rhs_single


def thm5_1_linearity_no_kW(rhs: float, rhs_single: float, g_sum_w: float, k: int) -> float:
    """Planted mutant: the '- k Sum_i W_i' dropped (Delta_Theta without its '- k Id')."""
    return rhs + k * g_sum_w


def lemma6_3_soundness_triangle(eps: float, wmin: float) -> float:
    """Proof of Lemma 6.3 (soundness), L1531: ||Sum_i (alpha - softmax(X_1 Theta_i X^T))^T X W_i|| <= (3 eps/4)
    min_i ||W_i||_F, given (66) and ||alpha X Delta|| <= (eps/4) min_i ||W_i||_F (L1517, Lemma 6.1's event)."""
    return 0.75 * eps * wmin


def lemma6_3_soundness_triangle_half(eps: float, wmin: float) -> float:
    """Planted mutant: eps/2 (the (66) term alone, the Delta term dropped)."""
    return 0.5 * eps * wmin
