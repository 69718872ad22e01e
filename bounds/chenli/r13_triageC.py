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
