"""Bounds of chenli's round-30 claims (helper inproofC): ``checks/papers/chenli/r30_inproofC.py``. Pure functions of
named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any


def l511_threshold(c: Any, r: Any, d: Any, d2: Any, d3: Any, nu: Any, s: Any, b1: Any, b2: Any, **_: Any) -> Any:
    """Lemma 5.11's printed threshold (over ||Theta||_F): the first bullet's sqrt(c) r^{1/8}/min(d2, d3)^{1/4} + c(c +
    sqrt(log r))/r^{3/8}; the second bullet's sqrt(c) r^{1/8}/d2^{1/4} + c(c + sqrt(log r))/r^{3/8} + r^{1/8} nu
    sqrt(d3)(d3 + sqrt(log r))/sqrt(d) + r^{1/8}(sqrt(c nu d3) + sqrt(c s) (log r)^{1/4})/d^{1/4} (nu = |x's S_[3]
    mean|, s the printed free symbol). Where both bullets hold both conclusions do: the smaller threshold."""
    from thmcheck.bounds.num import log, sqrt

    common = c * (c + sqrt(log(r))) / r ** 0.375
    t1 = sqrt(c) * r ** 0.125 / min(d2, d3) ** 0.25 + common
    t2 = (sqrt(c) * r ** 0.125 / d2 ** 0.25 + common + r ** 0.125 * nu * sqrt(d3) * (d3 + sqrt(log(r))) / sqrt(d)
          + r ** 0.125 * (sqrt(c * nu * d3) + sqrt(c * s) * log(r) ** 0.25) / d ** 0.25)
    big = 1e300
    return min(t1 if b1 > 0 else big, t2 if b2 > 0 else big)


def eq24_shape(c: Any, tp: Any, nu: Any, r: Any, d: Any, **_: Any) -> Any:
    """(24) as printed (L680): (c + t') nu/sqrt(d) + c nu^{1/2} r^{1/4}/d^{1/4} (over ||Theta||_F; nu = |x's S_[3]
    mean|); the '<~' constant is the uniform constant."""
    from thmcheck.bounds.num import sqrt

    return (c + tp) * nu / sqrt(d) + c * sqrt(nu) * r ** 0.25 / d ** 0.25


def eq26_shape(c: Any, tp: Any, v: Any, r: Any, d: Any, **_: Any) -> Any:
    """(26) as printed (L698) and L686's form of (24): (c + t') v/sqrt(d) + c v^{1/2} r^{1/4}/d^{1/4} (v Assumption 4's
    parameter)."""
    from thmcheck.bounds.num import sqrt

    return (c + tp) * v / sqrt(d) + c * sqrt(v) * r ** 0.25 / d ** 0.25


def eq24_corrected(c: Any, tp: Any, nu: Any, v: Any, r: Any, d: Any, **_: Any) -> Any:
    """The bound the proof's Cauchy-Schwarz step gives (Assumption 4's column bound ||Theta_{:,i}|| <= v ||Theta||_F/
    sqrt(d) kept): (c + t') v/sqrt(d) + v nu^{1/2} r^{1/4}/d^{1/4} (nu sqrt(d3) <= nu^{1/2} (d r)^{1/4}/sqrt(8c)
    under the second bullet; c v/sqrt(d) under the first)."""
    from thmcheck.bounds.num import sqrt

    return (c + tp) * v / sqrt(d) + v * sqrt(nu) * r ** 0.25 / d ** 0.25


def eq24_corrected_wrong_c(c: Any, tp: Any, nu: Any, v: Any, r: Any, d: Any, **_: Any) -> Any:
    """A planted wrong version of the corrected bound: v^{1/2} in place of v in the second term (L686's form)."""
    from thmcheck.bounds.num import sqrt

    return (c + tp) * v / sqrt(d) + c * sqrt(v) * sqrt(nu) * r ** 0.25 / d ** 0.25
