"""thesis, Appendix C (round 14, helper thesisC): bounds for ``thmcheck.checks.papers.thesis.r14_thesisC`` and for the
round-14 readings of round-13 claims.

- (C.262) L6537-L6539 read as the Bernstein form of (C.195) (theta restricted to theta <~ 1/S, the range where the
  moment series of (C.261) converges once E|Gp'|^p ~ (p S)^p): -log P(mean >= t) >= c n min{t^2/S^2, t/S}, i.e.
  n t^2 / (-log P) <= C S max(S, t) (shape S max(S, t)).

Pure functions (no torch)."""

from __future__ import annotations

import math


def eqC262_bernstein_shape(S: float, t: float, **_: object) -> float:
    """(C.262) in the Bernstein form of (C.195): -log P >= c n min{t^2/S^2, t/S}, so n t^2/(-log P) <= C S max(S, t)."""
    S, t = float(S), float(t)
    return S * max(S, t)


def eqC262_mut_printed(S: float, **_: object) -> float:
    """Planted mutant (of the reading): the printed sub-Gaussian shape S^2 at every t."""
    return float(S) ** 2


# ------------------------------------------ (C.260) L6533 and (C.267) L6563: the first '<~' of each, for every p


def moment_first_shape(**_: object) -> float:
    """(C.260)'s / (C.267)'s first step, E|G|^p <~ R^p for every p >= 2 with one hidden constant, divided by R^p: 1."""
    return 1.0


def moment_first_mut_p(p: float, **_: object) -> float:
    """Planted mutant: 1/p (a ratio that shrinks with p)."""
    return 1.0 / float(p)


def moment_pp(p: float, **_: object) -> float:
    """Corrected shape of (C.260)'s first step: p^p (sub-exponential moments: E|Gp'|^p <= (C p R)^p)."""
    return float(p) ** float(p)


def moment_p3p2(p: float, **_: object) -> float:
    """Corrected shape of (C.267)'s first step: p^(3p/2) (a cubic of Gaussians: E|Gr|^p <= (C p^(3/2) R)^p)."""
    return float(p) ** (1.5 * float(p))


def moment_mut_half(p: float, **_: object) -> float:
    """Planted mutant: p^(p/2) (sub-Gaussian moments)."""
    return float(p) ** (0.5 * float(p))


# ------------------------------------------------ Theorem 2 (4.10), L1150-L1152: the uniform (shape) form along n


def theorem2_eq410_shape(K: float, d: float, n: float, **_: object) -> float:
    """(4.10)'s printed shape K^{5/2} sqrt(d log n / n) (xi = 0; E_w(Psi) poly(kappa, eta, tau, delta_1) is the
    hidden constant, fixed at fixed Psi and W*)."""
    K, d, n = float(K), float(d), float(n)
    return K**2.5 * math.sqrt(d * math.log(n) / n)


def theorem2_eq410_mut_x6(K: float, d: float, n: float, **_: object) -> float:
    """Planted mutant: K^{5/2} (d log n / n)^3 (an error falling like the sixth power of the printed rate: along the
    ci path, 1.2 decades of n with 12 runs per point, a weaker wrong power is not resolved from the run noise)."""
    K, d, n = float(K), float(d), float(n)
    return K**2.5 * (d * math.log(n) / n) ** 3


def theorem2_eq411_mut_x8(K: float, d: float, n: float, **_: object) -> float:
    """Planted mutant of the excess-risk form: K^{5/2} (d log n / n)^4 (the excess falls like 1/n, and faster in the
    pre-asymptotic range of the ci path: a weaker wrong power is not resolved there from 12 runs per point)."""
    K, d, n = float(K), float(d), float(n)
    return K**2.5 * (d * math.log(n) / n) ** 4


# ------------------------------------------ (C.103) L5758-L5765, first inequality (the mean-value step), as a ratio


def c103_mvt(**_: object) -> float:
    """(C.103)'s first '<=': fbar_l(W_t) - fbar_l(W*) <= <grad fbar_l(W_t), W_t - W*>, as the ratio of the two: 1."""
    return 1.0


def c103_mvt_mut_half(**_: object) -> float:
    """Planted mutant: 0.45 (near W* the ratio tends to 1/2, the quadratic's value, so this is too strict)."""
    return 0.45
