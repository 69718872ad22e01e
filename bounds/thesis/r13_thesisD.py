"""Bounds of the round-13 App. D claims of the thesis (``checks/papers/thesis/r13_thesisD.py``): pure functions of
the measured parameters (no torch)."""

from __future__ import annotations

import math
from typing import Any

# ---------------- L7484 at Table D.2's m1 = m2 = m (Theorem 5.3.1 (5.17)), proof of Lemma D.2.11, on hub graphs


def l7484_eq_shape(ainf: Any, m: Any, tinf: Any, tvinf: Any, **_: object) -> Any:
    """L7484's first-order shape at m1 = m2 = m (eta factored out): ||A||_inf (tau_{v,inf} m^{-1/2} + tau_{w,inf})."""
    return ainf * (tvinf / m**0.5 + tinf)


def l7484_eq_corrected(ainf: Any, m: Any, tinf: Any, tvinf: Any, **_: object) -> Any:
    """Corrected (hidden constant): ||A||_inf^2 sqrt(log(2m)) (tau_{v,inf} m^{-1/2} + tau_{w,inf}): both terms of
    (D.87) pass through A twice (Z = A(...), T3 = A((A X W'' Sigma) . D_w)), and the maximum over the m2 = m
    columns of a Gaussian sum costs sqrt(2 log m2)."""
    return ainf * ainf * math.sqrt(math.log(2.0 * m)) * (tvinf / m**0.5 + tinf)


def l7484_eq_mut_tw_over_sqrt_m(ainf: Any, m: Any, tinf: Any, tvinf: Any, **_: object) -> Any:
    """Planted (corrected side): the m^{-1/2} of term 2 put on term 3 too (wrong along m at tau_{v,inf} small; the
    mutants are checked under the reading ||A||_inf = O(1), where a wrong power of ||A||_inf cannot be seen)."""
    return ainf * ainf * math.sqrt(math.log(2.0 * m)) * (tvinf + tinf) / m**0.5


def l7484_eq_mut_no_tw(ainf: Any, m: Any, tinf: Any, tvinf: Any, **_: object) -> Any:
    """Planted (corrected side): the tau_{w,inf} part (term 3) dropped (wrong along tau_{v,inf} -> 0)."""
    return ainf * ainf * math.sqrt(math.log(2.0 * m)) * tvinf / m**0.5


# ---------------- L7478 (term 2 of (D.87)): ||(Z eta Sigma V'')_n||_inf <= O~(||A||_inf eta tau_{v,inf} m1^{-1/2})


def l7478_shape(ainf: Any, m1: Any, tvinf: Any, **_: object) -> Any:
    """L7478's shape with eta factored out: ||A||_inf tau_{v,inf} m1^{-1/2}."""
    return ainf * tvinf / m1**0.5


def l7478_shape_polylog(ainf: Any, m1: Any, tvinf: Any, **_: object) -> Any:
    """Round 28 (rescue2): L7478's O~ shape with its polylog written out at the power the Gaussian maximum needs:
    ||A||_inf tau_{v,inf} sqrt(log(2 m1) / m1) (O~ hides log factors; eta factored out)."""
    return ainf * tvinf * math.sqrt(math.log(2.0 * m1) / m1)


def l7478_corrected(ainf: Any, m1: Any, tvinf: Any, **_: object) -> Any:
    """Corrected (hidden constant): ||A||_inf^2 tau_{v,inf} sqrt(log(2 m1) / m1): Z = A((A X W + B_1) . D_w) passes
    through A twice, and its largest entry is a maximum over m1 Gaussian neurons."""
    return ainf * ainf * tvinf * math.sqrt(math.log(2.0 * m1) / m1)


def l7478_mut_m1(ainf: Any, m1: Any, tvinf: Any, **_: object) -> Any:
    """Planted (corrected side): m1^{-1} instead of m1^{-1/2} (wrong along m1)."""
    return ainf * ainf * tvinf * math.sqrt(math.log(2.0 * m1)) / m1


def l7478_mut_tv2(ainf: Any, m1: Any, tvinf: Any, **_: object) -> Any:
    """Planted (corrected side): tau_{v,inf}^2 (wrong along tau_{v,inf} -> 0)."""
    return ainf * ainf * tvinf * tvinf * math.sqrt(math.log(2.0 * m1) / m1)


def d71_mut_tv2(ainf: Any, tv: Any, m1: Any, **_: object) -> Any:
    """Mutant of (D.71)'s shape under its reading: tau_v^2 for tau_v (wrong power of the perturbation size; the
    ||A||_inf = O(1) reading makes a missing ||A||_inf factor a constant, so that mutant cannot die)."""
    return ainf * m1**-0.5 * tv * tv * math.log(math.e * m1)


def d76_corrected(ainf: Any, tw: Any, tv: Any, m1: Any, **_: object) -> Any:
    """(D.76) corrected (hidden constant): tau_v ||A||_inf^2 tau_w m1^{1/4}: Z_{1,n} passes through A twice,
    ||(A A X)_n|| <= ||A^2||_inf <= ||A||_inf^2 for unit feature rows."""
    return tv * ainf * ainf * tw * m1**0.25


def d76_mut_m1(ainf: Any, tw: Any, tv: Any, m1: Any, **_: object) -> Any:
    """Planted (corrected side): tau_v ||A||_inf^2 tau_w m1^{-1/4} (a wrong power of m1)."""
    return tv * ainf * ainf * tw * m1**-0.25


def d76_mut_tv2(ainf: Any, tw: Any, tv: Any, m1: Any, **_: object) -> Any:
    """Planted (corrected side): tau_v^2 for tau_v (a wrong power of the perturbation size)."""
    return tv * tv * ainf * ainf * tw * m1**0.25


def d74_mut_tw2(ainf: Any, tw: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Mutant of (D.74)'s shape under its reading: tau_w^2 for tau_w (wrong power; tau_w <= m1^{-1/2} <= 1)."""
    return ainf * m1**0.25 * tw * tw * m2**-0.5 * math.log(math.e * m1 * m2)
