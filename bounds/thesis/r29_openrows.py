"""Bounds of ``thmcheck.checks.papers.thesis.r29_openrows`` (round 29, helper openrows): the first links of
(F.148), (F.149), (F.151) and (F.157) (proof of Lemma F.3.7, App. F.5.3), per prompt n."""

from __future__ import annotations


def f148_first(p, eps, **_):  # noqa: ANN001, ANN201
    """(F.148) L10038, first '<=': -4 p_n(t)(1 - p_n(t))^2 + eps."""
    return -4 * p * (1 - p) ** 2 + eps


def f148_mut(p, eps, **_):  # noqa: ANN001, ANN201
    """A planted wrong side: -4 p(1 - p)^2 + eps/20 (eps nearly dropped)."""
    return -4 * p * (1 - p) ** 2 + eps / 20


def f149_shape(eps, **_):  # noqa: ANN001, ANN201
    """(F.149) L10042, first '<~': -0 p_n(t)(1 - p_n(t)) + eps = eps (the shape of the hidden-constant check)."""
    return -0 * 1.0 + eps


def f149_mut(eps, **_):  # noqa: ANN001, ANN201
    """A planted wrong shape: eps^2 (a wrong exponent)."""
    return eps * eps


def f157_shape(p, M, **_):  # noqa: ANN001, ANN201
    """(F.157) L10100, first '<~': -p_n(t)(1 - p_n(t))(-1 + p_n(t)) + 1/M."""
    return -p * (1 - p) * (-1 + p) + 1 / M


def f157_mut(p, M, **_):  # noqa: ANN001, ANN201
    """A planted wrong shape: p(1 - p)^4 (a wrong power, the 1/M term dropped)."""
    return p * (1 - p) ** 4


def f151_rhs(rhs, **_):  # noqa: ANN001, ANN201
    """(F.151) L10059, first '=': its right side eta (1/B) sum_n (F - z^n)^T sum_i W_V p~_i softmax_i p~^T (p~_i -
    sum_r softmax_r p~_r) p~_query^T p~, evaluated on the batch (a measured quantity, passed as a parameter)."""
    return rhs


def f151_mut(rhs, **_):  # noqa: ANN001, ANN201
    """A planted wrong right side: 1.1 times it."""
    return 1.1 * rhs


def b216_zero(**_: object) -> float:
    """(B.216) is an equality: the relative residual of its drift term is 0."""
    return 0.0


def b216_mut_tol(**_: object) -> float:
    """Planted: a 1% tolerance on the relative residual."""
    return 0.01


def b57_shape(delta, N, L, gamma_d, eps_S, **_):  # noqa: ANN001, ANN201
    """(B.57) L4125: sqrt((1 + delta_{z_m}^2) log N / |L|) + 2 (1 - gamma_d) eps_S (the shape; natural log)."""
    import math

    return math.sqrt((1 + delta * delta) * math.log(N) / L) + 2 * (1 - gamma_d) * eps_S


def b58_shape(delta, N, L, gamma_d, eps_S, **_):  # noqa: ANN001, ANN201
    """(B.58) L4127: sqrt((1 + delta_{z_m}^2) log N / |L|) + (1 - gamma_d) eps_S."""
    import math

    return math.sqrt((1 + delta * delta) * math.log(N) / L) + (1 - gamma_d) * eps_S


def b57_mut(delta, N, L, gamma_d, eps_S, **_):  # noqa: ANN001, ANN201
    """Planted wrong shape: 1/|L| (the square root, log N, delta_{z_m} and the eps_S term lost)."""
    return 1.0 / L
