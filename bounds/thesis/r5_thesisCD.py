"""thesis, Appendices C and D (round 5, helper thesisCD): the printed sides of the proof displays encoded by
``thmcheck.checks.papers.thesis.r5_thesisCD``: (C.35)'s two Taylor lines, (C.57)-(C.58), (C.210), the condition of
(C.213), (C.220) and (D.79).

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


# --------------------------------------------------------------------- (D.79), L7323-L7327: (2/pi) arctan

def eqD79_printed(sw: Any, m1: Any, **_: object) -> Any:
    """(D.79) L7327: Pr[|a X w^(0)| <= |a X w^rho|] = (2/pi) arctan(sigma_w sqrt(m1))."""
    if _mp(sw):
        return 2 / mpmath.pi * mpmath.atan(sw * mpmath.sqrt(m1))
    return 2 / math.pi * math.atan(sw * math.sqrt(m1))


def eqD79_mut_no_2(sw: Any, m1: Any, **_: object) -> Any:
    """Mutant: (1/pi) arctan(sigma_w sqrt(m1))."""
    return eqD79_printed(sw, m1) / 2


def eqD79_mut_m1(sw: Any, m1: Any, **_: object) -> Any:
    """Mutant: (2/pi) arctan(sigma_w m1) (a wrong power of m1)."""
    if _mp(sw):
        return 2 / mpmath.pi * mpmath.atan(sw * m1)
    return 2 / math.pi * math.atan(sw * m1)
