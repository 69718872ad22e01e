"""Round 30 (helper inproofC): second paths for chenli's r30_inproofC claims (Lemma 5.11's conclusion and Lemma 5.8's
(24), (26) under the second bullet). Own numpy and integer arithmetic: nothing imported from bounds/ or models/."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np


def _slice(rng: np.random.Generator, size: int, plus: int) -> np.ndarray:
    return rng.permutation(np.r_[np.ones(plus), -np.ones(size - plus)])


def _dense(d1: int, d2: int, d3: int, n: int, s3: float, C: np.ndarray) -> np.ndarray:
    """sigma_3 1_[3] 1_C^T/sqrt(d3 |C|) + n cube blocks (rows partition S_[1], columns a shifted partition of
    S_[1] minus C), dense."""
    d = d1 + d2 + d3
    T = np.zeros((d, d))
    S3 = np.arange(d1 + d2, d)
    T[np.ix_(S3, C)] = s3 / math.sqrt(d3 * len(C))
    rows = np.array_split(np.arange(d1), n)
    rest = np.setdiff1d(np.arange(d1), C)
    cols = np.array_split(rest, n)
    cols = cols[1:] + cols[:1]
    for B, Cc in zip(rows, cols):
        T[np.ix_(B, Cc)] = 1.0 / math.sqrt(len(B) * len(Cc))
    return T


def test_coupled_deviation_identity_dense() -> None:
    """d = 64: x^T Theta (y - y') = sigma_3 nu sqrt(d3) (2 (a'' - a')/sqrt(d2)) for Theta's S_[3] row block onto S_[2]
    (C = S_[2]), every x of the slice support and every pair of Definition 5.10's coupling with nu' = nu'' (changes
    only in S_[2], one sign), 300 explicit draws; and (Theta^T x)_i = sigma_3 nu sqrt(d3/|C|) on C in S_[1]."""
    rng = np.random.default_rng(3)
    d1, d2, d3, n, s3 = 24, 16, 24, 3, 0.7
    d = d1 + d2 + d3
    S2 = np.arange(d1, d1 + d2)
    T = _dense(d1, d2, d3, n, s3, S2)
    T[:, S2] = 0.0  # C = S_[2]: the cube columns are S_[1]'s shifted partition, rebuild the S_[3] block
    T[np.ix_(np.arange(d1 + d2, d), S2)] = s3 / math.sqrt(d3 * d2)
    a3, a1, a2 = 21, 6, 10  # nu = 18/24 = 0.75; y's S_[2] counts a' = 6, y'' = 10 (mu' = -1/4, mu'' = 1/4)
    nu = (2 * a3 - d3) / d3
    for _ in range(300):
        x = np.r_[rng.choice([-1.0, 1.0], d1), _slice(rng, d2, 8), _slice(rng, d3, a3)]
        y = np.r_[rng.choice([-1.0, 1.0], d1), _slice(rng, d2, a1), _slice(rng, d3, 12)]
        minus = np.flatnonzero(y[S2] < 0)
        flip = rng.choice(minus, a2 - a1, replace=False)
        yp = y.copy()
        yp[S2[flip]] = 1.0  # Definition 5.10: mu' <= mu'', a'' - a' of y's -1 entries in S_[2] set to +1
        lhs = float(x @ T @ (yp - y))
        assert abs(lhs - s3 * nu * math.sqrt(d3) * 2 * (a2 - a1) / math.sqrt(d2)) < 1e-12
    C = np.arange(d1 - 5, d1)
    T1 = _dense(d1, d2, d3, n, s3, C)
    x = np.r_[rng.choice([-1.0, 1.0], d1), _slice(rng, d2, 8), _slice(rng, d3, a3)]
    assert np.allclose((T1.T @ x)[C], s3 * nu * math.sqrt(d3 / 5))
    sv = np.linalg.svd(T1, compute_uv=False)
    assert np.allclose(sorted(sv[:n + 1]), sorted([s3] + [1.0] * n))


def _knapsack_fs2(blocks: list[tuple[int, int, float]], budget: int) -> Fraction:
    """A lower bound on the Frobenius mass left after removing <= budget columns (densest first)."""
    F2 = sum(Fraction(w) for _, _, w in blocks)
    removed = Fraction(0)
    for _rows, cols, w in sorted(blocks, key=lambda b: Fraction(b[2]) / b[1], reverse=True):
        take = min(cols, budget)
        removed += Fraction(w) * take / cols
        budget -= take
        if budget <= 0:
            break
    return F2 - removed


def test_l511_second_bullet_mean_second_path() -> None:
    """Lemma 5.11 as printed, second bullet (nu = x's S_[3] mean): n = 80 cube blocks plus the S_[3] row block onto
    S_[2] (sigma_3 = 1), r_Theta = 76, c = 1, nu = 0.9, mu' = -1/sqrt(d2), mu'' = 1/sqrt(d2), nu' = nu''; d = ~1e31.
    Every hypothesis from its formula (integers / Fractions), then |x^T Theta (y - y')|/||Theta||_F = 1.8 sqrt(d3)/9
    for every draw against the printed threshold (s = sqrt(d), its free symbol at a generous value): ratio > 1e3."""
    n, r, c = 80, 76, 1
    M = 2 * 10**15  # d2 = M^2 = 4e30
    d2 = M * M
    d3 = 6 * 10**9
    d1 = 6 * 10**30
    d = d1 + d2 + d3
    a3 = (d3 + 9 * d3 // 10) // 2  # nu = 0.9 exactly
    nu = Fraction(2 * a3 - d3, d3)
    assert nu == Fraction(9, 10)
    ap1, ap2 = d2 // 2 - M // 2, d2 // 2 + M // 2  # |2a - d2| = M = c sqrt(d2)
    assert abs(2 * ap1 - d2) <= c * M and abs(2 * ap2 - d2) <= c * M
    assert 1 <= c <= math.sqrt(min(r, d2, d3)) / 2
    assert d3 <= d / (8 * float(nu) ** 2) and d3 <= math.sqrt(d * r) / (8 * c * float(nu))  # second bullet
    F2 = n + 1
    blocks = [(d1 // n, d1 // n, 1.0)] * n + [(d3, d2, 1.0)]
    FS2 = _knapsack_fs2(blocks[1:], d // 100) + 1  # one weight-1 block kept whole
    assert F2 / 1 >= r and FS2 >= r  # Assumption 3 (op norm 1)
    v = max(math.sqrt(w / rows) for rows, _, w in blocks) * math.sqrt(d / F2)
    v = max(v, max(math.sqrt(w / cols) for _, cols, w in blocks) * math.sqrt(d / float(FS2)), 1.0)
    assert v <= 0.01 * math.sqrt(d) / r**2  # Assumption 4 (factor 1/100)
    assert r <= 0.01 * d**0.25  # (8)'s upper side (factor 1/100)
    dev = float(nu) * math.sqrt(d3) * 2 * (ap2 - ap1) / math.sqrt(d2) / math.sqrt(F2)
    s = math.sqrt(d)
    lr = math.log(r)
    thr = (math.sqrt(c) * r**0.125 / d2**0.25 + c * (c + math.sqrt(lr)) / r**0.375
           + r**0.125 * float(nu) * math.sqrt(d3) * (d3 + math.sqrt(lr)) / math.sqrt(d)
           + r**0.125 * (math.sqrt(c * float(nu) * d3) + math.sqrt(c * s) * lr**0.25) / d**0.25)
    assert dev / thr > 1e3
    # the first bullet fails here (|nu| > c/sqrt(d3)), so only the second conclusion applies
    assert float(nu) > c / math.sqrt(d3)


def test_entry_mean_second_path() -> None:
    """(24) and (26) under Lemma 5.8's second bullet (|nu| <= 0.9, d3 <= min(d/8 nu^2, sqrt(d r)/8 c nu)): n = 8 cube
    blocks, the S_[3] row block onto C (|C| = 1e11 coordinates in S_[b]), d ~ 3.3e27, d3 at the bullet's cap: the
    entries of Theta_[b]^T x on C are sigma_3 nu sqrt(d3/|C|) for every x (dense check above), against (c + t') nu/
    sqrt(d) + c nu^{1/2} r^{1/4}/d^{1/4} ((24)) and the same with v ((26)), t' = log d: ratios > 1e3, and the
    corrected bound (c + t') v/sqrt(d) + v nu^{1/2} r^{1/4}/d^{1/4} holds."""
    n, r, c, nu = 8, 7.6, 1.0, 0.9
    d = 33 * 10**26
    d3 = int(math.sqrt(d * r) / (8 * c * nu))
    nC = 10**11
    d2 = d // 4
    d1 = d - d2 - d3
    F2 = n + 1
    assert 1 <= c <= math.sqrt(min(r, d2, d3)) / 2 and d3 <= d / (8 * nu * nu)
    assert r <= 0.01 * d**0.25
    for b in (1, 2):
        region = d1 - nC if b == 1 else d2 - nC
        blocks = [(d1 // n, region // n, 1.0)] * n + [(d3, nC, 1.0)]
        FS2 = _knapsack_fs2(blocks[1:], d // 100) + 1
        assert FS2 >= r
        v = max(1.0, max(math.sqrt(w / rows) for rows, _, w in blocks) * math.sqrt(d / F2),
                max(math.sqrt(w / cols) for _, cols, w in blocks) * math.sqrt(d / float(FS2)))
        assert v <= 0.01 * math.sqrt(d) / r**2
        entry = nu * math.sqrt(d3 / nC) / math.sqrt(F2)
        tp = math.log(d)
        printed24 = (c + tp) * nu / math.sqrt(d) + c * math.sqrt(nu) * r**0.25 / d**0.25
        printed26 = (c + tp) * v / math.sqrt(d) + c * math.sqrt(v) * r**0.25 / d**0.25
        corrected = (c + tp) * v / math.sqrt(d) + v * math.sqrt(nu) * r**0.25 / d**0.25
        assert entry / printed24 > 1e3 and entry / printed26 > 1e3
        assert entry <= corrected
        assert d1 * math.exp(-tp**2 / 20) < 1e-3  # the probability side ~ 1 (any Omega constant >= 1/20)
