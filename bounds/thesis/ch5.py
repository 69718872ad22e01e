"""Hongkang Li, PhD thesis (RPI 2024), Chapter 5 (GCN with graph topology sampling) and Appendix D: bounds.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``; catalog: ``shared/claims/thesis_ch5-7.md``.
Pure functions of an instance's named quantities (no torch, no Hypothesis). Each docstring gives the
statement as printed, its source lines, the kind and the assumptions. ``thmcheck.bounds.num`` is used where the
exact (60-digit) re-check should evaluate the bound itself.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from thmcheck.bounds.num import sqrt


def double_factorial(n: int) -> int:
    """n!! with (-1)!! = 0!! = 1."""
    out = 1
    while n > 1:
        out *= n
        n -= 2
    return out


# ------------------------------------------------------------------------------------------- Chapter 5


def lemmaD_1_1(a_inf: Any) -> Any:
    """Lemma D.1.1 (L6611): ||a_n X|| <= ||A||_inf for a non-negative A and unit-norm rows of X.

    Deterministic, explicit constant 1. The measured side is max_n ||a_n X||.
    """
    return a_inf


def cond5_8_shape(c1: Any, pstar_max: Any = None, pstar_mean: Any = None, A_inf: Any = None) -> Any:
    """(5.8)-(5.9), L1441-L1447, and L1562: 'condition (5.8) implies that ||A*||_inf is O(1)' (uniform shape).

    The printed shape is a constant; (5.8) bounds p*_l by c1/(L psi_l), linear in c1, and A* = A P* is linear in
    p*, so the hidden constant may scale with c1: the shape is c1, and ||A P*||_inf <= C c1 must hold with one C
    for every graph (N, group sizes N_l, degrees, L) and every c1 > 0. The other quantities are for the
    corrected bound and the mutants (same signature).
    """
    return c1


def cond5_8_corrected(c1: Any, pstar_max: Any = None, pstar_mean: Any = None, A_inf: Any = None) -> Any:
    """What does hold: ||A P*||_inf <= max_l p*_l ||A||_inf (A >= 0 entrywise), with max_l p*_l = c1 max_l
    1/(L psi_l), which is O(1) only when every group has N_l of order N (the 'suppose' of L1449) and ||A||_inf is
    bounded."""
    return pstar_max * A_inf


def cond5_8_mutant_mean_pstar(c1: Any, pstar_max: Any = None, pstar_mean: Any = None, A_inf: Any = None) -> Any:
    """Mutant of the correction: the size-weighted mean of p* in place of its maximum (wrong along a small group,
    N_l -> small at fixed N, where the small group carries the largest p*)."""
    return pstar_mean * A_inf


def cond5_8_mutant_c1_free(c1: Any, pstar_max: Any = None, pstar_mean: Any = None, A_inf: Any = None) -> Any:
    """Mutant of the correction: p*_max / c1 (the c1 scale dropped; wrong along c1 -> inf)."""
    return pstar_max * A_inf / c1


def lemmaD_1_2_shape(pi_min: Any, A_inf: Any = None, pn_max: Any = None, c: Any = None) -> Any:
    """Lemma D.1.2 (L6624-L6626), (D.2): if l_i >= |N_i| / (1 + c1 poly(eps)/(L p*_i Psi_i)) then
    ||A^t - A*||_inf <= poly(eps), for every sampling realisation (iteration t).

    Uniform shape: the smallest admissible c1 poly(eps) is pi_min = max_l L p*_l Psi_l (N_l/S_l - 1), so the lemma
    says ||A^t - A*||_inf <= pi_min / c1: the shape is pi_min and the hidden constant 1/c1 must serve every graph
    (N, group sizes and degrees, L), every p* allowed by (5.8) and every sampling deficit.
    """
    return pi_min


def lemmaD_1_3_shape(pi_min: Any, A_inf: Any = None, pn_max: Any = None, c: Any = None) -> Any:
    """Lemma D.1.3 (L6706-L6708), (D.18): the same for symmetric sampling A^s = P^s A P^s, A* = P* A P*, with the
    smallest admissible c2 poly(eps) as the shape (its (D.17) form under the reading of that name)."""
    return pi_min


def lemmaD_1_sampling_corrected(pi_min: Any, A_inf: Any = None, pn_max: Any = None, c: Any = None) -> Any:
    """What holds for every realisation of either sampling (Lemmas D.1.2, D.1.3): ||A^t - A*||_inf <= ||A||_inf
    max_l p*_l N_l/S_l (A >= 0; each entry of P^t - P*, or of the products P^s_n P^s_j - sqrt(p*_n p*_j), lies in
    [-max_l p*_l N_l/S_l, max_l p*_l N_l/S_l])."""
    return A_inf * pn_max


def lemmaD_1_sampling_mutant_deficit(pi_min: Any, A_inf: Any = None, pn_max: Any = None, c: Any = None) -> Any:
    """Mutant of the correction: the sampling deficit pi_min (max_l L p*_l Psi_l (N_l/S_l - 1)) in place of
    p*_l N_l/S_l (the printed scaling; wrong along N -> inf)."""
    return A_inf * pi_min


def lemmaD_1_sampling_mutant_c(pi_min: Any, A_inf: Any = None, pn_max: Any = None, c: Any = None) -> Any:
    """Mutant of the correction: an extra factor c (the (5.8) constant of p*; wrong along c -> 0)."""
    return c * A_inf * pn_max


def lemmaD_2_1_cstar_exponent() -> float:
    """Lemma D.2.1 (L6784-L6806): for every smooth phi, a > 0 and eps in (0, 1/(C(phi, a) sqrt(a^2+1))) there is h
    with |E[1{alpha1 x1 + beta1 sqrt(a^2 - x1^2) + b0 >= 0} h(alpha1, b0)] - phi(x1)| <= eps on [-a, a] (a) and
    E[h^2] <= C_s(phi, a)^2 (a^2 + 1), C_s(phi, R) = C* sum_i (i+1)^1.75 R^i |c_i| (5.3), C* a 'sufficiently large
    constant'. Construction/existence with a hidden C*: the smallest C* any h allows, C*_min(a), must stay bounded
    as a varies; checked as its fitted exponent in a on a -> 0 (claimed >= 0: no blow-up)."""
    return 0.0


def lemmaD_2_3_cstar_exponent() -> float:
    """Lemma D.2.3 items 3-4 (L6895-L6903): sum_{i>=1} |c'_i| E[|h_i(z)| 1[|z| <= B_i]] <= C_eps(phi, t) sqrt(t^2+1)
    (and the same with h_i'), c'_i = c_i/p'_i (D.26), C_eps(phi, R) = sum_i ((C* R)^i + (sqrt(log(1/eps)/i) C* R)^i)
    |c_i| (5.2), C* a 'sufficiently large constant'. Hidden C*: the smallest C* making the inequality hold, C*_min(t),
    must stay bounded; checked as its fitted exponent in t on t -> 0 (claimed >= 0)."""
    return 0.0


def lemmaD_2_2(i: int, t: Any) -> Any:
    """Lemma D.2.2 (L6842-L6848): for every integer i >= 1 there is p'_i with
    |p'_i| >= t^{1-i}/sqrt(t^2+1) * (i-1)!!/(100 i^2) such that x_1^i = E[h_i(alpha_1) 1[alpha >= -b0/t]
    1[q_i(b0)]] / p'_i for ||x|| <= t (D.29)-(D.30). Deterministic, explicit constants (100, i^2, (i-1)!!).
    """
    return t ** (1 - i) / sqrt(t * t + 1) * double_factorial(i - 1) / (100 * i * i)


def lemmaD_2_2_exact(i: int, t: Any) -> Any:
    """Corrected Lemma D.2.2: |p'_i| itself, the coefficient (D.29)-(D.30) force. E_beta[He_i(alpha_1)] = (x1/t)^i
    He_i(alpha) (alpha_1 = (x1/t) alpha + sqrt(1 - x1^2/t^2) beta) and int_u^inf He_i phi = He_{i-1}(u) phi(u) give
    p'_i = t^-i int_{q_i} phi(b) He_{i-1}(-b/t) phi(b/t) db (mpmath quadrature at 30 digits), less a relative 1e-7 for
    the quadrature of the measurement. For even i it is ~t^{-i-1}, one order below the printed bound."""
    import mpmath

    with mpmath.workdps(30):
        tt = mpmath.mpf(t)  # rounded at 30 digits, as the quadrature has always read t (exact for a float t)
    out = _lemmaD_2_2_exact_mp(int(i), tt)
    return out if isinstance(t, mpmath.mpf) else float(out)


@lru_cache(maxsize=4096)
def _lemmaD_2_2_exact_mp(i: int, tt: Any) -> Any:
    """lemmaD_2_2_exact's 30-digit value, cached by (i, t) (round 27, perf2A: the float check and its exact re-check
    evaluate the same quadrature at the same t; mpmath.mpf(float) is exact, so both share one value)."""
    import mpmath

    with mpmath.workdps(30):
        w = min(tt / (2 * i), mpmath.mpf(40))
        c = 1 + 1 / (tt * tt)
        norm = 1 / (2 * mpmath.pi)

        def f(b: Any) -> Any:  # phi(b) He_{i-1}(-b/t) phi(b/t), He by its three-term recurrence (mpmath.hermite's
            x = -b / tt  # hypergeometric series cost 40 % of a ci search for the same 30 digits)
            he0, he1 = mpmath.mpf(1), x
            for k in range(1, i - 1):
                he0, he1 = he1, x * he1 - k * he0
            return norm * mpmath.exp(-c * b * b / 2) * (he0 if i == 1 else he1)

        v = mpmath.quad(f, [-w, 0]) + (mpmath.quad(f, [0, w]) if i % 2 else 0)
        out = abs(v) * tt ** (-i) * (1 - mpmath.mpf("1e-7"))
    return out


def arctan_identity(s: Any) -> Any:
    """(D.79), L7320-L7327: Pr[|z0| <= |z_rho|] = (2/pi) arctan(sigma_w sqrt(m1)) for independent
    zero-mean Gaussians z0 ~ N(0, v/m1), z_rho ~ N(0, v sigma_w^2). Exact identity; s = sigma_w sqrt(m1)."""
    import mpmath

    if isinstance(s, mpmath.mpf):  # the exact re-check measures at 60 digits: evaluate the identity there too
        with mpmath.workdps(60):
            return 2 / mpmath.pi * mpmath.atan(s)
    return 2 / math.pi * math.atan(s)


def D82_init_norm(d: int, m1: int) -> float:
    """(D.82) preamble, L7382: ||W^(0)|| <= max_{||a||=1} sqrt(sum_i (a^T w_i^(0))^2) <= ... = 1 for
    W^(0) in R^{d x m1} with i.i.d. N(0, 1/m1) entries (L1485). Printed as a known fact, no probability."""
    return 1.0


def D82_init_norm_whp(d: int, m1: int) -> float:
    """Corrected (D.82) preamble: ||W^(0)|| <= 1 + sqrt(d/m1) + t/sqrt(m1) with probability >= 1 - e^{-t^2/2}
    (Gordon / Davidson-Szarek for Gaussian matrices), here t = 6: each draw fails with probability <= e^{-18}."""
    return 1 + math.sqrt(d / m1) + 6 / math.sqrt(m1)


def theorem5_3_1_failure_prob() -> float:
    """Theorem 5.3.1 (5.19), L1548-L1560: the guarantee holds 'with probability at least 0.99', so the failure
    probability over the training randomness is <= 0.01. Checked (derived) through the experiment of Sec. 5.4.2
    (Fig 5.3/5.4): OPT_{A*} is smallest on labels generated with A^ = A* (p^ = p*), and a failure is a training seed on
    which the test error on the p^ = p* dataset is not the smallest."""
    return 0.01


def insight_sampling_monotone() -> float:
    """Sec. 5.3.2 insight (2) (L1441-L1479): by (5.10) higher-degree groups must be sampled more often,
    i.e. the smallest admissible S_l/N_l = (1 + c poly(eps)/(L p*_l psi_l))^{-1} increases with d_l.
    Returned: 0, the largest allowed decrease of the required ratio between consecutive groups."""
    return 0.0


def eqD9_printed(c1: float, L: int, dL: float, NL: float, S: float, di: float = 1.0, Ni: float = 1.0) -> float:
    """(D.9) L6660, last expression: (c1/L) sqrt(d_L/d_L) sum_l d_l |N_l| / (d_L |N_L|) (S = sum_l d_l |N_l|)."""
    return c1 / L * (dL / dL) ** 0.5 * S / (dL * NL)


def eqD9_corrected(c1: float, L: int, dL: float, NL: float, S: float, di: float = 1.0, Ni: float = 1.0) -> float:
    """c1/(L Psi(L, i)) = (c1/L) sqrt(d_i/d_L) S/(d_i |N_i|) = c1/(L psi_i) ((5.8))."""
    return c1 / L * (di / dL) ** 0.5 * S / (di * Ni)
