"""Building blocks of the thesis Ch. 2-4 models against second paths. (The planted mutants of these claims are
killed in tests/test_mutants.py, with every other registered claim's.)"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest
import torch

from thmcheck.bounds.thesis import ch2 as B2
from thmcheck.bounds.thesis import ch4 as B
from thmcheck.checks.papers import thesis as P
from thmcheck.models import graph_transformer as GT
from thmcheck.models import group_imbalance as GI
from thmcheck.models import vit as VIT


def test_every_catalog_id_registered() -> None:
    ids = {c.id for c in P.CLAIMS}
    for must in ["thesis.ch2.prop2", "thesis.ch4.lemmaC.4.1", "thesis.ch4.lemmaC.4.4", "thesis.ch3.lemma3.4.7",
                 "thesis.ch4.theorem2.eq4.11_literal", "thesis.ch3.tableB.8"]:
        assert must in ids


def test_rho_two_paths() -> None:
    for u, s in [([0.3, -0.2], 1.0), ([0.0, 2.0, -1.0], 0.1), ([1.5, 0.2], 8.0)]:
        assert B.rho(np.array(u), s) == pytest.approx(GI.rho_torch(np.array(u), s), rel=1e-9)


def test_c41_matrix_against_monte_carlo() -> None:
    mu, s = np.array([1.75768345, -1.67194718, 0.98098528]), 0.24897734423563356
    M = GI.c41_matrix(mu, s, 3)
    ev, V = torch.linalg.eigh(M)
    R = V[:, 0].reshape(3, 3).T.numpy()  # columns r_i
    mean, se = GI.c41_lhs_mc(mu, s, R, 400_000, torch.Generator().manual_seed(0))
    assert abs(mean - float(ev[0])) < 5 * se
    assert float(ev[0]) < B.rho(mu, s) / 10  # the Lemma C.4.1 counterexample


def test_c36_leading_term_holds() -> None:
    for mu in [0.0, 0.5, 2.0]:
        v0, _ = GI.rho_gaps(mu, 1e-2)
        assert v0 / B.c36_leading(mu, 1e-2) == pytest.approx(1.0, abs=2e-3)


def test_c78_printed_is_twice_the_left_side() -> None:
    lam, a = [Fraction(1, 3), Fraction(2, 3)], [Fraction(1), Fraction(5, 2)]
    lhs = sum(li * ai**2 for li, ai in zip(lam, a, strict=True)) - sum(li * ai for li, ai in zip(lam, a,
                                                                                                  strict=True)) ** 2
    assert B.c78_printed(lam, a) == 2 * lhs
    assert B.c78_unordered(lam, a) == lhs


def test_c74_c75_inequalities() -> None:
    rng = np.random.default_rng(0)
    for _ in range(200):
        lam = rng.dirichlet(np.ones(4))
        a = 1 + rng.exponential(size=4)
        for m in (1, 2, 3):
            D = {k: float(np.sum(lam * a ** k)) for k in (m, 2 * m, 3 * m)}
            assert D[m] * D[2 * m] <= B.c74(D[m], D[2 * m], D[3 * m]) * (1 + 1e-12)
            assert D[m] ** 2 <= B.c75(D[2 * m]) * (1 + 1e-12)


def test_gradient_c71_against_autograd() -> None:
    g = torch.Generator().manual_seed(1)
    W = torch.randn(4, 3, generator=g, dtype=torch.float64, requires_grad=True)
    x = torch.randn(4, generator=g, dtype=torch.float64)
    for y in (0.0, 1.0):
        (gr,) = torch.autograd.grad(GI.ce_loss(W, x[None], torch.tensor([y], dtype=torch.float64)).sum(), W)
        assert torch.allclose(gr, GI.grad_c71(W.detach(), x, y), atol=1e-13)
        Gp = torch.randn(4, 3, generator=g, dtype=torch.float64).numpy()
        assert float((gr * torch.as_tensor(Gp)).sum()) == pytest.approx(
            B.c71_gradient(W.detach().numpy(), x.numpy(), y, Gp), rel=1e-10)
        yt = torch.tensor([y], dtype=torch.float64)
        Hs = torch.autograd.functional.hessian(lambda w, yt=yt: GI.ce_loss(w.view(4, 3), x[None], yt).sum(),
                                               W.detach().reshape(-1)).view(4, 3, 4, 3)
        assert torch.allclose(Hs, GI.hessian_c73(W.detach(), x, y), atol=1e-12)


def test_entropy_floor_is_the_minimum() -> None:
    Ws, mu, sig = np.eye(2), np.zeros(2), np.ones(2)
    f = GI.entropy_floor(Ws, mu, sig)
    assert f == pytest.approx(0.6479, abs=1e-4)  # catalog 6.2
    rng = np.random.default_rng(0)
    for _ in range(5):
        assert GI.population_ce(Ws + 0.3 * rng.normal(size=(2, 2)), Ws, mu, sig) >= f


def test_moments_second_path() -> None:
    rng = np.random.default_rng(2)
    mu, s2 = np.array([0.5, -1.0, 2.0]), np.array([0.3, 1.0, 2.0])
    x = mu + rng.normal(size=(400_000, 3)) * np.sqrt(s2)
    for t in (1, 2):
        mc = float(np.mean(np.sum(x**2, 1) ** t))
        assert GI.norm_power_moment(mu, s2, t) == pytest.approx(mc, rel=2e-2)
    assert GI.gaussian_power_moment(1.0, 2.0, 2) == pytest.approx(1 + 6 * 2 + 3 * 4)


def test_vit_attention_columns_and_lucky_half() -> None:
    g = torch.Generator().manual_seed(3)
    X, Pt, y = VIT.make_data(6, 12, 0.5, 0.1, 8, 5, 0.01, g)
    p = VIT.init_params(8, 4000, 12, 0.1, 0.2, 0.01, g)
    F, att = VIT.forward(X, p)
    assert F.shape == (6,)
    assert torch.allclose(att.sum(1), torch.ones(6, 12, dtype=torch.float64))
    frac = VIT.lucky_counts(p, X, Pt, y).double() / 4000
    assert abs(float(frac.mean()) - 0.5) < 0.05  # each neuron lucky w.p. exactly 1/2


def test_prop2_closed_form_sup() -> None:
    assert B2.prop2_two_sample_sup(25, 3, 3, 25) == pytest.approx(25 / 28)
    r = np.exp(np.linspace(-10, 10, 200001))
    w = np.minimum(25 * r / (25 * r + 3), 25 / (3 * r + 25))
    assert w.max() == pytest.approx(25 / 28, abs=1e-6)


def test_gt_spd_and_margins() -> None:
    adj = [{1}, {0, 2}, {1, 3}, {2}]
    D = GT.spd_matrix(adj, cap=3)
    assert D[0].tolist() == [0, 1, 2, 3] and D[3].tolist() == [3, 2, 1, 0]
    pats, y, adj2 = GT.build_graph(60, 5, 0.4, 6, 0.1, np.random.default_rng(0))
    Dm = GT.spd_matrix(adj2, cap=4)
    marg = GT.winning_margins(pats, y, Dm, [1, 2, 3])
    assert marg[1] > 0  # non-discriminative nodes link mostly to their class pattern


def test_table_b8_numbers() -> None:
    assert round(2708 / 7, 2) == 386.86 and round(10 * math.sqrt(2708), 2) == 520.38
    assert 7600 / 5 == 1520 and round(10 * math.sqrt(7600), 2) == 871.78


def test_erm_grad_hess_against_autograd() -> None:
    g = torch.Generator().manual_seed(4)
    Ws = torch.randn(3, 2, generator=g, dtype=torch.float64)
    x, _ = GI.sample_gmm(500, np.array([0.4, 0.6]), np.array([[1.0, 0, -1], [0, 0.5, 0.5]]), np.ones((2, 3)), g)
    y = GI.sample_labels(Ws, x, g)
    W = Ws + 0.2
    gr, Hs, f = GI.erm_grad_hess(W, x, y)
    Ha = torch.autograd.functional.hessian(lambda w: GI.ce_loss(w.view(3, 2), x, y).mean(), W.reshape(-1))
    assert torch.allclose(Hs, Ha, atol=1e-12)
    assert torch.allclose(gr, GI.erm_grad(W, x, y), atol=1e-14)


def test_stein_q1_and_magnitude_link() -> None:
    from thmcheck.models import tensor_init as TI
    W = np.array([[0.8, -0.3], [0.2, 0.9], [-0.5, 0.1]])
    lam, mus, s2 = np.array([0.5, 0.5]), np.array([[0.5, -0.2, 0.1], [-0.5, 0.2, -0.1]]), np.ones((2, 3))
    Q1 = TI.population_q(W, lam, mus, s2)[0]
    E = TI.phi_deriv_means(W, lam, mus, s2)[0]
    wn = np.linalg.norm(W, axis=0)
    alpha = np.linalg.lstsq(W / wn, Q1, rcond=None)[0]  # (C.5) with the exact directions
    assert np.allclose(alpha, E * wn / 2, rtol=1e-10)  # the coefficient is E[phi'] ||w||/K, not ||w||
    z = TI.invert_magnitude(float(alpha[0]), W[:, 0] / wn[0], lam, mus, s2, 2)
    assert z == pytest.approx(wn[0], rel=1e-8)
    g = torch.Generator().manual_seed(5)
    x, _ = GI.sample_gmm(200_000, lam, mus, s2, g)
    y = GI.sample_labels(torch.as_tensor(W), x, g)
    q1, _, _ = TI.empirical_q(x, y, lam, mus, s2)
    assert np.abs(q1 - Q1).max() < 6e-3


# ------------------------------------------------------------------ Property C.1 / Lemma C.3.1 (issue #6, part 3)


def test_population_hessian_closed_form_vs_autograd() -> None:
    """(C.72)-(C.73) with the labels integrated out against the autograd Hessian of the quadrature risk."""
    rng = np.random.default_rng(0)
    W = rng.normal(size=(2, 2))
    mus, s2, lam = rng.normal(size=(2, 2)), np.exp(rng.normal(size=(2, 2)) * 0.3), np.array([0.3, 0.7])
    Wq = W + 0.1 * rng.normal(size=W.shape)
    a = GI.population_hessian_gmm(Wq, W, mus, s2, lam, nodes=30)
    b = GI.population_hessian_autograd(Wq, W, mus, s2, lam, nodes=30)
    assert np.abs(a - b).max() < 1e-12 * np.abs(a).max()


def test_property_c1_twin_invariants() -> None:
    """The projected twin keeps fbar(W*) and the col(W*) block of Hess fbar(W*), and changes the rest."""
    W = np.array([[1.0], [0.0]])
    mus, s2, lam = np.array([[1.5, 2.0]]), np.ones((1, 2)), np.array([1.0])
    twin = GI.project_means(W, mus)
    assert np.allclose(twin, [[1.5, 0.0]])
    assert np.allclose(GI.project_means(W, twin), twin)
    assert GI.population_ce_gmm(W, W, mus, s2, lam) == pytest.approx(GI.population_ce_gmm(W, W, twin, s2, lam),
                                                                     rel=1e-12)
    Ho, Ht = GI.population_hessian_gmm(W, W, mus, s2, lam), GI.population_hessian_gmm(W, W, twin, s2, lam)
    assert Ho[0, 0] == pytest.approx(Ht[0, 0], rel=1e-12)
    assert np.linalg.eigvalsh(Ho)[0] == pytest.approx(0.117826, abs=1e-6)
    assert np.linalg.eigvalsh(Ht)[0] == pytest.approx(0.148270, abs=1e-6)


def test_lemma_c31_wstar_family_orders() -> None:
    """Along W* -> t W* (K = 2): lambda_min(Hess fbar(W*)) and Gamma~ are both Theta(t^4)."""
    W0 = np.linalg.qr(np.random.default_rng(1).normal(size=(2, 2)))[0]
    mus, s, lam = np.zeros((1, 2)), np.array([0.7]), np.array([1.0])
    ts = np.array([0.25, 0.125, 0.0625])
    lm = [np.linalg.eigvalsh(GI.population_hessian_gmm(W0 * t, W0 * t, mus, s[:, None] ** 2 * np.ones((1, 2)),
                                                       lam))[0] for t in ts]
    g = [B.gamma_tilde(W0 * t, mus, s, lam) for t in ts]
    assert np.polyfit(np.log(ts), np.log(lm), 1)[0] == pytest.approx(4.0, abs=0.1)
    assert np.polyfit(np.log(ts), np.log(g), 1)[0] == pytest.approx(4.0, abs=0.1)  # eta = prod(delta_i/delta_K)


def test_population_hessian_gmm_no_underflow_sigma_large():
    """Issue #6: h^2 h1^2 underflowed in the sigma_large family (d = K = 2, W* = 2 x orthonormal, s = 2/t,
    contraction=True) and eigvalsh raised LinAlgError; the log-space form stays finite and matches at W = W*."""
    import numpy as np

    import thmcheck.models.group_imbalance as GI
    from thmcheck.checks.claim import Ctx
    from thmcheck.checks.papers.thesis import appC_group_imbalance as T

    Q = np.linalg.qr(np.random.default_rng(0).normal(size=(2, 2)))[0] * 2.0
    H = GI.population_hessian_gmm(Q, Q, np.zeros((2, 2)), np.full((2, 2), 32.0**2), np.array([0.5, 0.5]), 30)
    assert np.isfinite(H).all()
    Ha = np.asarray(GI.population_hessian_at_wstar(Q, np.zeros((1, 2)), np.array([32.0]), np.array([1.0]), nodes=30))
    assert np.allclose(H, Ha, rtol=1e-9, atol=1e-15)
    inst = {"d": 2, "K": 2, "L": 2, "Wstar": Q, "mus": np.zeros((2, 2)), "s": np.array([2.0, 2.0]),
            "lam": np.array([0.5, 0.5]), "kind": "orthonormal", "family": "sigma_large", "identical": True, "seed": 0}
    m = T._c31_measure(inst, Ctx(), contraction=True)
    assert np.all(np.isfinite(m.terms["lambda_min"]))


def test_cor441_lm_forms_monotone_and_rho_accurate() -> None:
    """Corollary 4.4.1 (iii): with L_m (running min of rho) the five closed forms increase along ||mu_l||.
    rho agrees with mpmath quadrature at a large argument."""
    import mpmath

    rng = np.random.default_rng(4)
    W = np.linalg.qr(rng.normal(size=(2, 2)))[0]
    mus = rng.normal(0, 1, (2, 2)) / np.sqrt(2)
    s, lam = np.array([0.7, 1.3]), np.array([0.3, 0.7])
    u = np.array([0.6, 0.8])
    rho, norms = GI.rho_along_mean(W, mus, s, 0, u, np.linspace(0.0, 3.0, 13))
    assert B.cor441_mean(rho, norms, s, lam, 0) > 0
    assert np.all(np.diff(B.running_min(rho[:, 0])) <= 0)
    # rho at a large argument (the lemmaC.3.1 Sigma -> 0 regime) against mpmath quadrature
    uu, sig = np.array([4.0, -6.0]), 1 / 16
    mpmath.mp.dps = 20

    def mom(m: float, q: int, p: int) -> mpmath.mpf:
        f = lambda z: (mpmath.exp(-sig * z) / (1 + mpmath.exp(-sig * z)) ** 2) ** p * z**q * mpmath.npdf(z, m, 1)  # noqa: E731
        return mpmath.quad(f, [m - 12, m, m + 12])

    g = []
    for m in uu:
        a0, b0, a2, b2 = mom(m, 0, 1), mom(m, 0, 2), mom(m, 2, 1), mom(m, 2, 2)
        g.append((b0 - a0**2, b2 - a2**2 / (m * m + 1)))
    ref = min([g[0][1], g[1][1], (uu[1] ** 2 + 1) * g[0][0], (uu[0] ** 2 + 1) * g[1][0]])
    assert abs(B.rho(uu, sig) / float(ref) - 1) < 1e-8
    assert abs(GI.rho_torch(uu, sig) / float(ref) - 1) < 1e-8
