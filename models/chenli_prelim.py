"""Section 3 / Appendix C building blocks of chenli (part A): exact laws of weighted two-point sums and their
distance to the Gaussian over intervals (Lemma 3.5), tail ratios of Rademacher quadratic forms (Theorem 3.1),
and the Gaussian-mod-2pi probabilities of Lemma C.1 / Fact C.2 (closed form, mpmath)."""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath
import numpy as np
from scipy.special import ndtr

# --------------------------------------------------------------------------------------- Lemma 3.5 (Berry-Esseen)

def two_point_sum_law(w: np.ndarray, j: int, q: int) -> tuple[np.ndarray, list[int], int]:
    """Law of S = sum_i w_i (B_i - p) with B_i ~ Bernoulli(p), p = j/q (j = q/2: Rademacher/2 scaled), integer
    weights w_i >= 1. In units of 1/q, S q = sum_i w_i (q B_i - j) takes integer values; returns the support
    (int64, increasing), the exact integer counts (probability = count / q^n) and q^n."""
    offset = -int(np.sum(w)) * j
    counts = [1]
    for wi in (int(x) for x in w):
        new = [0] * (len(counts) + wi * q)
        for s, c in enumerate(counts):
            if c:
                new[s] += c * (q - j)  # B_i = 0: value -w_i j, shift 0 from the offset
                new[s + wi * q] += c * j  # B_i = 1: value w_i (q - j)
        counts = new
    total = q ** len(w)
    supp = [s for s, c in enumerate(counts) if c]
    return np.array(supp, dtype=np.int64) + offset, [counts[s] for s in supp], total


def _interval_sup(g_minus: list, g_plus: list) -> object:
    """sup over intervals I of |P(I) - Phi(I)| from G = F - Phi at the atoms (left and right limits, in order);
    G is 0 at +-inf and decreases between atoms, so extremes of G(b) - G(a), a <= b, sit in this sequence."""
    seq = [0 * g_minus[0]]
    for a, b in zip(g_minus, g_plus, strict=True):
        seq += [a, b]
    seq.append(0 * g_minus[0])
    lo = hi = seq[0]
    best = 0 * seq[0]
    for g in seq[1:]:
        best = max(best, g - lo, hi - g)
        lo, hi = min(lo, g), max(hi, g)
    return best


def be_interval_distance(supp: np.ndarray, counts: list[int], total: int, sigma_q: float) -> float:
    """sup_I |P[S/sigma in I] - P[Z in I]| in float64 (S q on the integer support, sigma_q = q sigma)."""
    p = np.array(counts, dtype=float) / total
    F = np.cumsum(p)
    phi = ndtr(supp / sigma_q)
    return float(_interval_sup(list(F - p - phi), list(F - phi)))


def be_interval_distance_mp(supp: np.ndarray, counts: list[int], total: int, sigma_q_sq: Fraction) -> mpmath.mpf:
    """The same at the working mpmath precision, probabilities exact (integers), Phi by mpmath.ncdf."""
    sig = mpmath.sqrt(mpmath.mpf(sigma_q_sq.numerator) / sigma_q_sq.denominator)
    gm, gp, acc = [], [], 0
    for s, c in zip(supp.tolist(), counts, strict=True):
        ph = mpmath.ncdf(mpmath.mpf(s) / sig)
        gm.append(mpmath.mpf(acc) / total - ph)
        acc += c
        gp.append(mpmath.mpf(acc) / total - ph)
    return _interval_sup(gm, gp)


def two_point_moments(w: np.ndarray, j: int, q: int) -> tuple[Fraction, Fraction]:
    """(q^2 sigma^2, q^3 sum E|Y_i|^3) exactly for Y_i = w_i (B_i - j/q)."""
    p = Fraction(j, q)
    var = sum(Fraction(int(x)) ** 2 for x in w) * p * (1 - p) * q * q
    third = sum(Fraction(int(x)) ** 3 for x in w) * (p * (1 - p) ** 3 + (1 - p) * p**3) * q**3
    return var, third


# --------------------------------------------------------------------------------------- Lemma C.1 / Fact C.2

def neg_log_prob_dist_2piz_ge(mu: float, tau: float, a: float, dps: int = 30) -> mpmath.mpf:
    """-log P[dist(zeta, 2 pi Z) >= a] without rounding P to 1: from the complement Q = P[dist < a] (summed the
    same way) as -log1p(-Q) when Q < 1/2, else -log of :func:`prob_dist_2piz_ge`."""
    with mpmath.workdps(dps):
        q = 1 - prob_dist_2piz_ge(mu, tau, a, dps) if tau > 0.5 else _prob_near(mu, tau, a, dps)
        return -mpmath.log1p(-q) if q < 0.5 else -mpmath.log(prob_dist_2piz_ge(mu, tau, a, dps))


def _prob_near(mu: float, tau: float, a: float, dps: int) -> mpmath.mpf:
    """P[dist(zeta, 2 pi Z) < a] for a small tau: the segments around the multiples of 2 pi within 40 tau of mu."""
    with mpmath.workdps(dps):
        mu, tau, a = mpmath.mpf(mu), mpmath.mpf(tau), mpmath.mpf(a)
        two_pi = 2 * mpmath.pi
        tot = mpmath.mpf(0)
        for k in range(int(mpmath.floor((mu - 40 * tau) / two_pi)) - 1, int(mpmath.ceil((mu + 40 * tau) / two_pi)) + 2):
            lo, hi = (two_pi * k - a - mu) / tau, (two_pi * k + a - mu) / tau
            if lo >= 0:
                tot += mpmath.ncdf(-lo) - mpmath.ncdf(-hi)
            elif hi <= 0:
                tot += mpmath.ncdf(hi) - mpmath.ncdf(lo)
            else:
                tot += 1 - mpmath.ncdf(lo) - mpmath.ncdf(-hi)
        return tot


def prob_dist_2piz_ge(mu: float, tau: float, a: float, dps: int = 30) -> mpmath.mpf:
    """P[dist(zeta, 2 pi Z) >= a] for zeta ~ N(mu, tau^2) and 0 <= a <= pi: the sum over k of
    P[2 pi k + a <= zeta <= 2 pi (k+1) - a] for the periods within 40 tau of mu, each segment from the normal
    tail on its own side (no cancellation: values down to 10^-10^5 keep their relative precision)."""
    with mpmath.workdps(dps):
        mu, tau, a = mpmath.mpf(mu), mpmath.mpf(tau), mpmath.mpf(a)
        two_pi = 2 * mpmath.pi

        def seg(lo: mpmath.mpf, hi: mpmath.mpf) -> mpmath.mpf:
            lo, hi = (lo - mu) / tau, (hi - mu) / tau
            if lo >= 0:
                return mpmath.ncdf(-lo) - mpmath.ncdf(-hi)
            if hi <= 0:
                return mpmath.ncdf(hi) - mpmath.ncdf(lo)
            return 1 - mpmath.ncdf(lo) - mpmath.ncdf(-hi)

        kmin = int(mpmath.floor((mu - 40 * tau) / two_pi)) - 1
        kmax = int(mpmath.ceil((mu + 40 * tau) / two_pi)) + 1
        return mpmath.fsum(seg(two_pi * k + a, two_pi * (k + 1) - a) for k in range(kmin, kmax + 1))


def cos_threshold_angle(thr: float) -> float:
    """The angle a with 1 - cos(a) = thr (0 <= thr <= 2): |cos theta - 1| >= thr <=> dist(theta, 2 pi Z) >= a."""
    return math.acos(1 - thr) if thr < 2 else math.pi


def log10_safe(x: mpmath.mpf) -> float:
    """log10 of a positive mpmath number as a float (no underflow)."""
    return float(mpmath.log10(x))
