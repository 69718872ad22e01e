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
    return {"u": u, "q": q, "p": p, "other": other, "xq": xq, "kq": kq, "zl": z.numpy().argmax(1), "d": d, "D": cfg.D,
            "G_auto": G_auto,
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


# ------------------------------------------------------------------ (B.216): one step of Algorithm 4, the W_V drift

def b216_run(N: int, M: int, gamma_d: float, deg: int, eps_S: float, m: int, B: int, n_sample: int, eta: float,
             xi: float, seed: int, Z: int = 4) -> dict:
    """One SGD step of Algorithm 4 on the graph transformer (3.1) of thmcheck.models.graph_transformer (Section
    3.5.1's graph law, noise-free one-hot tokens, d = M, SPD capped at Z - 1, every parameter trained), a batch of B
    labelled nodes, each with itself and ``n_sample`` nodes sampled from its 1..2-hop neighbourhood.

    Per lucky (i, l) (l in D_1, y_l = 1, W_O(i)^(0) V_l(0) > 0, V_l(t) = W_V^(t) X_S^T softmax^(t)_l over l's
    aggregation set S = its 0..2-hop neighbourhood): T = W_O(i)^(1) (W_V^(1) - W_V^(0)) X_S^T softmax^(1)_l (the
    drift part of W_O(i)^(1) V_l(1)) and the printed drift's two parts P_W, P_U with -eta sum_k w_k V_k(0)
    W_O(i)^(1) W_O(k)^(0)T = P_W + lambda P_U (w_k = 1 on W_l(0), lambda off it), V_k(0) = G_k . x_j for a token
    x_j = e_1 of pattern mu_1 ((B.204): the coefficient of W_O(k)^(0)T in the W_V gradient applied to x_j; every
    such token is the same one-hot vector), W_V^(1) - W_V^(0) = -eta W_O^(0)T G with G by hand, checked against the
    autograd step."""
    from thmcheck.models import graph_transformer as GT

    rng = np.random.default_rng(seed)
    pats, y, adj = GT.build_graph(N, M, gamma_d, deg, eps_S, rng)
    D = GT.spd_matrix(adj, Z - 1)
    g = torch.Generator().manual_seed(seed % 2**63)
    d = M
    X = torch.eye(d, dtype=torch.float64)[torch.as_tensor(pats)]
    Dt = torch.as_tensor(D)
    Y = torch.as_tensor(y, dtype=torch.float64)
    with single_thread():
        p = GT.init_params(d, m, Z, 0.1, 0.2, xi, g)
        WV0, WO0 = p.WV.detach().clone(), p.WO.detach().clone()
        # the batch: B nodes, each with itself and n_sample 1..2-hop neighbours (with replacement), as Algorithm 4
        nodes = torch.randperm(N, generator=g)[:B]
        nb = (Dt >= 1) & (Dt <= 2)
        if int(nb[nodes].sum(1).min()) == 0:
            raise ValueError("a batch node has no 1..2-hop neighbour")
        S = torch.stack([torch.cat([nodes[j:j + 1], torch.nonzero(nb[nodes[j]])[:, 0][
            torch.randint(int(nb[nodes[j]].sum()), (n_sample,), generator=g)]]) for j in range(B)])
        F, att = GT.forward(X, nodes, S, Dt, p)
        loss = torch.clamp(1 - Y[nodes] * F, min=0).mean()
        loss.backward()
        with torch.no_grad():
            XA = torch.einsum("bs,bsd->bd", att, X[S])                     # X_S^T att_n, (B, d)
            pre = XA @ WV0.T @ WO0.T                                       # W_O(k) V_n(0), (B, m)
            act = ((1 - Y[nodes] * F) > 0).to(X.dtype)
            coef = -(Y[nodes] * act)[:, None] * p.a[None, :] * (pre >= 0).to(X.dtype) / B
            G = coef.T @ XA                                                # (m, d)
            gerr = float((p.WV.grad - WO0.T @ G).abs().max() / max(float(p.WV.grad.abs().max()), 1e-300))
            for t_ in (p.WQ, p.WK, p.WV, p.WO, p.b):
                t_ -= eta * t_.grad
                t_.grad = None
            dW = p.WV - WV0
            # the lucky pairs at the nodes of D_1 with y = 1, over their whole 0..2-hop aggregation sets
            ls = np.nonzero((pats == 0) & (y == 1))[0]
            agg = Dt <= 2
            Zc = p.b.shape[0]

            def att_of(WQ: torch.Tensor, WK: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
                logits = (X @ WK.T @ WQ @ X.T).T + b[torch.clamp(Dt, max=Zc - 1)]
                return torch.softmax(logits.masked_fill(~agg, float("-inf")), 1)  # att[l, s]

            b0 = torch.zeros_like(p.b)
            # W_Q^(0), W_K^(0) are not kept: the init part is not needed (it cancels), only which neurons are lucky,
            # which uses the attention at t = 0, recomputed from a fresh copy of the initial draw below
            g0 = torch.Generator().manual_seed(seed % 2**63)
            p0 = GT.init_params(d, m, Zc, 0.1, 0.2, xi, g0)
            att0 = att_of(p0.WQ, p0.WK, b0)
            att1 = att_of(p.WQ, p.WK, p.b)
            XA0, XA1 = att0 @ X, att1 @ X                                   # (N, d)
            lucky = (XA0[ls] @ WV0.T @ WO0.T) > 0                          # (|ls|, m)
            li, ii = torch.nonzero(lucky, as_tuple=True)
            WO1 = p.WO.detach()
            Tv = ((WO1[ii] @ dW) * XA1[ls][li]).sum(1)
            Vk = G[:, 0]                                                   # G_k . e_1 (pattern mu_1 = e_1)
            C = WO1[ii] @ WO0.T                                            # (pairs, m)
            Wk = lucky[li].to(X.dtype)
            PW = -eta * (C * Vk[None, :] * Wk).sum(1)
            PU = -eta * (C * Vk[None, :] * (1 - Wk)).sum(1)
            same0 = float((p0.WV.detach() - WV0).abs().max())
    return {"T": Tv.numpy(), "PW": PW.numpy(), "PU": PU.numpy(), "grad_check": gerr, "init_redraw": same0,
            "lucky pairs": int(Tv.numel()), "D_1 nodes": int(len(ls)), "active hinge": float(act.sum())}


# ------------------------------------------------------------------ (B.57), (B.58): p_n(T) after one pass

def b57_run(G: dict, M: int, m: int, B: int, n_sample: int, eta: float, xi: float, seed: int, Z: int = 4) -> dict:
    """Algorithm 4's one pass (models.graph_transformer.train_masked, one_pass=True, every parameter trained) on a
    graph G of Section 3.5.1's law (thmcheck.checks.papers.thesis.r19_thesisB.sparse_graph's dict: pats, y, the CSR
    indptr / indices, N nodes, M patterns), noise-free one-hot tokens, SPD capped at Z - 1, every node labelled
    (|L| = N) and T = floor(N / B) (|L| >= BT met); then for every n in L its sampled set S^{n,T} (n and n_sample
    nodes of its 1..2-hop neighbourhood, the sampler of the run) and p_n(T) = the trained attention on S_*^{n,T} (the
    nodes of n's class-relevant pattern: mu_1 for y_n = +1, mu_2 for y_n = -1)."""
    from thmcheck.models import graph_transformer as GT

    pats, y = G["pats"], G["y"]
    ip, ix = G["indptr"], G["indices"]
    N = len(pats)
    adj = [set(ix[ip[n]:ip[n + 1]].tolist()) for n in range(N)]
    D = GT.spd_matrix(adj, Z - 1)
    marg = GT.winning_margins(pats, y, D, [1, 2])
    z_m = max(marg, key=marg.get)
    conf = []
    for n in np.nonzero(pats >= 2)[0]:
        Nz = D[n] == z_m
        rel = int((Nz & (pats == (0 if y[n] == 1 else 1))).sum())
        cf = int((Nz & (pats == (1 if y[n] == 1 else 0))).sum())
        if rel + cf:
            conf.append(cf / (rel + cf))
    eps_meas = float(np.mean(conf)) if conf else 0.0
    g = torch.Generator().manual_seed(seed % 2**63)
    X = torch.eye(M, dtype=torch.float64)[torch.as_tensor(pats)]
    Dt = torch.as_tensor(D)
    Y = torch.as_tensor(y, dtype=torch.float64)
    agg = (Dt >= 1) & (Dt <= 2)
    if int(agg.sum(1).min()) == 0:
        raise ValueError("a node has no 1..2-hop neighbour")
    p = GT.init_params(M, m, Z, 0.1, 0.2, xi, g)
    T = N // B
    labeled = torch.arange(N)
    GT.train_masked(X, Y, Dt, labeled, p, eta, B, T, n_sample, g, agg, one_pass=True)
    with torch.no_grad(), single_thread():
        lens = agg.sum(1)
        order = torch.argsort((~agg).to(torch.int8), dim=1, stable=True)
        pick = (torch.rand(N, n_sample, generator=g, dtype=torch.float64) * lens[:, None]).long()
        S = torch.cat([labeled[:, None], torch.gather(order, 1, pick)], 1)
        _, att = GT.forward(X, labeled, S, Dt, p)
        rel_pat = torch.where(Y > 0, 0, 1)
        star = torch.as_tensor(pats)[S] == rel_pat[:, None]
        pn = (att * star).sum(1).numpy()
    return {"p": pn, "T": T, "L": N, "delta": int((D == z_m).sum(1).max()), "eps_S_measured": eps_meas,
            "gamma_d_measured": float((pats <= 1).mean()), "z_m": z_m,
            "min |N_zm^n| / N": float((D == z_m).sum(1).min() / N), "max degree": int(G["deg"].max())}
