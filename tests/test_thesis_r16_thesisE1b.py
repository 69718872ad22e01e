"""Second paths for thesis round 16 (thesisE1b): the partner rows (E.77) L8311 and (E.84) L8339 on E79_FIRST's
zero-loss SGD run, re-run in numpy with hand-derived gradients (tests/test_thesis_r15_thesisE._numpy_sgd via
tests/test_thesis_r16_thesisE1._own_run); the printed sums eta (1/B) sum_b sum_n dl/dW^(b) are W^(0) - W^(T) of that
own SGD (W <- W - eta G, Subroutine 2's (E.2) L7910), the update W^(T) - W^(0)."""

from __future__ import annotations

import numpy as np

from tests.test_thesis_r16_thesisE1 import _own_run


def _crossings(cfg, W: np.ndarray, G: np.ndarray, ys: tuple) -> list:
    """Pairings (a partner of mu_j on the cyclic tasks, the same token p) with (mu_a, 0) W p > 0 >= (mu_j, 0) G p."""
    M1, M2, dx, b, K = cfg.M1, cfg.M2, cfg.dx, cfg.beta, cfg.K
    out = []
    for j in range(M1):
        for k in range(M2):
            for kap in (-K, K):
                for y in ys:
                    p = np.zeros(dx + cfg.dy)
                    p[j], p[M1 + k], p[dx] = b, kap * b, y
                    S = b * G[j] @ p  # (mu_j^T, 0^T) G p, mu_j = beta e_j
                    for a in {(j + 1) % M1, (j - 1) % M1}:
                        lhs = b * W[a] @ p  # (mu_a^T, 0^T) W p
                        if lhs > 0 >= S:
                            out.append((float(lhs), float(S), (a + 1, j + 1, k + 1, kap, y)))
    return out


def test_eqE77_eqE84_second_path() -> None:
    """On E79_FIRST (M1 = 4, M2 = 8, beta = 2, alpha = 0.8, delta = 0.015, eta = 0.9, m = 80, B = 45, l_tr = 18, seed
    5): a partner entry (mu_a, 0) W^(T) p is positive at a token p where (mu_j, 0) times the printed sum is negative
    (W_Q: the query (mu_j + kappa nu_k; 0); W_K: the context (mu_j + kappa nu_k; +-q)), and also where (mu_j, 0) times
    the update W^(T) - W^(0) is negative (the reading)."""
    cfg, W0, WT = _own_run(M1=4, M2=8, beta=2.0, alpha=0.8, delta=0.015, eta=0.9, m=80, cB=8.0, cl=10.0, seed=5)
    for i, ys in ((0, (0.0,)), (1, (-1.0, 1.0))):
        printed = W0[i] - WT[i]
        c_printed = _crossings(cfg, WT[i], printed, ys)
        c_update = _crossings(cfg, WT[i], -printed, ys)
        assert c_printed and max(c_printed)[0] > 1.0, (i, c_printed[:3])
        assert c_update and max(c_update)[0] > 1.0, (i, c_update[:3])
