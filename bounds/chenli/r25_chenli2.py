"""Bounds of chenli's round-25 claims (helper chenli2): ``checks/papers/chenli/r25_chenli2.py``. Pure functions of
named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any


def thm6_17_beta_shape(**_: Any) -> Any:
    """Theorem 6.17, L2180 as printed: 'by Assumption 6, beta <~ 1', i.e. beta <= c for one absolute c, with beta of
    L2178 (beta ~ log(k/(eps sqrt(lambda)))/||Theta_1||_F, the '~' constant 1 in the left side); the shape is 1."""
    return 1.0


def thm6_17_xi_range_shape(**_: Any) -> Any:
    """Theorem 6.17, L2184 as printed: 'by Eq. (7) in Assumption 2, there is a nonempty range of xi satisfying both
    bounds' of (107). The left side is the share of (107)'s room the two ends need, (log(R)/lambda + max(log(R)/lambda^2,
    log ||Theta_1||_F))/(lambda/(m kappa)) with the Theta constants 1; a nonempty range for some fixed constants is
    'lhs <= c uniformly'; the shape is 1."""
    return 1.0
