"""Second paths of round 6's mhgd step claims (checks/papers/mhgd/r6_mhgdfr.py): plain numpy on an explicit model,
no code shared with the claims' runs or bounds."""

from __future__ import annotations

import math

import numpy as np


def _loss(margin: float) -> float:
    return math.log1p(math.exp(-margin))


def test_eq72_second_link_k1() -> None:
    """(72)'s second link at K = 1 (Lemma 9's condition 'for k in [K-1]' is then vacuous): H = 2 explicit heads,
    T = d = 1, one sample x = 1, y = 1; heads theta_h = (u_h, w_h), Phi~ = (u_1 + u_2) x / sqrt(2) (a softmax over
    one token is 1). theta_0 = (a, 0), (-a, 0) (Phi~ = 0, L^ = log 2); theta = theta_0 + D (1, 0, 1, 0)/sqrt(2)."""
    H, a, D, eta = 2, 0.1, 1.0, 0.01
    u0 = np.array([a, -a])
    u = u0 + D / math.sqrt(2)
    L0 = _loss(u0.sum() / math.sqrt(H))
    Lth = _loss(u.sum() / math.sqrt(H))
    # one GD step and the descent property (68) at k = 0 (Lemma 8's hypothesis, also vacuous at K = 1)
    g = -1 / (1 + math.exp(u0.sum() / math.sqrt(H))) / math.sqrt(H) * np.ones(H)  # dL/du_h
    L1 = _loss((u0 - eta * g).sum() / math.sqrt(H))
    assert L1 <= L0 - eta / 2 * float(g @ g)
    # beta3 = 2 d sqrt(T d) R^3 (3 sqrt(d) R^2 ||.||_{2,inf} + 1) with T = d = R = 1; the max head norm of theta, theta_0
    b3 = max(2 * (3 * float(np.abs(u).max()) + 1), 2 * (3 * a + 1))
    dist2 = float(((u - u0) ** 2).sum())
    assert math.isclose(dist2, D**2)
    K = 1
    line1 = 2 / (3 * K) * b3 / math.sqrt(H) * (L0 + Lth) * dist2
    line2 = 1 / (3 * K) * (L0 + Lth)
    assert line1 > 3 * line2  # the printed link fails (by a factor 2 b3 D^2 / sqrt(H) > 3)
    # Lemma 9's conclusion (71) holds here: L^(theta_1) <= 2 L^(theta) + 3 D^2/(4 eta K) + L^(theta_0)/(2K)
    assert L1 <= 2 * Lth + 3 * D**2 / (4 * eta * K) + L0 / (2 * K)
    # with the condition at k = 0 (sqrt(H) >= 2 b3 D^2) the link holds: it needs H >= (2 b3 D^2)^2
    H_ok = (2 * b3 * dist2) ** 2
    assert 2 / 3 * b3 / math.sqrt(H_ok) * dist2 <= 1 / 3 + 1e-15


def _phi_single(X: np.ndarray, th: np.ndarray) -> float:
    """Eq. (1), one head: Phi(X; U, W) = <U, softmax(X W X^T) X> (rows), theta = (U flat, W flat)."""
    T, d = X.shape
    U, W = th[:T * d].reshape(T, d), th[T * d:].reshape(d, d)
    S = X @ W @ X.T
    A = np.exp(S - S.max(axis=1, keepdims=True))
    A /= A.sum(axis=1, keepdims=True)
    return float((U * (A @ X)).sum())


def test_eq100_second_line() -> None:
    """(100)'s second '>=' at theta^(eps) = theta_0 + g_0 theta_*, ||theta_*|| = sqrt 2 (P3), H = 1, least B_Phi:
    the printed g_0^2 for ||theta - theta_0||^2 = 2 g_0^2 makes the link fail by (1/2) h g_0^2 >= |r|/2 > 0
    (r the Taylor remainder, h the Hessian norm at (99)'s theta'). Gradient by central differences (numpy)."""
    X = np.array([[1.0, 0.5], [-0.3, 1.2]])
    th0 = np.array([0.9, -0.4, 1.1, 0.7, 0.8, -0.6, 0.5, 1.0])
    f0 = _phi_single(X, th0)
    y = 1.0 if f0 >= 0 else -1.0
    assert abs(f0) >= 1.0  # so the least B_Phi of P2 is |Phi(theta_0)|
    bphi = abs(f0)
    h = 1e-6
    grad = np.array([(_phi_single(X, th0 + h * e) - _phi_single(X, th0 - h * e)) / (2 * h) for e in np.eye(8)])
    thstar = np.sqrt(2) * y * grad / np.linalg.norm(grad)
    gamma = float(y * grad @ thstar)  # the margin of P3 (n = 1)
    eps = 1.0
    g0 = (2 * bphi + np.log(1 / eps)) / gamma
    delta = g0 * thstar
    assert np.isclose(delta @ delta, 2 * g0**2)  # ||theta - theta_0||^2 = 2 g_0^2, not g_0^2
    r = y * (_phi_single(X, th0 + delta) - f0 - float(grad @ delta))
    h_lb = 2 * abs(r) / (2 * g0**2)  # |r| = |<Delta, Hess(theta') Delta>|/2 <= h ||Delta||^2 / 2
    line1_minus_line2 = (bphi - abs(f0)) - 0.5 * h_lb * (2 * g0**2 - g0**2)  # an upper bound of the true difference
    assert abs(r) > 1e-3
    assert line1_minus_line2 < -1e-4
