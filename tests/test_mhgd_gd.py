"""Building blocks of the mhgd GD-run claims: the group reduction of GD and of the NTK features, the SVM."""

from __future__ import annotations

import math

import numpy as np
import torch

from thmcheck.bounds.mhgd import sec4_gd as BG
from thmcheck.models.mhgd import sec2_model as M
from thmcheck.models.mhgd import sec4_gd as MG


def test_gd_trajectory_matches_explicit_heads() -> None:
    """Group-reduced GD (2 groups x 3 heads) equals GD on the 6 explicit heads, iterate by iterate."""
    P = MG.make_problem(3, 2, 2, 2, "random", 1.0, 4)
    m = torch.tensor([3.0, 3.0], dtype=torch.float64)
    red = MG.gd_trajectory(P.Xs, P.ys, P.U0, P.W0, m, 0.3, 5)
    Ue, We = M.explicit_heads(P.U0, P.W0, [3, 3])
    exp = MG.gd_trajectory(P.Xs, P.ys, Ue, We, torch.ones(6, dtype=torch.float64), 0.3, 5)
    assert np.allclose(red["losses"], exp["losses"], rtol=0, atol=1e-13)
    assert np.allclose(red["grad_sq"], exp["grad_sq"], rtol=1e-11, atol=1e-15)
    Ur, Wr = M.explicit_heads(red["Us"][-1], red["Ws"][-1], [3, 3])
    assert torch.allclose(Ur, exp["Us"][-1], atol=1e-13) and torch.allclose(Wr, exp["Ws"][-1], atol=1e-13)


def test_ntk_features_inner_products_match_explicit_model() -> None:
    """<f_i, w> in reduced coordinates equals <grad Phi~(X_i), theta> of the explicit model for a
    group-structured theta with per-head blocks w_g / sqrt(m_g)."""
    P = MG.make_problem(2, 2, 2, 4, "antisym", 1.0, 9)
    F = MG.ntk_features(P.Xs, P.U0, P.W0, P.frac)
    w = torch.randn(F.shape[1], generator=torch.Generator().manual_seed(1), dtype=torch.float64)
    k, T, d = 2, 2, 2
    H = 4 * k
    dU, dW = MG.split_reduced(w.numpy(), P.frac, float(H), T, d)
    Ue, We = M.explicit_heads(P.U0, P.W0, [k] * 4)
    p = T * d + d * d
    th = torch.cat([Ue.flatten(1), We.flatten(1)], 1).reshape(-1)

    def outs(t: torch.Tensor) -> torch.Tensor:
        t = t.reshape(H, p)
        return M.mha_output(P.Xs, t[:, : T * d].reshape(H, T, d), t[:, T * d:].reshape(H, d, d),
                            torch.ones(H, dtype=torch.float64))

    J = torch.autograd.functional.jacobian(outs, th)
    full = torch.cat([dU.flatten(1), dW.flatten(1)], 1)[torch.repeat_interleave(torch.arange(4), k)].reshape(-1)
    assert torch.allclose(J @ full, F @ w, atol=1e-12)
    assert math.isclose(float(full.norm()), float(w.norm()), rel_tol=1e-12)


def test_svm_known_answer_and_certificate() -> None:
    """Two points (1, 0) and (0, 1) with labels +1: max-margin direction (1, 1)/sqrt(2) scaled to norm sqrt(2),
    margin 1 for theta_* = (1, 1); the dual upper bound matches."""
    F = np.array([[1.0, 0.0], [0.0, 1.0]])
    s = MG.ntk_svm(F, np.array([1.0, 1.0]))
    assert np.allclose(s.theta_star, [1.0, 1.0], atol=1e-6)
    assert math.isclose(s.gamma, 1.0, rel_tol=1e-6) and s.gamma <= s.gamma_ub * (1 + 1e-9)
    one = MG.ntk_svm(np.array([[3.0, 4.0]]), np.array([-1.0]))  # closed form: gamma = sqrt(2) ||f||
    assert math.isclose(one.gamma, 5 * math.sqrt(2), rel_tol=1e-12)


def test_prop7_witness_distance_is_sqrt2_g0() -> None:
    """The erratum of mhgd.display.prop7-witness (the proof of Prop. 7) on a fixed instance: ||theta^(eps) - theta0|| = sqrt(2) g0 (corrected bound tight)."""
    P = MG.make_problem(1, 2, 2, 4, "antisym", 1.0, 7)
    F = MG.ntk_features(P.Xs, P.U0, P.W0, P.frac).numpy()
    s = MG.ntk_svm(F, P.ys.numpy())
    g0 = BG.prop7_g0(1.0, s.gamma, 1e-2)
    H = 4e10
    m = P.frac * H
    dU, dW = MG.split_reduced(s.theta_star * g0, P.frac, H, 2, 2)
    dist = M.full_dist(P.U0 + dU, P.W0 + dW, P.U0, P.W0, m)
    assert math.isclose(dist, BG.prop7_corrected(2, 1e-2, 1.0, s.gamma, 1.0), rel_tol=1e-12)
    assert dist > BG.prop7(2, 1e-2, 1.0, s.gamma, 1.0) * 1.4


def test_loss_lower_bound_is_below_the_loss_on_the_ball() -> None:
    """The certified lower bound of mhgd.prop7 (the statement) is below L^ at random points of the ball (n = 2, H = 10^6)."""
    P = MG.make_problem(2, 2, 1, 2, "antisym", 1.0, 3)
    H = 1e6
    m = P.frac * H
    F = torch.as_tensor(MG.ntk_features(P.Xs, P.U0, P.W0, P.frac).numpy())
    slope = float((P.ys[:, None] * F).mean(0).norm())
    r = 2.0
    curv = BG.beta3(2, 1, 1.0, float(MG.head_norms(P.U0, P.W0).max()) + r) / math.sqrt(H)
    lb = BG.loss_lower_bound(0.0, r, slope, curv)
    g = np.random.default_rng(0)
    for _ in range(20):
        v = g.normal(size=F.shape[1])
        v *= r * g.uniform() ** 0.5 / np.linalg.norm(v)
        dU, dW = MG.split_reduced(v, P.frac, H, 2, 1)
        assert float(M.emp_loss(P.Xs, P.ys, P.U0 + dU, P.W0 + dW, m)) >= lb - 1e-12


def test_batched_loo_gd_matches_sequential_runs() -> None:
    """The batched full + leave-one-out GD of the Monte Carlo equals thmcheck.models.mhgd.sec2_model.gd run by run (weights w_i = 0)."""
    g = torch.Generator().manual_seed(5)
    X, y = MG.sample_population(2, 3, 2, 2, 0.5, 0.2, 0.6, 0.2, g)
    P = MG.make_problem(1, 2, 2, 2, "random", 1.0, 3)
    m = torch.tensor([2.0, 3.0], dtype=torch.float64)
    U, W = MG.gd_loo_batched(X, y, P.U0, P.W0, m, 0.5, 4)
    for b in range(2):
        for r in range(4):
            w = None if r == 0 else torch.ones(3, dtype=torch.float64).index_fill_(0, torch.tensor([r - 1]), 0.0)
            ref = M.gd(X[b], y[b], P.U0, P.W0, m, 0.5, 4, weights=w)
            assert torch.allclose(U[b, r], ref["U"], atol=1e-13) and torch.allclose(W[b, r], ref["W"], atol=1e-13)


def test_population_norms_and_margin() -> None:
    """Token norms <= 1 (R = 1) and, without flips, y <x_t, e_1> >= a - b for every token."""
    g = torch.Generator().manual_seed(2)
    a, b, s = 0.6, 0.2, math.sqrt(1 - 0.8**2)
    X, y = MG.sample_population(50, 4, 2, 3, a, b, s, 0.0, g)
    assert float(X.norm(dim=-1).max()) <= 1 + 1e-12
    assert float((y[..., None] * X[..., 0]).min()) >= a - b - 1e-12


def test_mc_gap_identity_and_lemma3_on_pure_noise() -> None:
    """Monte Carlo: the gap and the leave-one-out identity's right side agree within 4 SE; both are below
    2 G E stab (Lemma 3) on pure label noise, zero init, where the gap is positive and clearly resolved."""
    g = torch.Generator().manual_seed(11)
    T, d, n, B = 2, 2, 6, 128
    train = MG.sample_population(B, n, T, d, 0.9, 0.0, 0.0, 0.5, g)
    test = MG.sample_population(B, 512, T, d, 0.9, 0.0, 0.0, 0.5, g)
    U0, W0 = torch.zeros(1, T, d, dtype=torch.float64), torch.zeros(1, d, d, dtype=torch.float64)
    r = MG.mc_gap(U0, W0, torch.ones(1, dtype=torch.float64), 0.05, 4, train, test)
    diff = r.gap - r.loss_stab
    assert abs(diff.mean()) <= 4 * diff.std(ddof=1) / math.sqrt(B)
    assert r.gap.mean() > 4 * r.gap.std(ddof=1) / math.sqrt(B)
    assert r.gap.mean() <= BG.lemma3(BG.beta1(T, 1.0, r.nrm_max), float(r.stab.mean()), n)


def test_thm4_bound_and_loss_sup() -> None:
    """Theorem 4's bound on known numbers; loss_sup is log 2 at zero displacement and >= the loss at a margin -lip D."""
    assert math.isclose(BG.thm4(4, 10, 0.1, 2.0, 0.5), 1.0 * (2 * 10 * 0.1 + 9 * 4 / 2.0))
    assert math.isclose(BG.loss_sup(0.0, 3.0, 0.0), math.log(2))
    assert BG.loss_sup(0.0, 2.0, 1.5) >= math.log1p(math.exp(3.0)) - 1e-12
