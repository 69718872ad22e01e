"""Second paths of thesis r14_thesisE (App. E, (E.189)): numpy rebuilds of the Chapter 6 model's forward pass (6.2)
and hinge loss (6.3) on the prompts of an SGD run of models/icl.train (its trajectory only), sharing no code with the
claim's measure."""

from __future__ import annotations

import numpy as np


def _batch_at(cfg, t_at: int) -> tuple:
    """The weights W^(t_at) (numpy) and batch t_at's prompts of the SGD run of models/icl.train."""
    from thmcheck.models.icl import train

    got: dict = {}

    def hook(t: int, model, batch) -> None:
        if t == t_at:
            got["W"] = tuple(p.detach().numpy().copy() for p in model.params()) + (model.a.numpy().copy(),)
            got["batch"] = tuple(x.numpy().copy() for x in batch[:3])

    train(cfg, t_max=t_at + 1, step_hook=hook)
    return got["W"], got["batch"]


def _numpy_sides(W: tuple, ctx: np.ndarray, pq: np.ndarray, z: np.ndarray, eta: float) -> tuple:
    """Per prompt (6.2): V^n = W_V sum_s p_s softmax_s((W_K p_s)^T W_Q p_query), F = a^T relu(W_O V^n); returns the
    margins z F and (E.189)'s printed right side eta (1/B) sum_n (-z^n) a_i 1[W_O(i) V^n >= 0] V^n."""
    WQ, WK, WV, WO, a = W
    B = len(z)
    margins = np.zeros(B)
    P = np.zeros_like(WO)
    for n in range(B):
        s = (ctx[n] @ WK.T) @ (WQ @ pq[n])
        att = np.exp(s - s.max())
        att /= att.sum()
        V = WV @ (ctx[n].T @ att)
        h = WO @ V
        margins[n] = z[n] * float(a @ np.maximum(h, 0.0))
        P += -z[n] * np.outer(a * (h >= 0), V)
    return margins, eta * P / B


def test_eqE189_second_path() -> None:
    """(E.189) at E207_INSIDE (M1 = 3, M2 = 2, beta = 3, alpha = 0.9, delta = 0.2, eta = 1, m = 27, B = 30, l = 12,
    seed 1) at W^(100), batch 100: every margin z^n F(P^n) is > 1 (strictly, so the hinge loss is 0 on a
    neighbourhood of W^(100) and its gradient is 0), while the printed right side, without the hinge's factor, has
    entries above 0.02 in absolute value. At W^(1) (every margin below 1) the printed side equals a central finite
    difference of the numpy batch loss in W_O (the reading 'hinge-active prompts' there coincides with the print)."""
    from thmcheck.models.icl import ICLConfig

    cfg = ICLConfig(M1=3, M2=2, dy=2, beta=3.0, alpha=0.9, l_tr=12, m=27, delta=0.2, eta=1.0, B=30, T=101, seed=1)
    W, (ctx, pq, z) = _batch_at(cfg, 100)
    margins, P = _numpy_sides(W, ctx, pq, z, cfg.eta)
    assert margins.min() > 1.0, margins.min()
    assert np.abs(P).max() > 0.02, np.abs(P).max()

    W, (ctx, pq, z) = _batch_at(cfg, 1)
    margins, P = _numpy_sides(W, ctx, pq, z, cfg.eta)
    assert margins.max() < 1.0
    WQ, WK, WV, WO, a = W

    def loss(WO_: np.ndarray) -> float:
        m_, _ = _numpy_sides((WQ, WK, WV, WO_, a), ctx, pq, z, 1.0)
        return float(np.maximum(0.0, 1.0 - m_).mean())

    i, k = np.unravel_index(int(np.abs(P).argmax()), P.shape)
    h = 1e-6
    E = np.zeros_like(WO)
    E[i, k] = h
    fd = cfg.eta * (loss(WO + E) - loss(WO - E)) / (2 * h)
    assert abs(fd - P[i, k]) <= 1e-6 * abs(P[i, k]), (fd, P[i, k])
