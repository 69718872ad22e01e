"""chenli Lemma 5.12: the exact lattice law against the literal definitions, Assumption 4 by brute force, and the
closed-form (Paley-Zygmund) second path of the erratum."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
import torch

from bounds import chenli_lemma512 as B
from checks.stats import clopper_pearson, fit_exponent
from models.chenli_lemma512 import (
    HadamardTheta,
    coupling_difference_law,
    dense_coupling_mc,
    hadamard_columns,
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
