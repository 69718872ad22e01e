"""Bounds of factrecall's round-7 step claims (thmcheck.checks.papers.factrecall.r7_frsl): Lemma 3's proof (App. C.2,
L845-L875), each printed side as a pure function of the measured quantities (logs where the sides are huge)."""

from __future__ import annotations

import math


def rho_printed(item: str, d: int, p: int) -> float:
    """(L847, L848) rho_ss' <= (2p)^p (d/2)^{-p} = (4p)^p d^{-p} (k for p at L848); (L849) rho_aa' <= d^{-1}. Logs."""
    if item == "849":
        return -math.log(d)
    return p * math.log(4 * p) - p * math.log(d)


def rho_wrong_power(item: str, d: int, p: int) -> float:
    """Mutant base: (4p)^p d^{-2p} (a wrong power of d) at L847-L848, as printed at L849."""
    return rho_printed(item, d, p) - (0.0 if item == "849" else p * math.log(d))


def rho_d_plus_one(item: str, d: int, p: int) -> float:
    """Mutant base: rho_aa' <= 1/(d + 1) at L849 (the printed d^{-1} is attained)."""
    return -math.log(d + 1) if item == "849" else rho_printed(item, d, p)


def l4_printed(q: int, p: int, k: int, log_norm2: float) -> float:  # noqa: ARG001
    """(L856) E[sigma(<w, phi~(s) + phi~(r)>)^4]^{1/2} E[<He_{p+k}(w), phi~(s')^p (x) phi~(r')^k>^4]^{1/2} <= 2^{4q}
    (the factor rho + rho of L855-L856 cancelled). Log of the right side; the printed bound has no factor of sigma."""
    return 4 * q * math.log(2)


def l4_corrected(q: int, p: int, k: int, log_norm2: float) -> float:
    """Believed to hold: 2^{4q} p! k! ||sigma||_{L2(N(0,1))}^2 (He_{p+k} of Definition 1 is not normalised: E<He_{p+k}(w),
    u^p (x) v^k>^2 = p! k! |u|^{2p} |v|^{2k} for u perp v, and the left side is homogeneous of degree 2 in sigma)."""
    return 4 * q * math.log(2) + math.lgamma(p + 1) + math.lgamma(k + 1) + log_norm2


def l4_corrected_no_k(q: int, p: int, k: int, log_norm2: float) -> float:  # noqa: ARG001
    """Mutant base: the correction without k! (wrong along k)."""
    return 4 * q * math.log(2) + math.lgamma(p + 1) + log_norm2


def l4_corrected_no_norm(q: int, p: int, k: int, log_norm2: float) -> float:  # noqa: ARG001
    """Mutant base: the correction without ||sigma||^2 (wrong along the scale of sigma)."""
    return 4 * q * math.log(2) + math.lgamma(p + 1) + math.lgamma(k + 1)


def sum_passthrough(item: str, rhs: float, alt: float, d: int) -> float:  # noqa: ARG001
    """(L870) sum_{(s',r') != (s,r)} rho_ss' rho_rr' (rho_{a a*(s',r')} + rho_{a*(s,r) a*(s',r')}) <= sum_{(s',r') !=
    (s,r)} rho_ss' rho_rr'; (L871) the latter <= SR (4p)^p (4k)^k d^{-p-k} + S (4p)^p d^{-p} + R (4k)^k d^{-k};
    (L875) sum_{s',r'} (rho_{a a*(s',r')} + rho_{a*(s,r) a*(s',r')}) <= C(a) + C(a*(s,r)) + 2SR/d. `rhs` is the
    printed right side, computed from the same exact rho's as the left side (`alt`: a planted wrong variant)."""
    return rhs


def sum_alt(item: str, rhs: float, alt: float, d: int) -> float:  # noqa: ARG001
    """Mutant base: the planted variant `alt` (L871 with d^{-2p}, d^{-2k}: a wrong power of d; L875 with SR/d for
    2SR/d; L870 with the factor 1 + 1/(2d))."""
    return alt


def l870_corrected(item: str, rhs: float, alt: float, d: int) -> float:  # noqa: ARG001
    """Believed to hold: L870 with the factor 1 + 1/d (each rho_{a a*'} + rho_{a* a*'} is 2/d or 1 + 1/d)."""
    return rhs * (1.0 + 1.0 / d)


def l865_printed(p: int, k: int, c: float) -> float:  # noqa: ARG001
    """(L865) Var(gamma_sra) = E[gamma_sra^2] - c_{p+k}^2, i.e. (E gamma_sra)^2 = c_{p+k}^2 (c_{p+k} := E sigma^{(p+k)}(z))."""
    return c * c


def l865_half(p: int, k: int, c: float) -> float:  # noqa: ARG001
    """Mutant base: c_{p+k}^2/2."""
    return c * c / 2


# ------------------------------------------- L889: the proof's width against Lemma 3's hypothesis (hidden C3, C4)


def width_shape(eps: float, C2: float, logL: float) -> float:  # noqa: N803, ARG001
    """Lemma 3's hypothesis L775 m >~ (C3 log(|V|/delta))^{C4/eps} max_a C(a), as a uniform shape: with L = log(|V|/
    delta) >= log 3, 'eps log(m/max C) <= C4 log(C3 L) + eps log K for universal C3, C4, K' is equivalent (eps <= 1)
    to 'eps log(m/max C) <= A (1 + log L) for a universal A': the shape is 1 + log L (free of C2); logL = log L."""
    return 1.0 + logL


def width_corrected(eps: float, C2: float, logL: float) -> float:  # noqa: N803, ARG001
    """The correction: Lemma 3's exponent C4/eps read as C4 q = C4 C2/eps (C3, C4 universal, q = C2/eps): shape C2 (1
    + log L)."""
    return C2 * (1.0 + logL)


def width_corrected_no_log(eps: float, C2: float, logL: float) -> float:  # noqa: N803, ARG001
    """Mutant base: the correction without its log-log factor (C2 alone), wrong as delta -> 0."""
    return C2


def width_l889(eps: float, C2: float, ll_dp: float) -> float:  # noqa: N803
    """eps log(m_889 / max_a C(a)), m_889 = 2^{8q+2} log^{4q+2}(1/delta') (L889, c_{p+k} a sigma-constant left to
    '>~'), q = C2/eps; ll_dp = log log(1/delta')."""
    q = C2 / eps
    return eps * ((8 * q + 2) * math.log(2.0) + (4 * q + 2) * ll_dp)


# ----------------------------------------------- L963: Theorem 11's use of Lemma 3 at phi(s) + phi~(r) (printed)


def margin_zero(m3: float) -> float:  # noqa: ARG001
    """L963: argmax_a phi(a)^T F(phi(s) + phi~(r)) = a*(s, r), i.e. the smallest margin over (s, r) is > 0."""
    return 0.0


def margin_half(m3: float) -> float:  # noqa: ARG001
    """Mutant base: a normalised margin above 1/2 (too strong: Lemma 3's margins go below it at small d)."""
    return 0.5


# ------------------------------------------------------------ Theorem 9 (L471-L477) at width m = 1


def thm9_all_stored(N: int) -> float:  # noqa: N803
    """Theorem 9 (20): argmax_y u_y^T V^T sigma(W e_x) = f*(x) for all x in [N]: N inputs stored."""
    return float(N)


def thm9_all_but_one(N: int) -> float:  # noqa: N803
    """Mutant base: all inputs but one stored."""
    return float(N - 1)


# ------------------------------------------------------- Lemma 2 (L632-L642) with one answer shared by every z


def lemma2_success(delta: float) -> float:
    """Lemma 2: with probability 1 - delta, |phi(a)^T W phi(z) - 1(a in A^z)| <= 1/5 for all z, a (L638-L642)."""
    return 1.0 - delta


def lemma2_success_mutant(delta: float) -> float:
    """Mutant base: probability 1 - 1.2 delta."""
    return 1.0 - 1.2 * delta


def lemma2_pz_upper(n: int, d: int) -> float:
    """Upper bound on P(|gamma_az - 1| <= 1/5) for one z, A^{z'} = {a} for all n subjects z', d_h -> inf: gamma_az =
    d/(d-1) (|x|^2 + T), x = P phi(z), T = sum_{z' != z} <x, phi(z')>; success forces T^2 <= 1.44; Paley-Zygmund:
    P(T^2 > theta E T^2) >= (1 - theta)^2 (E T^2)^2 / E T^4 with E t^2 = 1/d, E t^4 = 3/(d(d+2)) (sphere
    coordinates), E|x|^2 = 1 - 1/d, E|x|^4 = 1 - 2/d + 3/(d(d+2))."""
    et2, et4 = 1.0 / d, 3.0 / (d * (d + 2.0))
    ex2, ex4 = 1.0 - et2, 1.0 - 2.0 * et2 + et4
    k = n - 1
    m2 = k * ex2 * et2
    m4 = ex4 * (k * et4 + 3.0 * k * (k - 1.0) * et2 * et2)
    if m2 <= 0:
        return 1.0
    theta = 1.44 / m2
    if theta >= 1.0:
        return 1.0
    return 1.0 - (1.0 - theta) ** 2 * m2 * m2 / m4


# ------------------------------------------------------------------ L812: |E gamma_sra - c_{p+k} 2^{-p-k}| <~ 1/d


def inv_d(d: int) -> float:
    """L812's shape 1/d."""
    return 1.0 / d


def inv_d_squared(d: int) -> float:
    """Mutant base: 1/d^2 (a wrong power of d)."""
    return 1.0 / d**2


# ------------------------------------------------ L889-L892: the width set at L889 makes both products <~ 1


def l891_printed(item: str) -> float:
    """L891: <~ 1 read with the constant 2 = (C(a) + C(a*))/max C at most; L892: <= 1 (logs: log 2, 0)."""
    return math.log(2.0) if item == "891" else 0.0


def l891_mutant(item: str) -> float:  # noqa: ARG001
    """Mutant base: both products <= 1 (L891 reaches 2 when a and a*(s, r) both carry max C)."""
    return 0.0


# ------------------------------------------------------------------ L1763: Stein's lemma for Hermite tensors


def stein_rhs(rhs: float, k: int) -> float:  # noqa: ARG001
    """L1763's right side E[<nabla^k f(x), u^{(x)k}>], passed through (the left side is measured)."""
    return rhs


def stein_missing_factorial(rhs: float, k: int) -> float:
    """Mutant base: the right side divided by k! (the normalised h_k's convention, a wrong scale for k >= 2)."""
    return rhs / math.factorial(k)
