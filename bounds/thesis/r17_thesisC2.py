"""Bounds for thesis App. C, round 17 continuation (helper thesisC2): pure functions, no torch."""

from __future__ import annotations

import math

# ------------------------------------ (C.192) L6181, its end: E exp(theta G_i) <= 1 + C_9 |e theta|^2 S^2


def c192_shape(theta: float, S: float, **_: object) -> float:
    """(C.192)'s last member less 1, without C_9: |e theta|^2 S^2, S = sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2
    (the left side is E exp(theta G_i) - 1)."""
    return (math.e * theta) ** 2 * S * S


def c192_mut_cubic(theta: float, S: float, **_: object) -> float:
    """Planted mutant: |e theta|^3 S^3 (one power of theta too many: vanishes faster as theta -> 0)."""
    return (math.e * theta) ** 3 * S**3


# ------------------------------------ (C.195) L6193 on the concrete G_i: the one-sided tail with the weighted S


def c195_tail_shape(n: float, t: float, S: float, **_: object) -> float:
    """(C.195)'s exponent with C_10 = C_11 = 1: min{n t^2/(144 S^2), n S t} (the bound is exp(max{-C_10 (.), -C_11
    (.)}); the claim: -log P >= c min{...} with one c > 0, implied by the printed one with c = min(C_10, C_11))."""
    return min(n * t * t / (144.0 * S * S), n * S * t)


def c195_tail_corrected(n: float, t: float, S_max: float, **_: object) -> float:
    """Corrected: Bernstein's exponent with the LARGEST group's scale, n min{t^2/S_max^2, t/S_max}, S_max = max_l
    (||mu_l|| + ||Sigma_l^{1/2}||)^2 (G_i = phi'(.) (v^T x)^2 - E[.] is sub-exponential with a norm set by the
    heaviest group, whatever its weight; 144 absorbed in the constant)."""
    return n * min(t * t / (S_max * S_max), t / S_max)


def c195_tail_mut_cubic(n: float, t: float, S_max: float, **_: object) -> float:
    """Planted mutant of the corrected shape: n t^3/S_max^3 (a faster tail than the chi-square one as t grows)."""
    return n * t**3 / S_max**3


def c195_tail_mut_avg(n: float, t: float, S: float, **_: object) -> float:
    """Planted mutant of the corrected shape: n min{t^2/S^2, t/S} with the weighted S (wrong for a rare heavy group)."""
    return n * min(t * t / (S * S), t / S)


# ------------------------------------ Lemma C.4.5 (C.129) L5855-L5859: C_6 S sqrt(dK log n / n)


def lemma_c45_shape(S: float, d: float, K: float, n: float, **_: object) -> float:
    """Lemma C.4.5's bound without C_6: S sqrt(dK log n / n), S = sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2."""
    return S * math.sqrt(d * K * math.log(n) / n)


def lemma_c45_mut_rate(S: float, d: float, K: float, n: float, **_: object) -> float:
    """Planted mutant: S dK log n / n (too fast a rate in n)."""
    return S * d * K * math.log(n) / n
