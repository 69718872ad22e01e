"""Second path for thesis.ch2.prop1-eq2.14 (Proposition 1 (2.14) with (2.10)'s T, L606-L614): with W_K, W_Q frozen
the iterations to zero training hinge scale like eta^-1, not eta^-3/5. Independent of thmcheck.models and bounds:
the model (2.1), the Section 2.4.1 data and full-batch gradient descent on W_V, W_O only (Algorithm 3 with B = N,
allowed by B >= Omega(1); W_K = W_Q = I, never updated) are written here in numpy."""

from __future__ import annotations

import numpy as np


def _frozen_iterations_to_zero_hinge(eta: float, seed: int, T_max: int = 4000) -> int:
    d, M, L, N, m, c0 = 8, 5, 12, 40, 128, 0.01
    rng = np.random.default_rng(seed)
    mu = np.eye(d)[:M]
    X, y = np.zeros((N, L, d)), np.zeros(N)
    for n in range(N):
        y[n] = 1 if n % 2 == 0 else -1
        rel, conf = (0, 1) if y[n] == 1 else (1, 0)
        pats = np.concatenate([[rel] * 6, [conf] * 1, rng.integers(2, M, L - 7)])  # alpha* = 1/2
        X[n] = mu[rng.permutation(pats)] + c0 * rng.standard_normal((L, d))
    WV = np.linalg.qr(rng.standard_normal((d, d)))[0]
    WO = 0.01 * rng.standard_normal((m, d))
    A = rng.choice([-1.0, 1.0], (L, m)) / np.sqrt(m)
    G = np.einsum("nsd,nld->nsl", X, X)  # W_K = W_Q = I frozen: scores x_s^T x_l
    att = np.exp(G - G.max(axis=1, keepdims=True))
    att /= att.sum(axis=1, keepdims=True)  # softmax over keys s
    Z = np.einsum("nsl,nsd->nld", att, X)  # attention-pooled tokens (fixed)
    for t in range(T_max):
        V = Z @ WV.T  # (N, L, d)
        H = V @ WO.T  # (N, L, m)
        F = (np.maximum(H, 0.0) * A[None]).sum(-1).mean(1)
        h = 1.0 - y * F
        if h.max() <= 0.0:
            return t
        act = (h > 0).astype(float)
        dF = -(act * y) / N  # d mean-hinge / dF_n
        dH = dF[:, None, None] * (H > 0) * A[None] / L  # (N, L, m)
        gWO = np.einsum("nlm,nld->md", dH, V)
        gV = dH @ WO  # (N, L, d)
        gWV = np.einsum("nla,nld->ad", gV, Z)
        WV -= eta * gWV
        WO -= eta * gWO
    return T_max


def test_prop1_frozen_tstar_scales_like_inverse_eta() -> None:
    etas = [0.05, 0.1, 0.2, 0.4, 0.8]
    T = np.array([_frozen_iterations_to_zero_hinge(e, 0) for e in etas], dtype=float)
    assert (T < 4000).all() and (T > 0).all(), T
    slope = np.polyfit(np.log(etas), np.log(T), 1)[0]
    assert -1.15 < slope < -0.85, (T, slope)  # eta^-1; the printed eta^-3/5 is far outside
    assert T[0] / T[-1] > 10, T  # 16x the step size; eta^-3/5 would give 16^0.6 = 5.3
