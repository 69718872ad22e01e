"""Round 29 (helper inproof): checks of chenli's r29_inproof measurements (Lemma 5.12's Markov steps, L896, L904)."""

from __future__ import annotations

import itertools
import math

import numpy as np

from thmcheck.checks.papers.chenli import r29_inproof as M
from thmcheck.models.chenli.r29_inproof import pi_s_support


def test_pi_s_support_law() -> None:
    """The enumerated support of pi^s has the right size, slice counts and second moments (Fact 5.3:
    (mu^2 d2 - 1)/(d2 - 1) inside a slice, mu nu across, 0 with a cube coordinate)."""
    d1, d2, a2, d3, a3 = 2, 4, 1, 3, 3
    X = pi_s_support(d1, d2, a2, d3, a3)
    assert X.shape == (2**d1 * math.comb(d2, a2) * math.comb(d3, a3), d1 + d2 + d3)
    assert np.all((X[:, d1:d1 + d2] > 0).sum(1) == a2) and np.all((X[:, d1 + d2:] > 0).sum(1) == a3)
    C = X.T @ X / len(X)
    mu, nu = (2 * a2 - d2) / d2, (2 * a3 - d3) / d3
    assert np.allclose(np.diag(C), 1.0)
    assert math.isclose(C[d1, d1 + 1], (mu * mu * d2 - 1) / (d2 - 1), abs_tol=1e-12)
    assert math.isclose(C[d1, d1 + d2], mu * nu, abs_tol=1e-12)
    assert math.isclose(C[0, d1], 0.0, abs_tol=1e-12) and math.isclose(C[0, 1], 0.0, abs_tol=1e-12)
    assert pi_s_support(1, 1, 0, 0, 0).shape == (2, 2)


def test_markov_steps_below_one_over_s2() -> None:
    """Both displays' probabilities are at most 1/s^2 (Markov with constant 1) on a grid of instances and s, and the
    event has probability 1 as s -> 0 (the 'norm' event is '>=')."""
    for d2, d3, fam, seed in itertools.product((2, 4), (0, 2), ("signed", "aligned", "orthogonal"), (0, 1)):
        for a2, a3 in ((0, 0), (d2, d3), (d2 // 2, d3 // 2)):
            inst = {"d1": 2, "d2": d2, "d3": d3, "a2": a2, "a3": a3, "family": fam, "scale": 1.5, "seed": seed}
            for claim in M.CLAIMS:
                for s in (1e-3, 0.2, 0.5, 1.0, 2.0):
                    m = claim.measure({**inst, "s": s}, None)
                    assert m.lhs <= 1.0 / (s * s) + 1e-12
            norm = M.CLAIMS[0].measure({**inst, "s": 1e-9}, None)
            assert norm.lhs == 1.0
