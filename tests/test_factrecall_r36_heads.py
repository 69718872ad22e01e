"""Round 36 (factrecall, helper fr3): factrecall.thm3-heads (Theorem 3's H d_h direction, L179), r36.

A second path for the construction of App. C.1 (L707-L762) in numpy from the printed formulas (not the claim's
torch code): embeddings uniform on the sphere, one head per group of <= M subjects / relations, hardmax attention on
the group's token (Lemma 1's event, beta -> infinity), OV = (d/d_h) sum_{z in G} sum_{a in A_z} phi(a) phi(z)^T
W_h^T W_h with W_h's rows uniform on the unit sphere of phi(EOS)^perp, argmax decoding over all of V."""

from __future__ import annotations

import math

import numpy as np
import pytest

from thmcheck.bounds.factrecall import r36_heads as B
from thmcheck.checks.papers.factrecall import r36_heads as C


def _numpy_accuracy(S: int, R: int, D: int, M: int, d: int, d_h: int, rng: np.random.Generator) -> float:
    """Accuracy over all S R facts of the construction, with the attention taken as the hardmax of the proof."""
    V = S + R + R * D + (S + R) + 1
    Phi = rng.standard_normal((V, d))
    Phi /= np.linalg.norm(Phi, axis=1, keepdims=True)
    e = Phi[-1]
    astar = S + R + np.arange(R)[None, :] * D + rng.integers(0, D, size=(S, R))
    F = np.zeros((S, R, d))
    for kind, n in (("s", S), ("r", R)):
        for start in range(0, n, M):
            G = list(range(start, min(start + M, n)))
            W = rng.standard_normal((d_h, d))
            W -= np.outer(W @ e, e)
            W /= np.linalg.norm(W, axis=1, keepdims=True)
            OV = np.zeros((d, d))
            for z in G:
                tok = z if kind == "s" else S + z
                ans = np.unique(astar[z] if kind == "s" else astar[:, z])
                OV += (d / d_h) * np.outer(Phi[ans].sum(0), W.T @ (W @ Phi[tok]))
            for z in G:  # the head attends to its own token (hardmax), else to EOS (OV phi(EOS) = 0)
                tok = z if kind == "s" else S + z
                if kind == "s":
                    F[z] += OV @ Phi[tok]
                else:
                    F[:, z] += OV @ Phi[tok]
    logits = F @ Phi.T  # (S, R, V)
    return float((logits.argmax(-1) == astar).mean())


def test_bounds_and_mutants_are_exponents() -> None:
    assert B.thm3_heads_exponent() == 1.0
    assert B.thm3_heads_exponent_quarter() == 0.25 and B.thm3_heads_exponent_polylog_only() == 0.0


@pytest.mark.parametrize("scale", ["ci", "dev"])
@pytest.mark.parametrize("M,R", [(1, 2), (2, 3), (4, 2)])
def test_grid_full_groups_and_span(scale: str, M: int, R: int) -> None:
    g = C.s_grid(scale, M, R)
    assert g[0] == 4 * M and all(S % M == 0 for S in g)  # every subject head holds exactly M subjects
    span = math.log10((g[-1] + R) / (g[0] + R))
    assert span >= C.HEADS_CONFIG[scale]["decades"] - 1e-9  # the engine's least span of a fitted exponent: 1 decade


def test_m1_construction_needs_one_dimension_per_head_both_paths() -> None:
    """M = 1: each head's output is (d/d_h)|W phi(z)|^2 sum_{A_z} phi(a), the right direction up to a scale, so
    d_h = 1 (H d_h = S + R) already gives accuracy 1; numpy path and the claim's measurement agree."""
    rng = np.random.default_rng(0)
    accs = [_numpy_accuracy(8, 2, 2, 1, 512, 1, rng) for _ in range(3)]
    assert min(accs) == 1.0
    dh, H, _ = C.dh_min(8, 2, 2, 1, 512, 7)
    assert (dh, H) == (1, 10)


def test_m2_cross_talk_needs_a_few_dimensions_both_paths() -> None:
    """M = 2 (S = 16, R = 2, d = 512): at d_h = 1 the cross-talk of the two keys of a head breaks some fact on most
    draws, at d_h = 64 (H d_h = 576 = 32 (S + R)) none; the claim's d_h,min lies between, as in the numpy path."""
    rng = np.random.default_rng(1)
    low = [_numpy_accuracy(16, 2, 2, 2, 512, 1, rng) for _ in range(3)]
    high = [_numpy_accuracy(16, 2, 2, 2, 512, 64, rng) for _ in range(3)]
    assert min(low) < 1.0 and min(high) == 1.0
    dh, H, _ = C.dh_min(16, 2, 2, 2, 512, 3)
    assert H == 9 and 1 < dh <= 64


def test_measure_fits_an_exponent_with_interval() -> None:
    from thmcheck.checks.claim import Ctx

    m = C._measure({"scale": "ci", "M": 1, "R": 2, "D": 2, "d": 512, "seed": 0}, Ctx())
    lo, hi = m.lhs_interval
    assert lo <= m.lhs <= hi and 0.25 < lo and m.lhs < 1.0  # (H d_h)_min = S + R exactly, over ln^2 L: below 1
    assert m.terms["exponent_raw"] == pytest.approx(1.0)
