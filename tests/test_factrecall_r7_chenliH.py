"""Second paths for factrecall's round-7 uniform conversions (helper chenliH): each recomputes a crossing from the
paper's definitions with its own code (no import of the claim's measurement or bound)."""

from __future__ import annotations

import math
from math import comb, factorial

import numpy as np


def _exact_regions(K: int, p: int) -> int:
    """Regions of a central arrangement of K hyperplanes in general position in R^p: 2 sum_{i < p} C(K - 1, i) (an
    upper bound for any central arrangement)."""
    return 2 * sum(comb(K - 1, i) for i in range(p))


def test_thm2_fixed_d_capacity_is_bounded() -> None:
    """Theorem 2 (informal, L80) with Assumption 3 (sigma a polynomial of degree q, L463-L467) at d = 2, q = 1.

    (1) The model class: outputs of random MLPs V^T sigma(W e) with sigma(z) = 1 + z and width m = 50, evaluated on 40
    points of the circle, span a space of dimension <= 3 = dim{1, e_1, e_2} whatever the weights (so every F is
    A phi(e), p = d C(d + q, q) = 6 parameters, independent of m). (2) Counting in exact integers: with M = N and
    K = N C(N, 2) hyperplanes, the labelings are at most 2 sum_{i<6} C(K - 1, i) < N!/2 from N = 18 on, so a
    bijective f* on 18 inputs is stored with probability < 1/2 for every m (exchangeability of the u_y). (3) The
    printed condition md >~ N polylog N with constant 1 and ln^2 allows N = 2m/ln^2(2 e m) -> infinity: at m = 1e7
    already 6.3e4 >> 19, and the ratio grows without bound along m."""
    rng = np.random.default_rng(7)
    theta = rng.uniform(0, 2 * np.pi, 40)
    E = np.stack([np.cos(theta), np.sin(theta)], axis=1)
    cols = []
    for _ in range(20):
        V, W = rng.standard_normal((50, 2)), rng.standard_normal((50, 2))
        cols.append((1.0 + E @ W.T) @ V)  # rows: F(e_x)^T = sigma(W e_x)^T V
    assert np.linalg.matrix_rank(np.concatenate(cols, axis=1), tol=1e-8) <= 3
    p = 2 * comb(2 + 1, 1)
    n_fail = next(N for N in range(3, 200) if 2 * _exact_regions(N * comb(N, 2), p) < factorial(N))
    assert n_fail <= 19
    for N in range(n_fail, n_fail + 30):  # and it stays below N!/2
        assert 2 * _exact_regions(N * comb(N, 2), p) < factorial(N)
    m = 10**7
    assert 2 * m / math.log(2 * math.e * m) ** 2 > 3000 * n_fail


def test_thm2_d1_two_inputs() -> None:
    """d = 1: the unit sphere of R^1 is {-1, 1}, so among N = 3 inputs two share an embedding and a bijective f*
    (different outputs for them) cannot be realised by any function of the embedding, for any sigma and m."""
    for e in np.array(np.meshgrid([-1, 1], [-1, 1], [-1, 1])).T.reshape(-1, 3):
        assert len(set(e.tolist())) < 3
