"""thesis, Appendix C (round 11, helper thesisC): the printed sides of (C.237) L6421 and (C.238) L6425 (Lemma C.6.4,
the subspace step of the Tensor Initialization Method, Subroutine 1), and of (C.188) L6148 and (C.209) L6283 (the
net arguments of the proofs of Lemmas C.4.5 and C.5.1), encoded by ``thmcheck.checks.papers.thesis.r11_thesisC``.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's quantities (no torch).
"""

from __future__ import annotations

# ------------------------------------------------------------- (C.237) L6421 / (C.238) L6425: the subspace error


def eqC237_shape(ratio: float, eps: float, **_: object) -> float:
    """(C.237)'s printed shape ||Q2^ - Q2|| / delta_K(Q2) + eps (``ratio`` = the first term); the hidden constant of
    '<~' is the uniform check's."""
    return ratio + eps


def eqC238_shape(ratio: float, eps: float, wnorm: float, **_: object) -> float:
    """(C.238)'s printed shape (||Q2 - Q2^|| / delta_K(Q2) + eps) ||w_i*||."""
    return (ratio + eps) * wnorm


def eqC237_mut_sq(ratio: float, eps: float, **_: object) -> float:
    """Planted: the ratio squared (wrong power: a perturbation of size t moves the subspace by ~t, not t^2)."""
    return ratio**2 + eps


def eqC237_mut_eps(ratio: float, eps: float, **_: object) -> float:
    """Planted: the perturbation term dropped (eps only)."""
    return eps


def eqC238_mut_sq(ratio: float, eps: float, wnorm: float, **_: object) -> float:
    """Planted: (ratio^2 + eps) ||w_i*|| (wrong power)."""
    return (ratio**2 + eps) * wnorm


def eqC238_mut_w(ratio: float, eps: float, wnorm: float, **_: object) -> float:
    """Planted: the factor ||w_i*|| squared (wrong scaling in W*)."""
    return (ratio + eps) * wnorm**2


# ------------------------------------------------ (C.188) L6148 and (C.209) L6283: norms through a net's sup


def net_factor_two(sup: float, **_: object) -> float:
    """(C.188)/(C.209)'s right side 2 sup_{v in the net} |<v, A v>| (resp. |<g, v>|) (``sup``)."""
    return 2.0 * sup


def net_mut_one(sup: float, **_: object) -> float:
    """Planted: the factor 2 dropped (the sup over a net alone)."""
    return sup


def net_mut_102(sup: float, **_: object) -> float:
    """Planted: the factor 1.02 (a net's sup with 2 % slack)."""
    return 1.02 * sup


# ------------------------------------------- (C.25) L5293 and (C.26) L5297: L_m of Property 3 (4), (C.24) L5289


def eqC25_upper(rho_u: float, **_: object) -> float:
    """(C.25)'s right side rho(W*^T u/(sigma delta_K), sigma delta_K) (Lambda orthogonal: (Lambda W*)^T Lambda u =
    W*^T u)."""
    return rho_u


def eqC25_mut_095(rho_u: float, **_: object) -> float:
    """Planted: 0.95 rho (L_m equals rho where rho decreases along [0, u_i])."""
    return 0.95 * rho_u


def eqC25_zero(**_: object) -> float:
    """(C.25)'s left end: 0 < L_m."""
    return 0.0


def eqC26_rhs(lm_star: float, **_: object) -> float:
    """(C.26)'s right side L_m at u_i = u_i* (the larger interval [0, u_i*])."""
    return lm_star


def eqC26_mut_rho(rho_star: float, **_: object) -> float:
    """Planted: rho at u_i = u_i* in place of L_m there (rho is not monotone in |u_i|)."""
    return rho_star


# ------------------------------------------------------------------ (C.216) L6309, its last '<=' (Property 7, t = 1)


def eqC216_last(d: int, s2sum: float, **_: object) -> float:
    """(C.216)'s last right side over C_9 sqrt(K): 3 d sum_l lambda_l (||mu_l||_inf + ||Sigma_l^{1/2}||)^2
    (``s2sum`` = the sum)."""
    return 3.0 * d * s2sum


def eqC216_mut_tight(d: int, s2sum: float, **_: object) -> float:
    """Planted: 0.9 d sum_l (...)^2 (below the sharp d sum_l (...)^2, met at mu = 0, Sigma = c I)."""
    return 0.9 * d * s2sum


def eqC216_mut_nod(d: int, s2sum: float, **_: object) -> float:
    """Planted: the factor d dropped (3 sum_l (...)^2)."""
    return 3.0 * s2sum


# ------------------------------------------ (C.161) L6011: max_{||a|| = 1} sum_j sum_l ||a_j|| ||a_l|| <= K (K^3 = K K^2)


def eqC161_blocks(K: int, **_: object) -> float:
    """(C.161)'s step sqrt(C_7^2 K) max_{||a||=1} (sum_j ||a_j||)^2 <= sqrt(C_7^2 K^3): the max is at most K."""
    return float(K)


def eqC161_mut_sqrtK(K: int, **_: object) -> float:
    """Planted: sqrt(K) (the max is K, met at equal block norms)."""
    return float(K) ** 0.5


# ------------------------------------------- (C.131) L5869 -> (C.132) L5873: the sample size solving (C.131)


def _log_A(eps0: float, q: float, d: float, K: float) -> float:
    """ln A, A = eps0^-2 (S/R)^2 d K^5 (``q`` = S/R: S = sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2, R the rho-sum
    of (C.131)'s right side)."""
    import math

    return -2.0 * math.log(eps0) + 2.0 * math.log(q) + math.log(d) + 5.0 * math.log(K)


def eqC132_shape(eps0: float, q: float, d: float, K: float, **_: object) -> float:
    """(C.132)'s printed shape eps0^-2 S^2 R^-2 d K^5 log^2 d (C_1 the uniform check's hidden constant)."""
    import math

    return math.exp(_log_A(eps0, q, d, K)) * math.log(d) ** 2


def eqC132_corrected(eps0: float, q: float, d: float, K: float, **_: object) -> float:
    """A ln A + d K ln(dK): n/ln n >= C_6^2 A holds from n = 2 C_6^2 A ln(C_6^2 A) on, and Lemma C.4.5 needs n >=
    C' dK log dK (A >= 32 here, so ln(C_6^2 A) <= c ln A)."""
    import math

    la = _log_A(eps0, q, d, K)
    return math.exp(la) * la + d * K * math.log(d * K)


def eqC132_mut_eps1(eps0: float, q: float, d: float, K: float, **_: object) -> float:
    """Planted (against the corrected bound): eps0^-1 in place of eps0^-2 (A eps0 ln A + dK ln dK)."""
    import math

    la = _log_A(eps0, q, d, K)
    return math.exp(la) * eps0 * la + d * K * math.log(d * K)


def eqC132_mut_K4(eps0: float, q: float, d: float, K: float, **_: object) -> float:
    """Planted (against the corrected bound): K^4 in place of K^5."""
    import math

    la = _log_A(eps0, q, d, K)
    return math.exp(la) / K * la + d * K * math.log(d * K)


# ------------------ (C.88) L5681 -> (C.89)/(C.92)/(C.94) L5718 and (C.105) L5777: the same d log^2 d sample-size shape


def _log_P(eps0: float, kappa: float, tau: float, K: float) -> float:
    """ln P, P = eps0^-2 kappa^12 K^14 tau^12 (the degrees of (C.89)/(C.92), which (C.94)'s 'poly' stands for)."""
    import math

    return -2.0 * math.log(eps0) + 12.0 * math.log(kappa) + 14.0 * math.log(K) + 12.0 * math.log(tau)


def eqC94_shape(eps0: float, kappa: float, tau: float, K: float, b: float, d: float, **_: object) -> float:
    """(C.94)/(C.105)'s printed shape poly(eps0^-1, kappa, tau K) b d log^2 d (``b`` = B(Psi) for (C.94), ||Sigma_l||^3
    for (C.105)); the hidden constant is the uniform check's."""
    import math

    return math.exp(_log_P(eps0, kappa, tau, K)) * b * d * math.log(d) ** 2


def eqC94_corrected(eps0: float, kappa: float, tau: float, K: float, b: float, d: float, **_: object) -> float:
    """A ln A + dK ln(dK) with A = P b d: n / ln n >= c^2 A holds from n = 2 c^2 A ln(c^2 A) on (A >= 32 here)."""
    import math

    la = _log_P(eps0, kappa, tau, K) + math.log(b) + math.log(d)
    return math.exp(la) * la + d * K * math.log(d * K)


def eqC94_mut_sqrtb(eps0: float, kappa: float, tau: float, K: float, b: float, d: float, **_: object) -> float:
    """Planted (against the corrected bound): sqrt(b) in place of b."""
    return eqC94_corrected(eps0, kappa, tau, K, b**0.5, d)


def eqC94_mut_K13(eps0: float, kappa: float, tau: float, K: float, b: float, d: float, **_: object) -> float:
    """Planted (against the corrected bound): K^13 in place of K^14."""
    return eqC94_corrected(eps0, kappa, tau, K, b / K, d)
