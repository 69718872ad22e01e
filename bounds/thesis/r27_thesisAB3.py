"""Bounds of ``thmcheck.checks.papers.thesis.r27_thesisAB3`` (round 27, helper thesisAB3): (A.77) L3018's bound on
|I_1|, (B.184) L4757's first '=', (A.197) L3562 and (B.217) L4939's '<= sqrt(log N / m)'."""

from __future__ import annotations

import math
from typing import Any


def eqA77_printed(eta: Any, s: Any, m: Any, B: Any, **_: Any) -> Any:
    """(A.77): eta (sigma + tau) / a sqrt(log m log B / B), a = sqrt(m), s = sigma + tau."""
    return eta * s / math.sqrt(m) * math.sqrt(math.log(m) * math.log(B) / B)


def eqA77_mut_half(eta: Any, s: Any, m: Any, B: Any, **_: Any) -> Any:
    """Planted: half the printed bound (must die with the claim as printed)."""
    return 0.5 * eqA77_printed(eta, s, m, B)


def eqA77_corrected(eta: Any, s: Any, m: Any, **_: Any) -> Any:
    """Without the factor the labels' average would give: |I_1| <= eta (sigma + tau) / a (each term of the average is
    at most |a_(l)i| |z_l^T p_1| <= (sigma + tau)/a, (A.39))."""
    return eta * s / math.sqrt(m)


def eqB184_first_printed(frac_all: Any, **_: Any) -> Any:
    """(B.184)'s middle member |N_zm^l| / N, the right side of its first '='."""
    return frac_all


def eqB184_first_mut(frac_all: Any, **_: Any) -> Any:
    """Planted: the middle member scaled by 1.1."""
    return 1.1 * frac_all


def eqA197_printed(N: Any, m: Any, **_: Any) -> Any:
    """(A.197)/(B.217): sqrt(log N / m)."""
    return math.sqrt(math.log(N) / m)


def eqA197_mut(N: Any, m: Any, **_: Any) -> Any:
    """Planted: half of it."""
    return 0.5 * eqA197_printed(N, m)


def eqB186_shape(**_: Any) -> Any:
    """(B.186)/(B.187)'s additive Theta(1)/poly(Z) at a fixed Z: a constant (the claim's left side is 1 + the positive
    part of the ratio gap, so one constant bounds it iff one Theta(1)/poly(Z) serves)."""
    return 1.0


def eqB186_mut_log(k: Any, **_: Any) -> Any:
    """Planted: a shape growing like log(2 + k) (too slow: the gap grows like k along the family)."""
    return math.log(2.0 + k)


def eqA197_mut_power(N: Any, m: Any, **_: Any) -> Any:
    """Planted (round 28, against the lucky-mean reading): sqrt(log N)/m, a wrong power of m (the lucky average's
    spread falls like m^{-1/2})."""
    return math.sqrt(math.log(N)) / m


def eqB186_mut_vanishing(k: Any, **_: Any) -> Any:
    """Planted (round 28, against the ratio-of-expectations reading, where the left side is 1): a shape 1/(1 + k)
    vanishing along the dense family."""
    return 1.0 / (1.0 + k)


def eqA197_fail_prob(N: Any, **_: Any) -> Any:
    """(A.197)'s printed failure probability N^{-10} (the lucky-mean reading at the printed confidence; round 28)."""
    return N ** -10.0
