"""Round 26 (helper literalCM): second paths for checks/papers/chenli/r26_literalCM.py (own numpy, no repository
bound or measure code)."""

from __future__ import annotations

import itertools
import math

import numpy as np


def _xi(M: np.ndarray) -> float:
    """The least xi with |1_S^T M 1_T| <= xi sqrt(|S||T|) over nonempty equal or disjoint S, T (enumeration)."""
    d = M.shape[0]
    best = 0.0
    for labels in itertools.product((0, 1, 2), repeat=d):  # 1: in S, 2: in T (disjoint pairs)
        S = [i for i in range(d) if labels[i] == 1]
        T = [i for i in range(d) if labels[i] == 2]
        for a, b in ((S, T), (S, S), (T, T)):
            if a and b:
                best = max(best, abs(M[np.ix_(a, b)].sum()) / math.sqrt(len(a) * len(b)))
    return best


def test_lemma522_d1() -> None:
    """Second path of chenli.lemma5.22-d1: at d = 1, M = [a] meets (58) with xi = |a| and ||M||_op = |a| > 0 =
    C xi log 1 for every C; at d = 2.. the ratio ||M||_op/(xi log d) stays bounded on small instances."""
    for a in (1.0, -3.5, 1e-3):
        M = np.array([[a]])
        xi = _xi(M)
        assert xi == abs(a)
        op = float(np.linalg.norm(M, 2))
        assert op == abs(a) > 0
        for C in (1.0, 1e6, 1e300):
            assert op > C * xi * math.log(1)
    rng = np.random.default_rng(0)
    for d in (2, 3, 4, 5):
        for _ in range(5):
            M = rng.normal(size=(d, d))
            assert float(np.linalg.norm(M, 2)) / (_xi(M) * math.log(d)) < 10.0


def test_lemma520_d1() -> None:
    """Second path of chenli.lemma5.20-d1: at d = 1, v = (1), any decomposition with n = 0 has error ||v|| = 1 > eps,
    while n <= C log(1/eps) < 1 for eps > exp(-1/C): the constant an instance needs, 1/log(1/eps), is unbounded."""
    for C in (1.0, 10.0, 1e3):
        eps = math.exp(-1 / C) ** 0.5  # above exp(-1/C), below 1
        assert 0 < eps < 1
        assert 1.0 > eps  # n = 0 fails the error bound
        assert C * math.log(1 / eps) < 1  # n >= 1 exceeds the printed bound
    needed = [1 / math.log(1 / e) for e in (0.5, 0.9, 0.99, 0.999, 1 - 1e-6)]
    assert needed == sorted(needed) and needed[-1] > 9e5


def test_lemma115_d1() -> None:
    """Second path of chenli.lemma11.5-d1: at d = 1, v = 0 (Item 3 with log 1 = 0) makes the network one constant c;
    with h(l) = (-1)^l, w = 1 the best c still misses h at x = 0 or x = +-1 by 1 (a grid of c and phi-free)."""
    h = {-1: -1, 0: 1, 1: -1}
    targets = [h[x] for x in (-1, 0, 1)]
    best = min(max(abs(c / 100 - t) for t in targets) for c in range(-300, 301))
    assert best == 1.0


def test_factB5_m1_negative_kappa() -> None:
    """Second path of chenli.factB.5-printed: m = 1, v = (1), kappa = -1/2 <= 1 = 1/m (no pairs): det = 1 < (1 -
    kappa) = 3/2, and the eigenvalue interval [(1 - kappa), (1 + kappa)] = [3/2, 1/2] misses the eigenvalue 1; with
    kappa >= 0 and m >= 2 the eigenvalue interval holds on random equicorrelated Gram matrices."""
    kappa, m = -0.5, 1
    G = np.array([[1.0]])
    assert kappa <= 1 / m
    assert float(np.linalg.det(G)) < (1 - kappa * m) ** m
    ev = np.linalg.eigvalsh(G)
    assert not ((1 - kappa * m) <= ev.min() and ev.max() <= (1 + kappa * m))
    rng = np.random.default_rng(1)
    for m in (2, 3, 5):
        c = rng.uniform(0, 1 / m)
        G = (1 - c) * np.eye(m) + c * np.ones((m, m))
        s = np.diag(rng.uniform(1, 3, m))
        G = s @ G @ s
        n2 = np.diag(G)
        ev = np.linalg.eigvalsh(G)
        assert ev.min() >= (1 - c * m) * n2.min() - 1e-12 and ev.max() <= (1 + c * m) * n2.max() + 1e-12
