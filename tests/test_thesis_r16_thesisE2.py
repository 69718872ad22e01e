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


def _numpy_gq(W: tuple, a: np.ndarray, ctx: np.ndarray, pq: np.ndarray, z: np.ndarray) -> np.ndarray:
    """(1/B) sum_n dl/dW_Q in the printed form (E.141)/(E.153): -z^n 1[z^n F < 1] sum_i a_i 1[W_O(i) v^n >= 0] sum_s
    (W_O(i) W_V p_s) attn_s (W_K p_s - sum_r attn_r W_K p_r) p_query^T, the softmax over the l contexts (6.2)."""
    WQ, WK, WV, WO = W
    G = np.zeros_like(WQ)
    for n in range(len(z)):
        Kp = ctx[n] @ WK.T
        sc = Kp @ (WQ @ pq[n])
        att = np.exp(sc - sc.max())
        att /= att.sum()
        h = WO @ (WV @ (ctx[n].T @ att))
        if z[n] * float(a @ np.maximum(h, 0.0)) >= 1.0:
            continue
        c = (ctx[n] @ WV.T) @ (WO.T @ (a * (h >= 0)))  # W_O(i) W_V p_s summed over the active neurons with a_i
        G += -z[n] * np.outer((att * c) @ (Kp - att @ Kp), pq[n])
    return G / len(z)


def _e147_148_excesses(M1: int, M2: int, beta: float, alpha: float, delta: float, eta: float, m: int, B: int, l_tr: int,
                       seeds: range) -> tuple[list, list, list]:
    """Per first batch meeting (E.146) (c = 1/2) of seeds ``seeds``: the numpy G_Q at W^(0) (checked against the
    run's autograd gradient), A[j, q] = (mu_j; 0) G_Q (mu_q; 0) with mu_q = beta e_q, and max over q of |A_jq| - c
    A_qq over the cyclic partners j = q +- 1 (c = e^{-delta^2 beta^2}/2, (E.147)) and over the others (c = 1/M1,
    (E.148)), each over max_q |A_qq|; and the fraction of q with A_qq <= 0."""
    from thmcheck.models.icl import ICLConfig, train

    e147, e148, neg = [], [], []
    for seed in seeds:
        cfg = ICLConfig(M1=M1, M2=M2, dy=2, beta=beta, alpha=alpha, l_tr=l_tr, m=m, delta=delta, eta=eta, B=B, T=1,
                        seed=seed)
        got: dict = {}

        def hook(t: int, model, batch, got: dict = got) -> None:
            got["W"] = tuple(p.detach().numpy().copy() for p in model.params())
            got["a"] = model.a.numpy().copy()
            got["b"] = tuple(x.numpy().copy() for x in batch[:3])
            got["auto"] = model.WQ.grad.numpy().copy()

        train(cfg, t_max=1, step_hook=hook)
        ctx, pq, z = got["b"]
        if not (np.bincount(pq[:, :M1].argmax(1), minlength=M1) >= B / (2 * M1)).all():
            continue
        G = _numpy_gq(got["W"], got["a"], ctx, pq, z)
        assert np.allclose(G, got["auto"], rtol=1e-8, atol=1e-14)
        A = beta * beta * G[:M1, :M1]  # (mu_j; 0) G (mu_q; 0), mu = beta e
        d = np.diag(A)
        c147 = 0.5 * math.exp(-delta * delta * beta * beta)
        e147.append(max(abs(A[j, q]) - c147 * d[q] for q in range(M1) for j in ((q + 1) % M1, (q - 1) % M1))
                    / np.abs(d).max())
        e148.append(max(abs(A[j, q]) - d[q] / M1 for q in range(M1) for j in range(M1)
                        if j not in (q, (q + 1) % M1, (q - 1) % M1)) / np.abs(d).max())
        neg.append(float((d <= 0).mean()))
    return e147, e148, neg


def test_eqE147_148_second_path() -> None:
    """(E.147) at M1 = M2 = 4, beta = alpha = eta = 1, delta = 0.125, m = 45 (>= 2 M1^2 log M1 = 44.4), B = 45 (>= 6
    M1 log M1 = 33.3), l_tr = 12 (l_tr alpha beta^2 = 12 >= 8), seeds 0..7: every first batch meeting (E.146) has a
    partner entry above (1/2) e^{-delta^2 beta^2} times the signed own entry. (E.148) at M1 = 7, M2 = 13, beta = 1,
    alpha = 0.959, delta = 0.114, eta = 0.5, m = 191 (>= 190.7), B = 82 (>= 81.7), l_tr = 17: most batches have a
    non-partner entry above the signed own entry / M1 (a negative own entry in about half the q)."""
    assert 45 >= 2 * 16 * math.log(4) and 45 >= 6 * 4 * math.log(4)
    e147, _, _ = _e147_148_excesses(4, 4, 1.0, 1.0, 0.125, 1.0, 45, 45, 12, range(8))
    assert len(e147) >= 4 and sum(x > 0 for x in e147) == len(e147), e147
    al = 0.9586779287757569
    assert 191 >= 2 * 49 * math.log(7) and 82 >= 6 * 7 * math.log(7) and 17 * al >= 8
    _, e148, neg = _e147_148_excesses(7, 13, 1.0, al, 0.11409387380295544, 0.5, 191, 82, 17, range(8))
    assert len(e148) >= 4 and float(np.median(e148)) > 0 and sum(x > 0 for x in e148) > len(e148) / 2, e148
    assert float(np.median(neg)) > 0.2


def test_eqE140_second_path() -> None:
    """(E.140), (E.141), (E.142), (E.139) at thesis.ch6.eqE.140's first instance (M1 = 4, M2 = 8, beta = 1, alpha = 0.8, delta = 0.1, m = 355 = 16
    M1^2 log M1, l_tr = 14, t = 0, 400 prompts of seed 0): in numpy from W^(0) and the prompts (6.1), per z = +1 prompt
    the non-lucky neurons' part sum_{i not in W_n u U_n} a_i 1[W_O(i) V >= 0] T_i against sqrt(log m / m) (1/m)
    sum_{i in W_n} T_i, T_i = (mu_q; 0)^T sum_s (W_O(i) W_V p_s) attn_s (W_K p_s - sum_r attn_r W_K p_r) ||x_query||^2:
    the left side is larger for well over 1/M1 = 1/4 of the prompts (Wilson lower 95 % bound above 1/4); the same led
    by (mu_j; 0) for the task partner j against e^{-delta beta^2} times the right side ((E.141)) and for the other
    patterns against 1/l times it ((E.142), over (prompt, j) pairs); (E.139): the W_n part led by (mu_j; 0) against 1/l
    times the one led by (mu_q; 0), over the same pairs; (E.137): the one led by (mu_q; 0) is <= 0 for well over 1/4 of
    the prompts (its printed lower bound is positive); (E.138): the partner's W_n part is > 0 while the own one is <= 0
    for well over 1/4 of them (no constant C rescues those)."""
    from thmcheck.models.device import generator
    from thmcheck.models.icl import ICLConfig, cyclic_tasks, init_model, make_prompts

    M1, beta, m, l_tr, n = 4, 1.0, 355, 14, 400
    assert m >= 16 * M1 * M1 * math.log(M1) and l_tr >= 8 * math.log(M1) / 0.8
    cfg = ICLConfig(M1=M1, M2=8, dy=2, beta=beta, alpha=0.8, l_tr=l_tr, m=m, delta=0.1, B=n, T=1, seed=0)
    gen = generator(0)
    model = init_model(cfg, gen)
    ctx, pq, z, _ = (x.numpy() for x in make_prompts(cfg, n, cyclic_tasks(M1), l_tr, 0.8, gen))
    WQ, WK, WV, WO = (p.detach().numpy() for p in model.params())
    a, dx = model.a.numpy(), cfg.dx
    fails, f141, f142, f139, f137, f138 = [], [], [], [], [], []
    for i in np.flatnonzero(z > 0):
        P = ctx[i]
        Kp = P @ WK.T
        s = Kp @ (WQ @ pq[i])
        att = np.exp(s - s.max())
        att /= att.sum()
        V = WV @ (P.T @ att)
        h = WO @ V
        lucky = (WO[:, :dx] @ V[:dx] > 0) & (WO[:, dx:dx + 2] @ V[dx:dx + 2] > 0)
        q = int(np.argmax(pq[i, :M1]))
        u = beta * (Kp - att @ Kp)[:, q]  # (mu_q; 0)^T (W_K p_s - sum_r attn_r W_K p_r), (l,)
        T = ((P @ WV.T) @ WO.T).T @ (att * u) * float(pq[i] @ pq[i])  # (m,)
        lhs = float((a * (h >= 0) * T)[~lucky].sum())
        rhs = math.sqrt(math.log(m) / m) * float(T[lucky & (a > 0)].sum()) / m
        fails.append(lhs > rhs)
        f137.append(float(T[lucky & (a > 0)].sum()) <= 0.0)  # (E.137): the own W_n part not positive
        for j in range(M1):  # (E.141): the partner q + 1 (cyclic tasks), factor e^{-delta beta^2}; (E.142): 1/l
            if j == q:
                continue
            Tj = ((P @ WV.T) @ WO.T).T @ (att * beta * (Kp - att @ Kp)[:, j]) * float(pq[i] @ pq[i])
            lj = float((a * (h >= 0) * Tj)[~lucky].sum())
            if j == (q + 1) % M1:
                f141.append(lj > math.exp(-0.1 * beta**2) * rhs)
                f138.append(float(T[lucky & (a > 0)].sum()) <= 0.0 < float(Tj[lucky & (a > 0)].sum()))
            else:
                f142.append(lj > rhs / l_tr)
                Wn = lucky & (a > 0)
                f139.append(float(Tj[Wn].sum()) / m > float(T[Wn].sum()) / m / l_tr)
    for f in (fails, f141, f142, f139, f137, f138):
        k, p = len(f), float(np.mean(f))
        lower = (p + 1.96**2 / (2 * k) - 1.96 * math.sqrt(p * (1 - p) / k + 1.96**2 / (4 * k * k))) / (1 + 1.96**2 / k)
        assert k >= 150 and lower > 1 / M1, (k, p, lower)
