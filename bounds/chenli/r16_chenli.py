"""Bounds of chenli's round-16 displays (helper chenli; ``checks/papers/chenli/r16_chenli.py``). Pure functions of
named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

import math
from typing import Any

# ---------------------------------------------- L1909: Hoeffding's tail for X_l, l > 3, '<< 1/k'


def l1909_bound(k: int, **_: Any) -> float:
    """L1909 '<< 1/k' read as a factor 10: 1/(10 k)."""
    return 1.0 / (10.0 * k)


def l1909_le(k: int, **_: Any) -> float:
    """L1909's '<< 1/k' read as '<= 1/k' (what L1913's (1 - 1/k)^k uses)."""
    return 1.0 / k


def l1909_mut_k4(k: int, **_: Any) -> float:
    """Planted: 1/(10 k^4) (wrong at k = 2: the worst weights give P = 1/64 > 1/160)."""
    return 1.0 / (10.0 * k**4)


def l1909_mut_gauss(k: int, **_: Any) -> float:
    """Planted: the Gaussian tail P[|N(0,1)| >= sqrt(10 log k)] (Rademacher sums with few terms exceed it)."""
    return math.erfc(math.sqrt(10.0 * math.log(k)) / math.sqrt(2.0))


# ---------------------------------------------- L3758: Theorem B.4's upper bound (m = 1)


def thmB_4_upper_shape(Delta: float, s: float, a: float, **_: Any) -> float:
    """Theorem B.4 (L3758), upper bound, as printed, for m = 1 (V = v^T, ||v|| = s): 1.1 Delta (2 pi s^2)^{-1/2}
    exp(-a^2/(2 s^2)). Hidden constant ('<~'), checked uniformly."""
    return 1.1 * Delta / math.sqrt(2.0 * math.pi * s * s) * math.exp(-(a * a) / (2.0 * s * s))


def thmB_4_upper_mut_inv_delta(Delta: float, s: float, a: float, **_: Any) -> float:
    """Planted: Delta^{-1} s^2 in place of Delta (wrong along Delta -> inf: P -> 1)."""
    return thmB_4_upper_shape(Delta, s, a) * (s / Delta) ** 2


def thmB_4_upper_mut_sqrt_delta(Delta: float, s: float, a: float, **_: Any) -> float:
    """Planted: (s/Delta)^{1/2} in place of Delta/s (wrong along Delta -> inf: P -> 1)."""
    return thmB_4_upper_shape(Delta, s, a) * (s / Delta) ** 1.5


# ---------------------------------------------- L3788: exp(-Theta(m + ||a||^2/r^2)) <= eta/prod(Delta_j/||v_j||) <= 1


def l3788_shape(m: int, a2r: float, **_: Any) -> float:
    """L3788's lower side in the exponent: -log(eta/prod(Delta_j/||v_j||)) <= C (m + ||a||^2/r^2)."""
    return m + a2r


def l3788_mut_no_m(a2r: float, **_: Any) -> float:
    """Planted: ||a||^2/r^2 alone (m dropped; wrong at a = 0)."""
    return a2r


def l3788_mut_sqrt(m: int, a2r: float, **_: Any) -> float:
    """Planted: sqrt(m + ||a||^2/r^2) (wrong along m and ||a||)."""
    return math.sqrt(m + a2r)


def one(**_: Any) -> float:
    """The printed right end 1."""
    return 1.0


def l3788_mut_upper(m: int, **_: Any) -> float:
    """Planted: (0.9/sqrt(2 pi))^m / 2 in place of 1 (too small by 2 at kappa = 0, a = 0)."""
    return 0.5 * (0.9 / math.sqrt(2.0 * math.pi)) ** m


# ---------------------------------------------- (90) L1811 and (94) L1883: Hoeffding with eta of (88)


def eq90_log_bound(m: int, k: int, lam: float, log_xi: float, **_: Any) -> float:
    """(90) as P_fail <= O(xi/k^{Theta(1/lambda)})^m with O and Theta(1/lambda) read as 1, in logs: m (log xi - log(k)/
    lambda)."""
    return m * (log_xi - math.log(k) / lam)


def eq90_mut_hoeffding2(m: int, L: float, **_: Any) -> float:
    """Planted, in logs: P_fail <= 2 exp(-m^2 L^2) (Hoeffding's exponent doubled; the exact tail is about
    exp(-m^2 L^2/2))."""
    return math.log(2.0) - (m * L) ** 2


def eq94_bound(m: int, k: int, lam: float, log_xi: float, **_: Any) -> float:
    """(94) as printed, P >= 1 - (xi/k^{1/lambda})^m (O and O(1/lambda) read as 1)."""
    return -math.expm1(m * (log_xi - math.log(k) / lam))


def eq94_mut_plus(m: int, k: int, lam: float, log_xi: float, **_: Any) -> float:
    """Planted: P >= 1 + (xi/k^{1/lambda})^m (the sign flipped; no probability exceeds 1)."""
    return 1.0 + math.exp(m * (log_xi - math.log(k) / lam))


# ---------------------------------------------- Lemma 9.1: the sample size poly(m, k, d) sqrt(log(1/delta))


def lemma91_log_delta(L: float, **_: Any) -> float:
    """Lemma 9.1's failure probability delta, in logs: log delta = -L (L = log(1/delta))."""
    return -L


def lemma91_mut_delta2(L: float, **_: Any) -> float:
    """Planted: delta^2 (in logs -2 L)."""
    return -2.0 * L
