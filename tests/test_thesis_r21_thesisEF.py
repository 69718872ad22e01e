"""Round 21 (thesisEF): thesis Chapter 6, Theorem 6.3.7.

- (6.14) along the width (thesis.ch6.eq6.14-width, erratum): a second path with its own numpy initialisation (Sec.
  6.2.3 L1727), its own prompts ((6.1), (6.6), the cyclic training tasks of Sec. 6.3.2) and the hand-derived numpy SGD
  of tests/test_thesis_r15_thesisE._numpy_sgd; it shares no code with the claim's measure (models/icl.py).
- (6.15)'s certificate (thesis.ch6.eq6.15-certificate): the Lipschitz bound on a random model, in numpy.
"""

from __future__ import annotations

import math

import numpy as np

from tests.test_thesis_r15_thesisE import _numpy_sgd

# the tied configuration of thesis.ch6.theorem6.3.7 at M1 = 3, written out: M2 = 4 M1 = 12, d_y = 30, beta = 3, K = 1/2,
# alpha = 0.8, l_tr = 12, B = 20, delta = 0.2, eta = 1, T = ceil(60 M1 sqrt(ln M1)) = 189, m_a = max(60, d_x + d_y)
M1, M2, DY, BETA, K, ALPHA, L_TR, B, DELTA, ETA, MA = 3, 12, 30, 3.0, 0.5, 0.8, 12, 20, 0.2, 1.0, 60
T = math.ceil(60 * M1 * math.sqrt(math.log(M1)))
DX = M1 + M2
D = DX + DY


def _init(m: int, rng: np.random.Generator, ma: int = MA, dx: int = DX, d: int = D) -> tuple:
    """Sec. 6.2.3: W_V^(0) = delta on the diagonal, W_Q^(0), W_K^(0) delta on the first d_x diagonal entries, W_O^(0)
    entries N(0, 1/m), a uniform on {1/m, -1/m}."""
    WQ, WK, WV = np.zeros((ma, d)), np.zeros((ma, d)), np.zeros((ma, d))
    for i in range(dx):
        WQ[i, i] = WK[i, i] = DELTA
    for i in range(d):
        WV[i, i] = DELTA
    WO = rng.standard_normal((m, ma)) / math.sqrt(m)
    a = np.where(rng.random(m) < 0.5, 1.0 / m, -1.0 / m)
    return (WQ, WK, WV, WO), a


def _batch(n: int, l: int, rng: np.random.Generator, M1: int = M1, M2: int = M2) -> tuple:
    """Prompts (6.1) on the cyclic tasks (mu_j -> +1, mu_{j+1} -> -1): query label z = +-1, the query's IDR pattern
    the task's +1 or -1 pattern; contexts of the two decisive patterns with probability alpha/2 each (labels +1 / -1),
    the others (1 - alpha)/(M1 - 2) each with a random label; x = beta e_j + kappa beta e_{M1+k}, kappa ~ U(-K, K);
    context tokens (x, y e_1), query token (x, 0)."""
    dx = M1 + M2
    ctx, pq, z = np.zeros((n, l, dx + DY)), np.zeros((n, dx + DY)), np.zeros(n)
    for s in range(n):
        j = rng.integers(M1)
        A, Bp = j, (j + 1) % M1
        z[s] = 1.0 if rng.random() < 0.5 else -1.0
        qp = A if z[s] > 0 else Bp
        probs = np.full(M1, (1 - ALPHA) / max(M1 - 2, 1))
        probs[A] = probs[Bp] = ALPHA / 2
        probs /= probs.sum()
        pq[s, qp] = BETA
        pq[s, M1 + rng.integers(M2)] = rng.uniform(-K, K) * BETA
        for c in range(l):
            pat = rng.choice(M1, p=probs)
            y = 1.0 if pat == A else -1.0 if pat == Bp else (1.0 if rng.random() < 0.5 else -1.0)
            ctx[s, c, pat] = BETA
            ctx[s, c, M1 + rng.integers(M2)] = rng.uniform(-K, K) * BETA
            ctx[s, c, dx] = y
    return ctx, pq, z


def _max_row_norm(m: int, seed: int) -> float:
    rng = np.random.default_rng(seed)
    W0, a = _init(m, rng)
    batches = [_batch(B, L_TR, rng) for _ in range(T)]
    WQ, WK, WV, WO = _numpy_sgd(W0, a, batches, ETA)
    return float(np.linalg.norm(WO @ WV, axis=1).max())


def test_eq614_width_second_path() -> None:
    """thesis.ch6.eq6.14-width (erratum): after T = 189 steps ((6.10) with constant 60, no m in it), the largest row
    norm of W_O W_V is > 1 at the width m = 124 (4 times the tied m = 31) and < 0.1 at m = 1984 (64 times; both meet
    m >= M1^2 log M1 = 9.9): no row keeps ||r_i^(T)|| >= Omega(1) once m is large (the initial norm delta sqrt(m_a / m)
    ~ 0.035 at m = 1984)."""
    small, wide = _max_row_norm(124, 0), _max_row_norm(1984, 0)
    assert small > 1.0, small
    assert wide < 0.1, wide
    assert 1984 >= M1**2 * math.log(M1) and 124 >= M1**2 * math.log(M1)


def test_eq615_certificate_on_a_random_model() -> None:
    """The Lipschitz step of thesis.ch6.eq6.15-certificate in numpy on a random (untrained) model: removing the rows of
    W_O W_V with norm <= M2^{-1/2} changes each prompt's hinge by at most (|L^c| / m) M2^{-1/2} ||pbar||, and ||pbar||
    <= sqrt(beta^2 (1 + K^2) + 1)."""
    rng = np.random.default_rng(3)
    (WQ, WK, WV, WO), a = _init(200, rng)
    WO = WO * rng.uniform(0.2, 3.0, size=(200, 1))  # spread the row norms across the cut
    ctx, pq, z = _batch(300, 20, rng)
    s = np.einsum("nld,nd->nl", ctx, (pq @ WQ.T) @ WK)
    att = np.exp(s - s.max(1, keepdims=True))
    att /= att.sum(1, keepdims=True)
    pbar = np.einsum("nl,nld->nd", att, ctx)
    R = WO @ WV
    small = np.linalg.norm(R, axis=1) <= M2**-0.5
    assert 0 < small.sum() < 200
    H = pbar @ R.T
    F = np.maximum(H, 0) @ a
    Fp = np.maximum(H, 0) @ (a * ~small)
    lo, lp = np.maximum(0, 1 - z * F), np.maximum(0, 1 - z * Fp)
    cap = small.mean() * M2**-0.5 * np.linalg.norm(pbar, axis=1)
    assert np.all(np.abs(lp - lo) <= cap + 1e-15)
    assert np.linalg.norm(pbar, axis=1).max() <= math.sqrt(BETA**2 * (1 + K**2) + 1) + 1e-12


def test_thm633_width_second_path() -> None:
    """thesis.ch6.theorem6.3.3-width (erratum): the tied configuration at M1 = 2 (M2 = 8, l_tr = 10, T = ceil(60 M1
    sqrt(ln M1)) = 100, eta = 1; m_a = 60), the width m = 320 (16 times the tied m = 20, M1^2 log M1 = 2.8): after T
    steps the hinge on fresh prompts stays above 0.9 at B = 16 and at B = 256, so its ratio to eps = sqrt(log M1 / B)
    grows like sqrt(B) (x4 here: no O(eps) constant as eps -> 0); at the tied width m = 20 the same T trains (hinge
    below 0.1)."""
    m1, m2, l_tr, steps = 2, 8, 10, math.ceil(60 * 2 * math.sqrt(math.log(2)))
    dx = m1 + m2

    def hinge(m: int, B: int, seed: int) -> float:
        rng = np.random.default_rng(seed)
        W0, a = _init(m, rng, ma=60, dx=dx, d=dx + DY)
        batches = [_batch(B, l_tr, rng, m1, m2) for _ in range(steps)]
        WQ, WK, WV, WO = _numpy_sgd(W0, a, batches, ETA)
        ctx, pq, z = _batch(400, 20, rng, m1, m2)
        s = np.einsum("nld,nd->nl", ctx, (pq @ WQ.T) @ WK)
        att = np.exp(s - s.max(1, keepdims=True))
        att /= att.sum(1, keepdims=True)
        F = np.maximum(np.einsum("nl,nld->nd", att, ctx) @ WV.T @ WO.T, 0) @ a
        return float(np.maximum(0, 1 - z * F).mean())

    h16, h256 = hinge(320, 16, 1), hinge(320, 256, 1)
    assert h16 > 0.9 and h256 > 0.9, (h16, h256)
    r16, r256 = h16 / math.sqrt(math.log(2) / 16), h256 / math.sqrt(math.log(2) / 256)
    assert r256 > 3.5 * r16 and r256 > 15, (r16, r256)
    assert hinge(20, 16, 1) < 0.1
