"""Bounds of ``thmcheck.checks.papers.thesis.r26_thesisAB2`` (round 26, helper thesisAB2): the second '<~' of
(A.54) L2896 and (B.56) L4123 (their population-bias terms) and the second '>~' of (A.46) L2852."""

from __future__ import annotations

from typing import Any


def eqA54_bias_shape(zeta: Any, s: Any, **_: Any) -> Any:
    """(A.54)'s last member without its Hoeffding term: c'(1 - zeta) + c''(sigma + tau), the two hidden constants as one
    (c'(1 - zeta) + c'' s lies between min(c', c'') and max(c', c'') times (1 - zeta) + s)."""
    return (1 - zeta) + s


def eqA54_bias_mut_no_s(zeta: Any, s: Any, **_: Any) -> Any:
    """Planted: the c''(sigma + tau) term dropped (unbounded as zeta -> 1 at s > 0)."""
    return (1 - zeta) + 0 * s


def eqA54_bias_mut_square(zeta: Any, s: Any, **_: Any) -> Any:
    """Planted: (1 - zeta)^2 for (1 - zeta) (unbounded as zeta -> 1 at s = 0)."""
    return (1 - zeta) ** 2 + s


def eqB56_bias_printed(gamma_d: Any, eps_S: Any, sigma: Any, **_: Any) -> Any:
    """(B.56)'s last member without its concentration term: 2(1 - gamma_d) eps_S + sigma."""
    return 2 * (1 - gamma_d) * eps_S + sigma


def eqB56_bias_mut_one(gamma_d: Any, eps_S: Any, sigma: Any, **_: Any) -> Any:
    """Planted: (1 - gamma_d) eps_S + sigma (the factor 2 of (B.55) dropped)."""
    return (1 - gamma_d) * eps_S + sigma


def eqB56_bias_mut_no_sigma(gamma_d: Any, eps_S: Any, sigma: Any, **_: Any) -> Any:
    """Planted: 2(1 - gamma_d) eps_S (the sigma term dropped)."""
    return 2 * (1 - gamma_d) * eps_S + 0 * sigma


def eqA46_second_shape(rhs: Any, **_: Any) -> Any:
    """(A.46)'s last member, (1 + eta / e^{||q_1(T)||^2 - (delta + tau)||q_1(T)||})^T (computed by the measure from
    ||q_1(T)||, which the instance's K(0), ..., K(T-1) fix through (A.34))."""
    return rhs


def eqA46_second_mut_rate(rhs: Any, T: Any, **_: Any) -> Any:
    """Planted: the right side times sqrt(T) (a wrong rate, unbounded along T)."""
    return rhs * T ** 0.5


def eqA46_second_mut_eta_T(rhs: Any, T: Any, eta: Any, **_: Any) -> Any:
    """Planted: a spurious factor 1 + eta T (unbounded along T at a fixed eta)."""
    return rhs * (1 + eta * T)


def eqA40_F(F: Any, **_: Any) -> Any:
    """(A.40)'s first member: F(X^n) of (A.1), computed by the measure."""
    return F


def eqA40_mut_half(F: Any, **_: Any) -> Any:
    """Planted: F/2."""
    return F / 2
