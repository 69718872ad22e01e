"""Bounds of chenli's round-27 claims (helper chenliD): ``checks/papers/chenli/r27_chenliD.py``. Pure functions of
named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any


def assump11_nonempty_shape(log_d: Any, **_: Any) -> Any:
    """Assumption 11 (L501-L505) admits some m >= 1: min_{m >= 1} m/m2_bar(m) <= C, one constant C for the whole
    printed domain (the Theta of m2_bar): the shape is the constant 1."""
    return 1.0 + 0.0 * log_d


def assump11_nonempty_wrong_d4(log_d: Any, **_: Any) -> Any:
    """A planted wrong shape: m/m2_bar <= C d^{-4} (m2_bar's d^3 read as d^7)."""
    from thmcheck.bounds.num import exp

    return exp(-4.0 * log_d)


def l3000_shape(log_kd: Any, m: Any, cp: Any, **_: Any) -> Any:
    """L3000 as printed: eps <= (kd)^{-c'm} (the Theorem 1.2 proof's stage-4 eps; the O~ is the hidden constant)."""
    from thmcheck.bounds.num import exp

    return exp(-cp * m * log_kd)


def l3000_corrected(log_kd: Any, m: Any, cp: Any, log_X: Any, **_: Any) -> Any:
    """With the O~ term kept: eps <= (kd)^{-c'm} (m log k/lambda + log(d/delta) + log log ||Theta_1||_F)^{1/2}, the
    delta-dependence that the printed bound drops (log_X = log of the bracket)."""
    from thmcheck.bounds.num import exp

    return exp(-cp * m * log_kd + 0.5 * log_X)


def l3000_corrected_quarter(log_kd: Any, m: Any, cp: Any, log_X: Any, **_: Any) -> Any:
    """A planted wrong correction: the bracket to the power 1/4."""
    from thmcheck.bounds.num import exp

    return exp(-cp * m * log_kd + 0.25 * log_X)


def remark11_eq1_form(X: Any, Th: Any, W: Any, R: Any, scale: Any, **_: Any) -> float:
    """Remark 1.1 (L120): Eq. (1)'s F(X) = sum_i softmax(X Theta_i X^T) X W_i with Theta_i = Q_i K_i^T and W_i =
    Vbar_i O (Vbar_i: d x d, its i-th block of d/m columns V_i, zero elsewhere), against the probe R."""
    import numpy as np

    F = np.zeros_like(X, dtype=float)
    for Ti, Wi in zip(Th, W):
        G = X @ Ti @ X.T
        A = np.exp(G - G.max(axis=1, keepdims=True))
        A /= A.sum(axis=1, keepdims=True)
        F += A @ X @ Wi
    return float((R * F).sum() / scale)


def box_sufficiency_zero(**_: Any) -> float:
    """L1943: the box event (L1929-L1941) is 'a sufficient condition (by some margin) for the bullet points for X_2':
    the largest distance of x^T Theta_1 X_2 from its bullet interval over the box event is 0."""
    return 0.0
