"""Second paths for ``thmcheck.checks.papers.thesis.r18_thesisD2`` (own numpy/mpmath code from the paper's definitions).

Lemma D.2.4 (L6964, L6966) on K_4 with self-loops (A = J/4) and features e1, -e1, e2, -e2: A X = 0, so the pseudo
network (D.39), written out here with explicit loops over nodes and neurons, is 0 at every width and every (W^, V^),
while the target with phi = cos, Phi = exp (p1 = p2 = K = 1, v* = c* = 1, q = e_1) is e; the top of the printed eps
range, 1/(C_s(exp, C_s(cos, 1)) C_s(cos, 1) sqrt 2) at C^* = 1, is 3.0e-5 (mpmath).
"""

from __future__ import annotations

import math

import mpmath as mp
import numpy as np


def _k4() -> tuple[np.ndarray, np.ndarray]:
    A = np.full((4, 4), 0.25)  # D^{-1/2} J D^{-1/2}, every degree 4
    X = np.array([[1.0, 0.0], [-1.0, 0.0], [0.0, 1.0], [0.0, -1.0]])
    return A, X


def _g0(A: np.ndarray, X: np.ndarray, q: np.ndarray, m1: int, m2: int, scale: float, rng) -> float:  # noqa: ANN001
    """(D.39) term by term: sum_n q^T a_n sum_i c_i 1[r_{n,i} + b2_i >= 0] sum_j a_{n,j} sum_l v^_{l,i} 1[a_j X w_l
    + b1_l >= 0] a_j X w^_l, r at the initialization."""
    N, d = X.shape
    W0 = rng.normal(0, 1 / math.sqrt(m1), (d, m1))
    b1 = rng.normal(0, 1 / math.sqrt(m1), m1)
    V0 = rng.normal(0, 1 / math.sqrt(m2), (m1, m2))
    b2 = rng.normal(0, 1 / math.sqrt(m2), m2)
    c = rng.normal(0, 1, m2)
    Wh = scale * rng.standard_normal((d, m1))
    Vh = scale * rng.standard_normal((m1, m2))
    tot = 0.0
    for n in range(N):
        qa = float(q @ A[:, n])
        for i in range(m2):
            r = sum(A[n, j] * sum(V0[l, i] * max(A[j] @ X @ W0[:, l] + b1[l], 0.0) for l in range(m1))
                    for j in range(N))
            if r + b2[i] < 0:
                continue
            inner = sum(A[n, j] * sum(Vh[l, i] * (A[j] @ X @ W0[:, l] + b1[l] >= 0) * (A[j] @ X @ Wh[:, l])
                                      for l in range(m1)) for j in range(N))
            tot += qa * c[i] * inner
    return tot


def _cs(coef, R) -> mp.mpf:  # noqa: ANN001
    return mp.nsum(lambda i: (i + 1) ** mp.mpf(1.75) * R**i * abs(coef(int(i))), [0, mp.inf])


def _eps_sup() -> mp.mpf:
    mp.mp.dps = 30
    cos_c = lambda i: 0 if i % 2 else (-1) ** (i // 2) / mp.factorial(i)  # noqa: E731
    exp_c = lambda i: 1 / mp.factorial(i)  # noqa: E731
    csphi = _cs(cos_c, 1)
    return 1 / (_cs(exp_c, csphi) * csphi * mp.sqrt(2))


def test_d24_pseudo_network_vanishes_target_does_not() -> None:
    A, X = _k4()
    q = np.array([1.0, 0.0, 0.0, 0.0])
    assert np.all(A @ X == 0.0)
    rng = np.random.default_rng(2024)
    for m1, m2 in ((1, 1), (3, 5), (8, 8), (16, 4)):
        for scale in (1e-3, 1.0, 1e6):
            assert abs(_g0(A, X, q, m1, m2, scale, rng)) == 0.0
    # target (5.12)/(D.47): sum_n (q^T A)_n Phi((A phi1(A X w1))_n) (A phi2(A X w2))_n, with A X = 0
    w = np.array([0.6, 0.8])
    P1 = A @ np.cos(A @ X @ w)
    P2 = A @ np.cos(A @ X @ w)
    f = float((q @ A) @ (np.exp(P1) * P2))
    assert abs(f - math.e) < 1e-12
    eps = _eps_sup()
    assert 2.9e-5 < eps < 3.1e-5
    assert f > 1000 * eps


def test_d24_loss_guarantee_crossed() -> None:
    """Huber loss, label y = 1.5 = f* of the target with c* = 1.5/e (in the class, max |c*| <= 1): OPT = 0, G^(0) = 0,
    E|L(G^(0))| = huber(1.5) = 1.0 > OPT + eps."""
    y = 1.5 / math.e * math.e
    huber = abs(y) - 0.5 if abs(y) > 1 else 0.5 * y * y
    assert abs(huber - 1.0) < 1e-12
    assert huber > 0.0 + _eps_sup()


def test_l7129_w2_grows_at_m2_A4() -> None:
    """L7129 with rho_j, beta' independent (a centred Gaussian on the right): at a star's centre, m1 = 4, p2 = S = 1,
    m2 = ||A||_inf^4, the distance of law(r) to every centred Gaussian (r sampled directly, m2 = 1 then scaled by
    m2^{-1/2}) over S p2/sqrt(m1 m2) + sqrt(p2) ||A||_inf (1 + ||A||_inf)/(m2 S) grows like ||A||_inf."""
    from tests.test_thesis_r18_thesisD import _distance_to_gaussians, _sample_r

    ratios = []
    for D in (100, 10000, 1000000):
        r, ainf = _sample_r(D, 4, 300000, 29 + D)
        m2 = ainf**4
        lhs = _distance_to_gaussians(r) / math.sqrt(m2)
        rhs = 1.0 / math.sqrt(4.0 * m2) + ainf * (1.0 + ainf) / m2
        ratios.append(lhs / rhs)
    assert ratios[0] < ratios[1] < ratios[2]
    assert ratios[2] > 50.0 and ratios[2] / ratios[0] > 50.0, ratios


def test_d212_gbb_vanishes() -> None:
    """(D.69) on K_4 (A X = 0): q^T A ((A (A X W) . D_w V) . D_v) c = 0 for random W, V, patterns, while f* = e."""
    A, X = _k4()
    rng = np.random.default_rng(7)
    q = np.array([1.0, 0.0, 0.0, 0.0])
    for m1, m2 in ((2, 3), (16, 16)):
        W = rng.standard_normal((2, m1)) * 1e3
        V = rng.standard_normal((m1, m2)) * 1e3
        Dw = rng.random((4, m1)) < 0.5
        Dv = rng.random((4, m2)) < 0.5
        c = rng.standard_normal(m2)
        assert q @ A @ (((A @ ((A @ X @ W) * Dw) @ V) * Dv) @ c) == 0.0
    assert math.e > 1000 * _eps_sup()
