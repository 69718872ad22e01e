"""Round 27 (helper leads2): Algorithm 3 with W_K, W_Q frozen (Proposition 1's model, thesis Ch. 2), in numpy.

``vit_tstar_frozen_np`` is thmcheck.checks.papers.thesis.r14_thesisAB.vit_tstar_np with the W_Q, W_K updates
dropped (thmcheck.models.vit.train_sgd(..., freeze_attention=True, stop_at_zero=True)): the first step t at which
every training sample has zero hinge, mini-batch indices from the same torch generator in the same order."""

from __future__ import annotations

import numpy as np


def vit_tstar_frozen_np(X: np.ndarray, y: np.ndarray, params: tuple, eta: float, B: int, T_max: int, gen,  # noqa: ANN001
                        check_every: int = 32) -> int:
    import torch

    from thmcheck.checks.papers.thesis.r14_thesisAB import vit_forward_np, vit_hinge_grads_np

    WQ, WK, WV, WO = (np.array(p, dtype=np.float64) for p in params[:4])
    A = np.asarray(params[4], dtype=np.float64)
    N = X.shape[0]

    def zero(W: tuple) -> bool:
        return float((1.0 - y * vit_forward_np(X, *W, A)[0]).max()) <= 0.0

    def step(W: tuple) -> None:
        idx = torch.randint(0, N, (B,), generator=gen).numpy()
        grads = vit_hinge_grads_np(X[idx], y[idx], *W, A)[1]
        WV_, WO_ = W[2], W[3]
        WV_ -= eta * grads[2]  # W_V, in place
        WO_ -= eta * grads[3]  # W_O (W_Q, W_K frozen)

    W = (WQ, WK, WV, WO)
    t = 0
    while t < T_max:
        if zero(W):
            return t
        snap, state, t0 = tuple(w.copy() for w in W), gen.get_state(), t
        for _ in range(min(check_every, T_max - t)):
            step(W)
            t += 1
        if t < T_max and not zero(W):
            continue
        W = snap
        gen.set_state(state)
        for t in range(t0, t0 + check_every):
            if t >= T_max or zero(W):
                return min(t, T_max)
            step(W)
        return min(t0 + check_every, T_max)
    return T_max
