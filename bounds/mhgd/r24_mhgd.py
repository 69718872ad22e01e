"""Round 24 (helper mhgd): the chain of App. D.2.1 (L1247) bounding ||theta_h^(1)||_2 = ||U_h^(1)||_F."""

from __future__ import annotations

from math import sqrt

L1247_ITEMS = ("1", "2")


def l1247(item: str, T: int, zeta: float, S: float, P: float, u_norm: float, p_norm: float) -> float:
    """As printed: ||U_h^(1)||_F <= (zeta/2) sqrt(T) ||u_*||_2 + sqrt(T) ||p||_2 (item 1)
    <= (zeta/2) sqrt(T) sqrt(2) S + sqrt(T) P (item 2)."""
    if item == "1":
        return zeta / 2 * sqrt(T) * u_norm + sqrt(T) * p_norm
    return zeta / 2 * sqrt(T) * sqrt(2) * S + sqrt(T) * P


def l1247_no_sqrtT_p(item: str, T: int, zeta: float, S: float, P: float, u_norm: float, p_norm: float) -> float:
    """Planted slip: the p term without its sqrt(T)."""
    if item == "1":
        return zeta / 2 * sqrt(T) * u_norm + p_norm
    return zeta / 2 * sqrt(T) * sqrt(2) * S + P
