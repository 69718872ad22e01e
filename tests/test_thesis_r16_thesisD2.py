"""Second paths for ``thmcheck.checks.papers.thesis.r16_thesisD2`` (own code, from the paper's definitions)."""

from __future__ import annotations

import math

import numpy as np


def _star_astar(D: int, npad: int, c1: float) -> np.ndarray:
    """A star with D leaves plus a d_pad-regular padding component (not built: it only enters sum_l d_l N_l), A = D^{-1/2}
    (A~ + I) D^{-1/2} built from the 0/1 matrix, p_l = c1/(L psi_l) of (5.8)-(5.9), A* = A P* (5.6); the star block."""
    At = np.eye(D + 1)
    At[0, 1:] = At[1:, 0] = 1.0
    deg = At.sum(axis=1)
    A = At / np.sqrt(np.outer(deg, deg))
    dpad = max(3, round(math.sqrt(2.0 * (D + 1))))
    E = 2.0 * D + dpad * npad + (D + 1.0)
    dL = D + 1.0
    psi_leaf, psi_c = math.sqrt(dL * 2.0) * D / E, dL * 1.0 / E
    p = np.array([c1 / (3 * psi_c)] + [c1 / (3 * psi_leaf)] * D)
    return A @ np.diag(p)


def _f_median(As: np.ndarray, m: int, seed: int, draws: int = 9) -> float:
    rng = np.random.default_rng(seed)
    N = As.shape[0]
    X = np.tile(np.array([[0.0, 1.0, 0.0]]), (N, 1))
    out = []
    for _ in range(draws):
        W = rng.standard_normal((3, m)) / math.sqrt(m) + rng.standard_normal((3, m)) * m**-0.99
        V = rng.standard_normal((m, m)) / math.sqrt(m) + rng.standard_normal((m, m)) * m**-0.51
        B1 = np.ones((N, 1)) @ (rng.standard_normal((1, m)) / math.sqrt(m))
        B2 = np.ones((N, 1)) @ (rng.standard_normal((1, m)) / math.sqrt(m))
        c = rng.standard_normal(m)
        h = np.clip(As.dot(X.dot(W)) + B1, 0.0, None)
        r = As.dot(h).dot(V)
        out.append(abs(np.clip(r + B2, 0.0, None)[None, :, :].sum(axis=0).T.dot(As[0]).dot(c)))
    return float(np.median(out))


def test_d130_f_grows_like_R_cubed() -> None:
    """(D.130): |f_r| / (R (R + 1)) grows ~ R along the padding mass, p* at (5.8)'s caps (c1 = 1)."""
    ratios, Rs = [], []
    for npad in (10**3, 10**5):
        As = _star_astar(400, npad, 1.0)
        R = float(np.abs(As).sum(axis=1).max())
        Rs.append(R)
        ratios.append(_f_median(As, 48, 11) / (R * (R + 1.0)))
    assert Rs[1] / Rs[0] > 50.0
    assert ratios[1] / ratios[0] > 20.0
    assert ratios[1] > 10.0
    # corrected shape R (R (R + 1) + 1): bounded ratio along the same path
    corr = [r * Rk * (Rk + 1) / (Rk * (Rk * (Rk + 1) + 1)) for r, Rk in zip(ratios, Rs)]
    assert max(corr) < 5.0
