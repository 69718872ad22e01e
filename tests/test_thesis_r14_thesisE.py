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


def _e40_numpy_fraction(M1: int, mult: int, seed: int) -> tuple[float, float, int]:
    """The run of models/icl.train (trajectory only) on thesis.ch6.theorem6.3.7's tied model at M1, width mult times
    its m, to zero training loss (EMA < 0.02); in numpy over every training prompt: W_n / U_n of (E.31)/(E.32) at
    W^(0), W, U their unions, and the fraction of pairs (i in W, z^n = +1), (i in U, z^n = -1) with W_O(i)^(t) V^n(t)
    <= 0 at the final weights; also the hinge over the prompts and the stop step."""
    import dataclasses

    from thmcheck.checks.papers.thesis.ch6_icl import _m1_cfg
    from thmcheck.models.icl import train

    base = _m1_cfg(M1, seed)
    cfg = dataclasses.replace(base, m=base.m * mult)
    prompts: list = []
    w0: list = []

    def hook(t: int, model, batch) -> None:
        if t == 0:
            w0.extend(p.detach().numpy().copy() for p in model.params())
        prompts.extend(zip(*(x.numpy().copy() for x in batch[:3])))

    model, stop = train(cfg, stop_below=0.02, t_max=4000, step_hook=hook)
    assert stop is not None
    WT = [p.detach().numpy() for p in model.params()]
    a = model.a.numpy()
    dx, D = cfg.dx, cfg.dx + cfg.dy

    def value(W, ctx, pq):
        WQ, WK, WV, _ = W
        s = (ctx @ WK.T) @ (WQ @ pq)
        att = np.exp(s - s.max())
        att /= att.sum()
        return WV @ (ctx.T @ att)

    lucky = np.zeros((len(prompts), cfg.m), dtype=bool)
    on = np.zeros((len(prompts), cfg.m), dtype=bool)
    z = np.array([p[2] for p in prompts])
    hinge = 0.0
    for n, (ctx, pq, _) in enumerate(prompts):
        V0 = value(w0, ctx, pq)
        lucky[n] = (w0[3][:, :dx] @ V0[:dx] > 0) & (w0[3][:, dx:D] @ V0[dx:D] > 0)
        h = WT[3] @ value(WT, ctx, pq)
        on[n] = h > 0
        hinge += max(0.0, 1.0 - z[n] * float(a @ np.maximum(h, 0.0)))
    Wset = (lucky & (a > 0)).any(0)
    Uset = (lucky & (a < 0)).any(0)
    pairs = (Wset[None, :] & (z > 0)[:, None]) | (Uset[None, :] & (z < 0)[:, None])
    return float((pairs & ~on).sum() / pairs.sum()), hinge / len(prompts), stop + 1


def test_eqE40_second_path() -> None:
    """Lemma E.4.10 (E.40)/(E.41) on thesis.ch6.theorem6.3.7's tied model at M1 = 2 (M2 = 8, m = 20 >= M1^2 log M1,
    B = 16, l_tr = 10, eta = 1, seed 0) trained to zero loss, and the same at 16 times the width (m = 320): in numpy,
    over every training prompt of the run, more than a fifth of the pairs (i in W, z^n = +1) and (i in U, z^n = -1)
    have W_O(i)^(t) V^n(t) <= 0, at a training hinge below 0.01 (the printed fraction is 0)."""
    for mult in (1, 16):
        frac, hinge, t = _e40_numpy_fraction(2, mult, 0)
        assert hinge < 0.01, (mult, hinge)
        assert frac > 0.2, (mult, frac, t)


def test_eqE223_second_path() -> None:
    """(E.223) at E207_INSIDE's t = 1 (M1 = 3, M2 = 2, beta = 3, alpha = 0.9, delta = 0.2, eta = 1, m = 27, B = 30,
    l = 12, seed 1): in numpy at W^(0) on batch 0, for i in W_n (a_i > 0, both blocks of O_i^(0) . V^n(0) positive)
    of some prompt n of the batch, W_O(i)^(0) . eta (1/B) sum_n z^n a_i 1[W_O(i)^(0) V^n(0) >= 0] V^n(0) is negative
    for some i (the printed side is > 0) and positive for others; every prompt's margin is below 1 (the sum is the
    update itself)."""
    from thmcheck.models.icl import ICLConfig

    cfg = ICLConfig(M1=3, M2=2, dy=2, beta=3.0, alpha=0.9, l_tr=12, m=27, delta=0.2, eta=1.0, B=30, T=1, seed=1)
    W, (ctx, pq, z) = _batch_at(cfg, 0)
    WQ, WK, WV, WO, a = W
    dx, D = cfg.dx, cfg.dx + cfg.dy
    upd = np.zeros_like(WO)
    lucky = np.zeros(cfg.m, dtype=bool)
    for n in range(len(z)):
        s = (ctx[n] @ WK.T) @ (WQ @ pq[n])
        att = np.exp(s - s.max())
        att /= att.sum()
        V = WV @ (ctx[n].T @ att)
        h = WO @ V
        assert z[n] * float(a @ np.maximum(h, 0.0)) < 1.0
        lucky |= (WO[:, :dx] @ V[:dx] > 0) & (WO[:, dx:D] @ V[dx:D] > 0) & (a > 0)
        upd += z[n] * np.outer(a * (h >= 0), V)
    vals = (WO * (cfg.eta * upd / len(z))).sum(1)[lucky]
    assert len(vals) >= 5
    assert vals.min() < -5e-4 and vals.max() > 1e-4, (vals.min(), vals.max())


def test_eqE224_numpy_at_e207_inside() -> None:
    """(E.224) at E207_INSIDE's t = 1 (the instance of test_eqE223_second_path): in numpy, W^(1) = W^(0) - eta G with
    G the hinge gradient of batch 0's mean loss built from (6.2) (every margin below 1 there, so G(i) = -(1/B) sum_n
    z^n a_i 1[W_O(i) V^n > 0] V^n); for every i in W_n, W_O(i)^(0) W_O(i)^(1)T > 0 although (E.223)'s term is
    negative for some of them; and the claim's measure (autograd SGD) agrees."""
    from thmcheck.checks.papers.thesis.r13_thesisE import E207_INSIDE
    from thmcheck.checks.papers.thesis.r14_thesisE import _e224_measure
    from thmcheck.models.icl import ICLConfig

    cfg = ICLConfig(M1=3, M2=2, dy=2, beta=3.0, alpha=0.9, l_tr=12, m=27, delta=0.2, eta=1.0, B=30, T=1, seed=1)
    W, (ctx, pq, z) = _batch_at(cfg, 0)
    WQ, WK, WV, WO, a = W
    dx, D = cfg.dx, cfg.dx + cfg.dy
    upd = np.zeros_like(WO)
    lucky = np.zeros(cfg.m, dtype=bool)
    for n in range(len(z)):
        s = (ctx[n] @ WK.T) @ (WQ @ pq[n])
        att = np.exp(s - s.max())
        att /= att.sum()
        V = WV @ (ctx[n].T @ att)
        h = WO @ V
        lucky |= (WO[:, :dx] @ V[:dx] > 0) & (WO[:, dx:D] @ V[dx:D] > 0) & (a > 0)
        upd += z[n] * np.outer(a * (h > 0), V)
    W1 = WO + cfg.eta * upd / len(z)
    vals = (WO * W1).sum(1)[lucky]
    assert len(vals) >= 5 and vals.min() > 0, vals
    inst = {**E207_INSIDE, "t0": 1}
    got = _e224_measure(inst, None).lhs
    assert abs(got - vals.min()) <= 1e-8 * max(1.0, abs(vals.min())), (got, vals.min())


def _e229_numpy(seed: int) -> np.ndarray:
    """(E.229)'s values W_O(i)^(0) . sum_{i' in W_n} W_O(i')^(0) over the pairs (n in batch 0, i in W_n) at
    E229_FIRST's model (M1 = 4, M2 = 2, beta = 3, alpha = 0.9, delta = 0.2, eta = 1, m = 368, B = 40, l = 12), in
    numpy from (6.2) and (E.31) (W_n = {i : a_i > 0, both blocks of W_O(i)^(0) . V^n(0) positive})."""
    from thmcheck.models.icl import ICLConfig

    cfg = ICLConfig(M1=4, M2=2, dy=2, beta=3.0, alpha=0.9, l_tr=12, m=368, delta=0.2, eta=1.0, B=40, T=1, seed=seed)
    W, (ctx, pq, z) = _batch_at(cfg, 0)
    WQ, WK, WV, WO, a = W
    dx, D = cfg.dx, cfg.dx + cfg.dy
    vals = []
    for n in range(len(z)):
        s = (ctx[n] @ WK.T) @ (WQ @ pq[n])
        att = np.exp(s - s.max())
        att /= att.sum()
        V = WV @ (ctx[n].T @ att)
        Wn = (WO[:, :dx] @ V[:dx] > 0) & (WO[:, dx:D] @ V[dx:D] > 0) & (a > 0)
        S = WO[Wn].sum(0)
        assert float(S @ S) > 0  # the average over W_n, ||S||^2 / |W_n|, is positive
        vals.extend(float(WO[i] @ S) for i in np.flatnonzero(Wn))
    return np.array(vals)


def test_eqE229_second_path() -> None:
    """(E.229) at t = 1 on E229_FIRST (m = 368 = 23 M1^2 >= 16 M1^2 log M1, B = 40 = 10 M1) and seed 1: in numpy, W_O(i)^(0)
    . sum_{i' in W_n} W_O(i')^(0) is negative for some pairs (n, i in W_n) (the printed side is > 0)."""
    for seed in (0, 1):
        vals = _e229_numpy(seed)
        assert len(vals) > 1000 and (vals < 0).sum() >= 10 and vals.min() < -0.1, (len(vals), vals.min())


def test_eqE229_measure_agrees_with_numpy() -> None:
    """The claim's measure (torch, models/icl.train's step-0 hook) gives the numpy minimum at E229_FIRST."""
    from thmcheck.checks.papers.thesis.r14_thesisE import E229_FIRST, _e229_measure

    want = _e229_numpy(0).min()
    got = _e229_measure(dict(E229_FIRST), None).lhs
    assert abs(got - want) <= 1e-8 * max(1.0, abs(want)), (got, want)


def _e230_numpy(seed: int) -> np.ndarray:
    """(E.230)'s values at t = 1 over the lucky rows i (union over batch 0 of W_n, (E.31)) at E229_FIRST's model, in
    numpy: the step-0 W_V gradient of the mean hinge loss (6.3) rebuilt from (6.2) (checked against W_V^(1) -
    W_V^(0)), applied to each prompt's softmax^(1)-weighted token, summed over batch 0, against W_O(i)^(1), times
    eta / (B m) (1/a = 1/m)."""
    from thmcheck.models.icl import ICLConfig

    cfg = ICLConfig(M1=4, M2=2, dy=2, beta=3.0, alpha=0.9, l_tr=12, m=368, delta=0.2, eta=1.0, B=40, T=1, seed=seed)
    W0, (ctx, pq, z) = _batch_at(cfg, 0)
    W1, _ = _batch_at(cfg, 1)
    WQ, WK, WV, WO, a = W0
    WQ1, WK1, WV1, WO1, _a1 = W1
    dx, D, B = cfg.dx, cfg.dx + cfg.dy, len(z)

    def pbar(WQ_, WK_, n):
        s = (ctx[n] @ WK_.T) @ (WQ_ @ pq[n])
        att = np.exp(s - s.max())
        return ctx[n].T @ (att / att.sum())

    grad = np.zeros_like(WV)
    lucky = np.zeros(WO.shape[0], dtype=bool)
    for n in range(B):
        pb = pbar(WQ, WK, n)
        V = WV @ pb
        h = WO @ V
        if z[n] * float(a @ np.maximum(h, 0.0)) < 1.0:  # the hinge is active
            grad += -z[n] * np.outer(WO.T @ (a * (h > 0)), pb) / B
        lucky |= (WO[:, :dx] @ V[:dx] > 0) & (WO[:, dx:D] @ V[dx:D] > 0) & (a > 0)
    dWV = -cfg.eta * grad
    assert np.allclose(dWV, WV1 - WV, atol=1e-12, rtol=1e-9)
    u = sum(dWV @ pbar(WQ1, WK1, n) for n in range(B))
    return (cfg.eta / B / cfg.m * (WO1 @ u))[lucky]


def test_eqE230_second_path() -> None:
    """(E.230) at t = 1 on E229_FIRST (m = 368 >= 16 M1^2 log M1, B = 40 = 10 M1 >= M1 log M1), seeds 0 and 1: in
    numpy the value is negative for a large share of the lucky rows (the printed side is > 0)."""
    for seed in (0, 1):
        vals = _e230_numpy(seed)
        assert len(vals) > 100 and (vals < 0).mean() > 0.3 and vals.min() < 0, (len(vals), vals.min())


def test_eqE230_measure_agrees_with_numpy() -> None:
    """The claim's measure (torch, models/icl.train's cached first step) gives the numpy minimum at E229_FIRST."""
    from thmcheck.checks.papers.thesis.r14_thesisE import E229_FIRST, _e230_measure

    want = _e230_numpy(0).min()
    got = _e230_measure(dict(E229_FIRST), None).lhs
    assert abs(got - want) <= 1e-8 * abs(want), (got, want)


def _e225_numpy(seed: int) -> np.ndarray:
    """(E.225)'s values at t = 1 over the pairs (n in batch 0, i in W_n) at E229_FIRST's model, in numpy: V_i'(0) =
    (1/B) sum_n' z^n' 1[z^n' F < 1] a_i' 1[W_O(i')^(0) V^n' > 0] pbar^n' . pbar^n from (6.2)-(6.3), W_n of (E.31),
    eta sum_{i' in W_n} V_i'(0) W_O(i')^(0) . W_O(i)^(1) with W^(1) from a separate run's step-1 weights."""
    from thmcheck.models.icl import ICLConfig

    cfg = ICLConfig(M1=4, M2=2, dy=2, beta=3.0, alpha=0.9, l_tr=12, m=368, delta=0.2, eta=1.0, B=40, T=1, seed=seed)
    W0, (ctx, pq, z) = _batch_at(cfg, 0)
    W1, _ = _batch_at(cfg, 1)
    WQ, WK, WV, WO, a = W0
    WO1 = W1[3]
    dx, D, B = cfg.dx, cfg.dx + cfg.dy, len(z)
    P = []
    for n in range(B):
        s = (ctx[n] @ WK.T) @ (WQ @ pq[n])
        att = np.exp(s - s.max())
        P.append(ctx[n].T @ (att / att.sum()))
    P = np.array(P)
    H = (P @ WV.T) @ WO.T
    act = np.array([z[n] * float(a @ np.maximum(H[n], 0.0)) < 1.0 for n in range(B)])
    vals = []
    for n in range(B):
        V = WV @ P[n]
        Wn = (WO[:, :dx] @ V[:dx] > 0) & (WO[:, dx:D] @ V[dx:D] > 0) & (a > 0)
        Vi = ((z * act)[:, None] * (H > 0) * a[None, :] * (P @ P[n])[:, None]).sum(0) / B
        S = (Vi[Wn, None] * WO[Wn]).sum(0)
        vals.extend(cfg.eta * (WO1[Wn] @ S))
    return np.array(vals)


def test_eqE225_second_path() -> None:
    """(E.225) at t = 1 on E229_FIRST (m = 368 >= 16 M1^2 log M1, B = 40 = 10 M1), seeds 0 and 1: in numpy both signs
    occur among the pairs (n, i in W_n), so the printed > 0 fails under either sign convention of V_i."""
    for seed in (0, 1):
        vals = _e225_numpy(seed)
        assert len(vals) > 1000 and (vals < 0).sum() >= 100 and (vals > 0).sum() >= 100, (len(vals), vals.min())


def test_eqE225_measure_agrees_with_numpy() -> None:
    """The claim's measure (torch, models/icl.train's cached first step) gives the numpy minimum at E229_FIRST."""
    from thmcheck.checks.papers.thesis.r14_thesisE import E229_FIRST, _e225_measure

    want = _e225_numpy(0).min()
    got = _e225_measure(dict(E229_FIRST), None).lhs
    assert abs(got - want) <= 1e-8 * abs(want), (got, want)
