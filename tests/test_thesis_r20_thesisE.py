"""Round 20 (thesisE): Proposition 6.4.1's (6.17) L1879 on its out-of-domain member recomputed on numpy SGD runs with
hand-derived gradients (tests/test_thesis_r16_thesisE1._own_run, tests/test_thesis_r17_thesisE2b._least_ood), sharing
no code with the claim's measure; and the bookkeeping of the certified level of (E.63), (E.64), (E.67)
(r19_thesisE2, re-encoded this round so that planted stricter displays can die)."""

from __future__ import annotations

import math

import numpy as np

from tests.test_thesis_r16_thesisE1 import _own_run
from tests.test_thesis_r17_thesisE2b import _least_ood


def test_eq617_second_path() -> None:
    """thesis.ch6.eq6.17 (erratum as printed): in E79_FIRST's family (M1 = 4, M2 = 8, beta = 2, alpha = 0.8, eta = 0.9,
    m = 80, B = 45, l_tr = 18), at delta = 0.015 inside (0, 0.2] of Sec. 6.2.3, the median over seeds 5..9 of the least
    |(mu'_j, 0) W_Q^(T) p'_query| over the ODR queries is ~ delta beta^2 = 0.06, below sqrt(log M1) / 10: (6.17)'s
    Omega(sqrt(log M1)) has no constant along delta -> 0 (at delta = 0.2 the same median is 0.80 = 0.68 sqrt(log 4))."""
    vals = []
    for seed in range(5, 10):
        cfg, _, WT = _own_run(M1=4, M2=8, beta=2.0, alpha=0.8, delta=0.015, eta=0.9, m=80, cB=8.0, cl=10.0, seed=seed)
        vals.append(_least_ood(WT[0], cfg.M1, cfg.M2, cfg.beta))
    med = float(np.median(vals))
    assert med / math.sqrt(math.log(4)) < 0.1, vals
    assert med < 2 * 4 * 0.015, vals


def _stub_train(monkeypatch, fp: tuple, fm: tuple):
    from thmcheck.checks.papers.thesis import r19_thesisE2 as mod

    runs = [{"seed": 5 + k, "Fp_min": a, "Fm_max": b, "share +1 below 1": 0.0, "share -1 above -1": 0.0, "hinge": 0.0,
             "T": 2077, "zero": 1000, "l_tr": 18} for k, (a, b) in enumerate(zip(fp, fm))]
    monkeypatch.setattr(mod, "tr_runs", lambda inst, n: runs)
    return mod


def test_eqE63_64_certified_level(monkeypatch) -> None:
    """(E.63)/(E.64) on 4 stub runs: lhs is the 3rd least side (Wilson lower of 3 of 4 is 0.30 > 1/M1 = 1/4, of 2 of 4
    0.15 < 1/4): it falls below 1 exactly when 3 runs fail, as the round-19 Wilson share test did."""
    inst = {"M1": 4, "M2": 8, "beta": 2.0, "alpha": 0.8, "alpha_p": 0.8, "delta": 0.02, "m": 80, "seed": 5}
    mod = _stub_train(monkeypatch, (1.3, 0.9, 0.95, 1.2), (-1.3, -0.9, -0.95, -1.2))
    m63 = mod._train_measure("e63")(inst, None)
    m64 = mod._train_measure("e64")(inst, None)
    assert m63.lhs == 1.2 and m64.lhs == 1.2, (m63.lhs, m64.lhs)  # 2 failing runs: not certified, lhs >= 1
    assert m63.terms["failing seeds"] == "[6, 7]" and m63.terms["its Wilson lower 95 % bound"] < 0.25
    mod = _stub_train(monkeypatch, (1.3, 0.9, 0.95, 0.99), (-1.3, -0.9, -0.95, -0.99))
    m63 = mod._train_measure("e63")(inst, None)
    m64 = mod._train_measure("e64")(inst, None)
    assert m63.lhs == 0.99 and m64.lhs == 0.99  # 3 failing runs: certified, lhs < 1
    assert m63.terms["its Wilson lower 95 % bound"] > 0.25
    assert mod.E63.bound(4) == 1.0 and mod.E63.mutants[next(iter(mod.E63.mutants))](4) == 1.5


def test_eq614_best_admissible_L(monkeypatch) -> None:
    """thesis.ch6.eq6.14: with norms 0.1, 0.3, 0.51, 2, 3 and M2 = 4 (cut 1/2), every admissible L contains {0.51, 2,
    3}; the best L is exactly that set, so lhs = 1 / 0.51 and |L*| / m = 3/5."""
    import types

    import torch

    from thmcheck.checks.papers.thesis import r20_thesisE as mod
    from thmcheck.models import icl as ICL

    cfg = ICL.ICLConfig(M1=2, M2=4, m=5, eta=0.9)
    model = types.SimpleNamespace(cfg=cfg)
    monkeypatch.setattr(mod, "_m1_model", lambda M1, seed: model)
    monkeypatch.setattr(ICL, "neuron_norms", lambda m: torch.tensor([0.1, 0.3, 0.51, 2.0, 3.0], dtype=torch.float64))
    meas = mod._e614_measure({"M1": 2, "train_seed": 0}, None)
    assert abs(meas.lhs - 1 / 0.51) < 1e-12 and meas.terms["|L*| / m"] == 0.6, meas.terms
    assert meas.terms["largest ||r_i|| on L^c"] == 0.3 and mod.E614.bound(4) == 1.0
