"""Own checks of round 17 (helper chenli2): chenli.display.lemma9.4-entry (L2937) and
chenli.display.prop11.3-identity (L3063), by paths that share no code with the claims' measures."""

from __future__ import annotations

import itertools
from fractions import Fraction

import numpy as np


def test_l3063_identity_rational_tanh() -> None:
    """tanh(z/2) = (e^z - 1)/(e^z + 1) with e^z replaced by any t > 1 (exact rationals): z - z (t - 1)/(t + 1) =
    z (1 - (t - 1)/(t + 1)) = 2z/(t + 1); and numerically at moderate z."""
    for t in (Fraction(3, 2), Fraction(7), Fraction(1000001, 1000)):
        z = Fraction(5, 3)
        lhs = abs(z * (t - 1) / (t + 1) - z)
        assert lhs == z * (1 - (t - 1) / (t + 1)) == 2 * z / (t + 1)
    z = np.linspace(1e-3, 10.0, 301)  # float64 cancellation stays below 1e-11 here
    assert np.allclose(np.abs(z * np.tanh(z / 2) - z), 2 * z / (np.exp(z) + 1), rtol=1e-9, atol=0)


def test_l2937_entry_brute_force() -> None:
    """|Z_{r,i,j}| <= 1 <= sqrt(k) over every X in {+-1}^{k x d} (k = 3, d = 2) for a few Theta, with |Z| = 1 on a
    constant column."""
    rng = np.random.default_rng(7)
    k, d = 3, 2
    for _ in range(5):
        T = rng.normal(size=(d, d)) * rng.choice([0.01, 1.0, 50.0])
        for bits in itertools.product([-1.0, 1.0], repeat=k * d):
            X = np.array(bits).reshape(k, d)
            W = np.exp(X @ T @ X.T)
            W /= W.sum(1)[:, None]
            Z = W @ X
            assert np.abs(Z).max() <= 1 + 1e-12 <= np.sqrt(k)
            if np.all(X[:, 0] == X[0, 0]):
                assert np.allclose(np.abs(Z[:, 0]), 1.0)
