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
            for claim in [c for c in M.CLAIMS if "lemma5.12-markov" in c.id]:
                for s in (1e-3, 0.2, 0.5, 1.0, 2.0):
                    m = claim.measure({**inst, "s": s}, None)
                    assert m.lhs <= 1.0 / (s * s) + 1e-12
            norm = M.CLAIMS[0].measure({**inst, "s": 1e-9}, None)
            assert norm.lhs == 1.0


def test_eq32_second_nu_free_second_path() -> None:
    """(32)'s second '<~' (L860) with nu' = -1, nu'' = +1 (free under Lemma 5.11's first bullet as printed), own
    numpy, no shared code: Theta a Haar orthogonal matrix (QR of a Gaussian), d1 = 0, d2 = d3 = n, x balanced on
    both slices (mu = nu = 0), c = 1. The left side (32)'s first-line bound is >= ||w||^2 = d, the right side
    c/sqrt(n) d + O(c^2): the ratio grows like sqrt(n) (>= 0.5 sqrt(n) at n = 64, 256, 512)."""
    rng = np.random.default_rng(7)
    for n in (64, 256, 512):
        d = 2 * n
        Q = np.linalg.qr(rng.normal(size=(d, d)))[0]
        x = np.r_[rng.permutation(np.r_[np.ones(n // 2), -np.ones(n // 2)]),
                  rng.permutation(np.r_[np.ones(n // 2), -np.ones(n // 2)])]
        w = Q.T @ x
        assert math.isclose(float(w @ w), d, rel_tol=1e-9)  # the event ||Theta^T x||^2 <= 2 ||Theta||_F^2 holds
        s2, s3 = w[:n].sum(), w[n:].sum()
        dn = 2.0  # |nu'' - nu'|
        off33 = s3 * s3 - float(w[n:] @ w[n:])
        left = dn / 2 * float(w @ w) + (dn / 2) ** 2 * abs(off33)  # mu' = mu'': the mu terms and the cross term vanish
        right = d / math.sqrt(n) + (s2 * s2 + s3 * s3 + 2 * abs(s2 * s3)) / n
        r = max(4.0, d ** 0.2)
        assert max(s2 * s2, s3 * s3) <= (2 + 1.0) ** 2 * n / r * d  # the event's sums at s = 1
        assert left / right >= 0.5 * math.sqrt(n)


def test_l864_markov_nu_free_second_path() -> None:
    """L864 with nu' = -1, nu'' = +1 (free under Lemma 5.11's first bullet as printed), own numpy: a small dense
    instance checks that x^T Theta (y - y') = -2 b sqrt(n) S/sqrt(m) for Theta = P + (b/sqrt n) u 1_[3]^T (P a
    cyclic shift within each block, u flat on the cube block), and the tail by a normal approximation
    (math.erfc) at n = 2^40, 2^60 exceeds 10 x (1/s'^2 + 1/r + 1/s^2) at s = s' = log n, r = (3n)^{0.1}."""
    rng = np.random.default_rng(3)
    n = 8
    d = 3 * n
    P = np.zeros((d, d))
    for blk in range(3):
        for i in range(n):
            P[blk * n + (i + 1) % n, blk * n + i] = 1.0
    b = 0.7
    u = np.r_[np.ones(n), np.zeros(2 * n)] / math.sqrt(n)
    one3 = np.r_[np.zeros(2 * n), np.ones(n)]
    theta = P + (b / math.sqrt(n)) * np.outer(u, one3)
    assert abs(np.trace(theta)) < 1e-12
    for _ in range(20):
        x = np.r_[rng.choice([-1.0, 1.0], n), rng.permutation(np.r_[np.ones(n // 2), -np.ones(n // 2)]),
                  rng.permutation(np.r_[np.ones(n // 2), -np.ones(n // 2)])]
        ydiff = -2.0 * one3  # y = -1 and y' = +1 on S_[3], equal elsewhere (mu' = mu'')
        assert math.isclose(x @ theta @ ydiff, -2 * b * math.sqrt(n) * x[:n].sum() / math.sqrt(n), abs_tol=1e-9)
    for p in (40, 60):
        n = 2.0**p
        d = 3 * n
        r = max(4.0, d**0.1)
        b = math.sqrt(d) / r**2.5
        s = sp = math.log(n)
        thr = sp * math.sqrt(1 / math.sqrt(n) + (1 + s) ** 2 / r) * math.sqrt(d + b * b)
        z = thr / (2 * b * math.sqrt(n))  # |S|/sqrt(m) > z, m = n
        tail = math.erfc(z / math.sqrt(2))
        assert tail >= 10 * (2 / s**2 + 1 / r)
