"""Bounds of ``thmcheck.checks.papers.thesis.r28_ch7`` (round 28, helper ch7): Theorems 4, 5 and Proposition 3 of
Chapter 7 over the printed range of test patterns, test tasks and training sets."""

from __future__ import annotations


def zero_error(**_: object) -> float:
    """Theorem 4 L2187, Theorem 5 (b) L2209, Proposition 3 (7.24): the error (share of wrong outputs) is 0."""
    return 0.0


def icl_error_positive(Mp: int, **_: object) -> float:
    """Theorem 5 (a) L2207: R_ICL >= Omega(1), i.e. R_ICL > 0 for every constant; over M' equally likely queries
    R_ICL is a multiple of 1/M', so R_ICL > 0 iff R_ICL >= 1/M'."""
    return 1 / Mp


# ------------------------------------------------ (F.8), (F.10) L9327-L9352: Lemma F.3.5's sides, batch means

def _mean(p, fn, *args):  # noqa: ANN001, ANN202
    return sum(fn(q, *args) for q in p) / len(p)


def _f8_common(q, alpha, K, M):  # noqa: ANN001, ANN202
    a2 = alpha * alpha / (K * K)
    return (-4 - (3 * K - 2) * (1 - q) * (1 + a2)) * q * (1 - q) / (K * M)


def f8_lower_batch(p, alpha, K, M, eta, **_):  # noqa: ANN001, ANN201
    """(F.8) L9327-L9333, its lower side: (eta/B) sum_n ((1/(KM)) (-4 - (3K - 2)(1 - p_n)(1 + alpha^2/K^2)) p_n (1 -
    p_n) + alpha^2/K^3 (1 - p_n)^2), p = (p_n(t))_n over the batch."""
    return eta * _mean(p, lambda q: _f8_common(q, alpha, K, M) + alpha * alpha / K**3 * (1 - q) ** 2)


def f8_upper_batch(p, alpha, K, M, eta, **_):  # noqa: ANN001, ANN201
    """(F.8), its upper side: (eta/B) sum_n ((1/(KM)) (-4 - (3K - 2)(1 - p_n)(1 + alpha^2/K^2)) p_n (1 - p_n) + (1/K)
    p_n (1 - p_n)^2 (1 + alpha^2/K^2))."""
    return eta * _mean(p, lambda q: _f8_common(q, alpha, K, M) + q * (1 - q) ** 2 * (1 + alpha * alpha / (K * K)) / K)


def f10_lower_batch(p, alpha, K, M, eta, **_):  # noqa: ANN001, ANN201
    """(F.10) L9347-L9352, its lower side: eta (1/B) sum_n ((1/(KM)) p_n (1 - p_n)^2 (1 + (2 - K) alpha^2/K^2) + (1 -
    p_n)^2 alpha^2/K^3)."""
    a2 = alpha * alpha / (K * K)
    return eta * _mean(p, lambda q: q * (1 - q) ** 2 * (1 + (2 - K) * a2) / (K * M) + (1 - q) ** 2 * alpha * alpha / K**3)


def f10_upper_batch(p, alpha, K, M, eta, **_):  # noqa: ANN001, ANN201
    """(F.10), its upper side: eta (1/B) sum_n ((1/(KM)) p_n (1 - p_n)^2 (2 - K + (2 - K) alpha^2/K^2) + (1 - p_n)^2 p_n
    (1 + alpha^2/K^2)/K)."""
    a2 = alpha * alpha / (K * K)
    return eta * _mean(p, lambda q: q * (1 - q) ** 2 * (2 - K + (2 - K) * a2) / (K * M) + (1 - q) ** 2 * q * (1 + a2) / K)


def side_shift_down(fn):  # noqa: ANN001, ANN201
    """Planted: an upper side made stricter by eta/4."""
    return lambda p, alpha, K, M, eta, **_: fn(p, alpha, K, M, eta) - eta / 4


def side_shift_up(fn):  # noqa: ANN001, ANN201
    """Planted: a lower side made stricter by eta/4."""
    return lambda p, alpha, K, M, eta, **_: fn(p, alpha, K, M, eta) + eta / 4
