"""chenli Lemma 5.15: the coupled slice sampler, delta*_c and its sweep exponent (second path), the claim's ci search."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
import torch

from thmcheck.bounds.chenli import sec5_4_conclude as B
from thmcheck.models.chenli.sec5_3_coupling import coupled_slice_rows, theta_stats
from thmcheck.models.chenli.sec5_4_lemma515 import aligned_theta, coupled_softmax_difference


def test_coupling_marginals_and_direction() -> None:
    """Definition 5.10: X has a, X' has b entries +1; X' - X only raises -1 entries (b >= a) or lowers +1 entries
    (b < a); each marginal is uniform over the slice (every position equally often +1)."""
    g = torch.Generator().manual_seed(3)
    a, b = torch.tensor([2, 5]), torch.tensor([4, 1])
    x, y = coupled_slice_rows(40000, 2, 6, a, b, g, torch.float64, "cpu")
    assert torch.equal((x > 0).sum(-1)[:, 0], torch.full((40000,), 2)) and torch.equal((y > 0).sum(-1)[:, 1],
                                                                                         torch.full((40000,), 1))
    assert bool(((y - x)[:, 0] >= 0).all()) and bool(((y - x)[:, 1] <= 0).all())
    freq = (y[:, 0] > 0).double().mean(0)
    assert torch.allclose(freq, torch.full((6,), 4 / 6, dtype=torch.float64), atol=0.015)


def test_theta_construction() -> None:
    """Stable rank exactly r, Frobenius norm F, top singular pair on 1_[2] (alpha = 1), stats against dense numpy."""
    U, s, W = aligned_theta(10, 16, 4, 3.3, 1.5, "22", 1.0, np.random.default_rng(0))
    T = (U * s) @ W.T
    st = theta_stats(U, s, W)
    assert st["stable_rank"] == pytest.approx(np.linalg.norm(T) ** 2 / np.linalg.norm(T, 2) ** 2, rel=1e-10)
    assert st["stable_rank"] == pytest.approx(3.3) and st["F"] == pytest.approx(1.5)
    e2 = np.zeros(30)
    e2[10:26] = 0.25
    assert e2 @ T @ e2 == pytest.approx(s[0])


def _exact_mean(T: np.ndarray, d1: int, d2: int, a: list[int], b: list[int]) -> np.ndarray:
    """E softmax(X T X^T) - E softmax(X' T X'^T) by enumerating all rows (k = 2), no coupling (a second path)."""
    def support(cnt: int) -> list[np.ndarray]:
        out = []
        for cube in itertools.product([-1.0, 1.0], repeat=d1):
            for pos in itertools.combinations(range(d2), cnt):
                s = -np.ones(d2)
                s[list(pos)] = 1
                out.append(np.concatenate([cube, s]))
        return out

    def mean(cnts: list[int]) -> np.ndarray:
        acc = np.zeros((2, 2))
        rows = [support(c) for c in cnts]
        for x0 in rows[0]:
            for x1 in rows[1]:
                X = np.stack([x0, x1])
                L = X @ T @ X.T
                P = np.exp(L - L.max(1, keepdims=True))
                acc += P / P.sum(1, keepdims=True)
        return acc / (len(rows[0]) * len(rows[1]))

    return mean(a) - mean(b)


def test_paired_monte_carlo_matches_enumeration() -> None:
    U, s, W = aligned_theta(3, 4, 0, 2.0, 2.0, "22", 1.0, np.random.default_rng(1))
    ex = _exact_mean((U * s) @ W.T, 3, 4, [3, 3], [3, 1])
    res = coupled_softmax_difference(U, s, W, 3, 4, 0, [3, 3], [0, 0], [3, 1], [0, 0], 20000, 5)
    assert np.all(np.abs(res["mean"] - ex) <= 4.5 * res["se"] + 1e-12)
    assert res["max"] > 0.05  # the aligned family's effect is resolved


@pytest.mark.parametrize("rho", [0.0, 0.125, 0.25])
@pytest.mark.parametrize("c", [1.0, 2.0])
def test_asymptotic_exponent_is_the_far_slope_of_delta_star(rho: float, c: float) -> None:
    """Second path: the local log-log slope of delta_star itself far out along the sweep (d = 1e40 .. 1e44, mpmath
    free: powers of floats) approaches the monomial bookkeeping of _asymptotic_exponent."""
    def ds(d: float) -> float:
        return B.delta_star(d, d / 2, 4.0, 4.0 * d**rho, c, 2.0, 2.0)

    far = (math.log(ds(1e60)) - math.log(ds(1e56))) / math.log(1e4)
    assert far == pytest.approx(B.lemma5_15_sweep_exponent(rho, 1.0, 0.0, c, 1.0), abs=5e-3)
