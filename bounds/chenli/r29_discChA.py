"""Bounds of chenli's round-29 claims (helper discChA): ``checks/papers/chenli/r29_discChA.py``. Pure functions of
named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any


def assump7_nonempty_shape(log_d: Any, **_: Any) -> Any:
    """Assumption 7 (L465-L471) admits some Theta: sup over Theta of -log(sup over admissible lambda of the product)
    >= c sqrt(d), the Omega(sqrt d) with one constant c > 0 over the printed domain: the shape is sqrt(d)."""
    from thmcheck.bounds.num import exp

    return exp(0.5 * log_d)


def assump7_nonempty_wrong_d(log_d: Any, **_: Any) -> Any:
    """A planted wrong shape: Omega(d) in place of Omega(sqrt d)."""
    from thmcheck.bounds.num import exp

    return exp(log_d)


def lemma511_bullet2_shape(c: Any, r: Any, d2: Any, d3: Any, d: Any, ups: Any, s: Any, **_: Any) -> Any:
    """Lemma 5.11's second display (L789-L793, the second bullet) as printed: the threshold g in units of
    ||Theta||_F, g = sqrt(c) r^{1/8}/d2^{1/4} + c (c + sqrt(log r))/r^{3/8} + r^{1/8} v sqrt(d3) (d3 + sqrt(log r))/
    sqrt(d) + r^{1/8} (sqrt(c v d3) + sqrt(c s) (log r)^{1/4})/d^{1/4} (v: Assumption 4's parameter, printed nu; s the
    display's free s); its Omega constant is the uniform constant."""
    from thmcheck.bounds.num import log, sqrt

    lr = log(r)
    return (sqrt(c) * r**0.125 / d2**0.25 + c * (c + sqrt(lr)) / r**0.375
            + r**0.125 * ups * sqrt(d3) * (d3 + sqrt(lr)) / sqrt(d)
            + r**0.125 * (sqrt(c * ups * d3) + sqrt(c * s) * lr**0.25) / d**0.25)


def lemma511_bullet2_wrong_over_s(c: Any, r: Any, d2: Any, d3: Any, d: Any, ups: Any, s: Any, **_: Any) -> Any:
    """A planted wrong threshold: the printed one divided by s^3 (the free s read as shrinking the threshold)."""
    return lemma511_bullet2_shape(c, r, d2, d3, d, ups, s) / s**3


def lemma515_item1_shape(c: Any, r: Any, d2: Any, d3: Any, **_: Any) -> Any:
    """Lemma 5.15's proof (L1076 (47), L1088-L1090): Lemma 3.9 is invoked on the event E with eta = C' eta0, R =
    ||Theta||_F, eta0 = sqrt(c) r^{1/4}/min(d2, d3)^{1/4} + c^2/r^{1/4}; its Item 1 asks |a_b - b_b| <= eta R, i.e.
    max_b |a_b - b_b|/||Theta||_F <= C' eta0 (C' the proof's 'sufficiently large constant')."""
    from thmcheck.bounds.num import sqrt

    return sqrt(c) * r**0.25 / min(d2, d3) ** 0.25 + c * c / r**0.25
