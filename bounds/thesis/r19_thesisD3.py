"""Bounds of ``thmcheck.checks.papers.thesis.r19_thesisD3`` (round 19, helper thesisD, task thesisD3)."""

from __future__ import annotations

from typing import Any

import numpy as np

# ------------------------------ (D.88) with A = A* (||A*||_inf in (0, inf)), proof of Lemma D.2.12


def d88a_corrected(m: Any, ainf: Any, e: Any, **_: object) -> Any:
    """(D.88) with max(||A||^2, ||A||^{4/3}) for ||A||^2: m2 max(||A||_inf^2, ||A||_inf^{4/3}) (eps/C0) (the tau term
    carries ||A||^{4/3}, which exceeds ||A||^2 below ||A||_inf = 1)."""
    return m * np.maximum(ainf * ainf, ainf ** (4.0 / 3.0)) * e


def d88a_mut_small(m: Any, ainf: Any, e: Any, **_: object) -> Any:
    """Planted: the corrected shape with ||A||^{3/2} for ||A||^{4/3} below 1 (still too small as ||A*|| -> 0)."""
    return m * np.maximum(ainf * ainf, ainf**1.5) * e


def d88a_mut_m(m: Any, ainf: Any, e: Any, **_: object) -> Any:
    """Planted: the corrected shape with m2^{0.9} (a wrong power of the width)."""
    return m**0.9 * np.maximum(ainf * ainf, ainf ** (4.0 / 3.0)) * e
