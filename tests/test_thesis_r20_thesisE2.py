"""Round 20 (thesisE2): thesis.ch7.eqF.52's measurement (models/cot_f52) against thmcheck.models.cot.separation and an
own numpy softmax, on an untrained random W (no training run: cheap)."""

from __future__ import annotations

import numpy as np
import torch

from thmcheck.models import cot as COT
from thmcheck.models.cot_f52 import f52_masses


def _random_model() -> tuple[torch.Tensor, COT.CoTConfig, torch.Tensor]:
    cfg = COT.CoTConfig(T=10)
    g = torch.Generator().manual_seed(7)
    W = 3.0 * torch.randn(cfg.D, cfg.D, generator=g, dtype=torch.float64)
    U = torch.linalg.qr(torch.randn(cfg.M, cfg.M, generator=g, dtype=torch.float64))[0][:, : cfg.Mp].T
    return W, cfg, U


def test_f52_723_mass_matches_separation() -> None:
    """The (7.23)-query masses equal thesis.ch7.prop3's record on the same seed (same prompts and decoded chains)."""
    W, cfg, U = _random_model()
    rec: dict = {}
    COT.separation(W, cfg, U, cs=(1, 2, 4), pc=0.7, ap=0.8, lvl=0.2, l_ts=40, nq=4, seed=3, record=rec)
    r = f52_masses(W, cfg, U, cs=(1, 2, 4), pc=0.7, ap=0.8, lvl=0.2, l_ts=40, nq=4, seed=3)
    assert np.allclose(np.array(rec["mass"]), r["mass_723"])
    assert np.array_equal(np.array(rec["correct"]), r["correct"])
    assert r["mass_f52"].shape == (4, cfg.K)
    assert ((r["mass_f52"] >= 0) & (r["mass_f52"] <= 1 + 1e-12)).all()


def test_f52_query_column_numpy() -> None:
    """With K = 1 there is no earlier query column: (F.52)'s mass is the numpy softmax of p~_j^T W (v_0; v_1; c_1) over
    the context columns, summed over the step-1 columns whose input is v_0, recomputed here from the decoded v_1."""
    W, cfg0, U = _random_model()
    cfg = COT.CoTConfig(T=10, K=1)
    W = W[: cfg.D, : cfg.D]
    r = f52_masses(W, cfg, U, cs=(1,), pc=0.8, ap=0.8, lvl=0.0, l_ts=30, nq=1, seed=5)
    # rebuild the prompt with the same random stream (noise level 0: tokens are the clean TSR patterns)
    rng = np.random.default_rng(5)
    d, Mp = cfg.d, cfg.Mp
    mup = (U @ torch.eye(d, dtype=torch.float64)[: cfg.M]).numpy()
    rng.standard_normal((d, d - Mp))
    perm = rng.permutation(Mp)
    fs, As = COT.structured_tasks((1,), 0.8, Mp, perm)
    q0 = int(rng.integers(Mp))
    nsame = 24
    x = np.concatenate([np.full(nsame, q0), rng.choice([j for j in range(Mp) if j != q0], 30 - nsame)])
    rng.shuffle(x)
    u = rng.random(30)
    y = (u[:, None] > np.cumsum(As[0][x], axis=1)).sum(1).clip(max=Mp - 1)
    keys = np.concatenate([mup[x], mup[y], np.ones((30, 1))], 1)
    Wn = W.numpy()
    s0 = keys @ Wn @ np.concatenate([mup[q0], np.zeros(d), [1.0]])
    a0 = np.exp(s0 - s0.max())
    a0 /= a0.sum()
    v1 = int(np.argmax(mup @ (a0 @ mup[y])))
    s = keys @ Wn @ np.concatenate([mup[q0], mup[v1], [1.0]])
    a = np.exp(s - s.max())
    a /= a.sum()
    assert abs(float(a[x == q0].sum()) - float(r["mass_f52"][0, 0])) < 1e-9
    assert abs(float(a0[x == q0].sum()) - float(r["mass_723"][0, 0])) < 1e-9
