"""Bounds of chenli's round-16 displays (helper chenli2; ``checks/papers/chenli/r16_chenli2.py``). Pure functions of
named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

import math
from typing import Any

# ---------------------------------------------- (87), L1761: the absolute constant c of Hanson-Wright's threshold


def eq87_const(**_: Any) -> float:
    """(87)'s c is an absolute constant: the shape is 1 (a hidden constant C bounds the c an instance needs)."""
    return 1.0


def eq87_mut_loglog(ld: float, **_: Any) -> float:
    """Planted: a c allowed to grow like log log d (still killed: the needed c grows like sqrt(log^c d))."""
    return math.log(ld)
