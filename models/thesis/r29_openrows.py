"""Chapter 7 of the thesis (round 29, helper openrows): the per-prompt gradient forms of App. F.5.3 (proof of Lemma
F.3.7, (F.148)-(F.157)) on the model (7.2) of :mod:`thmcheck.models.cot` after t SGD steps of Subroutine 3.

For one prompt n with attention a_i on its columns p~_i (keys), query p~_query, output F = sum_i a_i W_V p~_i and
label z^n, the gradient of l = 0.5 ||F - z^n||^2 in W is

    dl/dW = sum_i a_i ((F - z^n)^T W_V p~_i) (p~_i - sum_r a_r p~_r) p~_query^T = u_n p~_query^T,

so every printed product (sum_i a_i W_V p~_i - z^n)^T sum_i a_i W_V p~_i p~'^T (p~_i - sum_r a_r p~_r) p~_query^T p~
is (p~'^T u_n)(p~_query^T p~). :func:`state` returns u_n, p~_query, p_n(t) (Definition F.3.4: the attention on the
context columns that share the query's TRR pattern and step, as thmcheck.checks.papers.thesis.r25_thesisY) and the
other-step context mass of (F.12) for every prompt of a fresh batch at W^(t), plus the autograd batch gradient of
that batch (for (F.151)'s first '=').
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np
import torch

from thmcheck.models.cot import CoTConfig, batch_grad, forward, single_thread, train_batch
from thmcheck.models.device import generator

_TRAJ: dict[tuple, dict] = {}


def _weights(cfg: CoTConfig, t: int) -> torch.Tensor:
    """W^(t) of the SGD run of cfg (its seed's generator; t steps of batch B): one run per configuration, continued
    from its last step when a later t is asked for (so a path along t trains once), snapshots kept."""
    key = (cfg.d, cfg.M, cfg.K, cfg.alpha, cfg.eta, cfg.l_tr, cfg.B, cfg.xi, cfg.seed)
    run = _TRAJ.get(key)
    if run is None or t < run["t"] and t not in run["snap"]:
        g = generator(cfg.seed)
        W = (cfg.xi * torch.randn(cfg.D, cfg.D, generator=g, dtype=torch.float64)).requires_grad_()
        run = {"W": W, "g": g, "t": 0, "snap": {0: W.detach().clone()}}
        if len(_TRAJ) > 16:
            _TRAJ.clear()
        _TRAJ[key] = run
    if t in run["snap"]:
        return run["snap"][t]
    W, g = run["W"], run["g"]
    with single_thread():
        for _ in range(t - run["t"]):
            G = batch_grad(cfg, W, g, cfg.B)[0]
            with torch.no_grad():
                W -= cfg.eta * G
    run["t"] = t
    run["snap"][t] = W.detach().clone()
    return run["snap"][t]


@lru_cache(maxsize=64)
def state(M: int, K: int, alpha: float, eta: float, l_tr: int, B: int, t: int, xi: float, seed: int,
          n_eval: int = 256) -> dict:
    """W^(t) after t SGD steps (batch B, exact fraction round(alpha l_tr) of same-pattern examples, init xi N(0, 1),
    the generator of ``seed``), then a fresh batch of n_eval prompts from generator(seed + 7919) (the same prompts for
    every t) and its per-prompt quantities (numpy float64)."""
    cfg = CoTConfig(d=M, M=M, Mp=M - 1, K=K, l_tr=l_tr, B=B, T=t, eta=eta, xi=xi, alpha=alpha, seed=seed,
                    exact_fraction=True)
    W0 = _weights(cfg, t)
    with single_thread():
        keys, mask, qry, z = train_batch(cfg, n_eval, generator(seed + 7919), vector_perms=True)
        Wd = W0.clone().requires_grad_()
        out, at = forward(cfg, Wd, keys, mask, qry)
        (0.5 * ((out - z) ** 2).sum(-1).mean()).backward()
        G_auto = Wd.grad.detach().numpy().copy()
    d = cfg.d
    at_ = at.detach().numpy()
    K_ = keys.numpy()
    q = qry.numpy()
    F = out.detach().numpy()
    r = F - z.numpy()
    rv = np.einsum("nd,nld->nl", r, K_[..., d:2 * d])  # (F - z)^T W_V p~_i
    s = at_ * rv
    kbar = np.einsum("nl,nld->nd", at_, K_)
    u = np.einsum("nl,nld->nd", s, K_) - s.sum(1)[:, None] * kbar
    ctx = np.arange(K_.shape[1]) < l_tr * K
    same_step = np.einsum("nld,nd->nl", K_[..., 2 * d:], q[:, 2 * d:]) > 0.5
    same_in = np.einsum("nld,nd->nl", K_[..., :d], q[:, :d]) > 0.5
    p = (at_ * (same_step & same_in & ctx[None, :])).sum(1)
    other = (at_ * (~same_step & ctx[None, :])).sum(1)
    xq = q[:, :d].argmax(1)
    kq = q[:, 2 * d:].argmax(1)
    return {"u": u, "q": q, "p": p, "other": other, "xq": xq, "kq": kq, "d": d, "D": cfg.D, "G_auto": G_auto,
            "n": n_eval}


def token(d: int, D: int, x: int, y: int | None, k: int | None) -> np.ndarray:
    """The column (e_x; e_y; e_k) (y None: a zero output block; k None: no positional encoding, the p of p~ = p + c)."""
    v = np.zeros(D)
    v[x] = 1.0
    if y is not None:
        v[d + y] = 1.0
    if k is not None:
        v[2 * d + k] = 1.0
    return v
