"""Round 20 (helper chenli2): Sec. 6.1's prose bound on beta_3 (L345)."""

from __future__ import annotations


def beta3_shape(dist: float, nrm: float) -> float:
    """The printed shape (L345): beta_3(theta) v beta_3(theta_k) <~ ||theta - theta_0|| + ||theta||_{2,inf}."""
    return dist + nrm


def beta3_shape_corrected(dist: float, nrm: float) -> float:
    """Correction: 1 + ||theta - theta_0|| + ||theta||_{2,inf} (beta_3 keeps its '+ 1' term)."""
    return 1.0 + dist + nrm
