"""Bounds of chenli's round-13 Section 5 checks (helper chenliA; ``checks/papers/chenli/r13_chenliA.py``).
Pure functions of named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

import math
from typing import Any


def l1166_printed(delta: float, **_: Any) -> float:
    """L1166 (Lemma 5.16's proof, the case v = w): the event E = {|mu_i| <= sqrt(log(k/delta)/d2) for all i in [k]}
    has P[E] >= 1 - delta, i.e. P[E^c] <= delta."""
    return delta


def l1166_corrected(delta: float, k: int, **_: Any) -> float:
    """Corrected: Hoeffding at the printed threshold, P[|mu_i| > t] <= 2 exp(-d2 t^2/2) = 2 sqrt(delta/k) for t^2 =
    log(k/delta)/d2, and a union bound over the k rows: P[E^c] <= min(1, 2 sqrt(k delta)). (P[E^c] <= delta needs
    the threshold sqrt(2 log(2k/delta)/d2).)"""
    return min(1.0, 2.0 * math.sqrt(k * delta))


def l1166_mutant_half(delta: float, **_: Any) -> float:
    """Planted mutant: P[E^c] <= delta/2."""
    return delta / 2.0


def l1166_mutant_over_k(delta: float, k: int, **_: Any) -> float:
    """Planted mutant (wrong along k): P[E^c] <= delta/k."""
    return delta / k
