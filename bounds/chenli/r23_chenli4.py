"""Bounds of round 23 (helper chenli4): Lemma 8.4's second display (L2820), the delta-net conclusion, as printed."""

from __future__ import annotations

from typing import Any

from thmcheck.bounds import num as bnum


def lemma8_4_net(nu: float, m: int, theta1: float, delta: float, **_: Any) -> Any:
    """Lemma 8.4 (L2818-L2820), as printed (an explicit '<=', no hidden constant): a delta-net S over the vectors of
    R^m of norm O(||Theta_1||_F) contains lambda^ with ||sum_j lambda^_j M_j - Theta_i||_F <= (nu ||Theta_1||_F +
    delta) sqrt(m)."""
    return (nu * theta1 + delta) * bnum.sqrt(m)


def lemma8_4_net_mut_no_delta(nu: float, m: int, theta1: float, delta: float, **_: Any) -> Any:
    """Planted: the net's delta dropped, nu ||Theta_1||_F sqrt(m)."""
    return nu * theta1 * bnum.sqrt(m)


def lemma8_4_net_mut_no_sqrt_m(nu: float, m: int, theta1: float, delta: float, **_: Any) -> Any:
    """Planted: (nu ||Theta_1||_F + delta) sqrt(m) with nu's sqrt(m) dropped: nu ||Theta_1||_F + delta sqrt(m)."""
    return nu * theta1 + delta * bnum.sqrt(m)


def lemma11_10_odd_h(**_: Any) -> int:
    """Lemma 11.10 (L3210-L3214), as printed: f_w(x) = h(<w'/2, z_1[x] - z_2[x]>) with h: Z -> {0, 1} ODD; h(-t) = -h(t)
    in {0, 1} forces h = 0 (h(t) and -h(t) both in {0, 1}), so the printed conclusion says f_w(x) = 0 for every x:
    max_x f_w(x) <= 0."""
    return 0
