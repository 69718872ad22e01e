"""Second path of round 20's chenli2 claim (checks/papers/chenli/r20_chenli2.py): Lemma 6.8 Item 4's Hanson-Wright step
(L1669-L1671) recomputed by exact enumeration (numpy) and by mpmath's exact chi-square tail, no code shared with the
claim."""

from __future__ import annotations

import itertools
import math

import mpmath as mp
import numpy as np


def _theta(R: int, n: int) -> np.ndarray:
    """R blocks of n coordinates: Theta = sum_k u_k u_{k+1}^T, u_k the normalised indicator of block k (cyclic)."""
    d = R * n
    th = np.zeros((d, d))
    for k in range(R):
        rows = slice(k * n, (k + 1) * n)
        cols = slice(((k + 1) % R) * n, ((k + 1) % R + 1) * n)
        th[rows, cols] = 1.0 / n
    return th


def test_lemma68_item4_kappa_squared() -> None:
    """L1671: 'Take t = kappa ||Theta_1||_F^2 so that by Assumption 3, the right-hand side is bounded by
    exp(-Omega(kappa r_Theta))'. (a) Exact enumeration over x in {+-1}^d (R = 4 blocks of n = 4, d = 16): the block
    family has ||Theta||_F^2 = R, stable rank R, Tr = 0, columns/rows of norm ||Theta||_F/sqrt(d), and ||x^T Theta||^2 =
    sum_k S_k^2/n. (b) At (7)/(8)'s scale (m = k = 1, c = lambda = f = c8 = 1, r_Theta = R/2 at (8)'s lower end) the
    failure P[|chi^2_R - R| > kappa R] (the n -> inf law; its upper tail by mpmath's regularised incomplete gamma) stays
    above 0.45 (two-sided ~0.92) at
    d = 1e40 while kappa r_Theta = 92: -log(failure)/(kappa r_Theta) < 1e-2 and falls with d."""
    R, n = 4, 4
    th = _theta(R, n)
    d = R * n
    sv = np.linalg.svd(th, compute_uv=False)
    assert abs(np.sum(sv**2) - R) < 1e-12 and abs(sv.max() - 1) < 1e-12 and abs(np.trace(th)) < 1e-15
    assert np.allclose(np.linalg.norm(th, axis=0), math.sqrt(R / d)) and np.allclose(np.linalg.norm(th, axis=1), math.sqrt(R / d))
    xs = np.array(list(itertools.product([-1.0, 1.0], repeat=d)))
    vals = np.sum((xs @ th) ** 2, axis=1)
    S = xs.reshape(-1, R, n).sum(axis=2)
    assert np.allclose(vals, (S**2).sum(axis=1) / n) and abs(vals.mean() - R) < 1e-12
    var = vals.var()
    assert abs(var - 2 * R * (1 - 1 / n)) < 1e-9  # sum of R independent S_k^2/n, variance 2(1 - 1/n) each

    ratios = []
    with mp.workdps(30):
        for ld in (40, 80, 160):
            logd = ld * mp.log(10)
            kappa = 1 / logd**2  # (7) with c = lambda = m = 1
            r = logd / kappa  # (8)'s lower end, c8 = 1, k = m = 1
            Rb = 2 * int(mp.ceil(r))
            kr = kappa * Rb / 2
            a = mp.mpf(Rb) / 2
            up = mp.gammainc(a, a * (1 + kappa), mp.inf, regularized=True)
            fail = up  # the upper tail alone: a lower bound on the two-sided failure
            assert fail > 0.45
            assert kr > 90 and Rb / 2 < mp.mpf(10) ** (ld / 4)  # inside (8)'s window
            ratios.append(float(-mp.log(fail) / kr))
    assert ratios[0] < 1e-2 and ratios == sorted(ratios, reverse=True), ratios
