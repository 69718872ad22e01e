"""Second path for thesis.ch4.theorem2.eq4.8-step (round 26, helper undecided2): Theorem 2 (4.8)-(4.9) L1128-L1138 with
Algorithm 1's eta_0 = O(S^-1) (L1117) at eta_0 = c / S, c -> 0. Own numpy code (no bounds/, models/ or checks/ import):
K = 1 (H(w, x) = sigmoid(w^T x), the cross-entropy (4.2) is logistic regression), L = 2 Gaussian groups in d = 3,
labels y ~ Bernoulli(sigmoid(w*^T x)) (4.1), W_hat_n by Newton's method, gradient descent (4.6) with xi = 0."""

from __future__ import annotations

import numpy as np


def _sig(z: np.ndarray) -> np.ndarray:
    return 0.5 * (1.0 + np.tanh(0.5 * z))


def _rate_gaps(cs: tuple[float, ...], T: int = 50) -> tuple[list[float], float, float]:
    rng = np.random.default_rng(7)
    d, n = 3, 6000
    lam = np.array([0.3, 0.7])
    mus = np.array([[0.8, -0.4, 0.2], [-0.3, 0.5, 0.1]])
    sd = np.array([[1.0, 0.8, 1.2], [0.9, 1.1, 1.0]])
    g = (rng.random(n) < lam[1]).astype(int)
    x = mus[g] + sd[g] * rng.standard_normal((n, d))
    w_star = np.array([1.0, -0.5, 0.7])
    y = (rng.random(n) < _sig(x @ w_star)).astype(float)

    def grad(w: np.ndarray) -> np.ndarray:
        return x.T @ (_sig(x @ w) - y) / n

    def hess(w: np.ndarray) -> np.ndarray:
        p = _sig(x @ w)
        return (x * (p * (1 - p))[:, None]).T @ x / n

    w_hat = w_star.copy()
    for _ in range(40):
        w_hat = w_hat - np.linalg.solve(hess(w_hat), grad(w_hat))
    assert np.linalg.norm(grad(w_hat)) < 1e-12
    ev, Q = np.linalg.eigh(hess(w_hat))
    assert ev[0] > 0  # a strict local (here global) minimiser
    S = float(np.sum(lam * (np.abs(mus).max(1) + sd.max(1)) ** 2))  # sum_l lambda_l (||mu_l||_inf + ||Sigma_l^1/2||)^2
    gaps = []
    for c in cs:
        w = w_hat + 1e-4 * Q[:, -1]  # the fastest direction: the start most favourable to (4.8)
        r0 = np.linalg.norm(w - w_hat)
        for _ in range(T):
            w = w - (c / S) * grad(w)
        gaps.append(1.0 - (np.linalg.norm(w - w_hat) / r0) ** (1.0 / T))
    return gaps, float(ev[-1]), S


def test_t2_rate_gap_vanishes_with_the_step() -> None:
    """(4.8) at xi = 0 and t = T needs 1 - (||W_T - W_hat|| / ||W_0 - W_hat||)^{1/T} >= 1 - v(Psi) = K^-2 q(Psi) > 0 for
    every eta_0 = c / S with c in (0, 1] (the O(.) bounds eta_0 above only; v depends on Psi alone). The gap is c
    lambda_max / S to first order and falls x1000 over c = 1 .. 0.001: no q(Psi) > 0 serves every c."""
    cs = (1.0, 0.1, 0.01, 0.001)
    gaps, lmax, S = _rate_gaps(cs)
    assert all(g > 0 for g in gaps)
    per_c = [g / c for g, c in zip(gaps, cs, strict=True)]
    assert max(per_c) / min(per_c) < 2.0, per_c  # the gap is ~ c
    assert gaps[-1] < gaps[0] / 500, gaps
    assert abs(per_c[-1] - lmax / S) < 0.05 * lmax / S, (per_c, lmax / S)
