"""Round 11 (thesisE): checks of the thesis App. E claims of ``checks/papers/thesis/r11_thesisE.py``: the printed
shapes and mutants, and the trained-model measurement recomputed prompt by prompt with numpy from the paper's
definitions ((E.168), (E.170), Definition E.4.4) on the same SGD run."""

from __future__ import annotations

import math
from functools import lru_cache

import numpy as np

from thmcheck.bounds.thesis.r11_thesisE import (
    e168_mutant_l,
    e168_mutant_l2,
    e168_shape,
    e170_mutant_l,
    e170_mutant_l2,
    e170_shape,
)

_INST = {"M1": 4, "M2": 8, "beta": 1.0, "alpha": 0.8, "delta": 0.2, "eta": 1.0, "m": 50, "cB": 8.0, "cl": 50.0,
         "seed": 0}


def test_shapes_and_mutants() -> None:
    assert e168_shape(2.0, 0.5, 10) == 2.0
    assert e170_shape(2.0, 0.25, 10) == 1.0
    assert e168_mutant_l(1.0, 0.5, 10) == 5.0 and e168_mutant_l2(1.0, 0.5, 10) == 50.0
    assert e170_mutant_l(1.0, 0.5, 10) == 0.05 and math.isclose(e170_mutant_l2(1.0, 0.5, 10), 0.005)


def _replay_numpy(inst: dict) -> dict:
    """Train with models/icl (the model of (6.2)), regenerate every training batch from the run's generator, and
    evaluate at W^(T) with numpy, one prompt at a time: P = (p_1, ..., p_l, p_query), softmax over its l + 1 columns
    of (W_K p_s)^T (W_Q p_query); gamma_{T,n} = 1 - mass on the contexts whose IDR pattern (argmax of the first M1
    coordinates) is the query's; (E.168) sum_s attn_s p_s^T p_i over contexts i of the query's pattern, (E.170)
    sum_s attn_s p_s^T (x_j, q) over contexts j of another pattern, both for queries of label +1."""
    from thmcheck.models.device import generator
    from thmcheck.models.icl import ICLConfig, cyclic_tasks, init_model, make_prompts, train

    M1, a, b = inst["M1"], inst["alpha"], inst["beta"]
    B = math.ceil(inst["cB"] * M1 * math.log(M1))
    l_tr = math.ceil(inst["cl"] * max(math.log(M1) / a, 1 / (b * b * a)))
    cfg = ICLConfig(M1=M1, M2=inst["M2"], dy=2, beta=b, alpha=a, l_tr=l_tr, m=inst["m"], delta=inst["delta"],
                    eta=inst["eta"], B=B, T=2000, seed=inst["seed"])
    model, stop = train(cfg, stop_below=0.02, t_max=2000)
    assert stop is not None
    WQ, WK = model.WQ.detach().numpy(), model.WK.detach().numpy()
    dx = cfg.dx
    q = np.zeros(cfg.dy)
    q[0] = 1.0
    gen = generator(cfg.seed)
    init_model(cfg, gen)
    gmax, lo, hi = 0.0, math.inf, -math.inf
    for _ in range(stop + 1):
        ctx, pq, z, _ = (x.numpy() for x in make_prompts(cfg, B, cyclic_tasks(M1), l_tr, a, gen))
        for n in range(B):
            P = np.vstack([ctx[n], pq[n]])
            s = (P @ WK.T) @ (WQ @ pq[n])
            w = np.exp(s - s.max())
            w /= w.sum()
            pat = np.argmax(P[:, :M1], 1)
            same = pat[:-1] == pat[-1]
            gmax = max(gmax, 1.0 - float(w[:-1][same].sum()))
            if z[n] > 0:
                mix = P.T @ w
                for i in range(l_tr):
                    if same[i]:
                        lo = min(lo, float(ctx[n, i] @ mix))
                    else:
                        hi = max(hi, float(ctx[n, i, :dx] @ mix[:dx] + q @ mix[dx:]))
    return {"T": stop + 1, "gamma": gmax, "lo168": lo, "hi170": hi}


def test_eqE168_170_replay_matches_numpy() -> None:
    """The claim's replay (torch, batched) equals the numpy loop above; and at this zero-loss state (M1 = 4, beta = 1,
    l_tr = 87) the (E.170) sum is ~1 (the label embedding q: the query's own-pattern contexts carry +q, ||q|| = 1)
    while beta^2 gamma_T is ~0.27: the ratio the l_tr path follows (a lead: it levels off where gamma_T does)."""
    from thmcheck.checks.papers.thesis.r11_thesisE import trained

    ref = _replay_numpy(_INST)
    got = trained(tuple(sorted(_INST.items())))
    assert got["T"] == ref["T"]
    for k in ("gamma", "lo168", "hi170"):
        assert math.isclose(got[k], ref[k], rel_tol=1e-9, abs_tol=1e-12), (k, got[k], ref[k])
    assert ref["hi170"] > 0.9 and ref["gamma"] < 0.35
    assert ref["lo168"] > 1.0


@lru_cache(maxsize=1)
def _lucky_run_numpy() -> tuple[np.ndarray, np.ndarray, np.ndarray, tuple, int]:
    """The (E.99) instance (M1 = 3, M2 = 4, beta = 1, alpha = 1, delta = 0.125, eta = 1, m = 50, B = 20, l_tr = 9,
    K = 1/2, seed 0), trained to zero loss with models/icl.train; with numpy from the paper's definitions: V^n(0)
    (E.30) over the l + 1 columns of every training prompt (the query included), W_n (E.31, a_i > 0), U_n (E.32,
    a_i < 0) and their unions W, U (E.35). Returns the rows W_O(i)^(T) W_V^(T), the masks of W and U, the final
    weights (W_Q, W_K, W_V, W_O) and the zero-loss step."""
    from thmcheck.models.device import generator
    from thmcheck.models.icl import ICLConfig, cyclic_tasks, init_model, make_prompts, train

    M1, M2, beta, alpha, K = 3, 4, 1.0, 1.0, 0.5
    B, l_tr = math.ceil(6 * M1 * math.log(M1)), math.ceil(8 * max(math.log(M1) / alpha, 1 / (beta**2 * alpha)))
    assert (B, l_tr) == (20, 9)
    cfg = ICLConfig(M1=M1, M2=M2, dy=2, beta=beta, K=K, alpha=alpha, l_tr=l_tr, m=50, delta=0.125, eta=1.0, B=B,
                    T=2000, seed=0)
    model, stop = train(cfg, stop_below=0.02, t_max=2000)
    assert stop is not None
    rows = (model.WO @ model.WV).detach().numpy()
    gen = generator(0)
    m0 = init_model(cfg, gen)
    WQ, WK, WV, WO = (p.detach().numpy() for p in m0.params())
    a = m0.a.numpy()
    dx, dy = cfg.dx, cfg.dy
    W = np.zeros(cfg.m, dtype=bool)
    U = np.zeros(cfg.m, dtype=bool)
    for _ in range(stop + 1):
        ctx, pq, _, _ = (x.numpy() for x in make_prompts(cfg, B, cyclic_tasks(M1), l_tr, alpha, gen))
        for n in range(B):
            P = np.vstack([ctx[n], pq[n]])  # p_1..p_l, p_query
            s = (P @ WK.T) @ (WQ @ pq[n])
            w = np.exp(s - s.max())
            w /= w.sum()
            V = WV @ (P.T @ w)  # V^n(0), (E.30)
            both = (WO[:, :dx] @ V[:dx] > 0) & (WO[:, dx:dx + dy] @ V[dx:dx + dy] > 0)
            W |= both & (a > 0)  # W_n (E.31)
            U |= both & (a < 0)  # U_n (E.32)
    fin = tuple(p.detach().numpy() for p in model.params())
    return rows, W, U, fin, stop + 1


def _lucky_rows_numpy() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    rows, W, U, _, _ = _lucky_run_numpy()
    return rows, W, U


def test_eqE99_weak_lucky_rows_cross() -> None:
    """(E.99) L8405 as printed, by a second path: the same SGD run (models/icl.train: M1 = 3, M2 = 4, beta = 1, alpha
    = 1, delta = 0.125, eta = 1, m = 50 (>= 2 M1^2 log M1 = 19.8), B = 20 (= ceil(6 M1 log M1)), l_tr = 9 (= ceil(8
    max(log M1/alpha, 1/(beta^2 alpha)))), K = 1/2, seed 0, to zero training loss), then with numpy from the paper's
    definitions: V^n(0) (E.30) over the l + 1 columns of every training prompt (the query included), W_n, U_n (E.31),
    (E.32) and W u U (E.35) over all of them; the rows r_i = W_O(i)^(T) W_V^(T). Some i in W u U has
    W_O(i) W_V (mu_j; 0) < 0 for some j while K |W_O(i) W_V (nu_k; 0)| > 0: the left side K |.| exceeds the right
    side (1/M2) (negative); and (E.98) at the query token (mu_j + kappa nu_k; 0) is then below 0 under its positive
    shape (thesis.ch6.eqE.98)."""
    M1, M2, beta, K = 3, 4, 1.0, 0.5
    rows, W, U = _lucky_rows_numpy()
    lucky = W | U
    idr = beta * rows[lucky][:, :M1]
    idi = beta * rows[lucky][:, M1:M1 + M2]
    gap = K * np.abs(idi).max(1) - idr.min(1) / M2
    assert lucky.sum() >= 40
    assert (gap > 0).sum() >= 5, gap
    assert idr.min() < -0.3
    assert (idr - K * np.abs(idi).max(1, keepdims=True)).min() < 0  # (E.98) at the query token


def test_eqE101_103_weak_lucky_rows_negative_label() -> None:
    """(E.101) L8413 / (E.103) L8425 as printed, by a second path (the numpy lucky sets of the (E.99) instance, every
    hypothesis met: m = 50 >= 2 M1^2 log M1 = 19.8, l_tr alpha beta^2 = 9 >= 8, zero training loss): some i in W has
    W_O(i) W_V (0; q) < 0 and some i in U has W_O(i) W_V (0; -q) < 0, below the positive printed shape at any
    constant; the strongly trained rows are positive (the display's intent)."""
    rows, W, U = _lucky_rows_numpy()
    dx = 3 + 4
    lab = rows[:, dx]  # q = e_1 of the label block (models/icl.patterns), ||q|| = 1
    assert W.sum() >= 10 and U.sum() >= 10
    assert lab[W].min() < -0.2 and (lab[W] < 0).sum() >= 3
    assert (-lab[U]).min() < -0.2 and (-lab[U] < 0).sum() >= 3
    assert lab[W].max() > 1.0 and (-lab[U]).max() > 1.0
    delta, alpha, eta, T, a = 0.125, 1.0, 1.0, 340, 50.0
    assert delta**2 * alpha * eta * T / (2 * a) + delta**2 * alpha**2 * (eta * T) ** 3 * 3 / a**2 > 0  # the shape


def test_eqE49_58_59_second_path() -> None:
    """(E.49) L8161, (E.58) L8205, (E.59) L8209 as printed, by a second path on the (E.99) instance (every hypothesis
    met, beta = 1): with numpy, tokens p_s = (mu_j + kappa nu_k; q) enumerated over j, k and kappa = +-K (the extreme
    points of the linear form): some i in W has W_O(i) W_V p_s < 0 ((E.49) needs a positive lower bound); some i in U
    has W_O(i) W_V p_s > 0 ((E.58) needs a negative upper bound); and replaying every training prompt (the run's
    generator) at W^(T), some i in U has a positive pre-activation W_O(i) sum_{s<=l+1} W_V p_s softmax_s on a prompt
    with z = +1 ((E.59) says its Relu is 0)."""
    from thmcheck.models.device import generator
    from thmcheck.models.icl import ICLConfig, cyclic_tasks, init_model, make_prompts

    rows, W, U, (WQ, WK, WV, WO), steps = _lucky_run_numpy()
    M1, M2, beta, K, dy = 3, 4, 1.0, 0.5, 2
    dx = M1 + M2
    lo49, hi58 = math.inf, -math.inf
    for j in range(M1):
        for k in range(M2):
            for kap in (-K, K):
                p = np.zeros(dx + dy)
                p[j] = beta
                p[M1 + k] = kap * beta
                p[dx] = 1.0  # label +q
                v = rows @ p
                lo49 = min(lo49, float(v[W].min()))
                hi58 = max(hi58, float(v[U].max()))
    assert lo49 < -0.5
    assert hi58 > 0.0
    cfg = ICLConfig(M1=M1, M2=M2, dy=dy, beta=beta, K=K, alpha=1.0, l_tr=9, m=50, delta=0.125, eta=1.0, B=20,
                    T=2000, seed=0)
    gen = generator(0)
    init_model(cfg, gen)
    hi59, npos, hi59l = -math.inf, 0, -math.inf
    for _ in range(steps):
        ctx, pq, z, _ = (x.numpy() for x in make_prompts(cfg, 20, cyclic_tasks(M1), 9, 1.0, gen))
        for n in range(20):
            if z[n] < 0:
                continue
            P = np.vstack([ctx[n], pq[n]])
            sc = (P @ WK.T) @ (WQ @ pq[n])
            w = np.exp(sc - sc.max())
            w /= w.sum()
            pre = WO[U] @ (WV @ (P.T @ w))
            hi59 = max(hi59, float(pre.max()))
            npos += int((pre > 0).sum())
            wl = np.exp(sc[:-1] - sc[:-1].max())  # the model's (6.2): the l contexts only
            hi59l = max(hi59l, float((WO[U] @ (WV @ (P[:-1].T @ (wl / wl.sum())))).max()))
    assert hi59 > 0.5 and npos >= 10, (hi59, npos)
    assert hi59l > 0.5, hi59l  # not an artefact of the query column
