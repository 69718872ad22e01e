"""Independent checks for the round-13 App. D claims of the thesis (``checks/papers/thesis/r13_thesisD.py``): the
second layer of the three-layer GCN of Chapter 5 rebuilt in numpy from (D.84)-(D.87) (L7418-L7466), the
initialisation (L1485) and the smoothing (L1497), sharing no code with the claims' measurements or bounds."""

from __future__ import annotations

import numpy as np


def _sym_norm(adj: np.ndarray) -> np.ndarray:
    """A = D^{-1/2} (adj + I) D^{-1/2} (Table D.1's normalized adjacency with self-loops)."""
    a = adj + np.eye(adj.shape[0])
    s = 1.0 / np.sqrt(a.sum(axis=1))
    return a * s[:, None] * s[None, :]


def _first_order_delta(A: np.ndarray, X: np.ndarray, m1: int, m2: int, tw_inf: float, tv_inf: float,
                       rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """d/d eta at eta = 0 of (D.87) at fixed signs: (Z Sigma V'') + A((A X W'' Sigma) . D_w)(V + V^rho), and the two
    Cauchy-Schwarz bounds per (n, j)."""
    d = X.shape[1]
    W = rng.normal(0, 1 / np.sqrt(m1), (d, m1)) + rng.normal(0, 0.1 / m1, (d, m1))  # W^(0) + W^rho
    V = rng.normal(0, 1 / np.sqrt(m2), (m1, m2)) + rng.normal(0, 0.5 / np.sqrt(m2), (m1, m2))  # V^(0) + V^rho
    b = rng.normal(0, 1 / np.sqrt(m1), m1)
    Wpp = rng.normal(size=(d, m1))
    Wpp *= tw_inf / np.linalg.norm(Wpp, axis=0)
    Vpp = rng.normal(size=(m1, m2))
    Vpp *= tv_inf / np.linalg.norm(Vpp, axis=0)
    sigma = np.where(rng.random(m1) < 0.5, -1.0, 1.0)
    pre = A @ X @ W + b
    mask = (pre >= 0).astype(float)
    Z = A @ (pre * mask)
    t3 = A @ ((A @ X @ Wpp) * sigma * mask)
    delta = (Z * sigma) @ Vpp + t3 @ V
    cs = np.linalg.norm(Z, axis=1)[:, None] * np.linalg.norm(Vpp, axis=0)[None, :] \
        + np.linalg.norm(t3, axis=1)[:, None] * np.linalg.norm(V, axis=0)[None, :]
    return delta, cs, t3


def test_l7484_cauchy_schwarz_holds_draw_by_draw() -> None:
    """The correction of L7484 (constant 1): |delta^(1)_{n,j}| <= ||Z_n|| ||V''_j|| + ||T3_n|| ||(V + V^rho)_j|| for
    every entry of every draw, on random graphs, widths and perturbation sizes; on one node with m1 = 2 it is
    nearly tight (a column of V'' nearly parallel to Z_n Sigma among many columns), and along m2 at m1 = 64 the
    entrywise maximum over the Cauchy-Schwarz value rises (like sqrt(2 log m2 / m1)) but stays below 1."""
    rng = np.random.default_rng(7484)
    for _ in range(60):
        N, d = int(rng.integers(1, 7)), int(rng.integers(1, 4))
        adj = np.triu((rng.random((N, N)) < rng.random()).astype(float), 1)
        A = _sym_norm(adj + adj.T)
        X = rng.normal(size=(N, d))
        X /= np.linalg.norm(X, axis=1, keepdims=True)
        delta, cs, _ = _first_order_delta(A, X, int(rng.integers(2, 200)), int(rng.integers(2, 60)),
                                          10 ** rng.uniform(-6, 0), 10 ** rng.uniform(-6, 0), rng)
        assert np.all(np.abs(delta) <= cs * (1 + 1e-12))
    one = np.ones((1, 1))
    tight = max(float(np.max(np.abs(d_)[c_ > 0] / c_[c_ > 0], initial=0.0)) for d_, c_, _ in
                (_first_order_delta(one, one, 2, 400, 1e-12, 1.0, rng) for _ in range(9)))
    assert 0.99 < tight <= 1.0 + 1e-12
    ratios = []
    for m2 in (2, 64, 4096):
        r = [float(np.max(np.abs(d_)) / np.max(c_)) for d_, c_, _ in
             (_first_order_delta(one, one, 64, m2, 1.0, 1e-9, rng) for _ in range(7))]
        ratios.append(float(np.median(r)))
    assert ratios[0] < ratios[1] < ratios[2] < 1.0
