"""thesis, Appendices C and D (round 6, helper thesisCD): the printed sides of the proof displays encoded by
``thmcheck.checks.papers.thesis.r6_thesisCD``: Lemma D.2.2's cited identity with the printed p_i (even and odd i,
L6854-L6858, L6872-L6876), (C.77), (C.79), and the second inequality of (D.96).

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's quantities (float or mpmath).
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

import mpmath

from thmcheck.bounds import num
from thmcheck.bounds.thesis.r5_thesisCD import _dfact

# --------------------------------------------------- Lemma D.2.2, L6854-L6876: E[...] = E_b0[p_i 1[q_i(b0)]] x_1^i/t^i




def _dps(i: int, rho: Any) -> int:
    r = abs(float(rho))
    return 30 + (int(i * max(0.0, -mpmath.log10(r))) if r > 0 else 0)


def d22_b_range(i: int, t: Any) -> tuple[Any, Any]:
    """The b_0 range of the indicator: (-t/(2i), 0) for even i, [-t/(2i), t/(2i)] for odd i; cut at |b_0| = 40 (the
    N(0, 1) weight beyond it is below e^-800)."""
    w = min(mpmath.mpf(t) / (2 * i), mpmath.mpf(40))
    return (-w, mpmath.mpf(0)) if i % 2 == 0 else (-w, w)


def d22_p_printed(i: int, t: Any, b: Any, r_from: int = 1) -> Any:
    """The printed p_i (L6858 for even i: r odd in 1..i-1; L6876 for odd i: r even in 1..i-1, i.e. 2, 4, ..):
    (i-1)!! exp(-b^2/(2t^2))/sqrt(2 pi) sum_r (-1)^((i-1-r)/2)/r!! binom(i/2-1, (r-1)/2) (-b/t)^r (generalised
    binomial for odd i). ``r_from = 0`` includes the r = 0 term (the c_0 the proof uses at L6884)."""
    x = -b / t
    s = mpmath.mpf(0)
    for r in range(r_from, i):
        if (r % 2) == (i % 2):  # r must have the parity opposite to i
            continue
        s += (-1) ** ((i - 1 - r) // 2) / mpmath.mpf(_dfact(r)) * mpmath.binomial(mpmath.mpf(i) / 2 - 1,
                                                                                  mpmath.mpf(r - 1) / 2) * x**r
    return _dfact(i - 1) * mpmath.exp(-b**2 / (2 * t**2)) / mpmath.sqrt(2 * mpmath.pi) * s


def _d22_rhs(i: int, t: Any, rho: Any, r_from: int) -> Any:
    i = int(i)
    with mpmath.workdps(_dps(i, rho)):
        tt, rr = mpmath.mpf(t), mpmath.mpf(rho)
        lo, hi = d22_b_range(i, tt)
        v = mpmath.quad(lambda b: mpmath.npdf(b) * d22_p_printed(i, tt, b, r_from), [lo, (lo + hi) / 2, hi])
        out = v * rr**i
    return out if isinstance(t, mpmath.mpf) else float(out)


def lemmaD22_identity_printed(i: int, t: Any, rho: Any, **_: object) -> Any:
    """The right side of L6854 (even i) / L6872 (odd i) with the printed p_i of L6858 / L6876:
    E_{b_0}[p_i 1[q_i(b_0)]] x_1^i/t^i, rho = x_1/t."""
    return _d22_rhs(i, t, rho, 1)


def lemmaD22_identity_corrected(i: int, t: Any, rho: Any, **_: object) -> Any:
    """Corrected (odd i): the sum over even r starts at r = 0 (the c_0 the proof bounds at L6884); then
    p_i = He_{i-1}(-b_0/t) exp(-b_0^2/(2t^2))/sqrt(2 pi)."""
    return _d22_rhs(i, t, rho, 0)


def lemmaD22_mut_dfact(i: int, t: Any, rho: Any, **_: object) -> Any:
    """Mutant: (i+1)!! in place of (i-1)!! (a wrong normalisation, growing with i)."""
    return _d22_rhs(i, t, rho, 0) * i


def lemmaD22_mut_gauss(i: int, t: Any, rho: Any, **_: object) -> Any:
    """Mutant: the weight exp(-b_0^2/(2t^2)) dropped from p_i (wrong when t is small against the b_0 range)."""
    i = int(i)
    with mpmath.workdps(_dps(i, rho)):
        tt, rr = mpmath.mpf(t), mpmath.mpf(rho)
        lo, hi = d22_b_range(i, tt)
        v = mpmath.quad(lambda b: mpmath.npdf(b) * d22_p_printed(i, tt, b, 0) * mpmath.exp(b**2 / (2 * tt**2)),
                        [lo, (lo + hi) / 2, hi])
        out = v * rr**i
    return out if isinstance(t, mpmath.mpf) else float(out)


# ------------------------------------------------------------------------ (C.77), (C.79), L5599, L5618 (Property 10)


def eqC77_printed(lam: list, a: list, **_: object) -> Any:
    """(C.77) right side: sum_i lambda_i a_i^3."""
    return sum(x * y**3 for x, y in zip(lam, a, strict=True))


def eqC77_mut_square(lam: list, a: list, **_: object) -> Any:
    """Mutant: sum_i lambda_i a_i^2 (a power short; wrong as soon as some a_i > 1)."""
    return sum(x * y**2 for x, y in zip(lam, a, strict=True))


def eqC79_printed(lam: list, a: list, **_: object) -> Any:
    """(C.79) right side: sum_i lambda_i a_i^2."""
    return sum(x * y**2 for x, y in zip(lam, a, strict=True))


def eqC79_mut_mean(lam: list, a: list, **_: object) -> Any:
    """Mutant: sum_i lambda_i a_i (a power short)."""
    return sum(x * y for x, y in zip(lam, a, strict=True))


# ------------------------------------------------------------------------------- (D.96), L7596, the second inequality


def eqD96_second_printed(R: Any, eta: Any, eps0: Any, **_: object) -> Any:
    """(D.96) second line: R + (1/4) eta R + 143 eta eps_0."""
    return R + eta * R / 4 + 143 * eta * eps0


def eqD96_second_mut(R: Any, eta: Any, eps0: Any, **_: object) -> Any:
    """Mutant: 35 in place of 143 (AM-GM needs 36 + 1)."""
    return R + eta * R / 4 + 35 * eta * eps0


def frac(x: float) -> Fraction:
    """A float as an exact rational."""
    return Fraction(x)


# ------------------------------------------------------------- (C.88) L5682: ||W||_F <= sqrt(K) ||W||, W in R^{d x K}


def eqC88_first_printed(K: int, spec: Any, **_: object) -> Any:
    """(C.88) first inequality, right side: sqrt(K) ||W||_2."""
    return K**0.5 * spec


def eqC88_first_mut(K: int, spec: Any, **_: object) -> Any:
    """Mutant: ||W||_2 without sqrt(K) (wrong as soon as W has two equal singular values)."""
    return spec


# --------------------------------------------------- (C.229) L6367: the first '=' and the second '<=' of the chain


def eqC229_first_printed(normA: Any, normE: Any, normb: Any, **_: object) -> Any:
    """(C.229) first line, right side: ||I - eta_0 int H|| ||W_t - W^_n||_F + ||(eta_0/n) sum nu_i||_F."""
    return normA * normE + normb


def eqC229_first_mut(normA: Any, normE: Any, normb: Any, **_: object) -> Any:
    """Mutant (of the '<=' reading): the noise term dropped."""
    return normA * normE


def eqC229_second_printed(eta0: Any, Hmin: Any, **_: object) -> Any:
    """(C.229) second line: ||I - eta_0 int H|| <= 1 - eta_0 H_min (the factor of ||W_t - W^_n||_F)."""
    return 1 - eta0 * Hmin


def eqC229_second_mut(eta0: Any, Hmin: Any, **_: object) -> Any:
    """Mutant: 1 - 2 eta_0 H_min."""
    return 1 - 2 * eta0 * Hmin


# ------------------------------------------------------------- (C.232) L6381: the unrolled recursion of (C.230)


def eqC232_printed(q: Any, t: int, e0: Any, Hmin: Any, Hmax: Any, eta0: Any, s: Any, **_: object) -> Any:
    """(C.232): (1 - H_min/H_max)^t ||W_0 - W^_n||_F + (H_max eta_0/H_min) s, s = sqrt(dK log n/n) xi (the bound
    (C.231) puts on (1/n) sum ||nu_i||_F)."""
    return q**t * e0 + Hmax * eta0 / Hmin * s


def eqC232_mut(q: Any, t: int, e0: Any, Hmin: Any, Hmax: Any, eta0: Any, s: Any, **_: object) -> Any:
    """Mutant: the noise term without the factor H_max/H_min (one step's noise, not the geometric sum)."""
    return q**t * e0 + eta0 * s


# ------------------------------------------------ L6061 (proof of Lemma C.4.4): E[t_i t_j s_i s_j] = E[t_i t_j] E[s_i s_j]


def lemmaC44_ts_factor_printed(Ett: Any, Ess: Any, **_: object) -> Any:
    """L6061, right side: E[t_i t_j] E[s_i s_j] (t and s read as independent)."""
    return Ett * Ess


def lemmaC44_ts_factor_mut(Ett: Any, Ess: Any, **_: object) -> Any:
    """Mutant (of the factorisation where it holds, isotropic Sigma_l): E[t_i t_j] E[s_i s_j] / 2."""
    return Ett * Ess / 2


# ------------------------------------------------------------------- (C.74), (C.75) L5587-L5589: Property 10


def eqC74_printed(Dm: Any, D2m: Any, D3m: Any, **_: object) -> Any:
    """(C.74) right side: D_{3m}(Psi)."""
    return D3m


def eqC75_printed(Dm: Any, D2m: Any, D3m: Any, **_: object) -> Any:
    """(C.75) right side: D_{2m}(Psi)."""
    return D2m


def eqC74_mut(Dm: Any, D2m: Any, D3m: Any, **_: object) -> Any:
    """Mutant: D_{2m}(Psi) on the right of (C.74) (an order short)."""
    return D2m


def eqC75_mut(Dm: Any, D2m: Any, D3m: Any, **_: object) -> Any:
    """Mutant: D_m(Psi) on the right of (C.75)."""
    return Dm


# ----------------------------------------------------------- (C.69) L5571: H(W P, x) = H(W, x) for a permutation P


def eqC69_printed(H: Any, **_: object) -> Any:
    """(C.69) right side: H(W, x) = (1/K) sum_j phi(w_j^T x)."""
    return H


def eqC69_mut(H: Any, K: int, **_: object) -> Any:
    """Mutant: K H(W, x) (the 1/K dropped on one side)."""
    return K * H


# ------------------------------------------- (C.62) L5519-L5525: the three '<=' after the binomial sum (Property 6)


def chain_link_one(**_: object) -> Any:
    """A chain of '<=' checked link by link: every link's ratio left/right is at most 1 (a float: the links are
    computed from float64 data, so an exact tie is met up to the float bound's rounding)."""
    return 1.0


def chain_link_mut(**_: object) -> Any:
    """Mutant: a link 10 % too strong (ratio <= 0.9)."""
    return 0.9


# --------------------------------------------------------------- (C.10), (C.11) L5205-L5207: Cauchy-Schwarz steps


def eqC10_printed(E2: Any, **_: object) -> Any:
    """(C.10) right side: sqrt(E_{z ~ N(u_i, 1)}[phi'^2(sigma z)])."""
    return E2**0.5


def eqC10_mut(E2: Any, **_: object) -> Any:
    """Mutant: E[phi'^2(sigma z)] without the square root."""
    return E2


def eqC11_printed(E2z: Any, u: Any, **_: object) -> Any:
    """(C.11) right side: sqrt(E[phi'^2(sigma z) z^2]) sqrt(u_i^2 + 1)."""
    return E2z**0.5 * (u * u + 1) ** 0.5


def eqC11_mut(E2z: Any, u: Any, **_: object) -> Any:
    """Mutant: sqrt(E[phi'^2(sigma z) z^2]) |u_i| (E z^2 read as u_i^2)."""
    return E2z**0.5 * abs(u)


# ------------------------------------------------ L6880 (proof of Lemma D.2.2, odd i): the coefficient ratio


def lemmaD22_odd_ratio_middle(i: int, r: int, x: Any, **_: object) -> Any:
    """L6880, the middle expression: |(b_0/t)^2 (i+1-r)/(r(r-1))|, x = b_0/t."""
    return abs(x * x * (i + 1 - r) / (r * (r - 1)))


def lemmaD22_odd_ratio_printed(i: int, r: int, x: Any, **_: object) -> Any:
    """L6880, the bound: 1/(4i)."""
    return 1 / (4 * mpmath.mpf(i)) if isinstance(x, mpmath.mpf) else 1 / (4 * i)


def lemmaD22_odd_ratio_mut(i: int, r: int, x: Any, **_: object) -> Any:
    """Mutant: 1/(8 i^2) (tighter than the ratio at r = 2, |b_0| = t/(2i))."""
    return 1 / (8 * i * i)


def lemmaD22_odd_middle_mut(i: int, r: int, x: Any, **_: object) -> Any:
    """Mutant: (b_0/t)^2 (i+1-r)/r^2."""
    return abs(x * x * (i + 1 - r) / (r * r))


# ------------------------------------------------ L6181 (proof of Lemma C.4.5): the MGF expansion of G_i, first '='


def eqC192_first_printed(series: Any, **_: object) -> Any:
    """L6181 first line, right side: 1 + theta E[G_i] + sum_{p >= 2} theta^p E[|G_i|^p]/p! (the series, summed)."""
    return series


def eqC192_first_mut(series: Any, EG2: Any, theta: Any, **_: object) -> Any:
    """Mutant (of the '<=' reading): the p = 2 term dropped."""
    return series - theta * theta * EG2 / 2


# ------------------------------------------- (C.44) L5425 and (C.50) L5453, proof of Property 4 (2): explicit bounds


def eqC44_printed(sigma: Any, k1: Any, k2: Any, **_: object) -> Any:
    """(C.44) middle: (1/(8 sqrt(2 pi))) sigma^{-k1} - (1/(2 pi)) sigma^{-2 k2}."""
    return sigma ** (-k1) / (8 * (2 * math.pi) ** 0.5) - sigma ** (-2 * k2) / (2 * math.pi)


def eqC44_mut(sigma: Any, k1: Any, k2: Any, **_: object) -> Any:
    """Mutant: sigma^{-1} in place of sigma^{-k1} (k1 = 1, outside the printed k1 > 1: the left side is ~ e^{-mu^2/2}/(6
    sqrt(2 pi) sigma), below sigma^{-1}/(8 sqrt(2 pi)) once |mu| > 0.76)."""
    return sigma ** (-1.0) / (8 * (2 * math.pi) ** 0.5) - sigma ** (-2 * k2) / (2 * math.pi)


def eqC50_printed(sigma: Any, k1: Any, k2: Any, mu: Any, **_: object) -> Any:
    """(C.50) middle: (1/(8 sqrt(2 pi))) sigma^{-k1} - (2/(pi (mu^2 + 1))) sigma^{-2 k2}."""
    return sigma ** (-k1) / (8 * (2 * math.pi) ** 0.5) - 2 * sigma ** (-2 * k2) / (math.pi * (mu * mu + 1))


def eqC50_mut(sigma: Any, k1: Any, k2: Any, mu: Any, **_: object) -> Any:
    """Mutant: sigma^{-2} in place of sigma^{-k1} (a wrong power: the left side decays like sigma^{-3})."""
    return sigma ** (-2.0) / (8 * (2 * math.pi) ** 0.5) - 2 * sigma ** (-2 * k2) / (math.pi * (mu * mu + 1))


# ----------------------------------- the Claim of L5433 (proof of Property 4 (2)), as a ratio to its right side


def claimL5433_printed(**_: object) -> Any:
    """The Claim of L5433 as a ratio: int_{2|mu|+2 sigma}^inf (t - 2 sigma)^2 e^{-t^2/2} dt / e^{-2|mu| sigma - 2 sigma^2
    - k1 log sigma} >= 1."""
    return 1.0


def claimL5433_mut(**_: object) -> Any:
    """Mutant: the ratio >= 10^6 (false at mu = 0 for moderate sigma, where the ratio is sigma^{k1-3}/4)."""
    return 1e6


# ---------------------------------------------- (C.153) L5972, (C.154) L5976: T_{j,l,k} = d xi_{j,l}/d w_k (y = 1)


def _sig_derivs(z: Any) -> tuple:
    s = 1 / (1 + (mpmath.exp(-z) if isinstance(z, mpmath.mpf) else math.exp(-z)))
    d1 = s * (1 - s)
    return d1, d1 * (1 - 2 * s), d1 * (1 - 6 * s + 6 * s * s)


def eqC153_printed(z: list, K: int, pattern: str, **_: object) -> Any:
    """(C.153)/(C.154), printed T for y = 1 at W' with z_i = w'_i^T x, H = (1/K) sum phi(z_i); indices j = 0, l, k
    by ``pattern``: 'distinct' (j, l, k = 0, 1, 2), 'jjk' (j = l = 0, k = 1), 'jjj'."""
    H = sum(1 / (1 + (mpmath.exp(-v) if isinstance(v, mpmath.mpf) else math.exp(-v))) for v in z) / K
    p0, p0b, p0c = _sig_derivs(z[0])
    if pattern == "distinct":
        return -2 / (K**3 * H**3) * p0 * _sig_derivs(z[1])[0] * _sig_derivs(z[2])[0]
    if pattern == "jjk":
        pk = _sig_derivs(z[1])[0]
        return -2 / (K**3 * H**3) * p0 * p0 * pk + p0b * pk / (K**2 * H**2)
    return -2 / (K**3 * H**3) * p0**3 + 3 * p0b * p0 / (K**2 * H**2) - p0c / (K * H)


def eqC153_mut(z: list, K: int, pattern: str, **_: object) -> Any:
    """Mutant: -1/(K^3 H^3) in place of -2/(K^3 H^3) (the H^-2 derivative's factor 2 dropped)."""
    H = sum(1 / (1 + (mpmath.exp(-v) if isinstance(v, mpmath.mpf) else math.exp(-v))) for v in z) / K
    return eqC153_printed(z, K, pattern) + _sig_derivs(z[0])[0] * _sig_derivs(z[1 if pattern != "jjj" else 0])[0] \
        * _sig_derivs(z[2 if pattern == "distinct" else (1 if pattern == "jjk" else 0)])[0] / (K**3 * H**3)


# ------------------------------------------- (C.147) L5948: ||Delta|| = max_{||a|| = 1} a^T Delta a (no absolute value)


def eqC147_printed(lam_max: Any, **_: object) -> Any:
    """(C.147) right side: max_{||a|| = 1} sum_{j,l} a_j^T Delta_{j,l} a_l = lambda_max(Delta) (Delta symmetric)."""
    return lam_max


def eqC147_reading(lam_max: Any, lam_min: Any, **_: object) -> Any:
    """Reading: max_{||a|| = 1} |a^T Delta a| = max(lambda_max, -lambda_min) (the spectral norm)."""
    return max(lam_max, -lam_min)


def eqC147_mut(lam_max: Any, lam_min: Any, **_: object) -> Any:
    """Mutant (of the reading): lambda_max - lambda_min (the spread, not the norm)."""
    return lam_max - lam_min


# ------------------------------------------------------------ (C.142) L5926: the per-sample Hessian difference


def eqC142_printed(sum_abs_dxi: Any, xx: Any, **_: object) -> Any:
    """(C.142) right side: sum_{j,l} |xi_{j,l}(W) - xi_{j,l}(W')| ||x x^T||."""
    return sum_abs_dxi * xx


def eqC142_mut(max_abs_dxi: Any, xx: Any, **_: object) -> Any:
    """Mutant: max_{j,l} |xi_{j,l}(W) - xi_{j,l}(W')| ||x x^T|| (a single block instead of the sum)."""
    return max_abs_dxi * xx


# ----------------------------------------------------- (C.116) L5805: v <= Theta(1/(1 + lambda_l))/(K^2 eta tau^K kappa^2)


def eqC116_shape(K: int, eta: float, tau: float, kappa: float, lam: float, **_: object) -> float:
    """(C.116) as printed (no '1 -'): the shape 1/(K^2 eta tau^K kappa^2 (1 + lambda_l)) (Theta's constant hidden)."""
    return 1.0 / (K**2 * eta * tau**K * kappa**2 * (1.0 + lam))


def eqC116_mut_no_tauK(K: int, eta: float, kappa: float, lam: float, **_: object) -> float:
    """Mutant: tau^K dropped (wrong along tau)."""
    return 1.0 / (K**2 * eta * kappa**2 * (1.0 + lam))


def eqC116_mut_no_kappa(K: int, eta: float, tau: float, lam: float, **_: object) -> float:
    """Mutant: kappa^2 dropped (wrong along kappa)."""
    return 1.0 / (K**2 * eta * tau**K * (1.0 + lam))


# ----------------------------------------------------- (C.196) L6197: 2 exp(-max{-a, -b}) (the sign as printed)


def eqC196_printed(a: float, b: float, **_: object) -> float:
    """(C.196) as printed: 2 exp(-max{-a, -b}) = 2 exp(min{a, b}) >= 2 (a, b >= 0 the two exponents' sizes); the
    measurement is exact (mpmath) past min{a, b} >= 700 (float64's range), where this runs in mpmath."""
    e = -max(-a, -b)
    return 2.0 * num.exp(e)


def eqC196_reading(a: float, b: float, **_: object) -> float:
    """Reading: 2 exp(max{-a, -b}) (the union of (C.195) for G_i and -G_i)."""
    return 2.0 * num.exp(max(-a, -b))


def eqC196_mut(a: float, b: float, **_: object) -> float:
    """Mutant (of the reading): exp(max{-a, -b}) (the union bound's factor 2 dropped)."""
    return num.exp(max(-a, -b))


# ----------------------------------------------------- (C.195) L6193: the exponent's C_10 placed in the numerator


def eqC195_shape(**_: object) -> float:
    """(C.195) with C_11 existential, as 1/C_11* <= 1/C_11: the shape is the constant 1 (1/C_11 hidden)."""
    return 1.0


def eqC195_mut_n(n: float, **_: object) -> float:
    """Mutant shape 1/n (n cancels in the step; wrong along n)."""
    return 1.0 / n


def eqC195_mut_t(t: float, **_: object) -> float:
    """Mutant shape 1/t (wrong along t -> inf, where the theta = 27 S/(4e) branch gives a bounded 1/C11*)."""
    return 1.0 / t


# ----------------------------------------------------- L7830: E e^{s sum u_i} <= e^{(1+delta)^4 K ||A*||^4 (eps_c+C_0)^2 |Omega| s^2}


def aggmgf7830_printed(delta: int, K: int, A: Any, e: Any, m: int, s: Any, **_: object) -> Any:
    """L7830 as printed: exp((1 + delta)^4 K ||A*||_inf^4 (eps_c + C_0)^2 |Omega| s^2)."""
    ex = mpmath.exp if isinstance(s, mpmath.mpf) else math.exp
    return ex((1 + delta) ** 4 * K * A**4 * e**2 * m * s * s)


def aggmgf7830_corrected(delta: int, K: int, A: Any, e: Any, m: int, s: Any, **_: object) -> Any:
    """Correction: a factor 2 more in the exponent (Hoeffding's lemma per u_i: e^{s^2 B^2/2}, B = 2 sqrt(K) ||A*||^2
    (eps_c + C_0)), i.e. exp(2 (1 + delta)^4 K ||A*||^4 (eps_c + C_0)^2 |Omega| s^2)."""
    ex = mpmath.exp if isinstance(s, mpmath.mpf) else math.exp
    return ex(2 * (1 + delta) ** 4 * K * A**4 * e**2 * m * s * s)


def aggmgf7830_mut(delta: int, K: int, A: Any, e: Any, m: int, s: Any, **_: object) -> Any:
    """Mutant: |Omega| dropped from the exponent (wrong along |Omega|)."""
    ex = mpmath.exp if isinstance(s, mpmath.mpf) else math.exp
    return ex(2 * (1 + delta) ** 4 * K * A**4 * e**2 * s * s)


# ------------------------------------ (C.31)/(C.32) L5323-L5327: sigma^{-1} L_s with v_j != u_j against v_j = u_j


def rho_coord(w: float, sigma: float) -> tuple[float, float]:
    """For one coordinate w = v_c/sigma of rho's first argument (Definition C.2.2, L5151; second argument sigma):
    A = beta_0 - alpha_0^2 and B = beta_2 - alpha_2^2/(w^2 + 1) (Gauss-Legendre moments of bounds.thesis.ch4)."""
    from thmcheck.bounds.thesis.ch4 import _dphi, gauss_moment

    a0 = gauss_moment(w, lambda z: _dphi(sigma * z))
    b0 = gauss_moment(w, lambda z: _dphi(sigma * z) ** 2)
    a2 = gauss_moment(w, lambda z: _dphi(sigma * z) * z * z)
    b2 = gauss_moment(w, lambda z: _dphi(sigma * z) ** 2 * z * z)
    return b0 - a0 * a0, b2 - a2 * a2 / (w * w + 1)


def rho_k2(vi: float, vj: float, sigma: float) -> float:
    """rho(v/sigma, sigma) for K = 2, W* = I (delta_K = 1), v = (v_i, v_j): min{(w_j^2 + 1) A_i, (w_i^2 + 1) A_j,
    B_i, B_j}, w = v/sigma (C.6)."""
    wi, wj = vi / sigma, vj / sigma
    ai, bi = rho_coord(wi, sigma)
    aj, bj = rho_coord(wj, sigma)
    return min((wj * wj + 1) * ai, (wi * wi + 1) * aj, bi, bj)


def vi_grid(ui: float, zeta: float, n: int = 33) -> list[float]:
    """v_i in [u_i, zeta_{s'}]: n equally spaced points, both ends included."""
    return [ui + (zeta - ui) * k / (n - 1) for k in range(n)]


def eqC32_printed(ui: float, uj: float, sigma: float, zeta: float, **_: object) -> float:
    """(C.32) right side: min over v_i in [u_i, zeta_{s'}] of rho(W*^T v/(sigma delta_K), sigma delta_K) with v_j = u_j
    (K = 2, W* = I; the min over a 33-point grid of the interval)."""
    return min(rho_k2(vi, uj, sigma) for vi in vi_grid(ui, zeta))


def eqC32_mut_max(ui: float, uj: float, sigma: float, zeta: float, **_: object) -> float:
    """Mutant: max for min over v_i in [u_i, zeta_{s'}]."""
    return max(rho_k2(vi, uj, sigma) for vi in vi_grid(ui, zeta))


# ------------------- (C.201) L6226 and (C.218) L6317: the Markov thresholds that 'ensure P(A_t) <= delta/2'


def half_delta(delta: Any, **_: object) -> Any:
    """The target of (C.201) and (C.218): P(A_t) <= delta/2."""
    return delta / 2


def delta_full(delta: Any, **_: object) -> Any:
    """What the printed threshold of (C.201) gives from (C.200)'s last line: P(A_t) <= delta (correction)."""
    return delta


def half_delta_mut(delta: Any, **_: object) -> Any:
    """Mutant: delta/4 (a factor 2 too small)."""
    return delta / 4


def c218_mut_no_sigma(delta: Any, S_half: Any, S_full: Any, **_: object) -> Any:
    """Mutant (of the reading ||Sigma|| -> ||Sigma^{1/2}||): delta/2 times S_full/S_half (the printed ||Sigma|| sum put
    back on the bound side)."""
    return delta / 2 * S_full / S_half


# ------------------------------------------------------ L7446: ||Z'_n||_inf <= eta ||A||_inf tau_{w,inf} (Lemma D.2.11)


def l7446_printed(eta: Any, Ainf: Any, tau: Any, **_: object) -> Any:
    """L7446 right side: eta ||A||_inf tau_{w,inf}."""
    return eta * Ainf * tau


def l7446_corrected(eta: Any, Ainf: Any, tau: Any, A2inf: Any, **_: object) -> Any:
    """Correction for the reading with D_{w,rho,eta} - D_{w,rho}: eta ||A^2||_inf tau_{w,inf} (<= eta ||A||_inf^2
    tau_{w,inf}): the two factors A of (A A X W'' Sigma)_n, ||x_k|| = 1, ||W''||_{2,inf} <= tau_{w,inf}."""
    return eta * A2inf * tau


def l7446_mut(eta: Any, Ainf: Any, tau: Any, A2inf: Any, **_: object) -> Any:
    """Mutant of the correction: tau_{w,inf}^2 for tau_{w,inf} (a wrong power of the scale)."""
    return eta * A2inf * tau * tau
