"""Bounds of chenli's round-21 claims (helper chenli): Lemma 9.1's failure probability with Algorithm 5's sample
size N = poly(m, k, d) sqrt(log(1/delta)) (``checks/papers/chenli/r21_chenli.py``). Pure functions of named
quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

import math
from typing import Any


def lemma9_1_log_delta(L: float, **_: Any) -> float:
    """Lemma 9.1 (L2860-L2873): the failure probability is at most delta; in logs, log delta = -L, L = log(1/delta)."""
    return -L


def lemma9_1_mut_delta2(L: float, **_: Any) -> float:
    """Planted: delta^2 (in logs -2 L)."""
    return -2.0 * L


def lemma6_8_item1_delta(delta: float, **_: Any) -> float:
    """Lemma 6.8 (L1653-L1655): the events hold 'with all but arbitrarily small constant failure probability': the
    failure probability of Item 1 is at most any drawn delta (the constants hidden in O(sqrt(log m)) chosen for it)."""
    return delta


def lemma6_8_item1_mut_square(delta: float, **_: Any) -> float:
    """Planted: delta^2 (a failure level the reading's Gaussian-tail constant C_delta does not reach as delta -> 0)."""
    return delta * delta


def lemma9_1_neg_log_L(lnL: float, **_: Any) -> float:
    """Lemma 9.1's failure probability <= delta as -log(-log P_fail) <= -log L, L = log(1/delta) = e^{lnL}."""
    return -lnL


def lemma9_1_mut_neg_log_2L(lnL: float, **_: Any) -> float:
    """Planted: delta^2 (-log L - log 2)."""
    return -lnL - math.log(2.0)
