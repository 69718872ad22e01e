"""Second path for thmcheck.checks.papers.thesis.r33_ch7 (round 33, helper ch7): own numpy, importing nothing from
bounds/ or models/.

Seed 003 (F.46) L9519: '>= Theta(log(K/eps)) - eps = Theta(log(K/eps))'.
"""

from __future__ import annotations

import numpy as np


def test_f46_link_middle_member_negative_at_k1() -> None:
    """For every fixed c0 > 0, c0 log(1/eps) - eps < 0 once eps is close enough to 1 (K = 1): no c > 0 gives
    c0 log(K/eps) - eps >= c log(K/eps) there, since log(K/eps) > 0."""
    for c0 in np.geomspace(0.01, 1e3, 60):
        eps = 1.0 - np.geomspace(1e-1, 1e-12, 200)
        mid = c0 * np.log1p(-(1.0 - eps)) * -1.0 - eps  # c0 log(1/eps) - eps, log(1/eps) = -log1p(eps - 1)
        assert np.all(np.log(1.0 / eps) > 0)
        assert mid.min() < 0, c0
    # the instance of the evidence: c0 = 1, eps = 0.9
    assert abs((np.log(1 / 0.9) - 0.9) - (-0.7946)) < 1e-4
    # threshold at c0 = 1: root of log(1/e) = e is the omega constant 0.5671...
    e = 0.5
    for _ in range(100):
        e = np.exp(-e)
    assert abs(e - 0.567143) < 1e-6


def test_f46_link_middle_member_negative_at_k2() -> None:
    """At Theorem 4's smallest K = 2 (L2056) and (F.32)'s c0 = 1: c0 log(2/eps) - eps < 0 for eps near 1 (log 2 - 1 at
    eps -> 1), so no c > 0 serves; above c0 = 1/log 2 it is positive for every eps in (0, 1)."""
    eps = 1.0 - np.geomspace(1e-1, 1e-12, 200)
    assert (np.log(2.0 / eps) - eps).min() < -0.3
    assert abs((np.log(2 / 0.9) - 0.9) - (-0.1014)) < 1e-4
    c0 = 1.0 / np.log(2.0) + 1e-3
    for K in range(2, 65):
        assert (c0 * np.log(K / eps) - eps).min() > 0


def test_f46_link_holds_for_small_eps() -> None:
    """The reading: for eps <= eps0 with eps0 = (c0/2) log(1/eps0), c0 log(K/eps) - eps >= (c0/2) log(K/eps)."""
    rng = np.random.default_rng(46)
    for _ in range(500):
        c0 = float(np.exp(rng.uniform(np.log(0.5), np.log(20))))
        grid = np.geomspace(1e-12, 1 - 1e-12, 20000)
        ok = grid <= 0.5 * c0 * np.log(1 / grid)
        e0 = grid[ok].max()
        K = int(rng.integers(1, 100))
        eps = np.geomspace(1e-10, e0, 50)
        assert np.all(c0 * np.log(K / eps) - eps >= 0.5 * c0 * np.log(K / eps) - 1e-12)


def test_cot_same_step_training_set_meets_l2100_at_m2() -> None:
    """models.cot.CoTConfig.same_step (round 33): at M = K = 2 the default 'shiftk' set's step 2 is the identity
    (z_2 = z_1: f_1(x) = f_2(x') for x != x', outside L2100), the 'same' set swaps at both steps (z_2 = z_0 != z_1)."""
    import torch

    from thmcheck.models.cot import CoTConfig, train_batch

    for same in (False, True):
        cfg = CoTConfig(d=2, M=2, Mp=1, K=2, l_tr=5, B=8, alpha=0.5, seed=0, exact_fraction=True, same_step=same)
        keys, mask, qry, z = train_batch(cfg, 64, torch.Generator().manual_seed(1))
        L = cfg.l_tr * cfg.K
        # every column (context and query) of step k: input block [0, 2), output block [2, 4), step block [4, 6)
        cols = keys.reshape(-1, cfg.D)
        inp, out, k = cols[:, :2].argmax(1), cols[:, 2:4].argmax(1), cols[:, 4:].argmax(1)
        step2 = k == 1
        assert bool(((inp != out)[~step2]).all())  # step 1 is the swap either way
        if same:
            assert bool(((inp != out)[step2]).all())
        else:
            assert bool(((inp == out)[step2]).all())
        assert keys.shape[1] == L + cfg.K


def test_training_prompts_meet_the_per_prompt_fraction() -> None:
    """models.cot.l_tr_in_hypothesis with exact_fraction: every training prompt has the fraction round(alpha l)/l in
    (0, 1) of context examples sharing the query's TRR pattern (L2102), counted here from the tokens."""
    import torch

    from thmcheck.models.cot import CoTConfig, l_tr_in_hypothesis, train_batch

    for alpha, l0 in ((0.9, 2), (0.5, 2), (0.75, 2), (0.8, 6), (0.3, 3)):
        l_tr = l_tr_in_hypothesis(alpha, l0)
        n_same = max(1, round(alpha * l_tr))
        assert 0 < n_same < l_tr
        cfg = CoTConfig(d=3, M=3, Mp=2, K=2, l_tr=l_tr, alpha=alpha, exact_fraction=True)
        keys, mask, qry, z = train_batch(cfg, 200, torch.Generator().manual_seed(3))
        L = l_tr * cfg.K
        x0 = keys[:, 0:L:cfg.K, :3].argmax(-1)  # step-1 inputs of the context examples
        q0 = keys[:, L, :3].argmax(-1)  # the query's step-1 input
        counts = (x0 == q0[:, None]).sum(1)
        assert bool((counts == n_same).all()), (alpha, l_tr)
