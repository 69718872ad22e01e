"""Bounds of chenli's round-30 claims (helper inproofB): ``checks/papers/chenli/r30_inproofB.py``. Pure functions of
named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any


def eq49_shape(k: Any, s: Any, c: Any, r: Any, d2: Any, d3: Any, d: Any, **_: Any) -> Any:
    """(49) (L1092-L1094) as printed, pointwise on E: ||Delta(X, X')_i||_inf <= O~(k^2/s * eta0), eta0 =
    sqrt(c) r^{1/4}/min(d2, d3)^{1/4} + c^2/r^{1/4}; the O~'s polylog read as one factor (1 + log d) (Lemma 3.9's
    log(1/eta) <= log d wherever eta >= 1/d), its constant the uniform constant."""
    from thmcheck.bounds.num import log, sqrt

    eta0 = sqrt(c) * r**0.25 / min(d2, d3) ** 0.25 + c * c / r**0.25
    return k * k * eta0 * (1 + log(d)) / s
