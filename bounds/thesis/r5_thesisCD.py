"""thesis, Appendices C and D (round 5, helper thesisCD): the printed sides of the proof displays encoded by
``thmcheck.checks.papers.thesis.r5_thesisCD``: (C.35)'s two Taylor lines, (C.57)-(C.58), (C.210), the condition of
(C.213), (C.220) and further closed-form steps of Apps. C-D.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's quantities (float or mpmath).
"""

from __future__ import annotations

import math
from typing import Any

import mpmath


def _mp(*xs: Any) -> bool:
    return any(isinstance(x, mpmath.mpf) for x in xs)


# ----------------------------------------------------------------- (C.35), L5356-L5366: the sigma^4 coefficients

def eqC35_mean_c4_printed(mu: Any, **_: object) -> Any:
    """(C.35) L5363, the mean's bracket: the sigma^4 coefficient (3 + 6 mu^2 + mu^4)/192."""
    return (3 + 6 * mu**2 + mu**4) / 192


def eqC35_mean_c4_corrected(mu: Any, **_: object) -> Any:
    """The sigma^4 coefficient of E phi'(sigma z), z ~ N(mu, 1): (t^4/96 of phi'(t)) E z^4 = (3 + 6 mu^2 + mu^4)/96."""
    return (3 + 6 * mu**2 + mu**4) / 96


def eqC35_mean_c4_mut_moment(mu: Any, **_: object) -> Any:
    """Mutant: a wrong fourth moment (3 + 4 mu^2 + mu^4)/96."""
    return (3 + 4 * mu**2 + mu**4) / 96


def eqC35_square_c4_printed(mu: Any, **_: object) -> Any:
    """(C.35) L5362, the square's bracket: the sigma^4 coefficient 7/768 (3 + 6 mu^2 + mu^4)."""
    return 7 * (3 + 6 * mu**2 + mu**4) / 768


def eqC35_square_c4_mut(mu: Any, **_: object) -> Any:
    """Mutant: 7/384 in place of 7/768."""
    return 7 * (3 + 6 * mu**2 + mu**4) / 384


# -------------------------------------------------------------------- (C.57)-(C.58), L5483-L5494: E f = int g

def eqC58_printed(Ef: Any, **_: object) -> Any:
    """(C.58) L5488, first equality: int g(x) dx = E_{N(mu, Sigma)}[f(x)] (the measured side is int g)."""
    return Ef


def eqC58_mut_half(Ef: Any, **_: object) -> Any:
    """Mutant: (1/2) E f."""
    return Ef / 2


# --------------------------------------------------------------------- (C.210), L6287: zeta(W) <= ... <= 1

def eqC210_middle(middle: Any, **_: object) -> Any:
    """(C.210) L6287, the middle term phi(1 - phi)/(K (1/K) phi) for y = 1 (phi(1 - phi)/(K (1/K)(1 - phi)) for
    y = 0), passed in as a quantity (the measured side is |zeta|)."""
    return middle


def eqC210_mut_half(middle: Any, **_: object) -> Any:
    """Mutant: half the middle term."""
    return middle / 2


def eqC210_one(**_: object) -> float:
    """(C.210)'s last bound: 1."""
    return 1.0


# ---------------------------------------------------------- (C.213), L6297-L6299: the ratio condition <= 1/2

def half(**_: object) -> float:
    """The 1/2 of the (C.193)-type condition the text invokes for (C.213)."""
    return 0.5


def quarter(**_: object) -> float:
    """Mutant: 1/4 in place of 1/2."""
    return 0.25


# ----------------------------------------------------------------------- (C.220), L6327-L6329: <~ d^{-10}

def eqC220_shape(d: int, **_: object) -> float:
    """(C.220), L6329, the chain's end: d^{-10} (hidden constant)."""
    return float(d) ** -10


def eqC220_mut_d11(d: int, **_: object) -> float:
    """Mutant shape d^{-11}."""
    return float(d) ** -11


def eqC220_mut_n(n: int, **_: object) -> float:
    """Mutant shape 1/n (the middle term exp(-log n) with C13^2 S = 1): wrong along n."""
    return 1.0 / float(n)


# ------------------------------------------- (C.45)-(C.52), L5425-L5463: Property 4 (2)-(3) closed-form steps

def _tail(a: Any) -> mpmath.mpf:
    """int_a^inf e^{-t^2/2} dt."""
    return mpmath.sqrt(mpmath.pi / 2) * mpmath.erfc(mpmath.mpf(a) / mpmath.sqrt(2))


def _tail_sq(a: Any, c: Any) -> mpmath.mpf:
    """int_a^inf (t - c)^2 e^{-t^2/2} dt = (a e^{-a^2/2} + T) - 2c e^{-a^2/2} + c^2 T, T = int_a^inf e^{-t^2/2}."""
    a, c = mpmath.mpf(a), mpmath.mpf(c)
    T, e = _tail(a), mpmath.exp(-a * a / 2)
    return a * e + T - 2 * c * e + c * c * T


def eqC45_printed(mu: Any, sigma: Any, **_: object) -> float:
    """(C.45) L5431, third line: (1/(8 sqrt(2 pi))) e^{|mu| sigma + 2 sigma^2} int_{2|mu|+2 sigma}^inf (t - 2 sigma)^2
    e^{-t^2/2} dt."""
    with mpmath.workdps(40):
        m, s = abs(mpmath.mpf(mu)), mpmath.mpf(sigma)
        return float(mpmath.exp(m * s + 2 * s * s) * _tail_sq(2 * m + 2 * s, 2 * s) / (8 * mpmath.sqrt(2 * mpmath.pi)))


def eqC45_corrected(mu: Any, sigma: Any, **_: object) -> float:
    """(1/(8 sqrt(2 pi))) e^{2|mu| sigma + 2 sigma^2} int_{|mu|+2 sigma}^inf (t - |mu| - 2 sigma)^2 e^{-t^2/2} dt."""
    with mpmath.workdps(40):
        m, s = abs(mpmath.mpf(mu)), mpmath.mpf(sigma)
        return float(mpmath.exp(2 * m * s + 2 * s * s) * _tail_sq(m + 2 * s, m + 2 * s)
                     / (8 * mpmath.sqrt(2 * mpmath.pi)))


def eqC45_mut(mu: Any, sigma: Any, **_: object) -> float:
    """Mutant: the corrected side with e^{2 sigma^2} only."""
    with mpmath.workdps(40):
        m, s = abs(mpmath.mpf(mu)), mpmath.mpf(sigma)
        return float(mpmath.exp(2 * s * s) * _tail_sq(m + 2 * s, m + 2 * s) / (8 * mpmath.sqrt(2 * mpmath.pi)))


def eqC47_printed(mu: Any, sigma: Any, k1: Any, **_: object) -> float:
    """(C.47) L5439: f'(sigma) = 8 sigma int_{|mu|+2 sigma}^inf e^{-t^2/2} dt + e^{-2|mu| sigma - 2 sigma^2}
    (4 sigma^{1-k1} + k1 sigma^{-1-k1} + 2|mu| sigma^{-k1} - 4 e^{-mu^2/2})."""
    with mpmath.workdps(40):
        m, s, k = abs(mpmath.mpf(mu)), mpmath.mpf(sigma), mpmath.mpf(k1)
        br = 4 * s ** (1 - k) + k * s ** (-1 - k) + 2 * m * s ** (-k) - 4 * mpmath.exp(-m * m / 2)
        return float(8 * s * _tail(m + 2 * s) + mpmath.exp(-2 * m * s - 2 * s * s) * br)


def eqC47_corrected(mu: Any, sigma: Any, k1: Any, **_: object) -> float:
    """(C.47) with the boundary term of the moving lower limit: - 2 mu^2 e^{-mu^2/2} inside the bracket."""
    with mpmath.workdps(40):
        m, s = abs(mpmath.mpf(mu)), mpmath.mpf(sigma)
        return eqC47_printed(mu, sigma, k1) - float(2 * m * m * mpmath.exp(-m * m / 2 - 2 * m * s - 2 * s * s))


def eqC47_mut(mu: Any, sigma: Any, k1: Any, **_: object) -> float:
    """Mutant: the corrected derivative with 4 sigma (not 8 sigma) before the tail."""
    with mpmath.workdps(40):
        m, s = abs(mpmath.mpf(mu)), mpmath.mpf(sigma)
        return eqC47_corrected(mu, sigma, k1) - float(4 * s * _tail(m + 2 * s))


def eqC48_printed(mu: Any, sigma: Any, k1: Any, **_: object) -> float:
    """(C.48) L5443, as printed (mu as printed, |mu| only in the exponent)."""
    with mpmath.workdps(40):
        m, s, k = mpmath.mpf(mu), mpmath.mpf(sigma), mpmath.mpf(k1)
        br = (64 * s ** (3 - k) + 96 * m * s ** (2 - k) + 16 * (3 * k - 3 + m * m) * s ** (1 - k)
              + 8 * m * (-m * m - 3 + 6 * k) * s ** (-k) + 4 * k * (3 * k + m * m) * s ** (-1 - k)
              + 2 * k * (1 + k) * (m + 2) * s ** (-2 - k) + k * (1 + k) * (2 + k) * s ** (-3 - k)
              - 16 * mpmath.exp(-m * m / 2))
        return float(mpmath.exp(-2 * abs(m) * s - 2 * s * s) * br)


def eqC48_corrected(mu: Any, sigma: Any, k1: Any, **_: object) -> float:
    """f'''(sigma) of (C.46) in closed form (m = |mu|): e^{-2 m sigma - 2 sigma^2} (sigma^{-k1}(64 sigma^3 + 96 m sigma^2
    + 48(k1 - 1 + m^2) sigma + 8 m (6 k1 - 3 + m^2) + 12 k1 (k1 + m^2)/sigma + 6 k1 (k1 + 1) m/sigma^2 + k1 (k1 + 1)
    (k1 + 2)/sigma^3) - 8 e^{-m^2/2}(2 + m^2 + 4 m sigma + 4 m^2 sigma^2 + 4 m^3 sigma + m^4))."""
    with mpmath.workdps(40):
        m, s, k = abs(mpmath.mpf(mu)), mpmath.mpf(sigma), mpmath.mpf(k1)
        pw = (64 * s**3 + 96 * m * s**2 + 48 * (k - 1 + m * m) * s + 8 * m * (6 * k - 3 + m * m)
              + 12 * k * (k + m * m) / s + 6 * k * (k + 1) * m / s**2 + k * (k + 1) * (k + 2) / s**3)
        tl = 8 * mpmath.exp(-m * m / 2) * (2 + m * m + 4 * m * s + 4 * m * m * s * s + 4 * m**3 * s + m**4)
        return float(mpmath.exp(-2 * m * s - 2 * s * s) * (s ** (-k) * pw - tl))


def eqC48_mut(mu: Any, sigma: Any, k1: Any, **_: object) -> float:
    """Mutant: the corrected f''' with 32 sigma^3 for 64 sigma^3."""
    with mpmath.workdps(40):
        m, s, k = abs(mpmath.mpf(mu)), mpmath.mpf(sigma), mpmath.mpf(k1)
        return eqC48_corrected(mu, sigma, k1) - float(mpmath.exp(-2 * m * s - 2 * s * s) * 32 * s ** (3 - k))


def eqC49_printed(sigma: Any, **_: object) -> float:
    """(C.49) L5449, last side: (2/sqrt(2 pi)) e^{sigma^2/2} int_sigma^inf (t - sigma)^2 e^{-t^2/2} dt."""
    with mpmath.workdps(40):
        s = mpmath.mpf(sigma)
        return float(2 / mpmath.sqrt(2 * mpmath.pi) * mpmath.exp(s * s / 2) * _tail_sq(s, s))


def eqC49_mut(sigma: Any, **_: object) -> float:
    """Mutant: e^{sigma^2} in place of e^{sigma^2/2}."""
    with mpmath.workdps(40):
        s = mpmath.mpf(sigma)
        return float(2 / mpmath.sqrt(2 * mpmath.pi) * mpmath.exp(s * s) * _tail_sq(s, s))


def eqC52_printed(mu: Any, sigma: Any, **_: object) -> float:
    """(C.52) L5463, third line: (1/(8 sqrt(2 pi))) e^{2|mu| sigma + 2 sigma^2} int_{|mu|+2 sigma}^inf e^{-t^2/2} dt."""
    with mpmath.workdps(40):
        m, s = abs(mpmath.mpf(mu)), mpmath.mpf(sigma)
        return float(mpmath.exp(2 * m * s + 2 * s * s) * _tail(m + 2 * s) / (8 * mpmath.sqrt(2 * mpmath.pi)))


def eqC52_mut(mu: Any, sigma: Any, **_: object) -> float:
    """Mutant: e^{|mu| sigma + 2 sigma^2}."""
    with mpmath.workdps(40):
        m, s = abs(mpmath.mpf(mu)), mpmath.mpf(sigma)
        return float(mpmath.exp(m * s + 2 * s * s) * _tail(m + 2 * s) / (8 * mpmath.sqrt(2 * mpmath.pi)))


# ------------------------------------------------- (C.62) L5521, (C.90) L5692, (C.91) L5694: moments and D_m

def _dfact(n: int) -> int:
    """n!! with (-1)!! = 0!! = 1."""
    out = 1
    while n > 1:
        out *= n
        n -= 2
    return out


def eqC62_printed(t: int, m: Any, v: Any, **_: object) -> float:
    """(C.62) L5521: sum_{p=0}^{2t} binom(2t, p) m^{2t-p} {0, p odd; (p-1)!! v^{p/2}, p even}."""
    with mpmath.workdps(40):
        m, v = mpmath.mpf(m), mpmath.mpf(v)
        return float(sum(mpmath.binomial(2 * t, p) * m ** (2 * t - p) * _dfact(p - 1) * v ** (p // 2)
                         for p in range(0, 2 * t + 1, 2)))


def eqC62_mut(t: int, m: Any, v: Any, **_: object) -> float:
    """Mutant: p!! in place of (p-1)!!."""
    with mpmath.workdps(40):
        m, v = mpmath.mpf(m), mpmath.mpf(v)
        return float(sum(mpmath.binomial(2 * t, p) * m ** (2 * t - p) * _dfact(p) * v ** (p // 2)
                         for p in range(0, 2 * t + 1, 2)))


def eqC90_printed(D4: float, D8: float, smax: float, **_: object) -> float:
    """(C.90) L5692: sqrt(D_4(Psi) D_8(Psi)) sigma_max^6."""
    return math.sqrt(D4 * D8) * smax**6


def eqC90_mut(D4: float, D8: float, smax: float, **_: object) -> float:
    """Mutant: sigma_max^4 in place of sigma_max^6 (wrong along the scale)."""
    return math.sqrt(D4 * D8) * smax**4


def eqC91_printed(D12: float, **_: object) -> float:
    """(C.91) L5694: sqrt(D_12) sqrt(D_12) = D_12."""
    return D12


def eqC91_mut(D10: float, **_: object) -> float:
    """Mutant: D_10 in place of D_12."""
    return D10


# ------------------------------------------------------------- (C.150)-(C.151) L5962-L5964: bounds on xi_{j,l}

def eqC150_middle(mid: Any, **_: object) -> Any:
    """(C.150)/(C.151): the printed middle term, passed in as a quantity (the measured side is the left one)."""
    return mid


def eqC151_corrected(absmid: Any, **_: object) -> Any:
    """(C.151) with absolute values: |(1/K) phi''_j / H| <= |(1 - phi_j)(1 - 2 phi_j)| (<= 1), hence the signed left
    side is at most |middle|."""
    return absmid


def eqC150_mut_half(mid: Any, **_: object) -> Any:
    """Mutant: half the middle term."""
    return mid / 2


# ------------------------------------------------------------------------------- (C.172) L6057: E[s_i s_j]

def eqC172_printed(same: int, mi: float, mj: float, vi: float, **_: object) -> float:
    """(C.172) L6057: E[s_i s_j] = m_i m_j (i != j); m_i^2 + sum_k (U_perp)_{ki}^2 sigma_{lk}^2 (i = j), m = U_perp^T
    mu_l (``vi`` is the printed sum for i = j)."""
    return mi * mi + vi if same else mi * mj


def eqC172_corrected(same: int, mi: float, mj: float, vi: float, cij: float, **_: object) -> float:
    """E[s_i s_j] = m_i m_j + (U_perp^T Sigma_l U_perp)_{ij} (``cij``; = vi on the diagonal)."""
    return mi * mj + cij


def eqC172_mut(same: int, mi: float, mj: float, vi: float, cij: float, **_: object) -> float:
    """Mutant: the covariance term counted twice."""
    return mi * mj + 2 * cij


# -------------------------------------------------------- Property 2 (C.9) L5185-L5189: ||nu_i||_F sub-Gaussian

def propC2_printed(d: int, K: int, xi: float, **_: object) -> float:
    """Property 2, L5185: the sub-Gaussian norm bound xi sqrt(dK)."""
    return xi * math.sqrt(d * K)


def propC2_mut_half(d: int, K: int, xi: float, **_: object) -> float:
    """Mutant: xi sqrt(dK)/2."""
    return xi * math.sqrt(d * K) / 2


def propC2_mut_sqrtd(d: int, K: int, xi: float, **_: object) -> float:
    """Mutant: xi sqrt(K) (the d dropped: wrong along d)."""
    return xi * math.sqrt(K)


# ------------------------------------------------------------------ (D.115) L7698-L7702: d f_r / d w_j

def eqD115_printed(printed: float, **_: object) -> float:
    """(D.115) L7701, the printed sum (projected on the instance's direction u), passed in as a quantity."""
    return printed


def eqD115_corrected(chain: float, **_: object) -> float:
    """The chain rule with the first-layer indicator and row at node k for neuron j: sum_n (q^T a_n) sum_i c_{i,r}
    1[r_{n,i} + B_2(n,i) >= 0] sum_k a_{n,k} v_{j,i} 1[a_k X w_j + B_1(k,j) >= 0] (a_k X)^T (projected on u)."""
    return chain


def eqD115_mut(chain: float, **_: object) -> float:
    """Mutant: twice the corrected value."""
    return 2 * chain


# ----------------------------------------------------------------- (D.22) L6724: the closed form of sqrt(p_i*)

def eqD22_printed(c2: float, L: int, dL: float, S: float, di: float, Ni: float, **_: object) -> float:
    """(D.22) L6724, last side: (c2/L) sqrt((d_i/d_L) sum_l d_l |N_l| / (d_i |N_i|))."""
    return c2 / L * math.sqrt(di / dL * S / (di * Ni))


def eqD22_corrected(c2: float, L: int, dL: float, S: float, di: float, Ni: float, **_: object) -> float:
    """c2/(L Psi(L, i)) = (c2/L) sqrt(d_i/d_L) sum_l d_l |N_l| / (d_i |N_i|)."""
    return c2 / L * math.sqrt(di / dL) * S / (di * Ni)


def eqD22_mut(c2: float, L: int, dL: float, S: float, di: float, Ni: float, **_: object) -> float:
    """Mutant: sqrt(d_L/d_i) in place of sqrt(d_i/d_L) in the corrected form."""
    return c2 / L * math.sqrt(dL / di) * S / (di * Ni)


# --------------------------------------------------------- (D.34) L6914: (theta_i e^{-10^2 theta_i^2})^i, in logs

def _d34_s(eps: Any, t: Any, power: int) -> Any:
    """sqrt(log((1/eps_i^2) sqrt(t^2+1)/t^{power-i})) with eps_i^2 = sqrt(t^2+1) eps^2 / t^{1-i}: the log is
    log(1/eps^2) + (1 - power) log t... written out: log(t^{1-i}/(sqrt(t^2+1) eps^2) sqrt(t^2+1)/t^{power-i})."""
    e, t = mpmath.mpf(eps), mpmath.mpf(t)
    return mpmath.sqrt(mpmath.log(1 / e**2) + (1 - power) * mpmath.log(t))


def eqD34_line1_log(i: int, eps: Any, t: Any, **_: object) -> float:
    """log of (D.34) line 1: i [log(1 + s1/(10 sqrt i)) - 100 - 200 s2/(10 sqrt i) - 100 s2^2/(100 i)], s1 with
    t^{1-i} (theta_i) and s2 with the printed t^{2-i}."""
    with mpmath.workdps(40):
        s1, s2 = _d34_s(eps, t, 1), _d34_s(eps, t, 2)
        ri = mpmath.sqrt(i)
        return float(i * (mpmath.log(1 + s1 / (10 * ri)) - 100 - 200 * s2 / (10 * ri) - s2**2 / i))


def eqD34_line2_log(i: int, eps: Any, t: Any, **_: object) -> float:
    """log of (D.34) line 2: log(eps_i^2 t^{1-i}/sqrt(t^2+1)) - 100 i + log(1 + s/(10 sqrt i)) - 200 s/(10 sqrt i)
    (the last factor not raised to the power i)."""
    with mpmath.workdps(40):
        s, t_ = _d34_s(eps, t, 1), mpmath.mpf(t)
        ri = mpmath.sqrt(i)
        return float(2 * mpmath.log(mpmath.mpf(eps)) - 100 * i + mpmath.log(1 + s / (10 * ri)) - 200 * s / (10 * ri)
                     + 0 * t_)


def eqD34_corrected_log(i: int, eps: Any, t: Any, **_: object) -> float:
    """log of the exact expansion: log(eps_i^2 t^{1-i}/sqrt(t^2+1)) - 100 i + i [log(1 + s/(10 sqrt i)) - 200 s/
    (10 sqrt i)] (eps_i^2 t^{1-i}/sqrt(t^2+1) = eps^2)."""
    with mpmath.workdps(40):
        s = _d34_s(eps, t, 1)
        ri = mpmath.sqrt(i)
        return float(2 * mpmath.log(mpmath.mpf(eps)) - 100 * i + i * (mpmath.log(1 + s / (10 * ri)) - 20 * s / ri))


def eqD34_mut_log(i: int, eps: Any, t: Any, **_: object) -> float:
    """Mutant: the corrected expansion with -10 i for -100 i."""
    return eqD34_corrected_log(i, eps, t) + 90 * i


def eqD34_final_log(i: int, eps: Any, t: Any, **_: object) -> float:
    """log of (D.34)'s last side eps_i^2 t^{1-i} / (100000^i sqrt(t^2+1)) = eps^2 / 100000^i."""
    return float(2 * mpmath.log(mpmath.mpf(eps)) - i * mpmath.log(100000))


def eqD34_final_mut_log(i: int, eps: Any, t: Any, **_: object) -> float:
    """Mutant: 10^{50 i} in place of 100000^i (too small a right side)."""
    return float(2 * mpmath.log(mpmath.mpf(eps)) - 50 * i * mpmath.log(10))


# ------------------------------------------------------------ (C.248)-(C.249) L6478-L6482: the score S_3(x)

def eqC248_printed(printed: float, **_: object) -> float:
    """(C.248) L6478, the bracket p(x)^{-1} sum_l lambda_l (2 pi |Sigma_l|)^{-d/2} exp(-q_l/2) (h_l^{(x)3} - h_l (x)~
    Sigma_l^{-1})(I, I, alpha) with (C.249)'s (x)~, projected v^T . v (computed by the measurement from the printed
    formula; the measured side is S_3(x)(I, I, alpha) by automatic differentiation)."""
    return printed


def eqC248_corrected(score3: float, **_: object) -> float:
    """The Gaussian-mixture score: p^{-1} sum_l lambda_l N_l(x) (h^{(x)3} - sym(h (x) Sigma_l^{-1}))(I, I, alpha), N_l
    the normalised density ((2 pi)^{-d/2} |Sigma_l|^{-1/2}), i.e. (x)~ with Z = Sigma_l^{-1/2}."""
    return score3


def eqC248_mut(score3: float, **_: object) -> float:
    """Mutant: the corrected score with the opposite sign."""
    return -score3


# ------------------------------------------------------------- (C.76), (C.78) L5595, L5607-L5614: pair sums

def _pairs(lam: list, a: list, power: int) -> Any:
    """sum over ordered pairs i != j of lambda_i lambda_j (a_i - a_j)^2 (a_i + a_j)^(power - 2) (power 3: (C.76)'s
    last line; power 2: (C.78)'s)."""
    tot = 0
    for i in range(len(a)):
        for j in range(len(a)):
            if i != j:
                tot += lam[i] * lam[j] * (a[i] - a[j]) ** 2 * ((a[i] + a[j]) if power == 3 else 1)
    return tot


def eqC76_printed(lam: list, a: list, **_: object) -> Any:
    """(C.76) L5595, last line: sum_{1 <= i, j <= L, i != j} lambda_i lambda_j (a_i - a_j)^2 (a_i + a_j)."""
    return _pairs(lam, a, 3)


def eqC76_corrected(lam: list, a: list, **_: object) -> Any:
    """Each unordered pair once: (1/2) of the ordered-pair sum."""
    return _pairs(lam, a, 3) / 2


def eqC76_mut(lam: list, a: list, **_: object) -> Any:
    """Mutant: (1/4) of the ordered-pair sum."""
    return _pairs(lam, a, 3) / 4


def eqC78_printed(lam: list, a: list, **_: object) -> Any:
    """(C.78) L5613, last line: sum_{i != j} lambda_i lambda_j (a_i - a_j)^2."""
    return _pairs(lam, a, 2)


def eqC78_corrected(lam: list, a: list, **_: object) -> Any:
    """(1/2) of the ordered-pair sum."""
    return _pairs(lam, a, 2) / 2


def eqC78_mut(lam: list, a: list, **_: object) -> Any:
    """Mutant: (1/4) of the ordered-pair sum."""
    return _pairs(lam, a, 2) / 4


# ------------------------------------------------ (C.18), (C.20) L5237-L5267: limits as sigma -> 0 (Property 3 (3))

def _dphi(u: Any) -> Any:
    s = 1 / (1 + mpmath.exp(-mpmath.mpf(u)))
    return s * (1 - s)


def _d2phi(u: Any) -> Any:
    s = 1 / (1 + mpmath.exp(-mpmath.mpf(u)))
    return s * (1 - s) * (1 - 2 * s)


def eqC18_printed(u: float, **_: object) -> float:
    """(C.18) L5247, the limit: phi'^2(u_i)."""
    return float(_dphi(u) ** 2)


def eqC18_corrected(u: float, **_: object) -> float:
    """The limit of beta_2(i, u/sigma, sigma) - alpha_2^2/(u_i^2/sigma^2 + 1) as sigma -> 0: u_i^2 phi''(u_i)^2 (the
    O(sigma^2) terms of the Gaussian averages survive the factor u_i^2/sigma^2)."""
    return float(mpmath.mpf(u) ** 2 * _d2phi(u) ** 2)


def eqC18_mut(u: float, **_: object) -> float:
    """Mutant: u_i phi''(u_i)^2."""
    return float(mpmath.mpf(u) * _d2phi(u) ** 2)


def eqC20_printed(u: float, **_: object) -> float:
    """(C.20) L5264-L5265: sigma d/dsigma (beta_0 - alpha_0^2)(u/sigma, sigma) -> sigma (phi'^2/(-sigma) - 2 phi'^2/
    (-sigma)) = phi'^2(u_i) (so the derivative itself -> +inf)."""
    return float(_dphi(u) ** 2)


def eqC20_corrected(**_: object) -> float:
    """The true limit: beta_0 - alpha_0^2 = Var phi'(t), t ~ N(u_i, sigma^2), = sigma^2 phi''(u_i)^2 + O(sigma^4), so
    sigma times its derivative -> 0."""
    return 0.0


def eqC20_mut(u: float, **_: object) -> float:
    """Mutant: 2 phi''(u_i)^2."""
    return float(2 * _d2phi(u) ** 2)


# ------------------------------------------------------- Lemma C.6.4 (C.237)-(C.238) L6409-L6417: subspace error

def lemmaC64_shape(err: float, dK: float, **_: object) -> float:
    """(C.237) L6413: ||Q^_2 - Q_2|| / delta_K(Q_2) (+ eps; eps = 0 at the power method's limit) (hidden constant)."""
    return err / dK


def lemmaC64_mut_sq(err: float, dK: float, **_: object) -> float:
    """Mutant: (||Q^_2 - Q_2|| / delta_K(Q_2))^2 (wrong along the perturbation size)."""
    return (err / dK) ** 2


def lemmaC64_mut_d1(err: float, d1: float, **_: object) -> float:
    """Mutant: ||Q^_2 - Q_2|| / delta_1(Q_2) (wrong along the conditioning of Q_2)."""
    return err / d1


# ------------------------------------------------------------------ (C.146) L5942: E||x||^3 by Cauchy-Schwarz

def eqC146_printed(d: int, S2: float, S4: float, **_: object) -> float:
    """(C.146) L5942, second line / K^{5/2}: sqrt(d sum_l lambda_l (||mu_l||_inf + ||Sigma_l||)^2) sqrt(3 d^2 sum_l
    lambda_l (||mu_l||_inf + ||Sigma_l||)^4)."""
    return math.sqrt(d * S2) * math.sqrt(3 * d * d * S4)


def eqC146_corrected(d: int, R2: float, R4: float, **_: object) -> float:
    """The same with ||Sigma_l^{1/2}|| (Property 7's norm): sqrt(d R2) sqrt(3 d^2 R4)."""
    return math.sqrt(d * R2) * math.sqrt(3 * d * d * R4)


def eqC146_mut(d: int, R2: float, R4: float, **_: object) -> float:
    """Mutant: the corrected bound without the factor 3."""
    return math.sqrt(d * R2) * math.sqrt(d * d * R4)


def c267_corrected_explicit(tau: float, D6psi: float, sigma_min: float, **_: object) -> float:
    """(C.267)'s correction with its constant made explicit: sigma_min^-6 |E (a^T x)^3| <= sqrt(15) sigma_min^-3 tau^6
    sqrt(D_6(Psi)). Proof: |E Y^3| <= (E Y^6)^{1/2} (Jensen), E_l Y^6 <= 15 (|a^T mu_l| + s_l)^6 (Property 6, t = 3),
    |a^T mu_l| + s_l <= ||mu_l|| + sigma_max <= sigma_max (||mu_l||/sigma_min,l + 1) = tau sigma_min (...), so
    |E Y^3| <= sqrt(15) tau^3 sigma_min^3 sqrt(D_6) and tau^3 <= tau^6."""
    return math.sqrt(15.0) * tau**6 * math.sqrt(D6psi) / sigma_min**3


def c267_explicit_mut_printed(tau: float, D6psi: float, **_: object) -> float:
    """Mutant: the printed shape with the same constant (sigma_min^-3 dropped) -- wrong as the data scale -> 0."""
    return math.sqrt(15.0) * tau**6 * math.sqrt(D6psi)


def c267_explicit_mut_no_d6(tau: float, sigma_min: float, **_: object) -> float:
    """Mutant: sqrt(D_6) dropped -- wrong along ||mu|| / sigma -> inf (lhs ~ ||mu||^3 / sigma_min^6)."""
    return math.sqrt(15.0) * tau**6 / sigma_min**3


def c33_corrected_shape(Wnorm: float, **_: object) -> float:
    """Lemma C.3.3's correction in a decidable form: the printed Subroutine 1's error does not grow with n,
    ||W_0 - W* P*|| <~ ||W*|| (one constant over n, d, K and the mixture)."""
    return Wnorm


def c33_mut_printed(Wnorm: float, d: int, n: float, **_: object) -> float:
    """Wrong version: the printed rate ||W*|| sqrt(d log n / n) of (C.87) (wrong along n -> inf: a floor)."""
    return Wnorm * math.sqrt(d * math.log(n) / n)
