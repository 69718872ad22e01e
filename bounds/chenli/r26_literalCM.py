"""Bounds of chenli's round-26 claims (helper literalCM: numbered results, printed vs encoded):
``checks/papers/chenli/r26_literalCM.py``. Pure functions of named quantities (no torch).
Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any

from thmcheck.bounds import num as bnum


def lemma5_22_printed_shape(xi: Any, d: Any, **_: Any) -> Any:
    """Lemma 5.22, L1278-L1282, as printed: ||M||_op <~ xi log d, with d >= 1 (M in R^{d x d}); at d = 1 the shape
    is 0."""
    return xi * bnum.log(d)


def lemma5_22_mut_nolog(xi: Any, d: Any, **_: Any) -> Any:
    """Planted (a wrong shape): ||M||_op <~ xi (the log d dropped), wrong along d -> inf."""
    return xi


def lemma5_22_mut_xi2(xi: Any, d: Any, **_: Any) -> Any:
    """Planted (a wrong shape): xi^2 log d (a wrong power of the scale), wrong along c -> 0."""
    return xi * xi * bnum.log(d)
