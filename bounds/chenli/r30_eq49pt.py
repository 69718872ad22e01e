"""Bounds of chenli's round-30 claim (helper eq49pt): ``checks/papers/chenli/r30_eq49pt.py``. Pure functions of
named quantities (no torch); dimensions enter through their logarithms (the instances have log2 d in the hundreds).
Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any


def _eta0(c: Any, log_r: Any, log_d2: Any, log_d3: Any) -> Any:
    from thmcheck.bounds.num import exp, sqrt

    return sqrt(c) * exp(0.25 * log_r - 0.25 * min(log_d2, log_d3)) + c * c * exp(-0.25 * log_r)


def l1088_shape(k: Any, s: Any, c: Any, log_r: Any, log_d2: Any, log_d3: Any, log_d: Any, **_: Any) -> Any:
    """L1088 with (49)'s bound, as printed: ||Delta(X, X')_i||_inf <= O~(k^2/s * eta0), eta0 = sqrt(c) r_Theta^{1/4}/
    min(d2, d3)^{1/4} + c^2/r_Theta^{1/4}; the O~'s polylog read as log^3 d (auditor C's division), its constant the
    uniform hidden constant."""
    return k * k / s * _eta0(c, log_r, log_d2, log_d3) * log_d**3

