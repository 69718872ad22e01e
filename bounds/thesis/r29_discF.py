"""Bounds of ``thmcheck.checks.papers.thesis.r29_discF`` (round 29, helper discF: discovery in App. F, Chapter 7's
proofs): (F.60) L9581's closing '=' (proof of Theorem 5 (b))."""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.num import exp, log


def f60_rhs(rho, alpha, tau, M, **_):  # noqa: ANN001, ANN201
    """(F.60)'s right side (rho_o^f alpha' tau_o^f)^-2 log M, tau_o^f = min_i max_j B_(i,j)^f (7.18)."""
    return log(M) / (rho * alpha * tau) ** 2


def f60_mut_power(rho, alpha, tau, M, **_):  # noqa: ANN001, ANN201
    """Planted: (rho_o alpha' tau_o)^-1 log M (the max's other member)."""
    return log(M) / (rho * alpha * tau)


def f60_mut_min(rho, alpha, tmin, M, **_):  # noqa: ANN001, ANN201
    """Planted: tau_o read as min_i min_j B_(i,j) (the wrong inner extremum)."""
    return log(M) / (rho * alpha * tmin) ** 2


def f60_mut_sq(rho, alpha, tau, M, **_: Any):  # noqa: ANN001, ANN201
    """Planted: rho_o^-1 (alpha' tau_o)^-2 log M (rho_o's square dropped)."""
    return log(M) / (rho * (alpha * tau) ** 2)


def f70_printed(l, xi, zmax, **_):  # noqa: ANN001, ANN201
    """(F.70)'s coefficient of each W_V p_i, e^{-Theta(xi)}/l, at its most favourable constant (Theta(xi) -> 0+):
    1/l (for every positive constant it is smaller)."""
    return 1 / (l + 0 * xi + 0 * zmax)


def f70_corrected(l, xi, zmax, **_):  # noqa: ANN001, ANN201
    """Each coefficient softmax_i = e^{z_i}/sum_r e^{z_r} <= e^{2 max_r |z_r|}/l = (1/l) e^{Theta(xi)} (by (F.67))."""
    return exp(2 * zmax) / l + 0 * xi


def f70_mut(l, xi, zmax, **_):  # noqa: ANN001, ANN201
    """Planted (wrong for the corrected side): e^{max_r |z_r|/2}/l."""
    return exp(zmax / 2) / l + 0 * xi


def f56_zero(**_: object) -> float:
    """(F.56)'s '=': the distance between argmin_{y in M'} ||F - y|| and the printed mu_{argmax_i lambda_i} is 0."""
    return 0.0


def f56_mut_tol(**_: object) -> float:
    """Planted (under the reading mu'): a negative side (the distance is >= 0)."""
    return -0.01


def f46_shape(K, eps, xi, **_):  # noqa: ANN001, ANN201
    """(F.46)'s conclusion p~_i^T W^(T) p~_query >= Theta(log(K/eps)): the printed shape log(K/eps) (uniform, Omega
    side; xi passed along, unused)."""
    return log(K / eps) + 0 * xi


def f46_mut(K, eps, xi, **_):  # noqa: ANN001, ANN201
    """Planted: 1/eps^2 (a wrong power of eps: the score grows like log(K/eps) at most)."""
    return 1 / eps**2 + 0 * xi + 0 * K
