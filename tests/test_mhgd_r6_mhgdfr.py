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
