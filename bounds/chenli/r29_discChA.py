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
