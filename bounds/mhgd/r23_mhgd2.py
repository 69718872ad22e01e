"""Round 23 (helper mhgd2): the bound of eq. (16) (Sec. 6.1, proof sketch of Thm. 1)."""

from __future__ import annotations


def eq16(Lth: float, curv: float) -> float:
    """(16) rearranged: L^(theta_k) + <grad L^(theta_k), theta - theta_k> <= L^(theta) + (1/2) ((beta3(theta) v
    beta3(theta_k))/sqrt(H)) max_alpha L^(alpha theta_k + (1 - alpha) theta) ||theta - theta_k||^2, the last term
    passed as ``curv``."""
    return Lth + curv
