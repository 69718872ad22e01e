"""Round 15 (chenli, helper chenliA): independent checks of (48) and (51) (plain numpy, no code shared with the
claims' measures) and the claims' registration."""

from __future__ import annotations

import numpy as np


def test_eq48_two_atom_law() -> None:
    """E^c of mass p carries Delta with an entry +1 - tiny, E carries 0: ||E[Delta]||_max = p (1 - tiny) <= p + 0."""
    p, tiny = 0.3, 1e-9
    bad = np.zeros((3, 3))
    bad[0, 1] = 1 - tiny
    good = np.zeros((3, 3))
    ED = p * bad + (1 - p) * good
    assert np.abs(ED).max() <= p + np.abs(good).max()
    assert np.abs(ED).max() > np.abs(good).max()  # the delta term is needed


def test_eq48_random_laws() -> None:
    rng = np.random.default_rng(5)
    for _ in range(200):
        k, K = 3, 5
        D = rng.uniform(-1, 1, (K, k, k))
        w = rng.dirichlet(np.ones(K))
        inE = rng.random(K) < 0.6
        if not inE.any() or inE.all():
            continue
        p = w[~inE].sum()
        cond = np.einsum("a,aij->ij", w[inE] / w[inE].sum(), D[inE])
        assert np.abs(np.einsum("a,aij->ij", w, D)).max() <= p + np.abs(cond).max() + 1e-12


def test_eq51_outlier() -> None:
    """Two row-stochastic matrices at max-distance 1 with weights (w, 1 - w): the first sits at (1 - w) from the mean."""
    M0, M1 = np.eye(3), np.roll(np.eye(3), 1, axis=1)
    w = 0.01
    M = w * M0 + (1 - w) * M1
    dstar = np.abs(M0 - M1).max()
    assert abs(np.abs(M0 - M).max() - (1 - w) * dstar) < 1e-12 <= dstar


def test_r15_claims_registered() -> None:
    from thmcheck.checks.papers.chenli import CLAIMS

    ids = {c.id for c in CLAIMS}
    assert {"chenli.display.eq48", "chenli.display.eq51"} <= ids
