"""Building blocks of the factrecall Section 5 checks against second paths: the population enumeration, the
Lemma 4 gradients against autograd and finite differences, RK4's conservation of the Lemma 4 invariant (and of
the mean of W_OV(., z)), the Lemma 7 comparison solutions, and LSE facts used in Lemma 6's proof."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch
from scipy.special import logsumexp

from thmcheck.bounds.factrecall import sec5_appD_flow as B
from thmcheck.models.factrecall import sec5_appD_flow as F


def _task(S: int = 3, R: int = 2, D: int = 2, Nn: int = 3, T: int = 5, seed: int = 0) -> F.Task:
    rng = np.random.default_rng(seed)
    a = np.arange(R)[None] * D + rng.integers(0, D, (S, R))
    return F.make_task(S, R, D, Nn, T, a, rng.dirichlet(np.ones(S * R)).reshape(S, R))


def test_population_weights_and_counts() -> None:
    task = _task()
    assert float(task.w.sum()) == pytest.approx(1.0, abs=1e-14)
    assert torch.all(task.C.sum(1) == task.T)  # every multiset has T tokens, EOS included
    # dense counts and the token lists agree
    W, K = torch.randn(task.A, task.V, dtype=torch.float64), torch.randn(task.V, dtype=torch.float64)
    assert torch.allclose(F.logits(W, K, task), task.C @ (W * K[None]).T, atol=1e-13)


def test_lemma4_gradients_match_autograd_and_finite_differences() -> None:
    task = _task()
    g = torch.Generator().manual_seed(1)
    W = torch.randn(task.A, task.V, generator=g, dtype=torch.float64)
    K = torch.randn(task.V, generator=g, dtype=torch.float64)
    gA, gB = F.grad_lemma4(W, K, task)
    aA, aB = F.grad_autograd(W, K, task)
    assert torch.allclose(gA, aA, atol=1e-14) and torch.allclose(gB, aB, atol=1e-14)
    h = 1e-6
    for a, z in [(0, 0), (task.A - 1, task.S), (1, task.V - 1)]:
        E = torch.zeros_like(W)
        E[a, z] = h
        fd = (F.loss(W + E, K, task) - F.loss(W - E, K, task)) / (2 * h)
        assert float(fd) == pytest.approx(float(gA[a, z]), rel=1e-6, abs=1e-9)
    G, _ = F.residual(W, K, task)
    v_ov, v_kq = torch.randn(task.A, task.V, dtype=torch.float64), torch.randn(task.V, dtype=torch.float64)
    lhs = float((aA * v_ov).sum() + (aB * v_kq).sum())
    assert B.lemma4_directional(W.numpy(), K.numpy(), G.numpy(), v_ov.numpy(), v_kq.numpy(), 1.0) == \
        pytest.approx(lhs, rel=1e-12)


def test_rk4_flow_conserves_invariants_and_decreases_loss() -> None:
    task = _task(S=2, R=2, D=2, Nn=2, T=4)
    alpha = 1e-2
    traj = F.flow(task, *F.balanced_init(task, alpha), 20.0, 0.25, 1)
    inv = F.invariant(traj.Wov, traj.Wkq)
    assert float(((inv - alpha**2).abs() / traj.Wkq**2).max()) < 1e-6
    # the mean of W_OV(., z) is conserved too, so W_KQ(z) never drops below its initial alpha sqrt(|A| + 1)
    assert float((traj.Wov.sum(1) - task.A * alpha).abs().max()) < 1e-9
    assert float(traj.Wkq.min()) >= alpha * math.sqrt(task.A + 1) * (1 - 1e-9)
    assert np.all(np.diff(traj.loss) <= 1e-12)
    # halving the step changes the end state by far less than the weights
    traj2 = F.flow(task, *F.balanced_init(task, alpha), 20.0, 0.125, 1)
    assert float((traj2.Wkq[-1] - traj.Wkq[-1]).abs().max()) < 1e-5 * float(traj.Wkq[-1].abs().max())


def test_metrics_at_a_relation_only_predictor() -> None:
    task = _task(S=4, R=2, D=2, Nn=1, T=3)
    P = task.pstar[task.rel]
    assert float(F.hallucination_max(P, task)) == 0.0 and float(F.lemma6_metric(P, task)) < 1e-30
    g = F.group_losses(P, task)
    assert g["relation_only"] == pytest.approx(0.0, abs=1e-14)


@pytest.mark.parametrize(("A", "Bc", "z0"), [(1.0, 1.0, 0.3), (0.2, 3.0, 0.01), (2.0, 0.5, 1.5)])
def test_lemma7_comparison_solutions_solve_their_odes(A: float, Bc: float, z0: float) -> None:
    from scipy.integrate import solve_ivp

    tstar = math.log1p(A / (Bc * z0)) / A
    t = 0.8 * tstar
    up = solve_ivp(lambda s, y: [A * y[0] + Bc * y[0] ** 2], [0, t], [z0], rtol=1e-12, atol=1e-300)
    assert B.lemma7_upper(A, Bc, z0, t) == pytest.approx(up.y[0, -1], rel=1e-8)
    lo = solve_ivp(lambda s, y: [A * y[0] - Bc * y[0] ** 2], [0, 3.0], [z0], rtol=1e-12, atol=1e-300)
    assert B.lemma7_lower(A, Bc, z0, 3.0) == pytest.approx(lo.y[0, -1], rel=1e-8)
    assert B.lemma7_upper(A, Bc, z0, 1.5 * tstar) < 0  # past t* the printed upper bound is negative (erratum)


def test_lemma6_proof_lse_facts() -> None:
    rng = np.random.default_rng(12)
    for _ in range(2000):
        n = int(rng.integers(1, 20))
        t = rng.standard_normal(n) * rng.choice([0.1, 1.0, 5.0])
        assert logsumexp(t) <= math.log(n) + t.mean() + 0.5 * t @ t + 1e-12  # 1-smoothness (printed "convex")
        z1, z2 = rng.standard_normal((2, n)) * 3
        assert abs(logsumexp(z1) - logsumexp(z2)) <= np.abs(z1 - z2).max() + 1e-12
    # |A| >= 2D => ||p*(.|r) - p0||^{-1} <= sqrt(2D) (used in the Theorem 6 proof, L1385)
    for D in range(1, 6):
        for A in range(2 * D, 4 * D):
            p = rng.dirichlet(np.ones(D))
            pst = np.zeros(A)
            pst[:D] = p
            assert 1 / np.linalg.norm(pst - 1 / A) <= math.sqrt(2 * D) + 1e-12


def test_figure5_toy_run() -> None:
    cfg = {**F.FIG5_CONFIG["ci"], "t_end": 40.0, "alpha": 1e-2}
    out = F.figure5(cfg, seed=0)
    assert out["loss"][0] == pytest.approx(math.log(cfg["R"] * cfg["D"]), rel=1e-6)
    assert out["loss"][-1] < out["loss"][0] and out["relation_only"][-1] < out["relation_only"][0]


def test_thm6_batched_window_sweep_matches_one_at_a_time() -> None:
    """factrecall.thm6's measure_batch (every alpha and several answer maps in one RK4 integration, stopped
    trajectories leaving the batch) against thm6_sweep run member by member (flow + stop callback): the same
    windows, times and errors (to rounding), on a shortened horizon with two answer laws."""
    from thmcheck.checks.papers.factrecall import sec5_appD_flow as FL

    threads = torch.get_num_threads()
    torch.set_num_threads(1)  # tiny tensors: a shared, loaded CPU makes the default thread pool far slower
    try:
        for amode, t_max in (("random", 150.0), ("skewed", 40.0)):
            base = {**FL.THM6_CONFIG["ci"], "alphas": [1e-2, 1e-4], "t_max": t_max, "scale": "ci", "seed": 5,
                    "amode": amode, "pmode": "uniform"}
            members = FL._thm6_members(base, 2)
            for one, bat in zip((FL.thm6_sweep(m) for m in members), FL.thm6_sweep_batch(members), strict=True):
                assert one["t1"] == bat["t1"] and one["window_end"] == bat["window_end"]
                assert np.allclose(one["H1"], bat["H1"], rtol=1e-9, atol=0)
                assert np.allclose(one["loss_t1"], bat["loss_t1"], rtol=1e-12, atol=0)
                assert one["plateau_level"] == bat["plateau_level"]
                assert one["min_pstar_dist"] == bat["min_pstar_dist"]
    finally:
        torch.set_num_threads(threads)
