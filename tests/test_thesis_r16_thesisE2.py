"""Second path of thesis r16_thesisE2 ((E.108) L8454, App. E.5.4): a numpy rebuild of the Chapter 6 model's forward
pass (6.2), the lucky sets (E.31)/(E.32)/(E.35) and the prompts (6.1) (own numpy generator, in-domain tasks of Def.
6.3.1), on the weights of an SGD run of models/icl.train (its trajectory only), sharing no code with the claim's
measure."""

from __future__ import annotations

import math

import numpy as np


def _run(inst: dict) -> tuple:
    """W^(0), every training batch's (ctx, pq), W^(T) and the signs a, for the T of (E.62) (c_T M1 sqrt(log M1) /
    (eta (delta beta alpha)^{2/3}), ceil), B = ceil(c_B M1 log M1), l_tr = ceil(c_l max(log M1/alpha, 1/(beta^2
    alpha)))."""
    from thmcheck.models.icl import ICLConfig, train

    M1, al, be = inst["M1"], inst["alpha"], inst["beta"]
    T = math.ceil(inst["cT"] * M1 * math.sqrt(math.log(M1)) / (inst["eta"] * (inst["delta"] * be * al) ** (2 / 3)))
    B = math.ceil(inst["cB"] * M1 * math.log(M1))
    l_tr = math.ceil(inst["cl"] * max(math.log(M1) / al, 1 / (be * be * al)))
    cfg = ICLConfig(M1=M1, M2=inst["M2"], dy=2, beta=be, alpha=al, l_tr=l_tr, m=inst["m"], delta=inst["delta"],
                    eta=inst["eta"], B=B, T=T, seed=inst["seed"])
    got: dict = {"batches": []}

    def hook(b: int, model, batch) -> None:
        if b == 0:
            got["W0"] = tuple(p.detach().numpy().copy() for p in model.params())
            got["a"] = model.a.numpy().copy()
        got["batches"].append((batch[0].numpy().copy(), batch[1].numpy().copy()))

    model, _ = train(cfg, t_max=T, step_hook=hook)
    WT = tuple(p.detach().numpy().copy() for p in model.params())
    return cfg, got["W0"], got["batches"], WT, got["a"], B, l_tr


def _values(W: tuple, ctx: np.ndarray, pq: np.ndarray) -> np.ndarray:
    """W_V sum_s softmax_s(p_s^T W_K^T W_Q p_query) p_s per prompt (numpy; the softmax over the l contexts, (6.2))."""
    WQ, WK, WV, _ = W
    sc = np.einsum("nle,ne->nl", ctx @ WK.T, pq @ WQ.T)
    sc = sc - sc.max(1, keepdims=True)
    att = np.exp(sc)
    att /= att.sum(1, keepdims=True)
    return np.einsum("nl,nld->nd", att, ctx) @ WV.T


def _prompts(cfg, n: int, rng: np.random.Generator) -> tuple:
    """(6.1) with z = +1 only: a task (a, b), a != b, uniform over the M1 (M1 - 1) in-domain tasks; the query x =
    mu_a + kappa nu_k (kappa ~ U[-K, K]); contexts of pattern a, b w.p. alpha/2 each, the others (1 - alpha)/(M1 - 2),
    labels +1 (a), -1 (b), +-1 at random otherwise, each x = mu + kappa nu; mu_j = beta e_j, nu_k = beta e_{M1+k}, q
    = e_1 of R^2."""
    M1, M2, dx, be, K, al, l = cfg.M1, cfg.M2, cfg.dx, cfg.beta, cfg.K, cfg.alpha, cfg.l_tr
    D = dx + 2
    ctx, pq = np.zeros((n, l, D)), np.zeros((n, D))
    for i in range(n):
        a = rng.integers(M1)
        b = (a + 1 + rng.integers(M1 - 1)) % M1
        pr = np.full(M1, (1 - al) / max(M1 - 2, 1))
        pr[a] = pr[b] = al / 2
        pr /= pr.sum()
        pq[i, a] = be
        pq[i, M1 + rng.integers(M2)] += rng.uniform(-K, K) * be
        for s, c in enumerate(rng.choice(M1, size=l, p=pr)):
            ctx[i, s, c] = be
            ctx[i, s, M1 + rng.integers(M2)] += rng.uniform(-K, K) * be
            ctx[i, s, dx] = 1.0 if c == a else -1.0 if c == b else rng.choice([-1.0, 1.0])
    return ctx, pq


def test_eqE108_second_path() -> None:
    """At thesis.ch6.eqE.108's first instance (M1 = 3, M2 = 4, beta = alpha = eta = 1, delta = 0.2, m = 50, B = 20,
    l_tr = 27, T = 368 of (E.62), zero training loss by T): the U neurons of W u U (a_i < 0) carry no output on z = +1
    prompts (the proof's own remark at L8623), so pruning R = 1/2 of W u U from U leaves F unchanged, F ~ 1.07 > 1 >=
    (1 + eps)(1 - R) for every eps <= 1."""
    inst = {"M1": 3, "M2": 4, "beta": 1.0, "alpha": 1.0, "delta": 0.2, "eta": 1.0, "m": 50, "cB": 6.0, "cl": 24.0,
            "cT": 40.0, "seed": 342}
    cfg, W0, batches, WT, a, B, l_tr = _run(inst)
    assert (B, l_tr) == (20, 27)
    dx = cfg.dx
    WO0 = W0[3]
    lucky = np.zeros(cfg.m, dtype=bool)
    for ctx, pq in batches:  # (E.31)/(E.32): both blocks of W_O(i)^(0) . V^n(0) positive, for some prompt n
        V = _values(W0, ctx, pq)
        lucky |= ((V[:, :dx] @ WO0[:, :dx].T > 0) & (V[:, dx:dx + 2] @ WO0[:, dx:dx + 2].T > 0)).any(0)
    U = np.flatnonzero(lucky & (a < 0))
    ctx, pq = _prompts(cfg, 300, np.random.default_rng(2024))
    contrib = a * np.maximum(_values(WT, ctx, pq) @ WT[3].T, 0.0)  # (n, m): a_i Relu(W_O(i) W_V ...)
    F = contrib.sum(1)
    R = 0.5
    k = int(round(R * lucky.sum()))
    assert len(U) >= k  # the R fraction fits inside U
    assert np.abs(contrib[:, U]).max() < 1e-12  # the U neurons are inactive on z = +1 prompts
    FS = F - contrib[:, U[:k]].sum(1)
    eps = 1 / math.sqrt(cfg.M1)
    side = (1 + eps) * (1 - R)  # alpha' = alpha: the ratio is 1
    assert np.median(FS) > 1.0 >= 2 * (1 - R) and np.median(FS) > side
    assert (FS > side).mean() > 0.9
