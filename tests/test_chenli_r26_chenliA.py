"""Round 26 (helper chenliA): second paths for checks/papers/chenli/r26_chenliA.py (own numpy/mpmath; nothing imported
from bounds/ or models/)."""

from __future__ import annotations

import itertools

import mpmath
import numpy as np


def _softmax_mp(v):  # noqa: ANN001, ANN202
    m = max(v)
    e = [mpmath.exp(x - m) for x in v]
    s = sum(e)
    return [x / s for x in e]


def test_lemma39_one_coordinate_eta_to_1() -> None:
    """chenli.display.lemma3.9-one-coordinate: k = 2, C = 1, a = (0, -R), b = (-eta R, -R) (b_1 only changed),
    eta = 1 - delta, R = delta^{-1/2}. Every hypothesis of Lemma 3.9 holds; the one-coordinate sup-norm difference
    tends to 1/2 while the printed shape k eta log(1/eta)/C tends to 0 (ratio ~ 1/(4 delta))."""
    mpmath.mp.dps = 50
    ratios = []
    for j in (2, 4, 6, 8):
        delta = mpmath.mpf(10) ** -j
        eta, C, k = 1 - delta, mpmath.mpf(1), 2
        R = delta ** mpmath.mpf(-0.5)
        a = [mpmath.mpf(0), -R]
        b = [-eta * R, -R]
        assert abs(a[0] - b[0]) <= eta * R and abs(a[1] - b[1]) == 0  # Item 1
        assert abs(a[0] - a[1]) >= C * R  # Item 2
        assert eta * mpmath.log(1 / eta) <= C and 0 < eta <= 1 and 0 < C <= 1
        sa, sb = _softmax_mp(a), _softmax_mp(b)
        lhs = max(abs(x - y) for x, y in zip(sa, sb))
        shape = k * eta * mpmath.log(1 / eta) / C
        ratios.append(lhs / shape)
    assert ratios[-1] > 1e7
    assert all(r2 > 50 * r1 for r1, r2 in zip(ratios, ratios[1:]))  # grows like 1/delta (100x per step)


def test_lemma32_variance_identity() -> None:
    """chenli.display.lemma3.2-variance(-mid): E[(x^T N x)^2] = (sum N_ii)^2 + 2 sum_{i != j} N_ij^2 = 2 sum_{i != j}
    M_ij^2 on random rational symmetric M, exact over the cube (Fractions)."""
    from fractions import Fraction

    rng = np.random.default_rng(7)
    for d in (1, 2, 3, 5, 7):
        U = rng.integers(-5, 6, size=(d, d))
        M = [[Fraction(int(U[min(i, j), max(i, j)]), 3) for j in range(d)] for i in range(d)]
        tr = sum(M[i][i] for i in range(d))
        N = [[M[i][j] - (tr / d if i == j else 0) for j in range(d)] for i in range(d)]
        tot = Fraction(0)
        for x in itertools.product((-1, 1), repeat=d):
            q = sum(N[i][j] * x[i] * x[j] for i in range(d) for j in range(d))
            tot += q * q
        E = tot / 2**d
        mid = sum(N[i][i] for i in range(d)) ** 2 + 2 * sum(N[i][j] ** 2 for i in range(d) for j in range(d) if i != j)
        right = 2 * sum(M[i][j] ** 2 for i in range(d) for j in range(d) if i != j)
        assert E == mid == right


def test_lemma36_step_and_lemma37_chain() -> None:
    """chenli.display.lemma3.6-step and lemma3.7-chain on random vectors (float64, own softmax): the termwise bounds
    hold with equality at tied gaps."""
    rng = np.random.default_rng(11)
    for _ in range(200):
        k = int(rng.integers(2, 10))
        v = rng.uniform(-20, 20, k)
        a = int(np.argmax(np.abs(v)))
        tau = min(v[a] - v[j] for j in range(k) if j != a)
        w = np.exp(v - v.max())
        w /= w.sum()
        assert (k - 1) * np.exp(-tau) * w[a] >= sum(w[j] for j in range(k) if j != a) * (1 - 1e-12)
        eps = float(10 ** rng.uniform(-4, 2))
        order = np.argsort(-v)
        a1 = order[0]
        if all(v[a1] - v[j] >= np.log(2 * k / eps) for j in order[2:]):
            rest = sum(w[j] for j in order[2:])
            assert eps / 2 * w[a1] >= (k - 2) * eps / (2 * k) * w[a1] >= rest * (1 - 1e-12)
