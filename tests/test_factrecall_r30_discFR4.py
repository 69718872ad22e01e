"""Round 30 (helper discFR4): second paths for checks/papers/factrecall/r30_discFR4.py (own numpy, nothing imported
from bounds/ or models/)."""

from __future__ import annotations

import numpy as np


def _sphere(rng: np.random.Generator, n: int, d: int) -> np.ndarray:
    x = rng.standard_normal((n, d))
    return x / np.linalg.norm(x, axis=1, keepdims=True)


def test_cor2_quantized_argmax_falls_with_m() -> None:
    """Corollary 2 (21), L580-L584: under Theorem 1's setting (M absent from 'd^2 >~ N polylog N') the quantized W~
    (W = sum_x u_{f*(x)} e_x^T rounded to multiples of eps = 1/(8d + 1) < 1/(8d), L587-L598) satisfies (21). Explicit
    W~ and all M unembeddings drawn: at d = 8, N = 3 it stores f*(x) = x for nearly every draw at M = N but for few at
    M = 10^5: the success probability depends on M at fixed (N, d), so no condition on N and d alone suffices."""
    rng = np.random.default_rng(584)
    d, N, trials = 8, 3, 40
    eps = 1.0 / (8 * d + 1)

    def stores(M: int) -> bool:
        E, U = _sphere(rng, N, d), _sphere(rng, N, d)
        W = sum(np.outer(U[x], E[x]) for x in range(N))
        Wq = np.round(W / eps) * eps
        assert np.abs(W - Wq).max() <= eps / 2 + 1e-15
        G = E @ Wq.T  # g_x = W~ e_x
        m = np.einsum("xd,xd->x", G, U)
        best = (G @ U.T - np.diag(np.full(N, np.inf))).max(1)
        left = M - N
        while left > 0 and (best < m).all():
            k = min(left, 200_000)
            best = np.maximum(best, (G @ _sphere(rng, k, d).T).max(1))
            left -= k
        return bool((best < m).all())

    small = sum(stores(N) for _ in range(trials)) / trials
    large = sum(stores(10**5) for _ in range(trials)) / trials
    assert small >= 0.85
    assert large <= 0.3
