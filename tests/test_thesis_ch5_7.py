"""Building blocks of the thesis Chapters 5-7 checks, each against a second path."""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath
import numpy as np
import pytest
import torch
from scipy.stats import binom

from thmcheck.bounds.thesis import ch5 as B5
from thmcheck.bounds.thesis import ch6 as B6
from thmcheck.models import cot as COT
from thmcheck.models import gcn_sampling as G
from thmcheck.models import icl as ICL
from thmcheck.models.device import generator


@pytest.mark.parametrize(("i", "t", "x1"), [(3, 1.5, 0.9), (2, 2.0, 1.9), (1, 0.7, -0.3)])
def test_hermite_pprime_closed_form_vs_monte_carlo(i: int, t: float, x1: float) -> None:
    closed = G.hermite_pprime(i, t)
    mc = G.hermite_pprime_mc(i, t, x1, 2_000_000, seed=3)
    assert abs(mc - closed) <= 0.08 * abs(closed) + 2e-4


@pytest.mark.parametrize(("i", "t"), [(1, 1e-2), (2, 1e3), (7, 3.0), (20, 50.0)])
def test_hermite_pprime_scipy_vs_mpmath(i: int, t: float) -> None:
    assert G.hermite_pprime(i, t) == pytest.approx(float(G.hermite_pprime_mp(i, t)), rel=1e-8)


def test_hermite_pprime_even_i_decays_one_order_faster() -> None:
    # the reason Lemma D.2.2 fails for even i: |p'_2| ~ t^{-3}/(2 pi), bound ~ t^{-2}/400
    t = 1e4
    assert abs(G.hermite_pprime(2, t)) * t**3 == pytest.approx(1 / (2 * math.pi), rel=1e-3)
    assert B5.lemmaD_2_2(2, t) / abs(G.hermite_pprime(2, t)) > 100


def test_arctan_identity_two_paths() -> None:
    for s in [1e-3, 0.1, 1.0, 7.0]:
        assert G.abs_gaussian_order_prob(s) == pytest.approx(B5.arctan_identity(s), rel=1e-10)
    g = generator(0)
    z0 = torch.randn(400_000, generator=g, dtype=torch.float64)
    zr = torch.randn(400_000, generator=g, dtype=torch.float64) * 0.2
    assert float((z0.abs() <= zr.abs()).double().mean()) == pytest.approx(B5.arctan_identity(0.2), abs=3e-3)


def test_sampling_distance_full_sampling_is_zero_and_single_missing_node() -> None:
    g = G.configuration_graph([50], [4], seed=1)
    pt, ps = G.sample_diag(g, [50], [50], [0.5], seed=2, symmetric=False)
    assert G.sampled_distance(g, pt, ps, symmetric=False) == 0.0
    pt, ps = G.sample_diag(g, [50], [49], [0.5], seed=2, symmetric=False)
    dense = torch.zeros(50, 50, dtype=torch.float64)
    dense[g.rows, g.cols] = g.weights
    direct = float((dense @ (pt - ps).abs().diag()).sum(1).max())
    assert G.sampled_distance(g, pt, ps, symmetric=False) == pytest.approx(direct, rel=1e-12)
    # symmetric version against a dense computation
    pt, ps = G.sample_diag(g, [50], [40], [0.5], seed=3, symmetric=True)
    direct = float((dense * (torch.outer(pt, pt) - torch.outer(ps, ps)).abs()).sum(1).max())
    assert G.sampled_distance(g, pt, ps, symmetric=True) == pytest.approx(direct, rel=1e-12)


def test_normalised_adjacency_rows() -> None:
    g = G.configuration_graph([30, 20], [3, 8], seed=4)
    dense = torch.zeros(g.n, g.n, dtype=torch.float64)
    dense[g.rows, g.cols] = g.weights
    assert torch.allclose(dense, dense.T)
    deg = (dense > 0).sum(1).double()
    assert torch.allclose(dense.diagonal(), 1 / deg)


def test_example1_and_primacy() -> None:
    v = COT.example1(exact=True)
    assert (v["B00"], v["B01"], v["B10"], v["B11"]) == (Fraction(14, 25), Fraction(11, 25), Fraction(16, 25),
                                                        Fraction(9, 25))
    assert (v["tau"], v["tau_o"]) == (Fraction(9, 25), Fraction(14, 25))
    A1 = np.array([[0.6, 0.4], [0.4, 0.6]])
    A2 = np.array([[0.4, 0.6], [0.8, 0.2]])
    assert COT.primacy(A1, [0, 1]) == pytest.approx(1 / 3)
    assert COT.primacy(A2, [1, 0]) == pytest.approx(1 / 3)
    Bm = A1 @ A2
    assert COT.primacy(Bm, [0, 0]) == pytest.approx(3 / 14)
    assert COT.primacy(A1, [0, 1], exclude_self=False) == 0.0


def test_condition_732_threshold_is_three_quarters() -> None:
    assert COT.condition_732_structured(Fraction(3, 4), (1, 1, 1), 7)
    assert not COT.condition_732_structured(Fraction(47, 64), (1, 1, 1), 7)
    assert COT.condition_732_structured(Fraction(1, 2), (1, 2, 4), 10)


def test_binomial_tail_two_paths() -> None:
    n, p, k = 1000, 0.05, 40
    with mpmath.workdps(40):
        exact = mpmath.betainc(n - k, k + 1, 0, 1 - mpmath.mpf(p), regularized=True)
    assert float(binom.cdf(k, n, p)) == pytest.approx(float(exact), rel=1e-10)
    # the printed (E.146) bound fails where Lemma E.4.1 (E.4) holds
    q = {"form": "E.146", "n": 10**4, "p": 0.1, "c": 0.1}
    tail = float(binom.cdf(900, 10**4, 0.1))
    assert B6.chernoff_printed(**q) < tail <= B6.chernoff_lemmaE_4_1(**q)


def test_icl_forward_matches_explicit_loop() -> None:
    cfg = ICL.ICLConfig(M1=3, M2=3, dy=4, m=8, T=1)
    gen = generator(0)
    model = ICL.init_model(cfg, gen)
    ctx, pq, z, same = ICL.make_prompts(cfg, 5, ICL.all_tasks(3), 4, 0.8, gen)
    F = model.forward(ctx, pq).detach()
    for n in range(5):
        logits = torch.stack([(model.WK @ ctx[n, i]) @ (model.WQ @ pq[n]) for i in range(4)])
        att = torch.softmax(logits, 0)
        v = sum(model.WV @ ctx[n, i] * att[i] for i in range(4))
        ref = (model.a @ torch.relu(model.WO @ v)).detach()
        assert float(F[n]) == pytest.approx(float(ref), rel=1e-10, abs=1e-14)
    # adversarial prompts have exactly one same-pattern context
    ctx, pq, z, same = ICL.make_prompts(cfg, 6, ICL.all_tasks(3), 7, 0.8, gen, adversarial="opp")
    assert (same.sum(1) == 1).all()


def test_cyclic_tasks_meet_condition_632() -> None:
    for M1 in range(3, 9):
        plus, minus = ICL.condition6_3_2_counts(ICL.cyclic_tasks(M1), M1)
        assert (plus == 1).all() and (minus == 1).all()


def test_a_star_rows_against_dense() -> None:
    sizes, degrees = [20, 40], [3, 7]
    g = G.configuration_graph(sizes, degrees, seed=5)
    pstar = [1 / (2 * p) for p in G.psi(sizes, degrees)]
    dense = torch.zeros(g.n, g.n, dtype=torch.float64)
    dense[g.rows, g.cols] = g.weights
    P = torch.as_tensor(pstar, dtype=torch.float64)[g.group]
    assert torch.allclose(G.a_star_rows(g, pstar), (dense * P[None, :]).sum(1), rtol=1e-12)
    assert float(G.a_star_rows(g, pstar).max()) == pytest.approx(G.a_star_inf(g, pstar), rel=1e-12)


@pytest.mark.parametrize(("r", "s"), [(1.0, 0.5), (0.3, 0.02), (2.0, 1.5)])
def test_odd_gap_norm_quadrature_vs_monte_carlo(r: float, s: float) -> None:
    q = G.odd_gap_norm2(r, s)
    mc = G.odd_gap_norm2_mc(r, s, 1_000_000, seed=7)
    assert mc == pytest.approx(q, rel=0.05)  # g is nonzero only for |b0| <~ s: few effective samples at small s
    assert G.odd_gap_norm2(r, s, n_alpha=96, n_u=1601) == pytest.approx(q, rel=1e-5)


def test_lemma_d21_lower_bound_small_a_and_construction() -> None:
    # phi(x) = x: LB ~ 2 pi sqrt(2) a for small a (x1 -> 0), and the Mehler construction h = He_1(alpha1) 1[|b0| <= a/2]
    # / p'_1 (which reproduces x1 exactly) must have E[h^2] >= LB
    thetas = np.array([0.02, 0.05, 0.1, 0.2, 0.4, 0.8])
    for a in [1e-2, 0.2, 1.0]:
        lb, _ = G.lemmaD_2_1_h_lower_bound([0.0, 1.0], a, 0.0, thetas)
        eh2 = (2 * float(torch.special.ndtr(torch.tensor(a / 2))) - 1) / G.hermite_pprime(1, a) ** 2
        assert lb <= eh2
    lb, arg = G.lemmaD_2_1_h_lower_bound([0.0, 1.0], 1e-3, 0.0, thetas)
    assert lb / 1e-3 == pytest.approx(2 * math.pi * math.sqrt(2), rel=0.01)


def test_abs_hermite_moments_and_d23_sum() -> None:
    assert G.abs_hermite_moment(1) == pytest.approx(math.sqrt(2 / math.pi), rel=1e-12)
    # E|z^2 - 1| = 4 phi(1) (closed form)
    assert G.abs_hermite_moment(2) == pytest.approx(4 * math.exp(-0.5) / math.sqrt(2 * math.pi), rel=1e-10)
    assert G.abs_hermite_moment(3, derivative=True) == pytest.approx(3 * G.abs_hermite_moment(2), rel=1e-12)
    # the i = 1 term tends to E|z| / (phi(0) (2 Phi(1/2) - 1)) ~ 5.22 as t -> 0
    lim = math.sqrt(2 / math.pi) / ((2 * float(torch.special.ndtr(torch.tensor(0.5))) - 1) / math.sqrt(2 * math.pi))
    assert G.lemmaD_2_3_sum([0.0, 1.0], 1e-3) == pytest.approx(lim, rel=1e-3)


def test_cot_attention_masses_uniform_at_zero_weights() -> None:
    cfg = COT.CoTConfig(d=8, M=4, Mp=3, l_tr=5, B=8)
    keys, mask, qry, _ = COT.train_batch(cfg, 64, generator(3))
    other, star = COT.attention_masses(cfg, torch.zeros(cfg.D, cfg.D, dtype=torch.float64), keys, mask, qry)
    d = cfg.d
    n_on = mask.sum(1).double()
    same_step = torch.einsum("nlk,nk->nl", keys[..., 2 * d:], qry[:, 2 * d:]) > 0.5
    assert other == pytest.approx(float(((~same_step & mask).sum(1) / n_on).mean()), rel=1e-12)
    assert 0.0 < star < 1.0 - other


def test_cot_separation_records_prop3_quantities() -> None:
    cfg = COT.CoTConfig(T=3, seed=5)
    W, cfg, U = COT.trained(cfg)
    rec: dict = {}
    COT.separation(W, cfg, U, cs=(1, 1, 1), pc=0.8, ap=0.8, lvl=0.0, l_ts=12, nq=3, seed=1, record=rec)
    m = np.array(rec["mass"])
    assert m.shape == (3, cfg.K) and (m >= 0).all() and (m <= 1 + 1e-12).all()
    assert np.array(rec["correct"]).shape == (3, cfg.K)
    assert len(COT.trajectory(cfg)) >= 2 and COT.final_loss(cfg) > 0


def test_lucky_neurons_are_active_at_initialisation() -> None:
    # (E.31)-(E.32): both halves of W_O(i) V^n(0) positive, so every lucky neuron is active before training
    r = ICL.lucky_activation(ICL.ICLConfig(M1=3, M2=3, dy=4, m=40, T=0), n_probe=16)
    assert r["lucky_per_sample"] > 0
    assert r["e38_off_fraction"] == 0.0
