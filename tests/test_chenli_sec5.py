"""Unit tests of thmcheck.models.chenli.sec5_exact (exact enumerations for chenli Lemmas 5.8, 5.9, 5.16), each against a second,
independent path (explicit loops, another enumeration), and smoke tests of the three claims' measurements."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
import torch

from thmcheck.checks.claim import Ctx
from thmcheck.models.chenli.sec5_exact import (
    cube_slice_support,
    jsx_matrix_exact,
    restricted_deviation,
    small_ball_profile,
)
from thmcheck.models.chenli.sec5_slices import xi_exact


def _jsx_loop(theta: np.ndarray, k: int) -> np.ndarray:
    d = theta.shape[0]
    acc = np.zeros((d, d))
    n = 0
    for bits in itertools.product([-1.0, 1.0], repeat=k * d):
        X = np.array(bits).reshape(k, d)
        A = X @ theta @ X.T
        S = np.exp(A - A.max(1, keepdims=True))
        S /= S.sum(1, keepdims=True)
        acc += X.T @ np.ones((k, k)) @ S @ X
        n += 1
    return acc / n


@pytest.mark.parametrize(("k", "d"), [(2, 2), (2, 3), (3, 2)])
def test_jsx_matrix_exact_matches_explicit_loop(k: int, d: int) -> None:
    rng = np.random.default_rng(k * 10 + d)
    T = rng.normal(size=(d, d)) * 2
    M = jsx_matrix_exact(torch.as_tensor(T), k).numpy()
    assert np.allclose(M, _jsx_loop(T, k), atol=1e-12)


def test_jsx_theta_zero_is_kI_plus_offdiag() -> None:
    # Theta = 0: softmax = J/k, so X^T J S X = (X^T 1)(1^T X) and its mean is k I (independent +-1 entries)
    M = jsx_matrix_exact(torch.zeros(3, 3, dtype=torch.float64), 2)
    assert torch.allclose(M, 2 * torch.eye(3, dtype=torch.float64), atol=1e-12)


def test_restricted_deviation_all_pairs_is_xi() -> None:
    rng = np.random.default_rng(3)
    for d in (2, 4, 6):
        D = torch.as_tensor(rng.normal(size=(d, d)))
        assert restricted_deviation(D)["xi"] == pytest.approx(xi_exact(D), rel=1e-12)


def test_restricted_deviation_dense_by_brute_force() -> None:
    rng = np.random.default_rng(4)
    d = 5
    D = rng.normal(size=(d, d))
    best = 0.0
    for lab in itertools.product(range(3), repeat=d):
        S = [i for i in range(d) if lab[i] == 1]
        T = [i for i in range(d) if lab[i] == 2]
        if S and T and max(len(S), len(T)) >= 2.5:
            best = max(best, abs(D[np.ix_(S, T)].sum()) / math.sqrt(len(S) * len(T)))
        if S and not T and len(S) >= 2.5:
            best = max(best, abs(D[np.ix_(S, S)].sum()) / len(S))
    assert restricted_deviation(torch.as_tensor(D), min_d2=2.5)["xi"] == pytest.approx(best, rel=1e-12)


def test_cube_slice_support() -> None:
    P = cube_slice_support(2, 4, 1, 3, 2)
    assert P.shape == (4 * 4 * 3, 9)
    assert np.all(P[:, 2:6].sum(1) == 2 * 1 - 4) and np.all(P[:, 6:].sum(1) == 2 * 2 - 3)
    assert len({tuple(r) for r in P}) == P.shape[0]


def test_small_ball_profile_brute_force() -> None:
    rng = np.random.default_rng(5)
    T = rng.normal(size=(5, 5))
    xs, ys = cube_slice_support(3, 2, 1, 0, 0), cube_slice_support(3, 2, 2, 0, 0)
    z = (xs @ T @ ys.T).ravel()
    F = np.linalg.norm(T)
    for s in (0.05, 0.2, 0.7):
        brute = max(np.mean(np.abs(z - (t + s * F)) <= s * F * (1 + 1e-12)) for t in z)
        assert small_ball_profile(T, xs, ys, np.array([s]))[0] == pytest.approx(brute)


@pytest.mark.parametrize("cid", ["chenli.lemma5.8"])  # lemma5.9, lemma5.16 (uniform): tests/test_chenli_r6_chenliH.py
def test_claim_measures_a_decaying_or_gaussian_rate(cid: str) -> None:
    from thmcheck.checks.papers.chenli import CLAIMS

    claim = next(c for c in CLAIMS if c.id == cid)
    rng = np.random.default_rng(7)
    T = np.linalg.qr(rng.normal(size=(13, 13)))[0] * 3.0
    inst = {"lemma5.16": {"family": "orthogonal", "F": 3.0, "seed": 1},  # F >= log(k d) (Assumption 6)
            "lemma5.8": {"family": "orthogonal", "theta": T, "d1": 5, "d2": 4, "d3": 4, "c": 1.0, "a2": 3, "a3": 1,
                         "b2": 1, "b3": 3, "seed": 0},
            "lemma5.9": {"family": "orthogonal", "theta": T, "d1": 8, "d2": 3, "d3": 2, "a2": 3, "a3": 0, "b2": 0,
                         "b3": 2, "seed": 0}}[cid.split(".", 1)[1]]
    m = claim.measure(inst, Ctx())
    lo, hi = m.lhs_interval
    assert lo <= m.lhs <= hi
    if cid == "chenli.lemma5.16":
        assert m.lhs < 0.2
    else:
        assert m.lhs > 0.4
