"""Second paths for the printed numbers of thesis Ch. 2 and Ch. 4 (checks/papers/thesis/ch2_vit.py and
appC_group_imbalance.py), without the claims' models or bounds."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import torch


def test_frozen_parameter_fraction_by_nn_linear() -> None:
    # Section 2.4.1 (L649-L656): d = m_a = m_b = 10, m = 1000; W_Q, W_K: m_b x d, W_V: m_a x d, W_O: m x m_a
    d = ma = mb = 10
    m = 1000
    layers = {"WQ": torch.nn.Linear(d, mb, bias=False), "WK": torch.nn.Linear(d, mb, bias=False),
              "WV": torch.nn.Linear(d, ma, bias=False), "WO": torch.nn.Linear(ma, m, bias=False)}
    count = {k: sum(p.numel() for p in v.parameters()) for k, v in layers.items()}
    total, frozen = sum(count.values()), count["WQ"] + count["WK"]
    assert (total, frozen) == (10_300, 200)
    pct = Fraction(100 * frozen, total)
    assert abs(pct - 1) > Fraction(1, 2)  # 1.94 %: not 1 % to the nearest percent
    assert round(float(pct)) == 2
    # with A trainable (psi of L505; |S^n| = 100 vectors a_(l) of m entries): 0.18 %
    pct_a = Fraction(100 * frozen, total + 100 * m)
    assert abs(pct_a - 1) > Fraction(1, 2) and round(float(pct_a)) == 0


def test_figure_c1_error_floor_with_exact_directions() -> None:
    # App. C.1.1 (L5105, L5135): even with the EXACT directions, (C.5)'s alpha_hat from Q^_1 estimates
    # E[phi'(w_i^T x)] ||w_i|| / K, so W_0 = alpha_hat wbar has relative error ~0.88 at n = 2e5, not 0.65.
    d, K, n = 50, 2, 200_000
    rng = np.random.default_rng(7)
    W = rng.uniform(-0.1, 0.1, (d, K))
    mus = np.stack([-0.3 * np.ones(d), np.zeros(d)])
    comp = rng.integers(0, 2, n)
    x = mus[comp] + rng.standard_normal((n, d))
    p = (1 / (1 + np.exp(-(x @ W)))).mean(1)
    y = (rng.random(n) < p).astype(float)
    x3, y3 = x[2 * n // 3:], y[2 * n // 3:]  # D_3
    # first-order score of the mixture: S_1 = sum_l pi_l(x) (x - mu_l)  (Sigma_l = I)
    logd = -0.5 * ((x3[:, None, :] - mus[None]) ** 2).sum(-1)
    pi = np.exp(logd - logd.max(1, keepdims=True))
    pi /= pi.sum(1, keepdims=True)
    s1 = (pi[:, :, None] * (x3[:, None, :] - mus[None])).sum(1)
    q1 = (y3[:, None] * s1).mean(0)
    wbar = W / np.linalg.norm(W, axis=0)
    alpha = np.linalg.lstsq(wbar, q1, rcond=None)[0]
    W0 = wbar * alpha
    rel = min(np.linalg.norm(W0 - W[:, perm]) for perm in ([0, 1], [1, 0])) / np.linalg.norm(W)
    assert rel > 0.75, rel  # outside 0.65 +- 0.1
    # closed form of the limit: 1 - E[phi'(w_i^T x)]/K per column, E by 1-D Gauss-Hermite over the two components
    z, wz = np.polynomial.hermite_e.hermegauss(80)
    wz = wz / math.sqrt(2 * math.pi)
    lim = []
    for i in range(K):
        e = 0.0
        for mu in mus:
            t = W[:, i] @ mu + np.linalg.norm(W[:, i]) * z
            s = 1 / (1 + np.exp(-t))
            e += 0.5 * float(wz @ (s * (1 - s)))
        lim.append(1 - e / K)
    limit = float(np.linalg.norm(W * np.array(lim)) / np.linalg.norm(W))
    assert 0.86 < limit < 0.89 and abs(rel - limit) < 0.05
