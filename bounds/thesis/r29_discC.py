"""Round 29 (helper discC): bounds of checks/papers/thesis/r29_discC.py (pure Python)."""

from __future__ import annotations


def c232_printed(S_sigma: float, **_: object) -> float:
    """(C.232) at xi = 0, t = 1, W_0 -> W_n: the step eta_0 = 1/H_max (L6369) contracts (or keeps) the distance
    |1 - eta_0 lambda| <= 1 for every Hessian eigenvalue lambda iff lambda <= 2 H_max = 2 C_4 sum_l lambda_l
    (||mu_l|| + ||Sigma_l||)^2 (the shape; C_4 hidden)."""
    return 2.0 * float(S_sigma)


def c232_half(S_half: float, **_: object) -> float:
    """The reading ||Sigma_l^{1/2}|| for ||Sigma_l|| in H_max: 2 sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2."""
    return 2.0 * float(S_half)


def c232_mut_squared(S_sigma: float, **_: object) -> float:
    """Mutant of the reading: the printed shape squared (too small wherever the data are small)."""
    return 2.0 * float(S_sigma) ** 2
