"""Bounds of ``thmcheck.checks.papers.thesis.r33_ch7`` (round 33, helper ch7): (F.46) L9519's link
'Theta(log(K/eps)) - eps = Theta(log(K/eps))' and its score side at eps in [0.5, 1)."""

from __future__ import annotations

from thmcheck.bounds.num import log


def f46_link_shape(K, eps, **_):  # noqa: ANN001, ANN201
    """The link's right side Theta(log(K/eps)): the printed shape log(K/eps) (uniform, Omega side)."""
    return log(K / eps)


def f46_link_mut_sqrt(K, eps, **_):  # noqa: ANN001, ANN201
    """Planted: sqrt(K/eps) (a power for the log: c log(K/eps) - eps grows only like log(K/eps))."""
    return (K / eps) ** 0.5


def f46_link_mut_inv(K, eps, **_):  # noqa: ANN001, ANN201
    """Planted: K/eps (the log dropped)."""
    return K / eps


def f46_end_mut_pole(K, eps, xi, **_):  # noqa: ANN001, ANN201
    """Planted for the eps -> 1 end: 1/(1 - eps) (a pole at the end: the score stays bounded there)."""
    return 1 / (1 - eps) + 0 * xi + 0 * K
