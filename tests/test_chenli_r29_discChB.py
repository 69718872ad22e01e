"""Second paths for round 29's chenli discovery claims (helper discChB): own numpy on explicit instances, nothing
imported from bounds/, models/ or checks/papers."""

from __future__ import annotations

import collections
import itertools

import numpy as np


def test_eq104_item3_index_set() -> None:
    """(104) recalls Lemma 6.4's third bullet for every a != 2, 3, but the bullet is printed for a in {1, 4, ..., m}:
    with m = 1 head and k = 4 rows it constrains a = 1 only, and an X meeting it can miss (104) at a = 4."""
    d, k = 2, 4
    theta = -np.eye(d)  # one head, ||Theta_1||_F = sqrt(2)
    beta = 0.1
    X = np.array([[1.0, 1.0],    # X_1
                  [-1.0, -1.0],  # X_2
                  [1.0, -1.0],   # X_3
                  [-1.0, -1.0]])  # X_4 = X_2
    thr = beta * np.linalg.norm(theta)
    margin = [float(X[0] @ theta @ (X[1] - X[a])) for a in range(k)]
    printed = [1]  # {1, 4, ..., m} with m = 1: the row a = 1 only (1-based)
    assert all(margin[a - 1] >= thr for a in printed)  # Item 3 as printed: X_1 Theta (X_2 - X_1)^T = 4 >= 0.14
    assert margin[3] < thr  # (104) at a = 4 fails: X_4 = X_2 gives margin 0


def test_lemmaA4_flip_pair_leaves_slice() -> None:
    """Lemma A.4's printed move (pick a pair i < j, flip bits i and j) on S_{3, -1/3} (one +1 among 3 bits): the pair
    of the two -1 bits flips to three +1 bits, outside the slice, so U_{d,mu} is not stationary (||U P - U||_1 = 2/3);
    the transposition (swap) keeps it."""
    d = 3
    S = [x for x in itertools.product((-1, 1), repeat=d) if sum(x) == -1]
    pairs = list(itertools.combinations(range(d), 2))
    for swap, want in ((False, 2 / 3), (True, 0.0)):
        mass: collections.defaultdict[tuple, float] = collections.defaultdict(float)
        for x in S:
            for i, j in pairs:
                y = list(x)
                if not swap or x[i] != x[j]:
                    y[i], y[j] = -y[i], -y[j]
                mass[tuple(y)] += 1 / (len(S) * len(pairs))
        states = set(mass) | set(S)
        l1 = sum(abs(mass[y] - (1 / len(S) if y in S else 0.0)) for y in states)
        assert abs(l1 - want) < 1e-12
