"""Round 19 (helper papers): chenli.display.lemma5.16-conclusion-vnw (L1162). Own numpy enumeration, no code shared
with the claim's measure: the J-less matrix E[X^T softmax(X Theta X^T) X], its disjoint-pair deviation, and how it
differs from the lemma's J-version."""

from __future__ import annotations

import itertools

import numpy as np


def _own_matrices(theta: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
    d = theta.shape[0]
    A = np.zeros((d, d))
    B = np.zeros((d, d))
    J = np.ones((k, k))
    for bits in itertools.product([-1.0, 1.0], repeat=k * d):
        X = np.array(bits).reshape(k, d)
        L = X @ theta @ X.T
        S = np.exp(L - L.max(1, keepdims=True))
        S /= S.sum(1, keepdims=True)
        A += X.T @ S @ X
        B += X.T @ J @ S @ X
    n = 2.0 ** (k * d)
    return A / n, B / n


def _own_disjoint_max(D: np.ndarray, d2: int) -> float:
    d = D.shape[0]
    best = 0.0
    for lab in itertools.product([0, 1, 2], repeat=d):  # 1: in v, 2: in w
        v = np.array([x == 1 for x in lab], float)
        w = np.array([x == 2 for x in lab], float)
        if v.sum() == 0 or w.sum() == 0 or max(v.sum(), w.sum()) != d2:
            continue
        best = max(best, abs(v @ D @ w) / np.sqrt(v.sum() * w.sum()))
    return best


def test_l1162_measure_matches_own_enumeration() -> None:
    from thmcheck.checks.papers.chenli._common import _theta
    from thmcheck.checks.papers.chenli.r19_papers import l1162_values

    for fam, F, d2 in (("gaussian", 3.0, 2), ("orthogonal", 6.0, 3), ("heavy", 2.5, 2)):
        inst = {"k": 3, "d": 4, "d2": d2, "family": fam, "F": F, "seed": 11}
        theta = _theta(fam, 4, F, np.random.default_rng(11))
        A, B = _own_matrices(theta, 3)
        own = _own_disjoint_max(A - 3 * np.eye(4), d2)
        own_j = _own_disjoint_max(B - 3 * np.eye(4), d2)
        assert abs(l1162_values(inst)["lhs"] - own) < 1e-10
        assert abs(l1162_values(inst, with_j=True)["lhs"] - own_j) < 1e-10
        # two different matrices: the J-version's diagonal is near k = 3 ((54)'s identity term Tr(J M*) = k), the
        # printed J-less one's far below it
        assert np.abs(np.diag(B) - 3.0).max() < np.abs(np.diag(A) - 3.0).min()


def test_l1162_far_below_the_shape() -> None:
    """The left side is at most k^2 (Cauchy-Schwarz on |mu_a nu_b| sqrt(d2 d3)), the shape above 2000 at k = 3."""
    from thmcheck.bounds.chenli.r19_papers import l1162_shape
    from thmcheck.checks.papers.chenli.r19_papers import l1162_values

    inst = {"k": 3, "d": 5, "d2": 3, "family": "gaussian", "F": 20.0, "seed": 3}
    v = l1162_values(inst)
    assert v["lhs"] <= 9.0
    assert l1162_shape(3, 5, 3, v["srank"], v["upsilon"], 20.0) > 1000.0
