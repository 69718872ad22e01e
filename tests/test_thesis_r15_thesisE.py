"""Second paths of thesis r15_thesisE (App. E.5.9, the proof of Lemma E.4.10 past its first step): numpy rebuilds of
the Chapter 6 model's forward pass (6.2), hinge loss (6.3), lucky sets (E.31) and the W_V update's per-neuron
coefficients V_i(b) on the iterates and prompts of an SGD run of models/icl.train (its trajectory only), sharing no
code with the claims' measure."""

from __future__ import annotations

import numpy as np
import pytest


def _trajectory(inst: dict) -> tuple:
    """The iterates W^(b) (numpy WQ, WK, WV, WO), the signs a and mask, batch b's prompts (b = 0..t-1) and W^(t)."""
    from thmcheck.models.icl import ICLConfig, train

    t = int(inst["t"])
    cfg = ICLConfig(M1=inst["M1"], M2=inst["M2"], dy=2, beta=inst["beta"], alpha=inst["alpha"], l_tr=inst["l"],
                    m=inst["m"], delta=inst["delta"], eta=inst["eta"], B=inst["B"], T=t, seed=inst["seed"] % 2**31)
    Ws, batches, sig = [], [], {}

    def hook(b: int, model, batch) -> None:
        Ws.append(tuple(p.detach().numpy().copy() for p in model.params()))
        batches.append(tuple(x.numpy().copy() for x in batch[:3]))
        sig["a"], sig["mask"] = model.a.numpy().copy(), model.mask.numpy().copy()

    model, _ = train(cfg, t_max=t, step_hook=hook)
    Wt = tuple(p.detach().numpy().copy() for p in model.params())
    return cfg, Ws, batches, sig["a"] * sig["mask"], Wt


def _pbar(W: tuple, ctx: np.ndarray, pq: np.ndarray) -> np.ndarray:
    """sum_s softmax_s((W_K p_s)^T W_Q p_query) p_s for every prompt (numpy, the l context tokens, as (6.2))."""
    WQ, WK = W[0], W[1]
    out = np.zeros((len(pq), ctx.shape[2]))
    for n in range(len(pq)):
        sc = (ctx[n] @ WK.T) @ (WQ @ pq[n])
        e = np.exp(sc - sc.max())
        out[n] = ctx[n].T @ (e / e.sum())
    return out


def _sides(inst: dict) -> dict:
    """Numpy values of (E.232)-(E.238) at W^(t) (lists over the lucky pairs of batch B_0)."""
    cfg, Ws, batches, a, Wt = _trajectory(inst)
    dx, D = cfg.dx, cfg.dx + cfg.dy
    eta, B, m = cfg.eta, cfg.B, cfg.m
    # lucky sets (E.31) at W^(0) for the prompts of B_0
    WV0, WO0 = Ws[0][2], Ws[0][3]
    pb0 = _pbar(Ws[0], batches[0][0], batches[0][1])
    V0 = pb0 @ WV0.T
    Wn = np.zeros((B, m), bool)
    for n in range(B):
        Wn[n] = (WO0[:, :dx] @ V0[n, :dx] > 0) & (WO0[:, dx:D] @ V0[n, dx:D] > 0) & (a > 0)
    Wset = Wn.any(0)
    # per step: coefficient rows c_b[n', i'] = z 1[z F < 1] a_i' 1[h >= 0] / B and the tokens pbar^n'(b)
    steps = []
    dWV = np.zeros_like(WV0)
    for W, (ctx, pq, z) in zip(Ws, batches):
        pb = _pbar(W, ctx, pq)
        h = (pb @ W[2].T) @ W[3].T  # (B, m)
        F = np.maximum(h, 0.0) @ a
        c = (z * (z * F < 1))[:, None] * (h >= 0) * a[None, :] / B
        steps.append((W[3], c, pb))
        dWV += eta * W[3].T @ (c.T @ pb)
    assert np.abs(dWV - (Wt[2] - WV0)).max() <= 1e-9 * np.abs(Wt[2] - WV0).max()
    x = _pbar(Wt, batches[0][0], batches[0][1])  # pbar^n(t), n in B_0
    WOt = Wt[3]
    e233, e234, e237, e238 = [], [], [], []
    for n in range(B):
        S_Wn = np.zeros(WOt.shape[1])
        S_all = np.zeros(WOt.shape[1])
        for WOb, c, pb in steps:
            Vi = c.T @ (pb @ x[n])  # V_i'(b) on the probe pbar^n(t), every i'
            S_Wn += eta * (Vi * Wn[n]) @ WOb
            S_all += eta * Vi @ WOb
        g_Wn, g_all = WOt @ S_Wn, WOt @ S_all
        e233 += list(g_Wn[Wn[n]])
        e234 += list(g_all[Wn[n]])
        other = Wset & ~Wn[n]
        e237 += list(g_Wn[other])
        e238 += list(g_all[other])
    ctxb, pqb, _ = batches[-1]
    xb = _pbar(Wt, ctxb, pqb)
    e232 = eta / B / m * (WOt[:, :D] @ (cfg.delta * xb.sum(0)))  # W_V^(0) = delta [I; 0]: delta (p, 0) . W_O(i)
    return {k: np.array(v) for k, v in (("e232", e232[Wset]), ("e233", e233), ("e234", e234), ("e237", e237),
                                        ("e238", e238))}


def _inst(t: int, seed: int = 0) -> dict:
    from thmcheck.checks.papers.thesis.r14_thesisE import E229_FIRST

    return {**E229_FIRST, "t": t, "seed": seed}


@pytest.mark.parametrize("t", [2, 4])
def test_eqE232_second_path(t: int) -> None:
    """(E.232) at t = t0 + 1 on E229_FIRST (m = 368 >= 16 M1^2 log M1, B = 40 = 10 M1): in numpy the batch sum is
    negative for many lucky rows (and positive for others)."""
    v = _sides(_inst(t))["e232"]
    assert len(v) > 100 and (v < 0).sum() >= 30 and (v > 0).sum() >= 30, (len(v), v.min())


@pytest.mark.parametrize("t", [2, 4])
def test_eqE233_eqE234_second_path(t: int) -> None:
    """(E.233)/(E.234) at t = t0 + 1 on E229_FIRST, seeds 0 and 1: both signs occur among the pairs (n, i in W_n)."""
    for seed in (0, 1):
        s = _sides(_inst(t, seed))
        for k in ("e233", "e234"):
            v = s[k]
            assert len(v) > 1000 and (v < 0).sum() >= 100 and (v > 0).sum() >= 100, (k, len(v), v.min())


def test_eqE237_eqE238_second_path() -> None:
    """(E.237)/(E.238) at t = 2 beta = 6 and 8 beta = 24 on E229_FIRST: both signs among the pairs (n, j in W \\ W_n)."""
    for t in (6, 24):
        s = _sides(_inst(t))
        for k in ("e237", "e238"):
            v = s[k]
            assert len(v) > 1000 and (v < 0).sum() >= 100 and (v > 0).sum() >= 100, (k, t, len(v), v.min())


def test_measure_agrees_with_numpy() -> None:
    """The claims' measure (torch, cached) gives the numpy minima at E229_FIRST, t = 4."""
    from thmcheck.checks.papers.thesis.r15_thesisE import induction_run

    inst = _inst(4)
    got = induction_run(tuple(sorted(inst.items())))
    want = _sides(inst)
    for k in ("e232", "e233", "e234", "e237", "e238"):
        assert abs(min(got[k]) - want[k].min()) <= 1e-8 * abs(want[k].min()), (k, min(got[k]), want[k].min())


@pytest.mark.parametrize("t", [1, 4])
def test_eqE190_second_path(t: int) -> None:
    """(E.190) on E229_FIRST: the hand-derived (numpy) W_V gradients G_b of the batches' mean hinge losses at the run's
    iterates sum to (W_V^(0) - W_V^(t)) / eta, so W_V^(t) p = delta (p, 0) - eta sum_b G_b p; the printed '+' (with
    (E.177)'s V_i, the gradient's coefficients) is off by 2 eta sum_b G_b p, which is not small."""
    cfg, Ws, batches, a, Wt = _trajectory(_inst(t))
    WV0 = Ws[0][2]
    Gsum = np.zeros_like(WV0)
    for W, (ctx, pq, z) in zip(Ws, batches):
        _, _, WV, WO = W
        G = np.zeros_like(WV)
        for n in range(len(z)):
            pb = _pbar(W, ctx[n:n + 1], pq[n:n + 1])[0]
            h = WO @ (WV @ pb)
            if z[n] * float(a @ np.maximum(h, 0.0)) < 1:  # the hinge is active: dl/dF = -z
                G += -z[n] * np.outer(WO.T @ (a * (h >= 0)), pb)
        Gsum += G / len(z)
    tokens = batches[0][0].reshape(-1, WV0.shape[1])
    lhs = tokens @ Wt[2].T
    printed = tokens @ WV0.T + cfg.eta * tokens @ Gsum.T
    update = tokens @ WV0.T - cfg.eta * tokens @ Gsum.T
    assert np.abs(lhs - update).max() <= 1e-12 + 1e-9 * np.abs(lhs).max()
    assert np.abs(lhs - printed).max() > 1e-4


def _wq_grad(W: tuple, a: np.ndarray, ctx: np.ndarray, pq: np.ndarray, z: np.ndarray) -> np.ndarray:
    """The W_Q gradient of the batch's mean hinge loss, by hand: s_i = (W_K p_i)^T (W_Q p_q), attn = softmax(s),
    pbar = sum_i attn_i p_i, F = a^T relu(W_O W_V pbar); dF/ds_i = attn_i (p_i - pbar)^T g with g = W_V^T W_O^T (a *
    1[h > 0]); dF/dW_Q = sum_i dF/ds_i (W_K p_i) p_q^T; dl/dF = -z where z F < 1, else 0."""
    WQ, WK, WV, WO = W
    G = np.zeros_like(WQ)
    for n in range(len(z)):
        s = (ctx[n] @ WK.T) @ (WQ @ pq[n])
        att = np.exp(s - s.max())
        att /= att.sum()
        pbar = ctx[n].T @ att
        h = WO @ (WV @ pbar)
        if z[n] * float(a @ np.maximum(h, 0.0)) >= 1:
            continue
        g = WV.T @ (WO.T @ (a * (h > 0)))
        dF_ds = att * ((ctx[n] - pbar) @ g)
        G += -z[n] * np.outer(WK @ (ctx[n].T @ dF_ds), pq[n])
    return G / len(z)


@pytest.mark.parametrize("t", [1, 4])
def test_eqE76_eqE78_second_path(t: int) -> None:
    """(E.76)/(E.78) first '=' on E229_FIRST: hand-derived numpy W_Q gradients along the run's iterates give W_Q^(t) =
    W_Q^(0) - eta sum_b G_b ((E.2)); the printed '+' side differs from (a, 0) W_Q^(t) p_query for some a != mu_j, and
    (E.78)'s right side (on p_query) differs from its left (on (mu_j, 0)) for a = nu_k."""
    cfg, Ws, batches, a, Wt = _trajectory(_inst(t))
    Gs = sum(_wq_grad(W, a, *bt) for W, bt in zip(Ws, batches))
    WQ0, WQt = Ws[0][0], Wt[0]
    assert np.abs(WQt - (WQ0 - cfg.eta * Gs)).max() <= 1e-9 * np.abs(WQt - WQ0).max()
    pq = batches[0][1]
    M1, dx, beta = cfg.M1, cfg.dx, cfg.beta
    gap76, gap78 = 0.0, 0.0
    for n in range(len(pq)):
        j = int(np.argmax(pq[n, :M1]))
        muj = np.zeros(pq.shape[1])
        muj[j] = beta
        for k in range(dx):
            row = np.zeros(WQt.shape[0])
            row[k] = beta  # (a^T, 0^T) with a = beta e_k: mu_k (k < M1) or nu_{k - M1}
            if k < M1 and k != j:
                gap76 = max(gap76, abs(row @ WQt @ pq[n] - row @ (WQ0 + cfg.eta * Gs) @ pq[n]))
            if k >= M1:
                gap78 = max(gap78, abs(row @ WQt @ muj - row @ (WQ0 + cfg.eta * Gs) @ pq[n]))
    assert gap76 > 1e-4 and gap78 > 1e-2, (gap76, gap78)


def _numpy_sgd(W0: tuple, a: np.ndarray, batches: list, eta: float) -> tuple:
    """Own SGD of (6.2) with the hinge loss (6.3), every gradient derived by hand: s = (W_K p_i)^T (W_Q p_q), attn =
    softmax(s), pbar = sum_i attn_i p_i, u = W_V pbar, h = W_O u, F = a^T relu(h), dl/dF = -z where z F < 1."""
    WQ, WK, WV, WO = (w.copy() for w in W0)
    for ctx, pq, z in batches:
        B = len(z)
        kq = (pq @ WQ.T) @ WK
        s = np.einsum("nld,nd->nl", ctx, kq)
        att = np.exp(s - s.max(1, keepdims=True))
        att /= att.sum(1, keepdims=True)
        pbar = np.einsum("nl,nld->nd", att, ctx)
        U = pbar @ WV.T
        H = U @ WO.T
        R = a[None, :] * (H > 0)
        F = np.maximum(H, 0.0) @ a
        c = -z * (z * F < 1)
        Rc = R * c[:, None]
        g = (R @ WO) @ WV  # dF/dpbar
        dFds = att * (np.einsum("nld,nd->nl", ctx, g) - (pbar * g).sum(1)[:, None])
        w = np.einsum("nl,nld->nd", dFds, ctx)
        GO = Rc.T @ U / B
        GV = (Rc @ WO).T @ pbar / B
        GQ = (c[:, None] * (w @ WK.T)).T @ pq / B
        GK = (c[:, None] * (pq @ WQ.T)).T @ w / B
        WQ, WK, WV, WO = WQ - eta * GQ, WK - eta * GK, WV - eta * GV, WO - eta * GO
    return WQ, WK, WV, WO


def test_eqE86_second_path() -> None:
    """(E.86) on E86_FIRST (M1 = 5, beta = 1, m = 81 >= 2 M1^2 log M1, B = 65, l_tr = 21, K = 1/2): the numpy SGD from
    the run's W^(0) over its prompts reproduces W_K^(T), and the least (mu_j, 0) W_K^(T) (mu_j + kappa nu_k; y) over
    j, k, kappa = +-K, y = +-1 is below sqrt(log 5) + 0.2 = 1.469."""
    from thmcheck.checks.papers.thesis.r11_thesisE import sizes
    from thmcheck.checks.papers.thesis.r15_thesisE import E86_FIRST
    from thmcheck.models.icl import ICLConfig, train

    inst = dict(E86_FIRST)
    B, l_tr = sizes(inst)
    cfg = ICLConfig(M1=inst["M1"], M2=inst["M2"], dy=2, beta=inst["beta"], K=inst["K"], alpha=inst["alpha"],
                    l_tr=l_tr, m=inst["m"], delta=inst["delta"], eta=inst["eta"], B=B, T=2000, seed=inst["seed"])
    got: dict = {"batches": []}

    def hook(b: int, model, batch) -> None:
        if b == 0:
            got["W0"] = tuple(p.detach().numpy().copy() for p in model.params())
            got["a"] = (model.a * model.mask).numpy().copy()
        got["batches"].append(tuple(x.numpy().copy() for x in batch[:3]))

    model, stop = train(cfg, stop_below=0.02, t_max=2000, step_hook=hook)
    assert stop is not None
    WQ, WK, WV, WO = _numpy_sgd(got["W0"], got["a"], got["batches"], cfg.eta)
    assert np.abs(WK - model.WK.detach().numpy()).max() < 1e-8
    M1, M2, dx, b = cfg.M1, cfg.M2, cfg.dx, cfg.beta
    least = np.inf
    for j in range(M1):
        row = np.zeros(WK.shape[0])
        row[j] = b
        for k in range(M2):
            for kap in (-inst["K"], inst["K"]):
                for y in (-1.0, 1.0):
                    p = np.zeros(WK.shape[1])
                    p[j], p[M1 + k], p[dx] = b, b * kap, y
                    least = min(least, float(row @ WK @ p))
    assert least < np.sqrt(np.log(M1)) + inst["delta"] - 0.1, least


def test_eqE222_second_path() -> None:
    """(E.222) at t = 1 on E229_FIRST: in numpy, W_O(i)^(1) V^n(1) (V^n(1) = W_V^(1) pbar^n(1)) equals the bracket
    delta (pbar^n(1), 0) . W_O(i)^(1) + (W_V^(1) - W_V^(0)) pbar^n(1) . W_O(i)^(1) for every pair (n, i in W_n), and
    differs from the printed right side (the leading W_O(i)^(0) . W_O(i)^(1), ~ 0.1-0.25, is no part of it)."""
    cfg, Ws, batches, a, Wt = _trajectory(_inst(1))
    dx, D = cfg.dx, cfg.dx + cfg.dy
    WV0, WO0 = Ws[0][2], Ws[0][3]
    ctx, pq, _ = batches[0]
    V0 = _pbar(Ws[0], ctx, pq) @ WV0.T
    x = _pbar(Wt, ctx, pq)
    WO1, WV1 = Wt[3], Wt[2]
    lhs = (x @ WV1.T) @ WO1.T  # (B, m)
    bracket = (cfg.delta * x) @ WO1[:, :D].T + (x @ (WV1 - WV0).T) @ WO1.T
    printed = (WO0 * WO1).sum(1)[None, :] + cfg.eta / cfg.B / cfg.m * bracket.sum(0)[None, :]
    worst = 0.0
    for n in range(len(pq)):
        Wn = (WO0[:, :dx] @ V0[n, :dx] > 0) & (WO0[:, dx:D] @ V0[n, dx:D] > 0) & (a > 0)
        assert np.abs(lhs[n, Wn] - bracket[n, Wn]).max() < 1e-12
        worst = max(worst, np.abs(lhs[n, Wn] - printed[0, Wn]).max())
    assert worst > 0.05, worst


def test_eqE187_second_path() -> None:
    """(E.187) on E207_INSIDE (M1 = 3, m = 27, B = 30 = 10 M1, eta = 1, seed 1) summed over b = 0..100: in numpy the
    hand-derived W_V gradients (dl/dF = -z only where z F < 1) applied to (nu_k, 0) differ from the printed sum (which
    keeps -z for every prompt) by more than 0.05, and equal the printed form with the hinge factor restored."""
    from thmcheck.checks.papers.thesis.r13_thesisE import E207_INSIDE

    inst = {**E207_INSIDE, "t": int(E207_INSIDE["t0"]) + 1}
    cfg, Ws, batches, a, Wt = _trajectory(inst)
    M1, dx = cfg.M1, cfg.dx
    D = dx + cfg.dy
    Nu = np.zeros((D, cfg.M2))
    for k in range(cfg.M2):
        Nu[M1 + k, k] = cfg.beta
    G, P, Pa = 0.0, 0.0, 0.0
    for W, (ctx, pq, z) in zip(Ws, batches):
        _, _, WV, WO = W
        pb = _pbar(W, ctx, pq)
        H = (pb @ WV.T) @ WO.T
        F = np.maximum(H, 0.0) @ a
        act = z * F < 1
        ind = (H >= 0) * a[None, :]
        P = P + cfg.eta * (((-z)[:, None] * ind) @ WO).T @ pb / len(z) @ Nu
        Pa = Pa + cfg.eta * (((-z * act)[:, None] * ind) @ WO).T @ pb / len(z) @ Nu
        grad = np.zeros_like(WV)  # hand-derived: dl/dW_V = -z W_O^T (a 1[h > 0]) pbar^T on the active prompts
        for n in range(len(z)):
            if act[n]:
                grad += -z[n] * np.outer(WO.T @ (a * (H[n] > 0)), pb[n])
        G = G + cfg.eta * grad / len(z) @ Nu
    assert np.abs(G - Pa).max() < 1e-12
    assert np.abs(G - P).max() > 0.05


def test_eqE105_least_row_norm_median_of_runs_falls() -> None:
    """(E.105) L8434, 'for i in W u U, ||W_O(i)^(T) W_V^(T)|| >~ beta^-1', second path: the own SGD loop of
    tests/test_thesis_r10_thesisE.py (Sec. 6.2.3 init, (6.1) prompts on the cyclic tasks, hinge loss, W u U by
    (E.31)/(E.32)/(E.35) over every training prompt, zero training loss), none of models/icl.py. M1 = 3, M2 = 4,
    beta = 3, alpha = 0.8, B = 20, l_tr = 11 (the claim's path family): over three seeds the median of the least row
    norm over W u U falls by > 8x from m = 20 to m = 1280 and is below 1/(10 beta) there, while each run's median
    over W u U stays above 1/beta."""
    import torch

    from tests.test_thesis_r10_thesisE import _e105_train

    old = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        runs = {m: [_e105_train(m, seed=s, M1=3, M2=4, l=11, B=20) for s in (10, 11, 12)] for m in (20, 1280)}
    finally:
        torch.set_num_threads(old)
    least = {m: float(np.median([r[0].min() for r in rs])) for m, rs in runs.items()}
    assert all(r[2] < 3000 for rs in runs.values() for r in rs)
    assert least[1280] < least[20] / 8
    assert least[1280] < 1 / 30
    assert all(np.median(r[0]) > 1 / 3 for rs in runs.values() for r in rs)
