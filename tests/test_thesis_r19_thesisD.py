"""Second paths for ``thmcheck.checks.papers.thesis.r19_thesisD`` (own numpy code from the paper's definitions).

- L7129 as printed: at a star's centre with unit features e_1 in R^2 and a target with phi_{1,1} = sin, w*_{1,1} = e_2,
  the sum over m of a_{m,n} phi(a_m X w*) is exactly 0 for the Taylor phi_eps, and at most eps (A1)_n for any
  admissible phi_eps (|phi_eps - phi| <= eps, Lemma D.2.5's range), so the right variable is the Gaussian beta' up to
  sum_j rho_j c_j, whose L2 norm (the slack, mpmath) is subtracted; r sampled directly (explicit adjacency), the
  distance to every Gaussian N(mu, s^2) from the sorted sample, against L7129's shape at m2 = ||A||_inf^4.
- Lemma D.2.4 with X~ = (X, 1) on K_4 (A = J/4, features +-e1, +-e2, A X = 0): an explicit witness (b_l = C0/m1, v_i
  aligned with b . S_i, signed by c_i) evaluated term by term through (D.39) with a_j X~ w~_l equals f* = e at a C0 of
  order 1, far below (D.43)'s printed C0.
"""

from __future__ import annotations

import math

import mpmath as mp
import numpy as np
from scipy.special import ndtri


def _star(D: int) -> tuple[np.ndarray, np.ndarray]:
    adj = np.zeros((D + 1, D + 1))
    adj[0, 1:] = adj[1:, 0] = 1.0
    At = adj + np.eye(D + 1)
    deg = At.sum(axis=1)
    return At / np.sqrt(np.outer(deg, deg)), np.tile([1.0, 0.0], (D + 1, 1))


def _dist_gaussians(r: np.ndarray) -> float:
    """min over (mu, s) of W2(empirical law of r, N(mu, s^2)): the mean gap plus the centred part."""
    r = np.sort(r)
    mu = float(r.mean())
    rc = r - mu
    p = (np.arange(r.size) + 0.5) / r.size
    s = float(np.mean(rc * ndtri(p)))
    return math.sqrt(max(float(np.mean(rc * rc)) - s * s, 0.0))


def test_l7129_literal_any_coupling() -> None:
    ratios = []
    for D in (10, 300, 1500):
        A, X = _star(D)
        w_star = np.array([0.0, 1.0])
        c = float(A[:, 0] @ np.sin(A @ X @ w_star))  # sum_m a_{m,n} phi(a_m X w*) at the centre n = 0
        assert c == 0.0
        ainf = float(np.abs(A).sum(axis=1).max())
        # any admissible phi_eps: |c| <= eps (A1)_0, eps < 1/(C_s(sin, ||A||) sqrt(||A||^2 + 1)), sd(rho) = 1/(C'
        # sqrt(m2)), C' = 10 C_eps(sin, ||A||) sqrt(||A||^2 + 1) >= 10 sinh(||A||) sqrt(||A||^2 + 1) (C^* = 1)
        R = mp.mpf(ainf)
        cs_sin = mp.nsum(lambda k, R=R: (2 * k + 2) ** mp.mpf(1.75) * R ** (2 * k + 1) / mp.factorial(2 * k + 1),
                         [0, mp.inf])
        s2 = mp.sqrt(R**2 + 1)
        slack_unit = float(1 / (cs_sin * s2) * float(A[0].sum()) / (10 * mp.sinh(R) * s2))  # times m2^{-1/2}
        # r_{0,i} = sum_j a_{0,j} sum_l v_l relu(a_j X w_l + b_l), m1 = 4, m2 = 1 (then scaled); the leaves share a_j X
        rng = np.random.default_rng(40 + D)
        n, m1 = 300000, 4
        ax = A @ X
        a0 = A[0]
        leaf = a0[1:].sum()
        w = rng.normal(0.0, m1**-0.5, (n, m1, 2))
        b = rng.normal(0.0, m1**-0.5, (n, m1))
        U = a0[0] * np.maximum(w @ ax[0] + b, 0.0) + leaf * np.maximum(w @ ax[1] + b, 0.0)
        r = (rng.normal(0.0, 1.0, (n, m1)) * U).sum(axis=1)
        m2 = ainf**4
        lhs = (_dist_gaussians(r) - slack_unit) / math.sqrt(m2)
        assert slack_unit < 0.01 * _dist_gaussians(r)
        rhs = 1.0 / math.sqrt(m1 * m2) + ainf * (1.0 + ainf) / m2  # p2 = S = 1
        ratios.append(lhs / rhs)
    assert ratios[0] < ratios[1] < ratios[2], ratios
    assert ratios[2] > 4.0 * ratios[0] and ratios[2] > 3.0, ratios


def test_bias_reading_witness_k4() -> None:
    A = np.full((4, 4), 0.25)
    X = np.array([[1.0, 0.0], [-1.0, 0.0], [0.0, 1.0], [0.0, -1.0]])
    assert np.all(A @ X == 0.0)
    Xt = np.hstack([X, np.ones((4, 1))])  # X~ = (X, 1)
    q = np.array([1.0, 0.0, 0.0, 0.0])
    w = np.array([0.6, 0.8])
    f = float((q @ A) @ (np.exp(A @ np.cos(A @ X @ w)) * (A @ np.cos(A @ X @ w))))
    assert abs(f - math.e) < 1e-12
    rng = np.random.default_rng(19)
    for m1, m2 in ((16, 16), (40, 24)):
        W0 = rng.normal(0, m1**-0.5, (2, m1))
        b1 = rng.normal(0, m1**-0.5, m1)
        V0 = rng.normal(0, m2**-0.5, (m1, m2))
        b2 = rng.normal(0, m2**-0.5, m2)
        c = rng.normal(0, 1.0, m2)
        pre = np.array([[A[j] @ X @ W0[:, l] + b1[l] for l in range(m1)] for j in range(4)])
        r = A @ np.maximum(pre, 0.0) @ V0
        # S_{i,l}: the coefficient of v_{l,i} b_l in g (a_j X~ w~_l = (A1)_j b_l at A X = 0)
        S = np.zeros((m2, m1))
        for i in range(m2):
            for l in range(m1):
                S[i, l] = sum(float(q @ A[:, n]) * (r[n, i] + b2[i] >= 0) * sum(
                    A[n, j] * (pre[j, l] >= 0) * float(A[j] @ Xt[:, 2]) for j in range(4)) for n in range(4))
        rho = math.sqrt(m1) / m2
        tau1 = (1.0 / m1) * rho * np.linalg.norm(S, axis=1)
        C0 = f / float(np.abs(c) @ tau1)
        Wt = np.vstack([np.zeros((2, m1)), np.full((1, m1), C0 / m1)])  # w~_l = (0, 0, C0/m1)
        Vh = np.zeros((m1, m2))
        for i in range(m2):
            v = Wt[2] * S[i]
            if np.linalg.norm(v) > 0:
                Vh[:, i] = np.sign(c[i]) * rho * v / np.linalg.norm(v)
        g = 0.0
        for n in range(4):
            for i in range(m2):
                if r[n, i] + b2[i] < 0:
                    continue
                g += float(q @ A[:, n]) * c[i] * sum(
                    A[n, j] * sum(Vh[l, i] * (pre[j, l] >= 0) * float(A[j] @ Xt @ Wt[:, l]) for l in range(m1))
                    for j in range(4))
        assert abs(g - f) < 1e-9 * f
        assert np.linalg.norm(Wt, axis=0).max() <= C0 / m1 * (1 + 1e-12)
        assert np.linalg.norm(Vh, axis=0).max() <= rho * (1 + 1e-12)
        assert C0 < 50.0, C0
    # (D.43) with C_eps of (5.2) bounded below by its first series at C^* = 1: C = (cosh 1 sqrt 2 ...) C'' = e^{C'} ...
    C = math.cosh(1.0) * math.sqrt(2.0)  # cos: sum_i R^{2i}/(2i)! = cosh R at R = ||A||_inf = 1
    Cpp = math.exp(10.0 * C) * math.sqrt(2.0)  # Phi = exp at C' = 10 C sqrt(p2)
    assert C * Cpp > 1e9
