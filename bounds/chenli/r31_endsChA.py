"""Bounds of chenli's round-31 claims (helper endsChA, the printed domain's ends): ``checks/papers/chenli/r31_endsChA.py``.
Pure functions of named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any


def cor5_7_end_shape(k: Any, delta: Any, **_: Any) -> Any:
    """Corollary 5.7 (L593) as printed, its hidden-constant shape: ||Xv|| - c sqrt(k) <~ sqrt(k log(k/delta)) at the
    (1 - delta)-quantile (the same shape as chenli.cor5.7)."""
    from thmcheck.bounds.num import log, sqrt

    return sqrt(k * log(k / delta))


def cor5_7_end_mut_no_k_in_log(k: Any, delta: Any, **_: Any) -> Any:
    """Planted: sqrt(k log(1/delta)) (the union bound's k dropped from the log; wrong along delta -> 1 at every k,
    so under the reading k >= 3 too)."""
    from thmcheck.bounds.num import log, sqrt

    return sqrt(k * log(1 / delta))


def cor5_7_end_corrected(k: Any, delta: Any, c: Any, **_: Any) -> Any:
    """Corollary 5.7 corrected at both ends: (sqrt 2 - 1) c sqrt(k) + sqrt(k log(2k/delta)) (the mean shift of
    chenli.cor5.7's correction, and Lemma 5.5's factor 2 kept in the union bound: 2 exp(-C t^2) <= delta/k needs
    t^2 >~ log(2k/delta), which stays >= log 2 as delta -> 1)."""
    from thmcheck.bounds.num import log, sqrt

    return (sqrt(2.0) - 1.0) * c * sqrt(k) + sqrt(k * log(2 * k / delta))
