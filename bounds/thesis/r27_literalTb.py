"""Bounds of ``thmcheck.checks.papers.thesis.r27_literalTb`` (round 27, helper literalTb): Theorem 4 (L2179-L2187)
over a testing task with an identity step, Property 3 (1) (L5195) at sigma < 0 and Property 7 (C.64) (L5531) with
a non-diagonal Sigma_l."""

from __future__ import annotations


def cot_error_zero(**_: object) -> float:
    """Theorem 4 L2187: the CoT error R_CoT is 0 (exactly)."""
    return 0.0


def rho_identity_task(p1: float, p_rest: float) -> float:
    """(7.12) over j != j* (the printed 'for all j' forces rho <= 0: thesis.ch7.def7.12-primacy): every row of A_k has
    two entries, p on f_k(i) and 1 - p elsewhere, so the largest rho with p >= (1 - p)/(1 - rho) at every step is
    min over the steps of (2 p - 1)/p."""
    return min((2 * p1 - 1) / p1, (2 * p_rest - 1) / p_rest)


def tau_identity_task(p1: float, p_rest: float, K: int) -> float:
    """(7.17): tau^f = min_i prod_k A_k(f_{k-1} o .. (i), f_k o .. (i)) = p1 p_rest^(K-1) (the same for every i)."""
    return p1 * p_rest ** (K - 1)


def positive(**_: object) -> float:
    """Property 3 (1): rho(u, sigma) > 0. Returns 0."""
    return 0.0


def _dfact(n: int) -> int:
    out = 1
    while n > 1:
        out *= n
        n -= 2
    return out


def property_c7(t: int, d: int, mus: list, sig_norms: list, lam: list, **_: object) -> float:
    """(C.64) L5531: E||x||^{2t} <= d^t (2t-1)!! sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^{2t}."""
    return d**t * _dfact(2 * t - 1) * sum(lam[i] * (mus[i] + sig_norms[i]) ** (2 * t) for i in range(len(lam)))


def property_c7_no_dt(t: int, d: int, mus: list, sig_norms: list, lam: list, **_: object) -> float:
    """Planted: (C.64) without d^t."""
    return property_c7(t, d, mus, sig_norms, lam) / d**t


def property_c7_no_dfact(t: int, d: int, mus: list, sig_norms: list, lam: list, **_: object) -> float:
    """Planted: (C.64) without (2t-1)!!."""
    return property_c7(t, d, mus, sig_norms, lam) / _dfact(2 * t - 1)


def rho_mut_sigma2(sigma: float, **_: object) -> float:
    """Planted: rho >= sigma^2/64 (false for small |sigma|: rho = Theta(sigma^4))."""
    return sigma * sigma / 64


def icl_error_positive(Mp: int, **_: object) -> float:
    """Theorem 5 (a) L2203: R_ICL >= Omega(1), i.e. R_ICL > 0 for every constant; over M' equally likely queries
    R_ICL is a multiple of 1/M', so R_ICL > 0 iff R_ICL >= 1/M'."""
    return 1 / Mp
