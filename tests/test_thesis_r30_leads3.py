"""Second paths for thmcheck.checks.papers.thesis.r30_leads3 (round 30, helper leads3): plain numpy / fractions,
nothing imported from bounds/ or models/.

(D.139) L7846 (seed 003): E_D[L] <= (1 + gamma) OPT + eps0 from (D.125) (sample loss <= (1 + gamma) OPT + eps0) and
(D.138) (|E_D[L] - sample loss| <= eps0).
(D.131) L7799: |g^(b,b)| with the perturbed sign patterns D + D' <= the same chain with the initialization's D^(0).
(A.78) L3022: W_O(i,:) sum_s W_V x_s softmax(x_s^T W_K^T W_Q x_s) > 0 for lucky i ((A.7)-(A.8): query x_l).
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np


def test_d139_first() -> None:
    eps0, gamma = Fraction(1, 100), Fraction(0)
    losses = [Fraction(1, 2), Fraction(1, 2) + Fraction(198, 10000)]     # population of two points, L in [0, 1]
    pop = sum(losses) / 2
    emp = losses[0]                                                     # the sample Omega = {the first point}
    opt = (emp - eps0) / (1 + gamma)
    assert emp <= (1 + gamma) * opt + eps0                              # (D.125), with equality
    assert abs(pop - emp) <= eps0                                       # (D.138)
    assert gamma <= eps0 <= Fraction(1, 100)
    assert pop > (1 + gamma) * opt + eps0                               # the printed first link of (D.139) fails
    assert pop <= (1 + gamma) * opt + 2 * eps0                          # (D.125) + (D.138)


def _chain(A: np.ndarray, X: np.ndarray, W: np.ndarray, V: np.ndarray, Dw: np.ndarray, Dv: np.ndarray,
           c: np.ndarray) -> np.ndarray:
    h = np.einsum("ij,jk->ik", A, X.dot(W))
    h = np.einsum("ij,jk->ik", A, h * Dw).dot(V)
    return np.einsum("ij,j->i", A, (h * Dv).dot(c))


def test_d131_first() -> None:
    N, d, m1, m2, eps0, C0 = 3, 2, 4, 4, 0.01, 1.0
    A = np.full((N, N), 1.0 / 3.0)                                      # a triangle with self-loops, p* = 1 <= c1 = 1
    tvp = m1 ** 0.495 / (math.sqrt(eps0) * math.sqrt(m2))
    twp = C0 / (eps0 ** 0.25 * m1 ** 0.745)
    found = 0
    for seed in range(40):
        r = np.random.RandomState(seed)
        X = r.randn(N, d)
        X = X / np.sqrt((X ** 2).sum(1))[:, None]
        W0, b1 = r.randn(d, m1) / math.sqrt(m1), r.randn(m1) / math.sqrt(m1)
        V0, b2 = r.randn(m1, m2) / math.sqrt(m2), r.randn(m2) / math.sqrt(m2)
        c = r.randn(m2)
        WT = r.randn(d, m1)
        WT = WT * (eps0 ** 0.25 * twp) / (np.sum(np.sum(WT ** 2, 0) ** 2) ** 0.25)
        VT = r.randn(m1, m2)
        VT = VT * (eps0 ** 0.5 * tvp) / math.sqrt((VT ** 2).sum())
        assert np.sum(np.sum(WT ** 2, 0) ** 2) ** 0.25 <= eps0 ** 0.25 * twp * (1 + 1e-12)   # (D.126)
        assert math.sqrt((VT ** 2).sum()) <= eps0 ** 0.5 * tvp * (1 + 1e-12)                  # (D.127)
        Wr, Vr = r.randn(d, m1) / m1 ** 0.99, r.randn(m1, m2) / m2 ** 0.51
        S = np.where(r.rand(m1) < 0.5, -1.0, 1.0)
        p0 = A.dot(X).dot(W0) + b1
        Dw0, Dv0 = (p0 >= 0) * 1.0, (A.dot(np.maximum(p0, 0)).dot(V0) + b2 >= 0) * 1.0
        p1 = A.dot(X).dot(W0 + Wr + WT * S) + b1
        Dw1 = (p1 >= 0) * 1.0
        Dv1 = (A.dot(np.maximum(p1, 0)).dot(V0 + Vr + S[:, None] * VT) + b2 >= 0) * 1.0
        left = np.abs(_chain(A, X, WT, VT, Dw1, Dv1, c))
        right = np.abs(_chain(A, X, WT, VT, Dw0, Dv0, c))
        found += int(np.any(left > right * (1 + 1e-9) + 1e-12))
    assert found >= 5


def test_a78() -> None:
    rng = np.random.RandomState(7)
    d, M, L, N, m = 8, 5, 10, 20, 128
    mu = np.eye(d)[:M]
    U = np.linalg.qr(rng.randn(d, d))[0]
    WV = U + 0.1 * rng.randn(d, d) / math.sqrt(d)
    WK = np.eye(d) + 0.2 * rng.randn(d, d) / math.sqrt(d)
    WQ = np.eye(d) + 0.2 * rng.randn(d, d) / math.sqrt(d)
    WO = 0.01 * rng.randn(m, d)
    bad = lucky_total = 0
    for n in range(N):
        y = 1 if n % 2 == 0 else -1
        pats = [0 if y == 1 else 1] * 5 + [1 if y == 1 else 0] + list(rng.randint(2, M, L - 6))
        X = mu[pats] + 0.01 * rng.randn(L, d)
        S = X.dot(WK.T).dot(WQ.dot(X.T))                  # S[s, l] = x_s^T W_K^T W_Q x_l
        att = np.exp(S - S.max(0)) / np.exp(S - S.max(0)).sum(0)
        Vl = WV.dot(X.T).dot(att)                         # (A.7): column l = V_l^n
        if y != 1:
            continue
        rel = [l for l in range(L) if pats[l] == 0]
        lucky = np.any(WO.dot(Vl[:, rel]) > 0, axis=1)    # (A.8), some l in S_1^n
        selfw = np.exp(np.diag(S) - np.diag(S).max())
        selfw /= selfw.sum()                              # softmax over s of x_s^T W_K^T W_Q x_s
        q = WO.dot(WV.dot(X.T).dot(selfw))                # (A.78)'s left side
        lucky_total += int(lucky.sum())
        bad += int((lucky & (q <= 0)).sum())
    assert lucky_total > 0
    assert bad > 0
