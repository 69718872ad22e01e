"""thesis, round 26 (helper undecided2): Theorem 2 (4.8)-(4.9) L1128-L1138 at a step size eta_0 = c (sum_l lambda_l
(||mu~_l||_inf + ||Sigma_l^{1/2}||)^2)^-1 with c -> 0 (the printed eta_0 = O(.) is an upper bound only)."""

from __future__ import annotations


def t2_rate_gap(K: float, **_: object) -> float:
    """(4.9): 1 - v(Psi) = K^-2 q(Psi) (q(Psi) > 0 the hidden function of Psi alone): the shape K^-2."""
    return float(K) ** -2


def t2_rate_gap_mut_n(K: float, n: float, **_: object) -> float:
    """Planted: a rate gap growing like (n / 2000)^2 (a spurious gain with the sample size; (4.9)'s v has no n)."""
    return float(K) ** -2 * (float(n) / 2000.0) ** 2
