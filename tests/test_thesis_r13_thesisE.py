"""Round 13 (thesisE): second paths of the thesis App. E claims of ``checks/papers/thesis/r13_thesisE.py`` (the W_K
gradient of Lemma E.4.5 (b)'s proof at the induction step), written from the paper's own form (E.160) in numpy."""

from __future__ import annotations

import math

import numpy as np


def _numpy_wk_gradient(W: tuple, ctx: np.ndarray, pq: np.ndarray, z: np.ndarray) -> np.ndarray:
    """(1/B) sum_n d l(P^n, z^n)/d W_K of the hinge loss l = max(0, 1 - z F), from (E.160) read as the gradient
    (thesis.ch6.eqE.160's reading: the factor 1[z F < 1] and W_Q p_query): -z sum_i a_i 1[W_O(i) v > 0] sum_s (W_O(i)
    W_V p_s) attn_s (W_Q p_query) (p_s - sum_r attn_r p_r)^T, attn = softmax_s((W_K p_s)^T W_Q p_query) over the l
    contexts (the model (6.2)). One prompt at a time, numpy only."""
    WQ, WK, WV, WO, a = W
    G = np.zeros_like(WK)
    for n in range(len(z)):
        P = ctx[n]  # (l, D)
        qv = WQ @ pq[n]
        s = (P @ WK.T) @ qv
        att = np.exp(s - s.max())
        att /= att.sum()
        h = WO @ (WV @ (P.T @ att))
        if z[n] * float(a @ np.maximum(h, 0.0)) >= 1.0:
            continue
        g = WO.T @ (a * (h > 0))  # sum_i a_i 1[.] W_O(i)^T
        c = (P @ WV.T) @ g  # per context s: sum_i a_i 1[.] W_O(i) W_V p_s
        cen = P - att @ P  # p_s - sum_r attn_r p_r
        G += -z[n] * np.outer(qv, (att * c) @ cen)
    return G / len(z)


def _numpy_wq_gradient(W: tuple, ctx: np.ndarray, pq: np.ndarray, z: np.ndarray) -> np.ndarray:
    """(1/B) sum_n d l(P^n, z^n)/d W_Q from (E.141)/(E.153) read as the gradient: -z 1[z F < 1] sum_i a_i 1[W_O(i) v >
    0] sum_s (W_O(i) W_V p_s) attn_s (W_K p_s - sum_r attn_r W_K p_r) p_query^T, softmax over the l contexts."""
    WQ, WK, WV, WO, a = W
    G = np.zeros_like(WQ)
    for n in range(len(z)):
        P = ctx[n]
        Kp = P @ WK.T  # (l, m_a): W_K p_s
        s = Kp @ (WQ @ pq[n])
        att = np.exp(s - s.max())
        att /= att.sum()
        h = WO @ (WV @ (P.T @ att))
        if z[n] * float(a @ np.maximum(h, 0.0)) >= 1.0:
            continue
        c = (P @ WV.T) @ (WO.T @ (a * (h > 0)))
        G += -z[n] * np.outer((att * c) @ (Kp - att @ Kp), pq[n])
    return G / len(z)


def _runs(M1: int, alpha: float, delta: float, eta: float, l_tr: int, m: int, B: int, steps: tuple, seeds: range):
    """SGD of models/icl.train (the trajectory only) with M2 = M1, beta = 1, d_Y = 2: per seed, at each step in
    ``steps`` the weights W^(t), the batch, the autograd gradient of W_K and whether the batch meets (E.146) (c = 1/2)."""
    from thmcheck.models.icl import ICLConfig, train

    for seed in seeds:
        cfg = ICLConfig(M1=M1, M2=M1, dy=2, beta=1.0, alpha=alpha, l_tr=l_tr, m=m, delta=delta, eta=eta, B=B,
                        T=max(steps) + 1, seed=seed)
        got: dict = {}

        def hook(t: int, model, batch, got: dict = got) -> None:
            if t in steps:
                W = tuple(p.detach().numpy().copy() for p in model.params()) + (model.a.numpy().copy(),)
                ctx, pq, z, _ = (x.numpy() for x in batch)
                ok = bool((np.bincount(pq[:, :M1].argmax(1), minlength=M1) >= B / (2 * M1)).all())
                got[t] = (W, ctx, pq, z, model.WK.grad.detach().numpy().copy(), ok,
                          model.WQ.grad.detach().numpy().copy())

        train(cfg, t_max=max(steps) + 1, step_hook=hook)
        yield cfg, got


def test_eqE164_second_path() -> None:
    """(E.164) on the ci path family (M1 = M2 = 3, beta = 1, alpha = 0.6, delta = 0.05, eta = 0.5, m = 20, B = 20, l_tr
    = 15, seeds 0..7): at t0 = 9 and t0 = 35 the median over runs meeting (E.146) of max_{q, y = +-1, j = q +- 1}
    |(mu_j; 0) G_K p_q| / |(mu_q; 0) G_K p_q| (p_q = (mu_q; y q)) is above 1, while e^{-(eta t0/M1)^2} is 0.105 and
    1.7e-15: the ratio over the printed shape grows without bound."""
    M1 = 3
    for t0 in (9, 35):
        ratios = []
        for cfg, got in _runs(M1, 0.6, 0.05, 0.5, 15, 20, 20, (t0,), range(8)):
            W, ctx, pq, z, Gt, ok, _ = got[t0]
            G = _numpy_wk_gradient(W, ctx, pq, z)
            assert np.allclose(G, Gt, rtol=1e-9, atol=1e-15)
            if not ok:
                continue
            q = np.zeros(cfg.dy)
            q[0] = 1.0
            best = 0.0
            for y in (1.0, -1.0):
                for qq in range(M1):
                    col = G[:, qq] + y * G[:, cfg.dx : cfg.dx + cfg.dy] @ q  # G_K p_q, mu_q = e_q (beta = 1)
                    best = max(best, max(abs(col[j]) / abs(col[qq]) for j in ((qq + 1) % M1, (qq - 1) % M1)))
            ratios.append(best)
        assert len(ratios) >= 4
        shape = math.exp(-((0.5 * t0 / M1) ** 2))
        assert float(np.median(ratios)) > 1.0, (t0, ratios)
        if t0 == 35:
            assert float(np.median(ratios)) / shape > 1e14


def _t0_plus_1_gradients() -> list:
    """(E.161)/(E.163)'s shrunk instance (M1 = M2 = 3, beta = 1, alpha = 1, delta = 0.125, eta = 1, t0 = 1, m = 20 >= 2
    M1^2 log M1 = 19.8, B = 20 >= 6 M1 log M1 = 19.8, l_tr = 9, seeds 0..7): the numpy G_K at W^(t0+1) (checked against
    autograd) of the runs whose batch t0 + 1 meets (E.146)."""
    out = []
    for cfg, got in _runs(3, 1.0, 0.125, 1.0, 9, 20, 20, (2,), range(8)):
        W, ctx, pq, z, Gt, ok, _ = got[2]
        G = _numpy_wk_gradient(W, ctx, pq, z)
        assert np.allclose(G, Gt, rtol=1e-9, atol=1e-15)
        if ok:
            out.append((cfg, G))
    assert len(out) >= 4
    return out


def test_eqE163_second_path() -> None:
    """(E.163): the own entries (mu_q; 0) G_K p_q (p_q = (mu_q; y q), y = +-1) at W^(t0+1) take both signs: the median
    over runs of min_{q,y} is < 0, and so is the median of min_{q,y} of the update's sign -(mu_q; 0) G_K p_q, while the
    right side eta delta beta^2 sum_b zeta_b gamma_b / M1 is positive: no c > 0 bounds the entry below, either way."""
    mins, mins_upd = [], []
    for cfg, G in _t0_plus_1_gradients():
        own = [G[qq, qq] + y * G[qq, cfg.dx] for qq in range(3) for y in (1.0, -1.0)]  # q = e_1 of the label block
        mins.append(min(own))
        mins_upd.append(min(-x for x in own))
    assert float(np.median(mins)) < 0, mins
    assert float(np.median(mins_upd)) < 0, mins_upd


def test_eqE161_second_path() -> None:
    """(E.161) in its most favourable form: ||G_K[:, label] q|| / max_j |(mu_j; 0) G_K (mu_j; 0)| at W^(t0+1) has a
    median over runs above sqrt(log B / B) = 0.387 (B = 20)."""
    ratios = []
    for cfg, G in _t0_plus_1_gradients():
        lab = float(np.linalg.norm(G[:, cfg.dx]))  # G_K[:, label columns] q with q = e_1
        ratios.append(lab / float(np.abs(np.diag(G)[:3]).max()))
    assert float(np.median(ratios)) > math.sqrt(math.log(20) / 20), ratios


def test_eqE155_162_second_path() -> None:
    """(E.155), (E.162) at M1 = M2 = 3, beta = 1, alpha = 1, delta = 0.125, eta = 1, t0 = 1, m = 20, B = 20, l_tr = 10,
    seeds 0..7: the numpy G_Q and G_K at W^(t0+1) (checked against autograd); over the runs meeting (E.146) the median
    of min_q (mu_q; 0) G (mu_q; 0) is < 0 for G = G_Q and G = G_K, and so is the median of min_q of -(mu_q; 0) G (mu_q;
    0) (the update's sign), while the right sides are positive."""
    for which in ("Q", "K"):
        mins, mins_upd = [], []
        for _, got in _runs(3, 1.0, 0.125, 1.0, 10, 20, 20, (2,), range(8)):
            W, ctx, pq, z, GKt, ok, GQt = got[2]
            G = _numpy_wq_gradient(W, ctx, pq, z) if which == "Q" else _numpy_wk_gradient(W, ctx, pq, z)
            assert np.allclose(G, GQt if which == "Q" else GKt, rtol=1e-9, atol=1e-15)
            if ok:
                own = np.diag(G)[:3]  # mu_q = e_q (beta = 1)
                mins.append(float(own.min()))
                mins_upd.append(float((-own).min()))
        assert len(mins) >= 4
        assert float(np.median(mins)) < 0, (which, mins)
        assert float(np.median(mins_upd)) < 0, (which, mins_upd)


def test_eqE154_label_rows_stay_zero() -> None:
    """(E.154)'s mechanism: along SGD the label rows d_X..d_X+d_Y of W_Q and W_K (and of their gradients) are exactly 0
    (the initialisation of Sec. 6.2.3 has none, and each gradient's row space is the other's image)."""
    for cfg, got in _runs(3, 0.8, 0.2, 1.0, 9, 20, 20, (0, 3, 7), range(2)):
        for t in (0, 3, 7):
            (WQ, WK, _, _, _), _, _, _, Gt, _, _ = got[t]
            rows = slice(cfg.dx, cfg.dx + cfg.dy)
            assert not WQ[rows].any() and not WK[rows].any() and not Gt[rows].any()


def _numpy_wo_gradient(W: tuple, ctx: np.ndarray, pq: np.ndarray, z: np.ndarray) -> np.ndarray:
    """(1/B) sum_n d l(P^n, z^n)/d W_O from (E.189) with the hinge's indicator: -z 1[z F < 1] a_i 1[W_O(i) V^n > 0]
    V^n, V^n = sum_s W_V p_s softmax_s (over the l contexts). Numpy, one prompt at a time."""
    WQ, WK, WV, WO, a = W
    G = np.zeros_like(WO)
    for n in range(len(z)):
        P = ctx[n]
        s = (P @ WK.T) @ (WQ @ pq[n])
        att = np.exp(s - s.max())
        att /= att.sum()
        V = WV @ (P.T @ att)
        h = WO @ V
        if z[n] * float(a @ np.maximum(h, 0.0)) >= 1.0:
            continue
        G += -z[n] * np.outer(a * (h > 0), V)
    return G / len(z)


def _wo_run(cfg) -> tuple:
    """SGD of models/icl.train (the trajectory only) for cfg.T steps: eta sum_t of the numpy W_O gradient (E.189) at
    every step (checked against autograd), the lucky union W u U of (E.31)/(E.32) at W^(0) over every prompt of the run
    (numpy), and the trained model."""
    from thmcheck.models.icl import train

    acc = np.zeros((cfg.m, cfg.ma))
    lucky = np.zeros(cfg.m, dtype=bool)
    w0: list = []
    dx, dy = cfg.dx, cfg.dy

    def hook(t: int, model, batch) -> None:
        W = tuple(p.detach().numpy().copy() for p in model.params()) + (model.a.numpy().copy(),)
        if t == 0:
            w0.extend(W)
        ctx, pq, z, _ = (x.numpy() for x in batch)
        G = _numpy_wo_gradient(W, ctx, pq, z)
        assert np.allclose(G, model.WO.grad.detach().numpy(), rtol=1e-9, atol=1e-15)
        acc[:] += cfg.eta * G
        WQ0, WK0, WV0, WO0, _ = w0
        for n in range(len(z)):  # (E.31)/(E.32) at W^(0): both blocks of O_i . V^n(0) positive
            s = (ctx[n] @ WK0.T) @ (WQ0 @ pq[n])
            att = np.exp(s - s.max())
            att /= att.sum()
            V = WV0 @ (ctx[n].T @ att)
            lucky[:] |= (WO0[:, :dx] @ V[:dx] > 0) & (WO0[:, dx : dx + dy] @ V[dx : dx + dy] > 0)

    model, _ = train(cfg, step_hook=hook)
    return acc, lucky, model


def test_eqE207_second_path() -> None:
    """(E.207) in the learning regime of thesis.ch6.eqE.28's evidence (M1 = 3, M2 = 2, beta = 3, alpha = 0.9, delta =
    0.2, eta = 1, m = 27, B = 30, l = 12, t0 = 100, seed 1: the last batch's hinge loss reaches 0): eta sum_b of the
    numpy W_O gradient (E.189) over the run's 101 batches (checked against autograd at every step), W from (E.31) at
    W^(0) over every prompt of the run (a_i > 0). For some i in W and c: G(i) . (nu_c; 0) > max_b G(i) . (mu_b; q) /
    (BT), for G the accumulated gradient and for -G (the update); and max_c |G(i) . (nu_c; 0)| is far above max_b |G(i)
    . (mu_b; q)| / (BT) (median over W > 100)."""
    from thmcheck.models.icl import ICLConfig, patterns

    cfg = ICLConfig(M1=3, M2=2, dy=2, beta=3.0, alpha=0.9, l_tr=12, m=27, delta=0.2, eta=1.0, B=30, T=101, seed=1)
    acc, lucky, model = _wo_run(cfg)
    assert model.history[-1] < 0.1
    dx, dy = cfg.dx, cfg.dy
    mu, nu, q = (x.numpy() for x in patterns(cfg))
    Wset = lucky & (model.a.numpy() > 0)
    assert Wset.sum() >= 3
    BT = cfg.B * 101
    ratios = []
    for sign in (1.0, -1.0):
        G = sign * acc[Wset]
        R = np.max(G[:, :dx] @ mu.T + (G[:, dx : dx + dy] @ q)[:, None], axis=1)  # most favourable mu_b
        L = G[:, :dx] @ nu.T
        assert float((L - (R / BT)[:, None]).max()) > 0, sign
        ratios = np.abs(L).max(1) / (np.abs(R) / BT)
    assert float(np.median(ratios)) > 100


def test_eqE213_second_path() -> None:
    """(E.213) at E213_INSIDE (M1 = 3, M2 = 2, beta = 3, alpha = 0.8, delta = 0.2, eta = 1 (Theorem 6.3.3's eta <= 1), m
    = 36 = 4 M1^2, B = 30 = 10 M1, l = 8, 101 batches = t0 + 2 with t0 = 99, seed 1): max over i outside W u U and a of
    eta sum_b G_O(i) . (mu_a; -q) (numpy, (E.189)) is above 10 times the printed eta sqrt(log(B (t0+1)) / (B (t0+1))) /
    a = 1.435e-3, and so is the update's sign (-G)."""
    from thmcheck.models.icl import ICLConfig, patterns

    cfg = ICLConfig(M1=3, M2=2, dy=2, beta=3.0, alpha=0.8, l_tr=8, m=36, delta=0.2, eta=1.0, B=30, T=101, seed=1)
    acc, lucky, _ = _wo_run(cfg)
    out = ~lucky
    assert out.any()
    mu, _, q = (x.numpy() for x in patterns(cfg))
    V = np.concatenate([mu, -np.tile(q, (cfg.M1, 1))], 1)  # (mu_a; -q)
    P = acc[out][:, : cfg.dx + cfg.dy] @ V.T
    rhs = cfg.eta * math.sqrt(math.log(cfg.B * 100) / (cfg.B * 100)) / cfg.m
    assert math.isclose(rhs, 1.435e-3, rel_tol=1e-3)
    assert float(P.max()) > 10 * rhs and float((-P).max()) > 10 * rhs


def test_r13_sides_and_mutants() -> None:
    from thmcheck.bounds.thesis import r13_thesisE as b

    assert b.e164_shape(0.5, 0, 3) == 1.0 and b.e164_mutant_M1(1.0, 3, 3) == math.exp(-1) / 27
    assert b.e164_mutant_t0(1.0, 2, 2) == math.exp(-1) / 16
    assert math.isclose(b.e163_shape(4, 0.5, 0.1, 2.0, 3.0), 0.5 * 0.1 * 4 * 3 / 4)
    assert b.e163_mutant_M1(2, 1.0, 1.0, 1.0, 1.0) == 16 and b.e163_mutant_big(1, 1.0, 1.0, 1.0, 1.0) == 1e12
    assert math.isclose(b.e161_rhs(20), math.sqrt(math.log(20) / 20)) and b.e161_mutant_B(20) == 0.05
    assert b.e161_mutant_tenth(20) < b.e161_rhs(20) and b.e154_zero() == 0.0
    assert math.isclose(b.e155_shape(4, 0.5, 0.1, 2.0, 3.0), 4 * b.e163_shape(4, 0.5, 0.1, 2.0, 3.0))
    assert b.e155_mutant_M1(2, 1.0, 1.0, 1.0, 1.0) == 16 and b.e155_mutant_big(1, 1.0, 1.0, 1.0, 1.0) == 1e12
    assert b.e207_rhs(6.0, 3) == 2.0 and b.e207_mutant_abs(-6.0, 3) == -8.0
    assert math.isclose(b.e213_rhs(2.0, 100, 30, 18.0), 2.0 * math.sqrt(math.log(3000) / 3000) / 18)
    assert b.e213_mutant_T(1.0, 2, 5, 1.0) == 0.1 and b.e213_mutant_a(1.0, 1, 3, 2.0) < b.e213_rhs(1.0, 1, 3, 2.0)


def _e152_ratios(M1: int, n_seeds: int) -> tuple[list, list]:
    """(E.152) in the family beta = 1, alpha = 0.8, delta = 0.1, M2 = M1, m = ceil(2 M1^2 log M1), B = ceil(8 M1 log
    M1), l_tr = ceil(8 max(log M1 / alpha, 1 / alpha)): per seed 0..n_seeds-1 whose first batch meets (E.146) (c =
    1/2), the numpy gradient G_Q at W^(0) (the printed form, not autograd) and, with mu_q = e_q, nu_k = e_{M1 + k},
    max_q max_k |(nu_k; 0) G_Q (mu_q; 0)| / |(mu_q; 0) G_Q (mu_q; 0)| and the same at the q with the largest own entry."""
    from thmcheck.models.device import generator
    from thmcheck.models.icl import ICLConfig, cyclic_tasks, init_model, make_prompts

    alpha = 0.8
    m = math.ceil(2 * M1 * M1 * math.log(M1))
    B = math.ceil(8 * M1 * math.log(M1))
    l_tr = math.ceil(8 * max(math.log(M1) / alpha, 1 / alpha))
    assert m >= 2 * M1 * M1 * math.log(M1) and B >= 6 * M1 * math.log(M1) and l_tr * alpha >= 8
    worst, best = [], []
    for seed in range(n_seeds):
        cfg = ICLConfig(M1=M1, M2=M1, dy=2, beta=1.0, alpha=alpha, l_tr=l_tr, m=m, delta=0.1, eta=1.0, B=B, T=1,
                        seed=seed)
        gen = generator(seed)
        model = init_model(cfg, gen)
        W = tuple(p.detach().numpy().copy() for p in model.params()) + (model.a.numpy().copy(),)
        ctx, pq, z, _ = (x.numpy() for x in make_prompts(cfg, B, cyclic_tasks(M1), l_tr, alpha, gen))
        if not (np.bincount(pq[:, :M1].argmax(1), minlength=M1) >= B / (2 * M1)).all():
            continue
        G = _numpy_wq_gradient(W, ctx, pq, z)
        own = np.abs(np.diag(G[:M1, :M1]))  # (mu_q; 0) G (mu_q; 0), mu_q = e_q (beta = 1)
        idi = np.abs(G[M1:2 * M1, :M1]).max(0)  # max_k |(nu_k; 0) G (mu_q; 0)|, nu_k = e_{M1 + k}
        worst.append(float((idi / own).max()))
        qs = int(own.argmax())
        best.append(float(idi[qs] / own[qs]))
    assert len(worst) >= 16
    return worst, best


def test_eqE152_second_path() -> None:
    """(E.152) along M1 = M2 (M2 = O(M1) with the constant 1; every hypothesis of Lemma E.4.5 / Theorem 6.3.3 met, see
    _e152_ratios): over 32 first batches, the median of max_q max_k |nu_k row| / |own entry| times M2 grows about 10x
    from M1 = 3 to M1 = 24 (no C with ratio <= C / M2), while at the q with the largest own entry it stays flat (the
    1/M2 rate holds there: the failure is the own entry's random size at t = 0)."""
    w3, b3 = _e152_ratios(3, 32)
    w24, b24 = _e152_ratios(24, 32)
    s3, s24 = 3 * float(np.median(w3)), 24 * float(np.median(w24))
    assert s24 > 5 * s3, (s3, s24)
    f3, f24 = 3 * float(np.median(b3)), 24 * float(np.median(b24))
    assert f24 < 3 * f3, (f3, f24)


def test_eqE204_205_208_209_second_path() -> None:
    """(E.204), (E.208) at E207_INSIDE (M1 = 3, M2 = 2, beta = 3, alpha = 0.9, delta = 0.2, eta = 1, m = 27 = 3 M1^2, B
    = 30 = 10 M1, l = 12, t0 = 100: 102 batches b = 0 .. t0 + 1, seed 1): per IDR pattern a, eta sum_b of the numpy W_O
    gradient (E.189) of (1/B) sum over the prompts of batch b whose query has pattern mu_a (B_b^n), W_n / U_n from
    (E.31)/(E.32) at W^(0) in numpy for the prompts with query (mu_a, +q) / (mu_a, -q). For both displays some (a, i)
    has a negative sum (as printed: the printed side is positive) and some (a, i) a positive one (so minus the sum,
    the update, is negative there too). (E.205), (E.209): the same over B_b - B_b^n projected on (mu_b; +-q), each
    pair's most favourable b != a: the smallest over the pairs is negative for the sum and for minus the sum."""
    from thmcheck.models.icl import ICLConfig, patterns, train

    cfg = ICLConfig(M1=3, M2=2, dy=2, beta=3.0, alpha=0.9, l_tr=12, m=27, delta=0.2, eta=1.0, B=30, T=102, seed=1)
    M1, dx, dy = cfg.M1, cfg.dx, cfg.dy
    acc = np.zeros((M1, cfg.m, cfg.ma))
    acc_o = np.zeros((M1, cfg.m, cfg.ma))
    sets = np.zeros((2, M1, cfg.m), dtype=bool)
    w0: list = []

    def hook(t: int, model, batch) -> None:
        W = tuple(p.detach().numpy().copy() for p in model.params()) + (model.a.numpy().copy(),)
        if t == 0:
            w0.extend(W)
        ctx, pq, z, _ = (x.numpy() for x in batch)
        qp = pq[:, :M1].argmax(1)
        for a in range(M1):
            S = qp == a
            if S.any():  # _numpy_wo_gradient is the mean over the prompts given: times |S| / B
                acc[a] += cfg.eta * _numpy_wo_gradient(W, ctx[S], pq[S], z[S]) * S.sum() / cfg.B
            if (~S).any():
                acc_o[a] += cfg.eta * _numpy_wo_gradient(W, ctx[~S], pq[~S], z[~S]) * (~S).sum() / cfg.B
        WQ0, WK0, WV0, WO0, _ = w0
        for n in range(len(z)):
            s = (ctx[n] @ WK0.T) @ (WQ0 @ pq[n])
            att = np.exp(s - s.max())
            att /= att.sum()
            V = WV0 @ (ctx[n].T @ att)
            sets[0 if z[n] > 0 else 1, qp[n]] |= (WO0[:, :dx] @ V[:dx] > 0) & (WO0[:, dx : dx + dy] @ V[dx : dx + dy] > 0)

    model, _ = train(cfg, step_hook=hook)
    mu, _, q = (x.numpy() for x in patterns(cfg))
    a_sign = model.a.numpy()
    for k, sg in enumerate((1.0, -1.0)):
        vals = []
        for a in range(M1):
            sel = sets[k, a] & (a_sign * sg > 0)
            vals.extend(acc[a][sel][:, :dx] @ mu[a] + sg * acc[a][sel][:, dx : dx + dy] @ q)
        assert len(vals) >= 5, sg
        assert min(vals) < -0.05 and max(vals) > 0.01, (sg, min(vals), max(vals))
        for up in (1.0, -1.0):  # (E.205)/(E.209): the sum (up = 1) and minus it, each pair's best b != a
            best = []
            for a in range(M1):
                sel = sets[k, a] & (a_sign * sg > 0)
                G = up * acc_o[a][sel]
                best.extend(np.max([G[:, :dx] @ mu[b] + sg * G[:, dx : dx + dy] @ q for b in range(M1) if b != a], 0))
            assert min(best) < -1e-3, (sg, up, min(best))


def test_eqE197_200_second_path() -> None:
    """(E.197)-(E.200) at E207_INSIDE (M1 = 3, M2 = 2, beta = 3, alpha = 0.9, delta = 0.2, eta = 1, m = 27 = 3 M1^2,
    B = 30 = 10 M1, l = 12, seed 1): eta times the numpy W_O gradient (E.189) at W^(1) of the MEAN loss over the
    prompts of batch 1 whose query has pattern mu_a (B_1^n) or not (B_1 - B_1^n), projected on (mu_a; +-q); W_n / U_n
    from (E.31)/(E.32) at W^(0) in numpy for the run's prompts with query (mu_a, +q) / (mu_a, -q). For all four
    displays some (a, i) has a negative mean (the printed side is positive) and some a positive one (minus the mean,
    the update, is negative there)."""
    from thmcheck.models.icl import ICLConfig, patterns, train

    cfg = ICLConfig(M1=3, M2=2, dy=2, beta=3.0, alpha=0.9, l_tr=12, m=27, delta=0.2, eta=1.0, B=30, T=102, seed=1)
    M1, dx, dy = cfg.M1, cfg.dx, cfg.dy
    g1 = np.zeros((2, M1, cfg.m, cfg.ma))  # [same pattern / other patterns, a]
    sets = np.zeros((2, M1, cfg.m), dtype=bool)
    w0: list = []

    def hook(t: int, model, batch) -> None:
        W = tuple(p.detach().numpy().copy() for p in model.params()) + (model.a.numpy().copy(),)
        if t == 0:
            w0.extend(W)
        ctx, pq, z, _ = (x.numpy() for x in batch)
        qp = pq[:, :M1].argmax(1)
        if t == 1:  # _numpy_wo_gradient is the mean over the prompts given
            for a in range(M1):
                S = qp == a
                assert S.any() and (~S).any()
                g1[0, a] = cfg.eta * _numpy_wo_gradient(W, ctx[S], pq[S], z[S])
                g1[1, a] = cfg.eta * _numpy_wo_gradient(W, ctx[~S], pq[~S], z[~S])
        WQ0, WK0, WV0, WO0, _ = w0
        for n in range(len(z)):
            s = (ctx[n] @ WK0.T) @ (WQ0 @ pq[n])
            att = np.exp(s - s.max())
            att /= att.sum()
            V = WV0 @ (ctx[n].T @ att)
            sets[0 if z[n] > 0 else 1, qp[n]] |= (WO0[:, :dx] @ V[:dx] > 0) & (WO0[:, dx : dx + dy] @ V[dx : dx + dy] > 0)

    model, _ = train(cfg, step_hook=hook)
    mu, _, q = (x.numpy() for x in patterns(cfg))
    a_sign = model.a.numpy()
    for k, sg in enumerate((1.0, -1.0)):  # (E.197)/(E.198) on W_n, +q; (E.199)/(E.200) on U_n, -q
        for o in (0, 1):  # B_1^n, then B_1 - B_1^n
            vals = []
            for a in range(M1):
                G = g1[o, a][sets[k, a] & (a_sign * sg > 0)]
                vals.extend(G[:, :dx] @ mu[a] + sg * G[:, dx : dx + dy] @ q)
            assert len(vals) >= 5, (sg, o)
            assert min(vals) < -5e-3 and max(vals) > 5e-3, (sg, o, min(vals), max(vals))


def _e202_numpy(cfg, t_last: int) -> tuple:
    """numpy (E.189) W_O gradients of the MEAN loss over B_b^a (the prompts of batch b with query pattern mu_a), eta
    times, projected on (mu_a; q) for i in W_n of (E.31)/(E.32) at W^(0) (a_i > 0, prompts with query (mu_a, +q)):
    returns (the values at b = t_last, the values summed over b = 0 .. t_last)."""
    from thmcheck.models.icl import patterns, train

    M1, dx, dy = cfg.M1, cfg.dx, cfg.dy
    gl = np.zeros((M1, cfg.m, cfg.ma))
    gs = np.zeros((M1, cfg.m, cfg.ma))
    sets = np.zeros((M1, cfg.m), dtype=bool)
    w0: list = []

    def hook(t: int, model, batch) -> None:
        W = tuple(p.detach().numpy().copy() for p in model.params()) + (model.a.numpy().copy(),)
        if t == 0:
            w0.extend(W)
        ctx, pq, z, _ = (x.numpy() for x in batch)
        qp = pq[:, :M1].argmax(1)
        for a in range(M1):
            S = qp == a
            assert S.any()
            g = cfg.eta * _numpy_wo_gradient(W, ctx[S], pq[S], z[S])
            gs[a] += g
            if t == t_last:
                gl[a] = g
        WQ0, WK0, WV0, WO0, _ = w0
        for n in range(len(z)):
            if z[n] > 0:
                s = (ctx[n] @ WK0.T) @ (WQ0 @ pq[n])
                att = np.exp(s - s.max())
                att /= att.sum()
                V = WV0 @ (ctx[n].T @ att)
                sets[qp[n]] |= (WO0[:, :dx] @ V[:dx] > 0) & (WO0[:, dx : dx + dy] @ V[dx : dx + dy] > 0)

    model, _ = train(cfg, step_hook=hook)
    mu, _, q = (x.numpy() for x in patterns(cfg))
    pos = model.a.numpy() > 0
    out = []
    for G in (gl, gs):
        vals = []
        for a in range(M1):
            H = G[a][sets[a] & pos]
            vals.extend(H[:, :dx] @ mu[a] + H[:, dx : dx + dy] @ q)
        out.append(vals)
    return tuple(out)


def test_eqE202_203_second_path() -> None:
    """(E.202)/(E.203) (the printed sides are positive): at ci's shrunk instance (M1 = 3, M2 = 1, beta = 1, alpha =
    0.5, delta = 0.125, eta = 0.05, m = 9, B = 30, l = 2, seed 0, t0 = 1) the mean at step t0 + 1 = 2 is negative on
    some (a, i in W_n) and positive on others (so neither sign convention is positive for every i); at E207_INSIDE
    (eta = 1, t0 = 100) the sum over b = 0 .. 101 of the means ranges from about -0.98 to +0.13, and the mean at step 101 is 0
    (every hinge margin >= 1)."""
    from thmcheck.models.icl import ICLConfig

    cfg = ICLConfig(M1=3, M2=1, dy=2, beta=1.0, alpha=0.5, l_tr=2, m=9, delta=0.125, eta=0.05, B=30, T=3, seed=0)
    last, _ = _e202_numpy(cfg, 2)
    assert len(last) >= 5
    assert min(last) < -1e-4 and max(last) > 1e-5, (min(last), max(last))
    cfg = ICLConfig(M1=3, M2=2, dy=2, beta=3.0, alpha=0.9, l_tr=12, m=27, delta=0.2, eta=1.0, B=30, T=102, seed=1)
    last, summed = _e202_numpy(cfg, 101)
    assert len(summed) >= 5
    assert min(summed) < -0.5 and max(summed) > 0.1, (min(summed), max(summed))
    assert max(abs(x) for x in last) < 1e-12
