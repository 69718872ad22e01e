"""Bounds of chenli's round-24 claims (helper chenliB): ``checks/papers/chenli/r24_chenliB.py``. Pure functions of
named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any

from thmcheck.bounds import num as bnum

# L2242 (Lemma 6.18's conclusion as printed)


def l2242_shape(kappa: Any, m: Any, alpha: Any, **_: Any) -> Any:
    """Lemma 6.18 as printed, ||v - v*||^2 <= (eta + O(kappa sqrt(m)/alpha^{3/2})) ||v_1||^2, as a uniform shape: the
    left side is the excess ||v - v*||^2/||v_1||^2 - eta, the shape kappa sqrt(m)/alpha^{3/2} (constant 1; the
    constant of the O multiplies this term only, not eta)."""
    return kappa * bnum.sqrt(m) / alpha**1.5


def l2242_mut_kappa_cube(kappa: Any, m: Any, alpha: Any, **_: Any) -> Any:
    """Planted: kappa^3 in place of kappa (the excess falls like kappa^2 as kappa -> 0 with eta << kappa^2)."""
    return kappa**3 * bnum.sqrt(m) / alpha**1.5
