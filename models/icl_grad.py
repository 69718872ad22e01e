"""Closed-form (hand-derived) batch gradients of the Chapter 6 model (models/icl.py, (6.2)) and its SGD, without
autograd, for several independent runs at once (round 23, helper potentials2).

For one run with weights W_Q, W_K, W_V (ma x D), W_O (m x ma), a (m,), a batch of B prompts (contexts p_ns (l x D),
query p_n), labels z_n, and the mean hinge loss L = (1/B) sum_n max(0, 1 - z_n F_n):

    y_n = W_Q p_n,  k_n = W_K^T y_n,  s_ns = p_ns . k_n,  at_ns = softmax_s(s_ns),  c_n = sum_s at_ns p_ns,
    v_n = W_V c_n,  h_n = W_O v_n,  F_n = sum_i a_i relu(h_ni);
    g_n = dL/dF_n = -(z_n / B) 1[1 - z_n F_n > 0],   r_ni = g_n a_i 1[h_ni > 0],
    dL/dW_O = sum_n r_n v_n^T,  u_n = W_O^T r_n,  dL/dW_V = sum_n u_n c_n^T,  w_n = W_V^T u_n,
    e_ns = p_ns . w_n,  q_ns = at_ns (e_ns - sum_s' at_ns' e_ns'),  kappa_n = sum_s q_ns p_ns,
    dL/dW_K = sum_n y_n kappa_n^T,  dL/dW_Q = sum_n (W_K kappa_n) p_n^T.

(the subgradient conventions are torch's: relu'(0) = 0 and clamp(min=0)'(0) = 0 are matched by the strict
inequalities). :func:`sgd_wq_grads` replays :func:`thmcheck.models.icl.train` (same generator, same draws: the
initialisation, then one make_prompts per step) for each seed and returns the W_Q batch gradient at the requested
steps; the runs are stacked (bmm) in chunks. tests/test_thesis_r23_potentials2.py checks it equal to the autograd
of models/icl.train's step hook to ~1e-12.
"""

from __future__ import annotations

from typing import Any

import torch

from thmcheck.models.cot import single_thread
from thmcheck.models.device import generator
from thmcheck.models.icl import ICLConfig, cyclic_tasks, init_model, make_prompts


def batch_grads(W: dict[str, torch.Tensor], ctx: torch.Tensor, pq: torch.Tensor, z: torch.Tensor
                ) -> tuple[dict[str, torch.Tensor], torch.Tensor]:
    """The mean-hinge gradients of R stacked runs: W {WQ, WK, WV: (R, ma, D), WO: (R, m, ma), a: (R, m)}, ctx (R, B,
    l, D), pq (R, B, D), z (R, B) -> ({name: (R, ...)} the gradients, the (R,) losses), by the closed form of the
    module docstring."""
    B = pq.shape[1]
    y = torch.bmm(pq, W["WQ"].transpose(1, 2))  # (R, B, ma)
    k = torch.bmm(y, W["WK"])  # (R, B, D)
    at = torch.softmax(torch.einsum("rnsd,rnd->rns", ctx, k), -1)  # (R, B, l)
    c = torch.einsum("rns,rnsd->rnd", at, ctx)  # (R, B, D)
    v = torch.bmm(c, W["WV"].transpose(1, 2))  # (R, B, ma)
    h = torch.bmm(v, W["WO"].transpose(1, 2))  # (R, B, m)
    act = h > 0
    F = (torch.relu(h) * W["a"][:, None, :]).sum(-1)  # (R, B)
    marg = 1 - z * F
    loss = torch.clamp(marg, min=0).mean(-1)
    g = torch.where(marg > 0, -z / B, torch.zeros_like(z))  # (R, B)
    r = act * (g[..., None] * W["a"][:, None, :])  # (R, B, m)
    del h, act
    GO = torch.bmm(r.transpose(1, 2), v)  # (R, m, ma)
    u = torch.bmm(r, W["WO"])  # (R, B, ma)
    del r
    GV = torch.bmm(u.transpose(1, 2), c)  # (R, ma, D)
    w = torch.bmm(u, W["WV"])  # (R, B, D)
    e = torch.einsum("rnsd,rnd->rns", ctx, w)
    q = at * (e - (at * e).sum(-1, keepdim=True))
    kap = torch.einsum("rns,rnsd->rnd", q, ctx)  # (R, B, D)
    GK = torch.bmm(y.transpose(1, 2), kap)  # (R, ma, D)
    GQ = torch.bmm(torch.bmm(kap, W["WK"].transpose(1, 2)).transpose(1, 2), pq)  # (R, ma, D)
    return {"WQ": GQ, "WK": GK, "WV": GV, "WO": GO}, loss


def sgd_wq_grads(cfg: ICLConfig, seeds: list[int], steps: tuple[int, ...], chunk: int = 4,
                 keep_batch: bool = True) -> list[dict[int, dict[str, Any]]]:
    """For each seed s: :func:`thmcheck.models.icl.train` of ``cfg`` with seed s (the same generator and draws), up to
    step max(steps); at each t in ``steps`` the W_Q batch gradient G_Q at W^(t) (the gradient the step hook of train
    reads) and the step's query patterns (argmax of the query's IDR block). ``chunk`` runs are stacked at a time."""
    out: list[dict[int, dict[str, Any]]] = []
    T = max(steps) + 1
    tasks = cyclic_tasks(cfg.M1)
    with single_thread(), torch.no_grad():
        for c0 in range(0, len(seeds), chunk):
            ss = seeds[c0:c0 + chunk]
            gens = [generator(s % 2**31) for s in ss]
            models = [init_model(cfg, g) for g in gens]
            W = {n: torch.stack([getattr(mo, n).detach() for mo in models]) for n in ("WQ", "WK", "WV", "WO", "a")}
            got: list[dict[int, dict[str, Any]]] = [{} for _ in ss]
            for t in range(T):
                bs = [make_prompts(cfg, cfg.B, tasks, cfg.l_tr, cfg.alpha, g) for g in gens]
                ctx = torch.stack([b[0] for b in bs])
                pq = torch.stack([b[1] for b in bs])
                z = torch.stack([b[2] for b in bs])
                G, _ = batch_grads(W, ctx, pq, z)
                if t in steps:
                    for i in range(len(ss)):
                        got[i][t] = {"GQ": G["WQ"][i].clone(), "qpat": pq[i, :, :cfg.M1].argmax(1)}
                if t < T - 1:
                    for n in ("WQ", "WK", "WV", "WO"):
                        W[n] -= cfg.eta * G[n]
            out.extend(got)
    return out
