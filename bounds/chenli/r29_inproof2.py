"""Bounds of chenli's round-29 claims (helper inproof2): ``checks/papers/chenli/r29_inproof2.py``. Pure functions of
named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any


def l749_shape(ups: Any, r: Any, d: Any, fro: Any, **_: Any) -> Any:
    """The printed '<~ nu^3 r_Theta^3/sqrt(d) ||Theta||_F^3' of L749 (Lemma 5.9's proof; nu is Assumption 4's v):
    the shape; its '<~' constant is the uniform constant."""
    from thmcheck.bounds.num import sqrt

    return ups**3 * r**3 / sqrt(d) * fro**3


def l749_wrong_fro4(ups: Any, r: Any, d: Any, fro: Any, **_: Any) -> Any:
    """A planted wrong shape: ||Theta||_F^4 in place of ||Theta||_F^3 (wrong homogeneity; refuted as ||Theta||_F
    -> 0, where the sum falls like ||Theta||_F^3)."""
    from thmcheck.bounds.num import sqrt

    return ups**3 * r**3 / sqrt(d) * fro**4


def l749_wrong_fro2(ups: Any, r: Any, d: Any, fro: Any, **_: Any) -> Any:
    """A planted wrong shape: ||Theta||_F^2 in place of ||Theta||_F^3 (refuted as ||Theta||_F -> inf)."""
    from thmcheck.bounds.num import sqrt

    return ups**3 * r**3 / sqrt(d) * fro**2


def l880_shape_above(s: Any, sp: Any, r: Any, **_: Any) -> Any:
    """L880's right side 1/s'^2 + exp(-c' r_Theta) + exp(-Omega(s^2)) bounded ABOVE, for every fixed c' and Omega
    constant, by a constant times 1/s'^2 + 1/r_Theta + 1/s^2 (exp(-a z) <= 1/(e a z)), as for L864
    (bounds.chenli.r29_inproof.l864_shape_above)."""
    return 1 / (sp * sp) + 1 / r + 1 / (s * s)


def l880_wrong_vanishing(s: Any, sp: Any, **_: Any) -> Any:
    """A planted wrong shape: s'^2 + s^2 (vanishes as s, s' -> 0, where the threshold is 0 and the event has the
    probability that y != y' changes x^T Theta y)."""
    return sp * sp + s * s
