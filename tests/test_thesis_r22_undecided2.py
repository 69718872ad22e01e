"""Round 22 (undecided2): second paths for the claims whose 'large enough' width (m) is now an eventually path.

Both use the model library's SGD run (models/icl, the trained iterates the displays are about) and recompute
V^n(t), the lucky sets and the signs in own numpy code, at every step.

thesis.ch6.eqE.122: (E.122) says W_O(i)^(t) V^n(t) > 0 for every i in W_n (E.31) at every t. The crossing is
recomputed here without the claim's measure code (checks/papers/thesis/r9_thesisE._e122_off_fraction): the SGD run
is the model library's (models/icl, the trained iterates are what the display is about), the weights are copied at
every step and V^n(t) (E.30), the lucky set W_n (E.31) and the signs are computed in own numpy code, both with the
context columns only (the model's attention, as the claim) and with the query column p_{l+1} included in the sum
(E.30)'s s = 1..l+1 as printed.
"""

from __future__ import annotations

import numpy as np
import pytest


def _switch_offs(cfg, probes: int, probe_gen_seed: int, by_label: bool) -> dict:  # noqa: ANN001
    """Train cfg by the model library's SGD (models/icl._loop), copy the weights at every step, and count in numpy the
    lucky pairs (n, i) ((E.31); with ``by_label`` W_n on the probes with z^n = +1 and U_n (E.32) on those with
    z^n = -1, as (E.38)-(E.39)) whose W_O(i)^(t) V^n(t) <= 0 at some step t = 0..T."""
    from thmcheck.models import icl as ICL
    from thmcheck.models.device import generator

    gen = generator(cfg.seed)
    model = ICL.init_model(cfg, gen)
    tasks = ICL.cyclic_tasks(cfg.M1)
    ctx, pq, z, _ = ICL.make_prompts(cfg, probes, tasks, cfg.l_tr, cfg.alpha, generator(probe_gen_seed))
    ctx, pq, z = ctx.numpy(), pq.numpy(), z.numpy()
    snaps: list[tuple[np.ndarray, ...]] = []

    def hook(t: int, md: ICL.ICLModel) -> None:
        snaps.append(tuple(w.detach().numpy().copy() for w in (md.WQ, md.WK, md.WV, md.WO)))

    a = model.a.detach().numpy().copy()
    with ICL.single_thread():
        ICL._loop(cfg, model, tasks, gen, "cpu", cfg.T, None, hook=hook)
    dx, D = cfg.dx, cfg.dx + cfg.dy
    sign = ((a > 0)[None, :] & (z > 0)[:, None]) | ((a < 0)[None, :] & (z < 0)[:, None]) if by_label else \
        np.broadcast_to((a > 0)[None, :], (len(z), len(a)))
    out = {}
    for name, cols in (("context", ctx), ("with query", np.concatenate([ctx, pq[:, None, :]], 1))):
        vals = []
        for WQ, WK, WV, WO in snaps:
            kq = (pq @ WQ.T) @ WK  # (n, D): W_K^T W_Q p_query
            s = np.einsum("nld,nd->nl", cols, kq)
            w = np.exp(s - s.max(1, keepdims=True))
            w /= w.sum(1, keepdims=True)
            V = np.einsum("nl,nld->nd", w, cols) @ WV.T  # (E.30)
            vals.append((V, V @ WO.T))
        V0, O0 = vals[0][0], snaps[0][3]
        lucky = (V0[:, :dx] @ O0[:, :dx].T > 0) & (V0[:, dx:D] @ O0[:, dx:D].T > 0) & sign
        prod = np.stack([p for _, p in vals])  # (T + 1, n, m)
        off = lucky & (prod <= 0).any(0)
        out[name] = {"lucky": int(lucky.sum()), "off": int(off.sum()),
                     "least": float(prod.min(0)[off].min()) if off.any() else 0.0,
                     "start": float(prod[0][off].min()) if off.any() else 0.0}
    return out


def _flips(M1: int, M2: int, m: int, seed: int) -> dict:
    """(E.122)'s run (r9_thesisE's configuration: T = 30, B = 16, l_tr = 8, d_y = 4) and its 32 probes."""
    from thmcheck.models import icl as ICL

    cfg = ICL.ICLConfig(M1=M1, M2=M2, dy=4, m=m, T=30, B=16, l_tr=8, seed=seed)
    return _switch_offs(cfg, 32, seed + 7919, by_label=False)


@pytest.mark.parametrize("M1, M2, m", [(2, 1, 1280), (2, 1, 5120)])
def test_e122_lucky_pairs_switch_off_along_m(M1: int, M2: int, m: int) -> None:
    """The engine's persisting path (ci: M1 = 2, M2 = 1, seed 0; m = 4 .. 5120): lucky pairs switch off at every width
    on the path, recomputed here at m = 1280 and 5120 (both sums); each switched-off pair is a genuine sign change
    (its W_O(i) V^n(t) reaches a negative value far above float64 rounding of O(1e-16) relative)."""
    r = _flips(M1, M2, m, 0)
    for name, v in r.items():
        assert v["lucky"] > 1000, (name, v)
        assert v["off"] >= 1, (name, v)
        assert v["least"] < -1e-12, (name, v)


def test_e410_lucky_neurons_switch_off_along_m() -> None:
    """Lemma E.4.10 (E.38)-(E.39): the engine's persisting path (ci: M1 = 2, train seed 0, probe seed 0; m = 1, 2, 4,
    8, 16 times the tied m = 20, with B, l_tr, T = 100 tied by (6.9)-(6.10)): at 16 times the tied m (m = 320) a
    large share of the lucky pairs switch off at some step (every step is checked here, every 10th by the claim)."""
    import dataclasses

    from thmcheck.checks.papers.thesis.ch6_icl import _m1_cfg

    base = _m1_cfg(2, 0)
    r = _switch_offs(dataclasses.replace(base, m=16 * base.m), 64, 0, by_label=True)
    for name, v in r.items():
        assert v["lucky"] > 1000, (name, v)
        assert v["off"] / v["lucky"] > 0.1, (name, v)
        assert v["least"] < -1e-9, (name, v)
