"""chenli Lemma 6.4 (thmcheck.models.chenli.sec6_4_lemma64, thmcheck.checks.papers.chenli.sec6_4_patterns): the pooled U-statistic against plain i.i.d.
Monte Carlo, the affine-hull split, the exponent fit, and the lattice collapse that Assumption 7 excludes."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch

from thmcheck.bounds.chenli.sec6_4_patterns import lemma6_4_exponent
from thmcheck.checks.papers.chenli.sec6_4_patterns import LEMMA6_4, exponent_at_zero
from thmcheck.models.chenli.sec6_4_lemma64 import affine_split, event_rates, iid_event_counts, lattice_hits


def _thetas(m: int, d: int, F: float, seed: int) -> torch.Tensor:
    T = np.random.default_rng(seed).normal(size=(m, d, d))
    return torch.tensor(T * F / np.linalg.norm(T, axis=(1, 2))[:, None, None])


def test_bound_is_m() -> None:
    assert lemma6_4_exponent(1) == 1.0 and lemma6_4_exponent(2) == 2.0
    assert {n: f(2) for n, f in LEMMA6_4.mutants.items()}["exponent 3/2 at m = 2 (p >= xi^{3/2})"] == 1.5


@pytest.mark.parametrize(("m", "k", "item2"), [(1, 3, False), (2, 4, True)])
def test_pooled_estimate_matches_iid_monte_carlo(m: int, k: int, item2: bool) -> None:
    """Second path: the U-statistic over pool pairs (and, for k = 4, further pool rows as X_4) estimates the same P as
    i.i.d. draws of X (agreement within 4.5 combined standard errors at each xi)."""
    torch.set_num_threads(1)
    d, F, s, beta = 16, 6.0, 0.1, 0.2
    T = _thetas(m, d, F, 3)
    Tp, mu = None, 0.0
    if item2:
        E = torch.tensor(np.random.default_rng(4).normal(size=(d, d)))
        Tp = 0.6 * T[0] + 0.5 * T[1] + 3.0 * E / torch.linalg.matrix_norm(E)
        mu = 0.2 * float(torch.linalg.matrix_norm(affine_split(T, Tp)[1]))
    xis = np.array([0.8, 0.4]) if m == 2 else np.array([0.4, 0.1])
    f = event_rates(T, k, s, beta, xis, n_x=600, pool=48, seed=5, theta_p=Tp, mu=mu)
    n = 200_000
    c = iid_event_counts(T, k, s, beta, xis, n=n, seed=6, theta_p=Tp, mu=mu)
    p_pool, se_pool = f.mean(0), f.std(0, ddof=1) / math.sqrt(f.shape[0])
    p_iid = c / n
    se_iid = np.sqrt(p_iid * (1 - p_iid) / n)
    assert np.all(c >= 50)
    assert np.all(np.abs(p_pool - p_iid) <= 4.5 * np.sqrt(se_pool**2 + se_iid**2)), (p_pool, p_iid)


def test_affine_split() -> None:
    T = _thetas(2, 8, 3.0, 7)
    Tp = 0.3 * T[0] + 0.2 * T[1] + torch.tensor(np.random.default_rng(8).normal(size=(8, 8)))
    par, perp = affine_split(T, Tp)
    assert torch.allclose(par + perp, Tp)
    assert abs(float((perp * (T[0] - T[1])).sum())) < 1e-9  # perp is orthogonal to the hull's direction
    # par = l T_1 + (1 - l) T_2: solve for l on two entries and check the rest
    l_ = float((par - T[1]).reshape(-1) @ (T[0] - T[1]).reshape(-1) / ((T[0] - T[1]) ** 2).sum())
    assert torch.allclose(par, l_ * T[0] + (1 - l_) * T[1], atol=1e-12)
    one = T[:1]
    par1, perp1 = affine_split(one, Tp)  # m = 1: K_Theta = {Theta_1}
    assert torch.equal(par1, T[0]) and torch.allclose(perp1, Tp - T[0])


def test_exponent_fit_removes_first_order_curvature() -> None:
    """Rates P = C xi^2 (1 + 0.8 xi) (noise-free, i.i.d. rows): the corrected exponent is ~2, the plain slope > 2."""
    xis = np.array([0.4, 0.2, 0.1, 0.05])
    rng = np.random.default_rng(0)
    scale = rng.uniform(0.5, 1.5, size=(400, 1))  # per-x spread
    f = scale * (1e-3 * xis**2 * (1 + 0.8 * xis))[None, :]
    fit = exponent_at_zero(xis, f)
    assert abs(fit["corrected"][0] - 2.0) < 0.02 and fit["loglog"][0] > 2.1
    assert fit["corrected"][1] < 1e-9  # proportional rows: no spread in the log-ratios
    with pytest.raises(ValueError):
        exponent_at_zero(xis, np.zeros((10, 4)))


def test_lattice_theta_collapses_without_assumption7() -> None:
    """Theta = c * (entries in {-1, 0, 1}) is arithmetic: X_1 Theta (X_2 - X_3)^T is a multiple of 2c, so for a window
    [s, s + xi F] holding no such multiple P[Item 1] = 0 for every X (here also in the Monte Carlo), while a Gaussian
    Theta of the same norm has P ~ xi."""
    d, F, s = 16, 6.0, 0.1
    Z = np.random.default_rng(1).integers(-1, 2, size=(d, d)).astype(float)
    c = F / np.linalg.norm(Z)
    xis = np.array([0.03, 0.01])  # windows [0.1, 0.28] and [0.1, 0.16]; 2c ~ 0.95
    assert not any(lattice_hits(Z, c, s, x * F) for x in xis)
    T = torch.tensor(c * Z)[None]
    f = event_rates(T, 3, s, 0.0, xis, n_x=200, pool=48, seed=2)
    assert np.all(f == 0)
    g = event_rates(_thetas(1, d, F, 1), 3, s, 0.0, xis, n_x=200, pool=48, seed=2)
    assert np.all(g.mean(0) > 0)
