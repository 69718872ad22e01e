"""Building blocks of the mhgd checks: the exact group reduction of the H-head model, the Lemma 4 closed forms,
the exact tail of Fact 2 and the saturation leak, each against a second path."""

from __future__ import annotations

import math

import numpy as np
import torch

from thmcheck.bounds.mhgd import sec3_5_local as B
from thmcheck.models.mhgd import sec2_model as M


def _rand(seed: int, *shape: int) -> torch.Tensor:
    return torch.randn(*shape, generator=torch.Generator().manual_seed(seed), dtype=torch.float64)


def test_group_reduction_matches_explicit_heads() -> None:
    T, d, n = 3, 2, 4
    Xs, Ug, Wg = _rand(0, n, T, d), _rand(1, 2, T, d), _rand(2, 2, d, d)
    ys = torch.tensor([1.0, -1.0, 1.0, -1.0], dtype=torch.float64)
    mult = [2, 3]
    D = M.loss_derivatives(Xs, ys, Ug, Wg, torch.tensor(mult, dtype=torch.float64))
    Ue, We = M.explicit_heads(Ug, Wg, mult)
    f = M.full_loss_flat(Xs, ys, T, d, sum(mult))
    th = torch.cat([Ue.reshape(5, -1), We.reshape(5, -1)], 1).reshape(-1)
    g = torch.autograd.functional.jacobian(f, th)
    ev = torch.linalg.eigvalsh(torch.autograd.functional.hessian(f, th))
    assert math.isclose(D.loss, float(f(th)), rel_tol=1e-12)
    assert math.isclose(D.grad_norm, float(g.norm()), rel_tol=1e-10)
    assert math.isclose(D.hess_norm, float(ev.abs().max()), rel_tol=1e-10)
    assert math.isclose(D.lam_min, float(ev.min()), rel_tol=1e-10)


def test_closed_form_hessians_match_autograd() -> None:
    """batched_grad_hess (closed form) against batched_grad_hess_autograd (per-pair autograd Hessians) on random
    shapes n, G <= 3, T <= 6 (and T = 40), d <= 4, token and weight scales 0.3 .. 3 (no saturated softmax, where
    both lose relative accuracy on a Hessian that is itself ~0)."""
    gen = torch.Generator().manual_seed(7)
    shapes = [(int(torch.randint(1, 4, (), generator=gen)), int(torch.randint(1, 4, (), generator=gen)),
               int(torch.randint(1, 7, (), generator=gen)), int(torch.randint(1, 5, (), generator=gen)))
              for _ in range(40)] + [(2, 1, 40, 1), (1, 2, 40, 2)]
    for k, (n, G, T, d) in enumerate(shapes):
        sx, su, sw = (0.3 * 10 ** float(torch.rand((), generator=gen)) for _ in range(3))
        X, U, W = sx * _rand(3 * k, n, T, d), su * _rand(3 * k + 1, G, T, d), sw * _rand(3 * k + 2, G, d, d)
        g1, H1 = M.batched_grad_hess(X, U, W)
        g2, H2 = M.batched_grad_hess_autograd(X, U, W)
        assert torch.allclose(g1, g2, rtol=0, atol=1e-12 * float(g2.abs().max()))
        assert torch.allclose(H1, H2, rtol=0, atol=1e-10 * float(H2.abs().max()))


def test_gd_reduction_matches_explicit_heads() -> None:
    T, d, n = 2, 2, 3
    Xs, Ug, Wg = _rand(3, n, T, d), _rand(4, 2, T, d), _rand(5, 2, d, d)
    ys = torch.tensor([1.0, -1.0, 1.0], dtype=torch.float64)
    mult = [2, 1]
    red = M.gd(Xs, ys, Ug, Wg, torch.tensor(mult, dtype=torch.float64), 0.5, 5)
    Ue, We = M.explicit_heads(Ug, Wg, mult)
    full = M.gd(Xs, ys, Ue, We, torch.ones(3, dtype=torch.float64), 0.5, 5)
    assert np.allclose(red["losses"], full["losses"], rtol=1e-12)
    assert torch.allclose(red["U"][0], full["U"][0]) and torch.allclose(red["U"][1], full["U"][2])


def test_lemma4_closed_forms_match_autograd() -> None:
    T, d = 4, 3
    X, U, W = _rand(6, T, d), _rand(7, T, d), _rand(8, d, d) * 0.3
    a, b, c = _rand(9, T), _rand(10, d), _rand(11, d)
    F = M.lemma4_formulas(X, U, W, a, b, c)
    A = M.lemma4_autograd(X, U, W, a, b, c)
    for k in ("gU", "gW", "cross", "ww"):
        assert torch.allclose(F[k], A[k], atol=1e-10), k
        item = {"gU": 1, "gW": 2, "cross": 3, "ww": 4}[k]
        npf = B.lemma4_closed_form(item, X.numpy(), U.numpy(), W.numpy(), a.numpy(), b.numpy(), c.numpy())
        assert np.allclose(npf, A[k].numpy(), atol=1e-10), k
    assert float(A["uu"].abs().max()) == 0.0


def test_prop1_tight_case() -> None:
    """All rows equal and U = 0: ||grad Phi|| = sqrt(T) R exactly (item 1, 3 and 5 hold with equality)."""
    x = torch.tensor([0.6, 0.8], dtype=torch.float64) * 2
    X = x.expand(3, 2).clone()
    q = M.prop1_quantities(X, torch.zeros(3, 2, dtype=torch.float64), _rand(12, 2, 2))
    assert math.isclose(q["grad"], math.sqrt(3) * 2, rel_tol=1e-12)


def test_two_point_tail_by_enumeration() -> None:
    H, q, a, b, r = 5, 0.3, -1.0, 2.0, 0.7
    mu = a + (b - a) * q
    brute = sum(math.comb(H, k) * q**k * (1 - q) ** (H - k) for k in range(H + 1)
                if abs(a + (b - a) * k / H - mu) > r)
    assert math.isclose(M.two_point_tail(H, q, a, b, r), brute, rel_tol=1e-12)


def test_saturation_leak_and_lemma18_counterexample() -> None:
    r = torch.tensor([-1.0, -1.0], dtype=torch.float64)
    assert B.lemma18_threshold(2, 1, -1.0, 0.1) < 0
    assert math.isclose(M.saturation_leak(r, 1, 0.0), 0.5, rel_tol=1e-15)


# ------------------------------------------------------------------------------------- DM1 (thmcheck.models.mhgd.sec5_dm1)

from thmcheck.checks.stats import fit_exponent  # noqa: E402
from thmcheck.models.mhgd import sec5_dm1 as DM  # noqa: E402


def _dm(seed: int = 0, **kw: float) -> tuple:
    g = torch.Generator().manual_seed(seed)
    args = {"T": 6, "L": 2, "M_": 2, "d": 5, "S": 1.3, "Zmu": 0.1, "Znu": 0.2, "rperp": 0.3, **kw}
    return DM.make_dm1(g=g, **args), g


def test_dm1_sampler_stays_in_the_assumption3_box() -> None:
    dm, g = _dm()
    s = DM.sample(dm, 50, g, "corners")
    z = s["c"] @ dm.Q.T
    assert float((z @ dm.mu_p).abs().max()) <= dm.Zmu * (1 + 1e-12)
    assert float((z @ dm.nus.T).abs().max()) <= dm.Znu / dm.M * (1 + 1e-12)
    assert float(z.norm(dim=-1).max()) <= dm.Z * (1 + 1e-12)
    assert float(s["X"].norm(dim=-1).max()) <= dm.R_printed * (1 + 1e-12)
    assert int(s["rel"].sum(1).min()) == int(s["rel"].sum(1).max()) == dm.L
    Uo, Wo = dm.theta_opt()
    assert math.isclose(float(Uo.norm() ** 2 + Wo.norm() ** 2), 2.0, rel_tol=1e-12)  # eq. (9)


def test_relevance_scores_match_the_printed_identities() -> None:
    """(108) and (110) against X W_* X^T."""
    dm, g = _dm(1)
    s = DM.sample(dm, 3, g, "uniform")
    for i in range(3):
        r = DM.relevance_scores(s["X"][i], dm.W_star())
        f = DM.relevance_formulas(dm, s["X"][i], float(s["y"][i]), s["rel"][i], s["c"][i])
        assert torch.allclose(r, f, atol=1e-12)


def test_first_phase_row_matches_autograd_and_centres_at_zeta_over_4() -> None:
    """Lemma 16's row against autograd; the row tends to (zeta/4) u_* (not zeta/2: mhgd.lemma2 erratum)."""
    dm, g = _dm(2, L=3)
    s = DM.sample(dm, 7, g, "uniform")
    U1, W1 = DM.first_phase_autograd(s["X"], s["y"], 1e6, -1.0)
    assert torch.allclose(U1, -DM.first_phase_row(s["X"], s["y"]).expand_as(U1), atol=1e-14)
    assert float(W1.abs().max()) == 0.0
    grid = np.array([100, 400, 1600])
    dev = []
    for n1 in grid:
        d = [float((DM.first_phase_row(**{k: v for k, v in DM.sample(dm, int(n1), g).items() if k in ("X", "y")})
                    - dm.zeta / 4 * dm.u_star).norm()) for _ in range(12)]
        dev.append(np.median(d))
    fit = fit_exponent(grid.astype(float), np.array(dev))
    assert abs(fit.exponent + 0.5) < 0.2, fit


def test_ntk_margin_is_alpha_independent_and_leak_matches_log_softmax() -> None:
    dm, g = _dm(3)
    s = DM.sample(dm, 4, g, "corners")
    p = 0.01 * torch.randn(dm.d, generator=g, dtype=torch.float64)
    a = DM.lemma13_parts(dm, s["X"], s["y"], p, 1.0)
    b = DM.lemma13_parts(dm, s["X"], s["y"], p, -1.0)
    assert torch.allclose(a, b, atol=1e-13)
    # forward-mode check of one margin
    U1 = (dm.zeta / 2 * dm.u_star + p).expand(dm.T, dm.d).clone()
    W1 = torch.zeros(dm.d, dm.d, dtype=torch.float64)
    Us, Ws = dm.U_star(), dm.W_star()
    _, j = torch.func.jvp(lambda u, w: M.head_outputs(s["X"], u[None], w[None])[:, 0], (U1, W1),
                          (Us / Us.norm(), Ws / Ws.norm()))
    assert torch.allclose(a, s["y"] * j, atol=1e-12)
    W = 3.0 * dm.theta_opt()[1]
    A = torch.softmax(s["X"] @ W @ s["X"].transpose(1, 2), -1)
    direct = (A * (~s["rel"])[:, None, :]).sum(-1).max(-1).values
    assert torch.allclose(DM.leak(s["X"], s["rel"], W), direct, atol=1e-14)


def test_rademacher_tail_and_alpha_quantile_by_enumeration() -> None:
    H, a = 7, 2.5
    brute = sum(math.comb(H, k) for k in range(H + 1) if abs(2 * k - H) > a) / 2**H
    assert math.isclose(DM.rademacher_tail(H, a), brute, rel_tol=1e-12)
    xp, xm = torch.tensor([1.0, 2.0]), torch.tensor([3.0, 0.5])
    q = DM.alpha_quantile(xp, xm, H, 0.2)
    f = [min((k * xp[i] + (H - k) * xm[i]) / H for i in range(2)) for k in range(H + 1)]
    pm = [math.comb(H, k) / 2**H for k in range(H + 1)]
    assert sum(pk for fk, pk in zip(f, pm) if fk < q - 1e-9) <= 0.2
    assert sum(pk for fk, pk in zip(f, pm) if fk < q + 1e-6) > 0.2


def test_most_negative_direction_is_an_eigenvector_of_the_reduced_hessian() -> None:
    T, d, n = 2, 2, 3
    Xs, Ug, Wg = _rand(20, n, T, d), _rand(21, 2, T, d), _rand(22, 2, d, d)
    ys = torch.tensor([1.0, -1.0, 1.0], dtype=torch.float64)
    mult = [2, 1]
    dU, dW, lam = M.most_negative_direction(Xs, ys, Ug, Wg, torch.tensor(mult, dtype=torch.float64))
    Ue, We = M.explicit_heads(Ug, Wg, mult)
    f = M.full_loss_flat(Xs, ys, T, d, 3)
    th = torch.cat([Ue.reshape(3, -1), We.reshape(3, -1)], 1).reshape(-1)
    Hs = torch.autograd.functional.hessian(f, th)
    ve, vw = M.explicit_heads(dU, dW, mult)
    v = torch.cat([ve.reshape(3, -1), vw.reshape(3, -1)], 1).reshape(-1)
    assert math.isclose(float(v.norm()), 1.0, rel_tol=1e-10)
    assert torch.allclose(Hs @ v, lam * v, atol=1e-10)


def test_alternating_rows_hessian_is_half_of_beta3_at_zero() -> None:
    """The tight case of Prop. 1 item 4/6 and eq. (67) (regime "curvature"), by hand: at U = W = 0, d = 1,
    x = (r, -r), dPhi/du_t dw = x_t Var(x) = x_t r^2, so Hess Phi = r^3 [[0, 0, 1], [0, 0, -1], [1, -1, 0]] with norm
    sqrt(2) r^3 = half of the U-free term 2 d sqrt(Td) ||X||_{2,inf} ||X||_{1,inf}^2 = 2 sqrt(2) r^3."""
    r = 0.25
    X = torch.tensor([[r], [-r]], dtype=torch.float64)
    U0, W0 = torch.zeros(2, 1, dtype=torch.float64), torch.zeros(1, 1, dtype=torch.float64)
    _, Hs = M.batched_grad_hess(X[None], U0[None], W0[None])
    hand = r**3 * torch.tensor([[0.0, 0.0, 1.0], [0.0, 0.0, -1.0], [1.0, -1.0, 0.0]], dtype=torch.float64)
    assert torch.allclose(Hs[0, 0], hand, atol=1e-15)
    q = M.prop1_quantities(X, U0, W0)
    assert math.isclose(q["hess"] / B.prop1(4, 2, 1, q["x2inf"], q["x1inf"], q["sxu"], 1.0, q["UF"]), 0.5,
                        rel_tol=1e-12)


def test_eq67_curvature_regime_is_near_the_supremum() -> None:
    """10^12 identical heads at theta = 0 (x = (1, -1)): the zero-sum block l' H^{-1/2} Hess Phi gives
    lambda_min = -(1/2) sqrt(2) / 10^6 at L^ = log 2; the regime's first edge (tiny heads, margin ~ 13) reaches
    more than 0.49 of the bound of eq. (67), whose supremum is 1/2."""
    from thmcheck.checks.claim import Ctx
    from thmcheck.checks.papers.mhgd import sec4_appB_training as P

    Xs = torch.tensor([[[1.0], [-1.0]]], dtype=torch.float64)
    m, ys = torch.tensor([1e12], dtype=torch.float64), torch.tensor([1.0], dtype=torch.float64)
    D = M.loss_derivatives(Xs, ys, torch.zeros(1, 2, 1, dtype=torch.float64),
                           torch.zeros(1, 1, 1, dtype=torch.float64), m)
    assert math.isclose(D.lam_min, -math.sqrt(2) / 2 / 1e6, rel_tol=1e-10)
    assert math.isclose(D.loss, math.log(2), rel_tol=1e-14)
    inst = {"T": 2, "d": 1, "n": 1, "G": 1, "regime": "curvature", "logH": 12.0, "family": "alternating",
            "x_scale": 1.0, "u_scale": 0.003, "u_per_head": False, "w_scale": 0.003, "aligned": True,
            "labels": "sign", "item": 1, "seed": 0, "direction": "negative", "frac": 1.0}
    ms = P._eq67_measure(inst, Ctx())
    assert 0.49 < ms.lhs / B.eq67(**ms.quantities) < 0.5
