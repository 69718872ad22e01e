"""Bounds of chenli's round-21 claims (helper chenli): Lemma 9.1's failure probability with Algorithm 5's sample
size N = poly(m, k, d) sqrt(log(1/delta)) (``checks/papers/chenli/r21_chenli.py``). Pure functions of named
quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any


def lemma9_1_log_delta(L: float, **_: Any) -> float:
    """Lemma 9.1 (L2860-L2873): the failure probability is at most delta; in logs, log delta = -L, L = log(1/delta)."""
    return -L


def lemma9_1_mut_delta2(L: float, **_: Any) -> float:
    """Planted: delta^2 (in logs -2 L)."""
    return -2.0 * L
