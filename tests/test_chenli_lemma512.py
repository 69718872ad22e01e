"""chenli Lemma 5.12: the exact lattice law against the literal definitions, Assumption 4 by brute force, the
closed-form (Paley-Zygmund) second path of the erratum, and the smoothed-Theta Monte Carlo the claim measures."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
import torch

from thmcheck.bounds.chenli import sec5_3_lemma512 as B
from thmcheck.checks.papers.chenli.sec5_3_lemma512 import QuantileLadderFit, _order_stat_interval
from thmcheck.checks.stats import clopper_pearson, fit_exponent
from thmcheck.models.chenli.sec5_3_lemma512 import (
    HadamardTheta,
    SmoothedTheta,
    coupling_difference_law,
    dense_coupling_mc,
    hadamard_columns,
    smoothed_coupling_mc,
    stable_rank_bound_smoothed,
    upsilon_bound_smoothed,
    upsilon_certificate,
    upsilon_needed,
)


def test_hadamard_theta_is_scaled_orthogonal() -> None:
    th = HadamardTheta(64, 2.5, 3)
    T = th.dense()
    assert torch.allclose(T @ T.T, torch.eye(64, dtype=torch.float64) * 2.5**2 / 64, atol=1e-12)
    H = hadamard_columns(8, np.arange(8))
    assert (H @ H.T == 8 * np.eye(8)).all()


def test_assumption4_upsilon_over_all_subsets() -> None:
    """Brute force over every S of [8]: columns of Theta Pi_S^perp (Pi_S^perp = I - 1_S 1_S^T/|S|) have norm <=
    sqrt(d/(d-1)) ||Theta Pi_S^perp||_F / sqrt(d), with equality for some S."""
    d = 8
    T = HadamardTheta(d, 1.7, 5).dense().numpy()
    worst = 0.0
    for k in range(1, d + 1):
        for S in itertools.combinations(range(d), k):
            one = np.zeros(d)
            one[list(S)] = 1 / math.sqrt(k)
            TP = T @ (np.eye(d) - np.outer(one, one))
            worst = max(worst, np.linalg.norm(TP, axis=0).max() * math.sqrt(d) / np.linalg.norm(TP))
            assert np.linalg.norm(TP) ** 2 >= (d - 1) * np.linalg.norm(TP, 2) ** 2 - 1e-9  # Assumption 3 clause
    assert worst == pytest.approx(upsilon_needed(d), rel=1e-12)
    assert np.linalg.norm(T, axis=0).max() * math.sqrt(d) / np.linalg.norm(T) == pytest.approx(1.0)


@pytest.mark.parametrize("args", [(2, 0, 1, 0, 2, 0, 0, 0), (4, 2, 2, 1, 3, 1, 0, 2), (2, 2, 0, 2, 0, 2, 1, 0)])
def test_exact_law_matches_literal_coupling(args: tuple) -> None:
    """Second path for the law: dense Theta, y from its slice, y' by Definition 5.10's flips (Clopper-Pearson)."""
    torch.set_num_threads(1)
    th = HadamardTheta(256, 3.0, 7)
    law = coupling_difference_law(th, *args)
    L = dense_coupling_mc(th, *args, n=6000, seed=1)
    assert float((L - L.round()).abs().max()) < 1e-9  # lattice (2F/d) Z
    for t in (2, 8, 16):
        lo, hi = clopper_pearson(int((L.abs() > t).sum()), L.numel(), 0.9999)
        assert lo <= law.abs_tail(t) <= hi
        assert law.pz_lower(t) <= law.abs_tail(t)
    assert law.sigma2 == pytest.approx(float((L**2).mean()), rel=0.06)


def test_tight_case_closed_form() -> None:
    """d2 = 2, d3 = 0, mu' = 1, mu'' = -1: L = x^T m with m in {0, +-2}, exactly d/2 nonzero entries (two distinct
    Hadamard columns agree on d/2 rows): E L^2 = 2d, i.e. std of the deviation 2 sqrt(2) F/sqrt(d)."""
    for p in (8, 11):
        d = 2**p
        law = coupling_difference_law(HadamardTheta(d, 1.0, p), 2, 0, 1, 0, 2, 0, 0, 0)
        assert law.sigma2 == pytest.approx(2 * d, rel=1e-12)
        assert law.pmf.sum() == pytest.approx(1.0)


def test_paley_zygmund_second_path_makes_ratio_grow() -> None:
    """Closed form only (no convolution): the PZ lower bound of P[|dev| > printed threshold] divided by 1/s^2 +
    1/s'^2 + 1/s''^2 at s = s' = s'' = d^{1/8} grows with d (exponent > 0.2), and the PZ lower bound of the
    0.9-quantile is of order F/sqrt(d) (so the quantile exponent is -1/2, not <= -1)."""
    ds, rat, q = [], [], []
    for p in range(8, 16):
        d = 2**p
        law = coupling_difference_law(HadamardTheta(d, 1.0, p), 2, 0, 1, 0, 2, 0, 0, 0)
        s = d**0.125
        unit = 2 / d
        tau = B.lemma5_12_threshold(s, s, s, math.sqrt(256 / 255), d, 2, 0, 1.0) / unit
        ds.append(d)
        rat.append(law.pz_lower(tau) / B.lemma5_12_rhs(s, s, s))
        theta = 0.47  # (1 - theta^2)^2/6 >= 0.1: P[|L| > theta sigma] >= 0.1, so the 0.9-quantile >= theta sigma
        assert law.pz_lower(theta * math.sqrt(law.sigma2)) >= 0.1
        q.append(unit * theta * math.sqrt(law.sigma2))
        assert law.abs_quantile(0.9) >= theta * math.sqrt(law.sigma2)
    fit = fit_exponent(np.array(ds, float), np.array(rat))
    assert fit.lo > 0.2
    assert fit_exponent(np.array(ds, float), np.array(q)).exponent == pytest.approx(-0.5, abs=1e-9)


def test_corrected_threshold_ratio_decays() -> None:
    """With the proof's 1/sqrt(d) the same ratio (exact law) decays: the corrected statement is consistent."""
    vals = []
    for p in (8, 10, 12):
        d = 2**p
        law = coupling_difference_law(HadamardTheta(d, 1.0, p), 2, 0, 1, 0, 2, 0, 0, 0)
        s = d**0.125
        tau = B.lemma5_12_threshold_corrected(s, s, s, math.sqrt(256 / 255), d, 2, 0, 1.0) / (2 / d)
        vals.append(law.abs_tail(tau) / B.lemma5_12_rhs(s, s, s))
    assert vals[0] < 1e-6 and vals[-1] <= vals[0]


# ------------------------------------------------------------------ smoothed Theta (the claim's measurement), App. C

def test_smoothed_mc_at_sigma0_matches_exact_lattice_law() -> None:
    """sigma = 0: the Monte Carlo of the claim reduces to the lattice Theta, whose law is exact (second path)."""
    torch.set_num_threads(1)
    for args in [(2, 0, 1, 0, 2, 0, 0, 0), (4, 2, 2, 1, 3, 1, 0, 2)]:
        th = SmoothedTheta(256, 16.0, 3, sigma=0.0)
        law = coupling_difference_law(th.lattice, *args)
        S = smoothed_coupling_mc(th, *args, n=4000, seed=2)
        L = S.dev * 256 / (2 * 16.0)
        assert np.abs(L - L.round()).max() < 1e-9
        for t in (4, 12, 24):
            lo, hi = clopper_pearson(int((np.abs(L) > t).sum()), L.size, 0.9999)
            assert lo <= law.abs_tail(t) <= hi
        assert S.second_moment() * (256 / 32.0) ** 2 == pytest.approx(law.sigma2, rel=1e-9)


def test_assumption7_fails_for_lattice_and_holds_after_smoothing() -> None:
    """Assumption 7 (L465) at m = 1: prod_j |cos(lambda <x, Theta_:j>)| <= exp(-Omega(sqrt d)) for sqrt(m) <= |lambda|.
    The lattice Theta has <x, Theta_:j> in (2F/d)Z, so lambda = pi d/F gives product 1 for every x; after the
    Appendix-C smoothing the log-product stays below -sqrt(d) on a fine lambda-grid (several x)."""
    d, F = 256, 16.0
    lat = HadamardTheta(d, F, 4).dense().numpy()
    smo = SmoothedTheta(d, F, 4, 0.1).dense().numpy()
    lam = np.concatenate([np.linspace(1.0, 2 * np.pi * d / F, 4000), [np.pi * d / F, 2 * np.pi * d / F]])
    g = np.random.default_rng(0)
    for _ in range(4):
        x = g.choice([-1.0, 1.0], size=d)
        logp = [np.log(np.abs(np.cos(np.outer(lam, x @ T))) + 1e-300).sum(1) for T in (lat, smo)]
        assert logp[0][-2] == pytest.approx(0.0, abs=1e-9)
        assert logp[1].max() <= -math.sqrt(d)


def test_upsilon_certificate_on_smoothed_theta() -> None:
    """Assumption 4 (with the Pi_S^perp clause) and Assumption 3 on the smoothed Theta: the operator-norm certificate
    bounds every column/row ratio, the brute-force worst case over all S at d = 8, and is itself below the closed-form
    Davidson-Szarek bound used by the claim (d = 256); Assumption 5 holds with chi = 1 (|Tr| << ||.||_F)."""
    d = 8
    T = SmoothedTheta(d, 1.3, 5, 0.1).dense().numpy()
    cert = upsilon_certificate(T)
    worst = 0.0
    for k in range(1, d + 1):
        for S in itertools.combinations(range(d), k):
            one = np.zeros(d)
            one[list(S)] = 1 / math.sqrt(k)
            TP = T @ (np.eye(d) - np.outer(one, one))
            worst = max(worst, np.linalg.norm(TP, axis=0).max() * math.sqrt(d) / np.linalg.norm(TP))
    assert worst <= cert
    for d in (256,):
        F = math.sqrt(d)
        T = SmoothedTheta(d, F, d, 0.1).dense().numpy()
        fro = np.linalg.norm(T)
        ratio = max(np.linalg.norm(T, axis=0).max(), np.linalg.norm(T, axis=1).max()) * math.sqrt(d) / fro
        assert 1.0 <= ratio <= upsilon_certificate(T) <= upsilon_bound_smoothed(d, 0.1)
        assert fro**2 / np.linalg.norm(T, 2) ** 2 >= stable_rank_bound_smoothed(d, 0.1) >= d ** 0.125
        assert abs(np.trace(T)) <= fro


def test_quantile_sandwich_at_every_ladder_d() -> None:
    """At every ci ladder d (tight case, q = 0.9, F = sqrt d, sigma = 0.1): the Paley-Zygmund lower bound of the
    0.9-quantile is >= 1.3 F/sqrt(d) (d-uniform: (1 - 0.47^2)^2/6 >= 0.1 with std_A = 2 sqrt 2 F/sqrt d), below the
    Monte Carlo order-statistic interval's top, and the Chebyshev upper bound is above its bottom."""
    torch.set_num_threads(1)
    for p in range(8, 15):
        d = 2**p
        F = math.sqrt(d)
        S = smoothed_coupling_mc(SmoothedTheta(d, F, p, 0.1), 2, 0, 1, 0, 2, 0, 0, 0, n=1000, seed=p)
        a = np.sort(np.abs(S.dev))
        lo, hi = _order_stat_interval(a, 0.9, 0.9999)
        pz = S.pz_quantile_lower(0.9)
        assert pz * math.sqrt(d) / F >= 1.3
        assert pz <= S.quantile_lower(0.9) <= hi
        assert S.chebyshev_quantile_upper(0.9) >= lo


def test_ladder_fit_interval_contains_ols_interval() -> None:
    """The claim's exponent interval widens the OLS one by the order-statistic box, never narrows it."""
    g = np.random.default_rng(1)
    ds = tuple(float(2**p) for p in range(8, 13))
    stat = QuantileLadderFit(ds, tuple(np.sort(np.abs(g.standard_normal(2000))) / math.sqrt(d) for d in ds), 0.9)
    f = stat.fit(0.99)
    lo, hi = stat.interval(0.99)
    assert lo <= f.lo and hi >= f.hi and lo < -0.5 < hi
