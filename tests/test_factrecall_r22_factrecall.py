"""Round 22 (factrecall, helper factrecall): Theorem 5's runs that RK4 could not keep on Lemma 4's invariant (ended
as solver failures until round 21) and alpha > 1, by scipy's adaptive DOP853 (models/factrecall/r22_flow_ivp.py)."""

from __future__ import annotations

import math

import numpy as np

from thmcheck.checks.claim import Ctx
from thmcheck.checks.papers.factrecall import sec5_appD_flow as M
from thmcheck.models.factrecall import sec5_appD_flow as F
from thmcheck.models.factrecall.r22_flow_ivp import thm5_run_ivp

# round 21's ci draw that ended 'SolverFailure: RK4's relative error ... 0.00614 > 0.001 even at h / 16'
R21_FAILED = {"S": 23, "R": 10, "D": 7, "T": 7, "Nn": 1, "seed": 3720, "amode": "skewed", "pmode": "dirichlet",
              "alpha": 1.0, "t_cap": 400.0, "h": 0.5, "delta": 0.02}


def test_thm5_round21_solver_failure_is_now_measured() -> None:
    m = M._thm5_measure(R21_FAILED, Ctx("float64", "cpu"))
    assert m.terms["integrator"] == "DOP853"
    assert m.terms["invariant_drift"] < 1e-9
    assert m.lhs <= 0.02 and math.isfinite(m.terms["t_delta"])


def test_dop853_agrees_with_rk4_at_a_small_step() -> None:
    """A second integrator on a moderate flow: DOP853's t_delta and loss curve against RK4 at h = 0.05."""
    inst = {"S": 5, "R": 3, "D": 2, "T": 3, "Nn": 2, "seed": 20638, "amode": "skewed", "pmode": "peaked"}
    task = M._task(inst)
    rec = thm5_run_ivp(task, 0.3, 0.1, 400.0, "DOP853")
    traj = F.flow(task, *F.balanced_init(task, 0.3), rec["t_delta"] + 1.0, 0.05)
    i = int(np.argmax(traj.loss <= 0.1))
    assert abs(traj.t[i] - rec["t_delta"]) <= 0.05 + 1e-9
    # the loss at the adaptive run's own times against RK4's, interpolated on its grid
    mask = rec["t"] <= traj.t[-1]
    assert np.max(np.abs(np.interp(rec["t"][mask], traj.t, traj.loss) - rec["loss"][mask])) < 1e-3
    assert rec["drift"] < 1e-9


def test_thm5_large_alpha_converges_by_an_independent_euler_flow() -> None:
    """alpha = 100 (beyond round 21's alpha <= 1) on S = R = 1, D = 2, T = 3: the loss of the flow from Assumption 2,
    integrated by explicit Euler at a tiny step with numpy gradients of the 2-answer softmax written out, falls below
    delta = 0.02 and stays there (no model code)."""
    alpha, A, V = 100.0, 2, 4  # tokens: subject, relation, noise (never in inputs at T = 3), EOS
    Wov = np.full((A, V), alpha)
    Wkq = np.full(V, alpha * math.sqrt(A + 1))
    C = np.array([1.0, 1.0, 0.0, 1.0])  # the only input: (s, r, EOS), target answer 0
    dt, t, hit, losses = 1e-7, 0.0, None, []
    for _ in range(40000):
        lg = (Wov * Wkq[None]) @ C
        p = np.exp(lg - lg.max())
        p /= p.sum()
        L = -math.log(p[0])
        losses.append(L)
        if hit is None and L <= 0.02:
            hit = t
        G = np.outer(np.array([1.0, 0.0]) - p, C)  # E[C(z)(1(a = a*) - p^(a))]
        gW, gK = Wkq[None] * G, (Wov * G).sum(0)
        Wov, Wkq, t = Wov + dt * gW, Wkq + dt * gK, t + dt
    assert hit is not None
    i = int(round(hit / dt))
    assert max(losses[i:]) <= 0.02 + 1e-12
    rec = thm5_run_ivp(M._task({"S": 1, "R": 1, "D": 2, "T": 3, "Nn": 1, "seed": 0, "amode": "skewed",
                                "pmode": "uniform"}), alpha, 0.02, 400.0, "DOP853")
    assert abs(rec["t_delta"] - hit) <= 2 * dt + 1e-3 * hit


def test_flow_ivp_trajectory_matches_rk4_and_keeps_the_invariants() -> None:
    """flow_ivp's snapshots against RK4 at a small step (alpha = 0.5), and at alpha = 300 Lemma 4's invariant and the
    conserved column means sum_a W_OV(a, z) (Corollary 3's proof) to 1e-9 along the adaptive run."""
    import torch

    from thmcheck.models.factrecall.r22_flow_ivp import flow_ivp

    inst = {"S": 4, "R": 2, "D": 3, "T": 4, "Nn": 2, "seed": 11, "amode": "random", "pmode": "dirichlet"}
    task = M._task(inst)
    W0, K0 = F.balanced_init(task, 0.5)
    a = flow_ivp(task, W0, K0, 10.0, 0.5)
    b = F.flow(task, W0, K0, 10.0, 0.05, 10)
    assert np.allclose(a.t, b.t)
    assert float((a.Wkq - b.Wkq).abs().max()) < 1e-6 and float((a.Wov - b.Wov).abs().max()) < 1e-6
    W0, K0 = F.balanced_init(task, 300.0)
    c = flow_ivp(task, W0, K0, 1.0, 0.5)
    inv = F.invariant(c.Wov, c.Wkq)
    assert float(((inv - inv[0]).abs() / c.Wkq**2).max()) < 1e-9
    assert float((c.Wov.sum(1) - c.Wov[0].sum(0)[None]).abs().max()) < 1e-9 * 300 * task.A
    assert float(c.Wkq.min()) >= 300.0 * math.sqrt(task.A + 1) * (1 - 1e-12)  # W_KQ never below its start
    assert c.loss[-1] < 1e-3 and isinstance(c.Wov, torch.Tensor)


def test_large_alpha_draws_use_the_adaptive_run() -> None:
    inst = {"S": 3, "R": 2, "D": 2, "T": 3, "Nn": 1, "seed": 5, "amode": "random", "pmode": "uniform",
            "alpha": 50.0, "t_end": 40.0, "h": 0.5}
    task, traj = M._run(inst, Ctx("float64", "cpu"))
    assert M._invariant_drift(traj) < 1e-9 and len(traj.t) == 81


def test_lemma1_smallest_vocabulary_ratio_levels_off() -> None:
    """factrecall.lemma1 at |V^(h)| = 1, |V| = 3 (drawn from round 22): the failure rate of Lemma 1's event by full
    embeddings (numpy, no model code) at d = 72 ln(2/delta) is below delta, so d_min / ln(3/delta) stays below ~72 as
    delta -> 0 (the delta-path's 'potential' is a levelling-off ratio, not a divergence)."""
    rng = np.random.default_rng(3)
    for delta in (0.05, 0.01, 0.002):
        d = int(math.ceil(72 * math.log(2 / delta)))
        n = int(20 / delta)
        fails = 0
        for _ in range(n // 2000):
            X = rng.standard_normal((2000, 3, d))
            X /= np.linalg.norm(X, axis=2, keepdims=True)
            z, zp, eos = X[:, 0], X[:, 1], X[:, 2]
            v = z + eos / 2
            a, b, c = (v * z).sum(1), (v * eos).sum(1), (v * zp).sum(1)
            fails += int(((a <= b + 0.25) | (b + 0.25 <= c + 0.5)).sum())
        assert fails / n <= delta, (delta, d, fails, n)


def test_lemma14_quadrature_at_q_92_against_exact_even_moments() -> None:
    """Round 22 lowers Lemma 14's delta to 1e-20 (q = 2 log(1/delta) up to 92): the mpmath quadrature of
    E|f|^q (r11_factrecall._abs_moment) against the exact E f^92 of an integer-coefficient cubic (Gaussian moments
    (j-1)!!, Python integers)."""
    import mpmath

    from thmcheck.checks.papers.factrecall.r11_factrecall import _abs_moment

    poly = [0, -2, 0, 1]  # f = Z^3 - 2Z = He_3 + He_1, ascending monomials
    prod = [1]
    for _ in range(92):
        out = [0] * (len(prod) + 3)
        for i, a in enumerate(prod):
            for j, b in enumerate(poly):
                out[i + j] += a * b
        prod = out

    def dfact(n: int) -> int:
        r = 1
        while n > 1:
            r, n = r * n, n - 2
        return r

    exact = sum(a * dfact(j - 1) for j, a in enumerate(prod) if j % 2 == 0 and a)
    with mpmath.workdps(30):
        quad = _abs_moment([0.0, 1.0, 0.0, 1.0], mpmath.mpf(92))
        assert abs(quad / mpmath.mpf(exact) - 1) < 1e-7
