"""Bounds of round 19 (helper thesisC), thesis App. C: the large-mean lower bounds (C.52)'s last '>=' and (C.54),
in logarithms (the members underflow float64 for large mu; log is increasing, so the comparison is the printed one)."""

from __future__ import annotations

import math

_LOG_C = -math.log(8.0 * math.sqrt(2.0 * math.pi))  # log(1 / (8 sqrt(2 pi)))


def c52_last_log_printed(mu: float, eps: float, **_: object) -> float:
    """log of (C.52)'s last member (1/(8 sqrt(2 pi))) e^{-mu^2/2} mu^{-(1+eps)}."""
    return _LOG_C - 0.5 * mu * mu - (1.0 + eps) * math.log(mu)


def c52_last_log_mills(mu: float, sigma: float, **_: object) -> float:
    """Corrected: (1/(8 sqrt(2 pi))) e^{-mu^2/2} a/(a^2 + 1), a = |mu| + 2 sigma (the Mills-ratio lower bound
    e^{a^2/2} int_a^inf e^{-t^2/2} dt >= a/(a^2 + 1), a >= 0), in logs."""
    a = abs(mu) + 2.0 * sigma
    return _LOG_C - 0.5 * mu * mu + math.log(a / (a * a + 1.0))


def c52_last_mut_mills_upper(mu: float, sigma: float, **_: object) -> float:
    """Wrong (the Mills ratio's upper bound 1/a in place of its lower bound a/(a^2 + 1))."""
    a = abs(mu) + 2.0 * sigma
    return _LOG_C - 0.5 * mu * mu - math.log(a)


def c54_log_printed(mu: float, eps: float, **_: object) -> float:
    """log of (C.54)'s right side (1/(8 sqrt(2 pi))) e^{-mu^2/2} mu^{-(3+eps)}."""
    return _LOG_C - 0.5 * mu * mu - (3.0 + eps) * math.log(mu)


def c54_mut_quarter(mu: float, eps: float, **_: object) -> float:
    """Wrong: e^{-mu^2/4} in place of e^{-mu^2/2} (crosses at large mean too)."""
    return _LOG_C - 0.25 * mu * mu - (3.0 + eps) * math.log(mu)


def one(**_: object) -> float:
    """The threshold 1 of 3 X / t against the t/3 of (C.187)/(C.208): X >= t/3 iff 3 X / t >= 1."""
    return 1


def one_mut_third(**_: object) -> float:
    """Wrong: 1/3 (the events' t/3 dropped: X against t)."""
    return 1 / 3


def c215_shape(S: float, n: float, Lg: float, **_: object) -> float:
    """(C.215)'s right side over C_13: max{sqrt(S) sqrt(Lg / n), Lg / (sqrt(S) n)}, Lg = dK log(18r/eps) +
    log(4/delta), S = sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2."""
    return max(math.sqrt(S) * math.sqrt(Lg / n), Lg / (math.sqrt(S) * n))


def c215_mut_first_only(S: float, n: float, Lg: float, **_: object) -> float:
    """Wrong: the first term alone (the second is what the bounded reading needs when Lg / (n S) is large)."""
    return math.sqrt(S) * math.sqrt(Lg / n)


def c173_mixture(E_mix: float, **_: object) -> float:
    """(C.173)'s right side: E over (1/2) N(mu_l, Sigma_l) + (1/2) N(-mu_l, Sigma_l) (computed in the measurement)."""
    return E_mix


def c173_mut_centered(E_zero: float, **_: object) -> float:
    """Wrong: the expectation over N(0, Sigma_l) (the mean dropped instead of symmetrised)."""
    return E_zero


def c215_mut_no_S(n: float, Lg: float, **_: object) -> float:
    """Wrong: S dropped from (C.215)'s shape (sqrt(Lg / n) + Lg / n)."""
    return max(math.sqrt(Lg / n), Lg / n)
