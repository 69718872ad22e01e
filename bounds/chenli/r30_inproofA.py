"""Bounds of chenli's round-30 claims (helper inproofA): ``checks/papers/chenli/r30_inproofA.py``. Pure functions of
named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any

RATE = 1.0 / 50.0  # the rate Omega(r_Theta) of the shapes: one value (existential), far below the 0.08 measured


def tail_shape(r: Any, **_: Any) -> Any:
    """The printed exp(-Omega(r_Theta)) with Omega's constant 1/50: the shape; the '<~' (or the 1 - ...) prefactor
    is the uniform constant."""
    from thmcheck.bounds.num import exp

    return exp(-RATE * r)


def tail_wrong_rate5(r: Any, **_: Any) -> Any:
    """A planted wrong shape: the rate 1/5 (too large: Lemma 5.8's (23) fails at rate ~0.08 on Case 1's tight
    family with the S_[2], S_[3] sum directions in Theta_[1])."""
    from thmcheck.bounds.num import exp

    return exp(-r / 5.0)


def tail_wrong_rate2(r: Any, **_: Any) -> Any:
    """A planted wrong shape: the rate 1/2."""
    from thmcheck.bounds.num import exp

    return exp(-r / 2.0)


def tail_wrong_rate4(r: Any, **_: Any) -> Any:
    """A planted wrong shape: the rate 1/4."""
    from thmcheck.bounds.num import exp

    return exp(-r / 4.0)


def l814_shape(r: Any, **_: Any) -> Any:
    """L814's printed exp(-Omega(r_Theta)) with Omega's constant 1/8 (existential: on the crossing P = 1, so every
    fixed rate diverges; 1/8 lets the path's ratio pass x10 within int64 block sizes)."""
    from thmcheck.bounds.num import exp

    return exp(-r / 8.0)


def l686_shape(s: Any, T: Any, **_: Any) -> Any:
    """L686's printed s^{1/2} + (c + t') v/sqrt(d) + c v^{1/2} r^{1/4}/d^{1/4} (T the two d-terms): the shape; its
    '<~' constant is the uniform constant."""
    from thmcheck.bounds.num import sqrt

    return sqrt(s) + T


def l686_wrong_over_r(s: Any, T: Any, r: Any, **_: Any) -> Any:
    """A planted wrong shape: s^{1/2}/r_Theta in place of s^{1/2} (a spurious decay in r_Theta; refuted along
    r_Theta -> inf at fixed s, where P stays of order s)."""
    from thmcheck.bounds.num import sqrt

    return sqrt(s) / r + T


def l686_wrong_no_s(s: Any, T: Any, **_: Any) -> Any:
    """A planted wrong shape: the s^{1/2} term dropped (refuted along r_Theta -> inf with d = 1.5e8 r^4, where T falls
    like r^{-3/4} and P stays)."""
    return T
