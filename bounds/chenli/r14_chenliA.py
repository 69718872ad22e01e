"""Bounds of chenli's round-14 checks (helper chenliA; ``checks/papers/chenli/r14_chenliA.py`` and the re-encoded
``chenli.display.thm5.1-linearity`` in ``checks/papers/chenli/r13_triageC.py``). Pure functions of named quantities
(no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any


def thm5_1_linearity_printed(rhs: float, rhs_single: float, g_sum_w: float, k: int, **_: Any) -> float:
    """Proof of Theorem 5.1, L1348, as printed: E[X^T J Y] - k Sum_i W_i = Sum_i Delta_Theta W_i with one head-less
    Delta_Theta (L1320: 'for any Theta in {Theta_1, ..., Theta_m}'), here Theta = Theta_1: the right side is
    <G, Delta_{Theta_1} Sum_i W_i>."""
    return rhs_single


def l1348_scale_printed(**_: Any) -> float:
    """L1348 as printed, probed at Section 4's scale (checks/papers/chenli/r14_chenliA.py): the printed equality with
    one Delta_{Theta_1} for both heads forces P(Delta_{Theta_2} W_2) - P(Delta_{Theta_1} W_2) = 0 (the common
    P(Delta_{Theta_1} W_1) cancels by linearity), so the difference is <= 0."""
    return 0.0


def l1348_scale_mutant_sign(q_upper: float, **_: Any) -> float:
    """Planted mutant (a wrong sign): the difference bounded by q_upper < 0 (q(Theta_1)'s upper bound, in units of
    lam/F), i.e. the head-1 probe counted with the wrong sign."""
    return q_upper
