"""Bounds of chenli's round-14 displays (helper chenliB; ``checks/papers/chenli/r14_chenliB.py``) and the reading added
to round 13's chenli.display.lemma6.4-B-rho. Pure functions of named quantities (no torch). Seed:
``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

import math
from typing import Any

# ---------------------------------------------- L1949: the reading of rho with the bullet's sqrt(nu d')


def l1949_rho_reading(log_rho_b: float, log_rho_c: float, **_: Any) -> float:
    """L1949 read with its first branch's nu d' as sqrt(nu d') (what Case (B)'s bullet L1645 gives): rho = max(sqrt(d/
    (nu d')), nu sqrt(log d)) (both branches as logs)."""
    return math.exp(max(log_rho_b, log_rho_c))
