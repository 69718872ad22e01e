"""Bounds of chenli's round-22 claims (helper chenli2): ``checks/papers/chenli/r22_chenli2.py``. Pure functions of
named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

import math
from typing import Any


def thm5_4_anti_shape(tau: float, s: float, **_: Any) -> Any:
    """Theorem 5.4's 'in particular' (L573): sup_t P[|p(x) - t| <= s ||v||_2] <~ tau^C + s^{1/2}, as a uniform shape
    with the exponent C = 1 (a witness: tau <= 1, so a bound with C = 1 gives it for every C in (0, 1]); the hidden
    constant of <~ is checked along the directions (tau -> 0, s -> 0)."""
    return tau + math.sqrt(s)


def thm5_4_anti_mut_no_tau(tau: float, s: float, **_: Any) -> Any:
    """Planted: s^{1/2} alone (the atoms of the lattice law are dropped; wrong along s -> 0 at fixed tau)."""
    return math.sqrt(s) + 0.0 * tau


def thm5_4_anti_mut_tau_squared(tau: float, s: float, **_: Any) -> Any:
    """Planted: tau^2 + s^{1/2} (exponent C = 2, faster than the largest atom ~ tau; wrong along tau -> 0 at s ~ 0)."""
    return tau * tau + math.sqrt(s)


def l1150_printed(k: int, L: float, d2: int, d3: int, **_: Any) -> Any:
    """L1150 (Lemma 5.16's proof, v != w): delta E[mu^T J M_{mu,nu} nu | E^c] <= delta k^{5/2} log(k/delta)/sqrt(d2
    d3) (L = log(k/delta)); checked divided by delta > 0."""
    return k**2.5 * L / math.sqrt(d2 * d3)


def l1150_mut_one_k_short(k: int, L: float, d2: int, d3: int, **_: Any) -> Any:
    """Planted: k^{3/2} log(k/delta)/sqrt(d2 d3) (wrong along k)."""
    return k**1.5 * L / math.sqrt(d2 * d3)


def l1150_mut_no_log(k: int, L: float, d2: int, d3: int, **_: Any) -> Any:
    """Planted: k^{5/2}/sqrt(d2 d3) (the log(k/delta) dropped: E^c's coordinate beyond the threshold carries ~L/d2)."""
    return k**2.5 / math.sqrt(d2 * d3) + 0.0 * L
