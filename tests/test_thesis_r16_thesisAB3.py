"""Second path of round 16's thesisAB3 work (thesis App. B, Lemma B.3.3), in numpy, sharing no code with the claim's
measure.

(B.24) L3995 = (B.201) L4850 (thesis.ch3.eqB.24): b_{z_m}^(t) - b_z^(t) >~ (a positive product) (the z_m count
difference minus the z one). Own graph (N = 80 nodes, M = 4 one-hot patterns, random edges of mean degree 8, a node's
label from its SPD-1 ring: +1 when it holds more mu_1 than mu_2 nodes), W_V = W_K = W_Q = I, b = (b_0 = 1 fixed, 0,
0), W_O entries N(0, 0.01^2), a_i = +-1/sqrt(m); one full-batch SGD step of the bias on the hinge loss, its gradient
written out from the softmax. The map a -> -a keeps the initial law and flips F, so it flips b^(1) - b^(0) (the hinge
is active at both): b_{z_m}^(1) - b_z^(1) is negative for one of the two draws whatever m and B, while the right
side is positive."""

from __future__ import annotations

import numpy as np


def _graph(seed: int, N: int = 80, M: int = 4, deg: float = 8.0) -> tuple:
    rng = np.random.default_rng(seed)
    A = rng.random((N, N)) < deg / (N - 1)
    A = np.triu(A, 1)
    A = A | A.T
    D = np.full((N, N), 99)
    np.fill_diagonal(D, 0)
    reach = np.eye(N, dtype=bool)
    frontier = np.eye(N, dtype=bool)
    for k in (1, 2, 3):
        frontier = (frontier.astype(int) @ A.astype(int) > 0) & ~reach
        D[frontier] = k
        reach |= frontier
    pats = rng.integers(0, M, N)
    ring = D == 1
    c1, c2 = (ring & (pats[None] == 0)).sum(1), (ring & (pats[None] == 1)).sum(1)
    y = np.where(c1 > c2, 1.0, np.where(c1 < c2, -1.0, rng.choice([-1.0, 1.0], N)))
    return rng, pats, y, D


def _margins(pats: np.ndarray, y: np.ndarray, D: np.ndarray) -> dict:
    """Delta_bar(z) = mean_n (|D_* cap N_z^n| - |D_# cap N_z^n|): D_* the nodes of the label's pattern."""
    own = np.where(y > 0, 0, 1)
    other = 1 - own
    return {z: float(((D == z) & (pats[None] == own[:, None])).sum(1).mean()
                     - ((D == z) & (pats[None] == other[:, None])).sum(1).mean()) for z in (1, 2)}


def _bias_step(seed: int, m: int, eta: float = 0.1, flip: bool = False) -> tuple:
    """b^(1) - b^(0) on components 1, 2 after one full-batch step (b_0 fixed), and z_m, Delta gap."""
    rng, pats, y, D = _graph(seed)
    N, M = len(pats), 4
    X = np.eye(M)[pats]
    WO = 0.01 * rng.standard_normal((m, M))
    a = rng.choice([-1.0, 1.0], m) / np.sqrt(m)
    if flip:
        a = -a
    b = np.array([1.0, 0.0, 0.0, 0.0])
    grad = np.zeros(3)
    for n in range(N):
        S = np.flatnonzero(D[n] <= 2)
        ds = D[n, S]
        lg = X[S] @ X[n] + b[ds]
        att = np.exp(lg - lg.max())
        att /= att.sum()
        h = att @ X[S]
        pre = WO @ h
        F = float(a @ np.maximum(pre, 0.0))
        if 1 - y[n] * F <= 0:
            continue
        g_out = (a * (pre > 0)) @ WO                                   # dF/dh
        for z in (1, 2):
            w = att[ds == z].sum()
            dh = att @ (((ds == z).astype(float) - w)[:, None] * X[S])
            grad[z] += -y[n] * float(g_out @ dh) / N
    marg = _margins(pats, y, D)
    zm = max(marg, key=marg.get)
    delta = -eta * grad
    return delta[zm] - delta[3 - zm], zm, marg[zm] - marg[3 - zm]


def test_b24_bias_gap_negative_at_small_t() -> None:
    """On seeds 0-3 (m = 71 and 512): Delta_bar(z_m) > Delta_bar(z), the one-step gap b_{z_m}^(1) - b_z^(1) is
    nonzero and flips sign with a -> -a (so it is negative for one of two equally likely draws), and it is negative
    for the drawn a on at least one seed."""
    drawn = []
    for seed in range(4):
        for m in (71, 512):
            g, zm, gap = _bias_step(seed, m)
            g2, _, _ = _bias_step(seed, m, flip=True)
            assert gap > 0
            assert abs(g) > 1e-9
            assert abs(g + g2) <= 1e-9 * abs(g)
            assert min(g, g2) < 0
            drawn.append(g)
    assert min(drawn) < 0
