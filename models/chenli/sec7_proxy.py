"""Section 7 of Chen & Li (the proxy event A of the average attention matrix), computed exactly.

Heads: Theta_i = n_i diag(h_i) / sqrt(r) on an r-coordinate block (h_i distinct non-constant rows of a Sylvester
Hadamard matrix, so the family is exactly Frobenius-orthogonal, kappa = 0, stable rank r, flat columns);
Theta~ = Theta* = (1/Z) sum_i Theta_i / ||Theta_i||_F^2 (mu = 0, E = 0), Z = sum_i 1/n_i^2.
Event A (L2314): X_{1:} Theta~ X_{2:}^T > C / sqrt(Z). With y_j = X_{1j} X_{2j} i.i.d. Rademacher,
X_{1:} Theta~ X_{2:}^T = (1/(Z sqrt r)) sum_j g_j y_j, g_j = sum_i h_ij / n_i, so A is {sum_j g_j y_j > C sqrt(r Z)};
only |g_j| matters (y is symmetric). For m = 1 the |g_j| are all equal (a binomial tail); for m = 2 they take two
values a = 1/n_1 + 1/n_2 and b = |1/n_1 - 1/n_2| on r/2 coordinates each (Hadamard rows are balanced).
P[A] is computed exactly (integer binomial counts; the threshold comparison at 60 digits in the exact path).
No torch needed; no Hypothesis.
"""

from __future__ import annotations

import math
from fractions import Fraction
from functools import lru_cache

import mpmath
import numpy as np
from scipy import stats


@lru_cache(maxsize=16)
def _binom_tails(s: int) -> tuple[int, ...]:
    """tail[k] = #{subsets of [s] of size >= k} (k = 0..s+1), exact integers."""
    row = [1] * (s + 1)
    c = 1
    for j in range(1, s + 1):
        c = c * (s - j + 1) // j
        row[j] = c
    tail = [0] * (s + 2)
    for k in range(s, -1, -1):
        tail[k] = tail[k + 1] + row[k]
    return tuple(tail)


def groups(ns: np.ndarray, r: int) -> list[tuple[float, int]]:
    """(|g|, count) groups of the coefficients g_j = sum_i h_ij / n_i (m <= 2)."""
    ns = np.asarray(ns, float)
    if ns.size == 1:
        return [(1.0 / ns[0], r)]
    if ns.size == 2:
        a, b = 1.0 / ns[0] + 1.0 / ns[1], abs(1.0 / ns[0] - 1.0 / ns[1])
        return [(a, r // 2), (b, r // 2)]
    raise ValueError("exact P[A] is implemented for m <= 2")


def event_threshold(C: float, ns: np.ndarray, r: int) -> float:
    """The threshold T of sum_j g_j y_j > T: C sqrt(r Z)."""
    Z = float(np.sum(1.0 / np.asarray(ns, float) ** 2))
    return C * math.sqrt(r * Z)


def theorem34_range(C: float, ns: np.ndarray, r: int) -> tuple[float, float]:
    """sigma / M of Theorem 3.4 for the summands (X_1 Theta~)_j X_{2j}: sigma = ||X_1 Theta~|| = 1/sqrt(Z),
    M = max_j |(X_1 Theta~)_j| = max|g| / (Z sqrt r). Returns (sigma/M, 0.04 sigma/M)."""
    Z = float(np.sum(1.0 / np.asarray(ns, float) ** 2))
    gmax = max(g for g, _ in groups(ns, r))
    ratio = math.sqrt(r * Z) / gmax
    return ratio, 0.04 * ratio


def prob_A(C: float, ns: np.ndarray, r: int, exact: bool = False) -> float | Fraction:
    """P[A] exactly: a Fraction (exact=True, threshold compared at 60 digits) or its float64 value."""
    gs = groups(ns, r)
    if exact:
        with mpmath.workdps(60):
            ns_mp = [mpmath.mpf(float(n)) for n in np.asarray(ns, float)]
            Z = mpmath.fsum(1 / n**2 for n in ns_mp)
            T = mpmath.mpf(C) * mpmath.sqrt(r * Z)
            if len(ns_mp) == 1:
                vals = [(1 / ns_mp[0], r)]
            else:
                vals = [(1 / ns_mp[0] + 1 / ns_mp[1], r // 2), (abs(1 / ns_mp[0] - 1 / ns_mp[1]), r // 2)]
            return _count(vals, T, lambda x: int(mpmath.floor(x))) / Fraction(2**r)
    T = event_threshold(C, ns, r)
    if len(gs) == 1:
        a, s = gs[0]
        kmin = math.floor((T / a + s) / 2) + 1  # a(2k - s) > T
        return float(stats.binom.sf(kmin - 1, s, 0.5))
    (a, s1), (b, s2) = gs
    k1 = np.arange(s1 + 1)
    p1 = stats.binom.pmf(k1, s1, 0.5)
    rest = T - a * (2 * k1 - s1)
    if b == 0:
        return float(p1[rest < 0].sum())
    kmin = np.floor((rest / b + s2) / 2) + 1
    return float((p1 * stats.binom.sf(kmin - 1, s2, 0.5)).sum())


def _count(vals: list, T: object, floor: object) -> Fraction:
    """#{y in {+-1}^r : sum g_j y_j > T} for one or two groups (exact integers)."""
    if len(vals) == 1:
        a, s = vals[0]
        kmin = floor((T / a + s) / 2) + 1
        tail = _binom_tails(s)
        return Fraction(tail[min(max(kmin, 0), s + 1)])
    (a, s1), (b, s2) = vals
    t1, t2 = _binom_tails(s1), _binom_tails(s2)
    total = 0
    for k in range(s1 + 1):
        c1 = t1[k] - t1[k + 1]
        rest = T - a * (2 * k - s1)
        if b == 0:
            total += c1 * (2**s2) if rest < 0 else 0
            continue
        kmin = floor((rest / b + s2) / 2) + 1
        total += c1 * t2[min(max(kmin, 0), s2 + 1)]
    return Fraction(total)


def gaussian_tail(t: float) -> float:
    """1 - Phi(t) for the standard normal (Phi the CDF, as in Theorem 3.4)."""
    return float(stats.norm.sf(t))


def prime_threshold_factor(lam: float, ns: np.ndarray, istar: int) -> float:
    """1 - alpha/(Z ||Theta_{i*}||_F^2) with alpha = lambda^2/4 (event A' of Lemma 7.4, L2330)."""
    ns = np.asarray(ns, float)
    Z = float(np.sum(1.0 / ns**2))
    return 1.0 - (lam**2 / 4) / (Z * ns[istar] ** 2)


def prob_A_prime(C: float, ns: np.ndarray, r: int, istar: int, lam: float, exact: bool = False) -> float | Fraction:
    """P[A'] exactly for the Hadamard-diagonal heads (E = 0, m in {2, 3}).

    A' (L2330): X_1 Theta' X_2^T > (C/sqrt Z)(1 - alpha/(Z ||Theta_{i*}||_F^2)), Theta' = (1/Z) sum_{i != i*}
    Theta_i/||Theta_i||_F^2, alpha = lambda^2/4. With y_j = X_{1j} X_{2j}: X_1 Theta' X_2^T = (1/(Z sqrt r)) sum_j g_j y_j,
    g_j = sum_{i != i*} h_ij/n_i, so A' = {sum_j g_j y_j > C sqrt(r Z)(1 - alpha/(Z n_{i*}^2))}: one group of r
    equal |g| (m = 2) or two groups of r/2 (m = 3). Z is over ALL heads; the groups over the others only."""
    ns = np.asarray(ns, float)
    others = np.delete(ns, istar)
    if exact:
        with mpmath.workdps(60):
            nm = [mpmath.mpf(float(n)) for n in ns]
            Z = mpmath.fsum(1 / n**2 for n in nm)
            lam_mp = mpmath.mpf(lam)
            T = mpmath.mpf(C) * mpmath.sqrt(r * Z) * (1 - (lam_mp**2 / 4) / (Z * nm[istar] ** 2))
            om = [mpmath.mpf(float(n)) for n in others]
            if len(om) == 1:
                vals = [(1 / om[0], r)]
            else:
                vals = [(1 / om[0] + 1 / om[1], r // 2), (abs(1 / om[0] - 1 / om[1]), r // 2)]
            return _count(vals, T, lambda x: int(mpmath.floor(x))) / Fraction(2**r)
    T = event_threshold(C, ns, r) * prime_threshold_factor(lam, ns, istar)
    return _tail_float(groups(others, r), T)


def _tail_float(gs: list[tuple[float, int]], T: float) -> float:
    """P[sum_j g_j y_j > T] (y Rademacher) for one or two groups of equal |g| (float64, scipy binomial laws)."""
    if len(gs) == 1:
        a, s = gs[0]
        kmin = math.floor((T / a + s) / 2) + 1
        return float(stats.binom.sf(kmin - 1, s, 0.5))
    (a, s1), (b, s2) = gs
    k1 = np.arange(s1 + 1)
    p1 = stats.binom.pmf(k1, s1, 0.5)
    rest = T - a * (2 * k1 - s1)
    if b == 0:
        return float(p1[rest < 0].sum())
    kmin = np.floor((rest / b + s2) / 2) + 1
    return float((p1 * stats.binom.sf(kmin - 1, s2, 0.5)).sum())


def hoeffding_prime(C: float, ns: np.ndarray, istar: int, lam: float) -> float:
    """The proof's Hoeffding display (L2462): exp{-C^2/2 * Z (sum_{i != i*} 1/n_i^2)^{-1} (1 - alpha/(Z n_{i*}^2))^2}
    with eta' = 0 (exact for these heads: ||X_1 Theta'|| = ||Theta'||_F for every X_1)."""
    ns = np.asarray(ns, float)
    Z = float(np.sum(1.0 / ns**2))
    rest = float(np.sum(1.0 / np.delete(ns, istar) ** 2))
    f = prime_threshold_factor(lam, ns, istar)
    return math.exp(-C**2 / 2 * Z / rest * f**2)
