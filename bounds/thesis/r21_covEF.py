"""thesis, round 21 (helper covEF): bounds for (F.33) along Theorem 3's other parameters.

``f33_shape_km`` is the printed shape log(K/eps) of (F.33) L9452 (``thmcheck.bounds.thesis.r8_thesisEF.f33_shape``)
with M and eta among its arguments (unused: the printed shape has neither), so that a planted shape wrong along a path
of the claim ``thesis.ch7.eqF.33-paths`` can be killed there.
"""

from __future__ import annotations

import math


def f33_shape_km(K: int, eps: float, M: int, eta: float) -> float:
    """(F.33) L9452: p~_i^T W^(T_1 + T_2 + T_3) p~_query >= Theta(1) log(K/eps): the printed shape (M, eta unused)."""
    return math.log(K / eps)


def f33_mutant_eta(K: int, eps: float, M: int, eta: float) -> float:
    """A wrong shape: log(K/eps) / eta^2 (a spurious 1/eta^2: T ~ 1/eta steps of size eta leave the score flat in
    eta)."""
    return math.log(K / eps) / eta**2
