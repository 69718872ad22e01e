"""Second paths for round 29's chenli discovery claims (helper discChB): own numpy on explicit instances, nothing
imported from bounds/, models/ or checks/papers."""

from __future__ import annotations

import collections
import itertools

import numpy as np


def _hadamard(n: int) -> np.ndarray:
    H = np.array([[1.0]])
    while H.shape[0] < n:
        H = np.block([[H, H], [H, -H]])
    return H


def test_eq104_item3_index_set() -> None:
    """(104) recalls Lemma 6.4's third bullet for every a != 2, 3, but the bullet is printed for a in {1, 4, ..., m}.
    m = 4 heads, k = 6 rows, d = 64: an X meeting the event E of (65) (Prop. 6.1 with Delta = 0, Lemma 6.2's ratio
    exactly 1) and the three printed bullets, whose rows 5, 6 give the margin 0 < beta ||Theta_1||_F (the
    construction of the round-29 audit, re-derived here)."""
    m, k, d = 4, 6, 64
    h = _hadamard(16)
    X = np.array([np.tile(h[r], 4) for r in range(k)])  # rows (h_r, h_r, h_r, h_r): X X^T = 64 I
    W = [np.diag((np.arange(d) // 16 == i).astype(float)) for i in range(m)]  # projections on the 4 blocks
    # E, Lemma 6.2 part: ||sum_i lambda_i^T X W_i||^2 = sum_i ||lambda_i||^2 ||W_i||_F^2 for every lambda (ratio 1)
    rng = np.random.default_rng(0)
    for _ in range(20):
        lam = rng.standard_normal((m, k))
        lhs = float(np.sum(sum(lam[i] @ X @ W[i] for i in range(m)) ** 2))
        rhs = float(sum(np.sum(lam[i] ** 2) * np.sum(W[i] ** 2) for i in range(m)))
        assert abs(lhs / rhs - 1.0) < 1e-12
    x1 = X[0]
    c = np.array([-50.2, 0.0, -0.01126, -50.2, 0.0, 0.0]) / 64.0  # X_1 Theta_i X_r^T = 64 c_r for every head
    base = c @ X
    v = [base + 500.0 * np.concatenate([h[8 + i], np.zeros(48)]) for i in range(m)]
    thetas = [np.outer(x1, vi) / float(x1 @ x1) for vi in v]
    n1 = float(np.linalg.norm(thetas[0]))
    beta, xi = 0.1, 1e-5
    s = 0.01 * min(1.0, n1)

    def marg(th: np.ndarray, a: int) -> float:
        return float(X[0] @ th @ (X[1] - X[a]))

    for th in thetas:
        assert s <= marg(th, 2) <= s + xi * n1  # Item 1
        assert all(marg(th, a - 1) >= beta * n1 for a in (1, 4))  # Item 3 as printed: a in {1, 4, ..., m}
    # Item 2: Theta' = Theta_1 + E, E orthogonal to every Theta_i, ||E||_F = 5 >= eps* = 1
    V = np.array(v)
    u = X[1] - X[2]
    u = u - V.T @ np.linalg.lstsq(V.T, u, rcond=None)[0]
    E = np.outer(x1, u) / float(x1 @ x1)
    E *= 5.0 / float(np.linalg.norm(E))
    assert max(abs(float(np.sum(E * th))) for th in thetas) < 1e-8
    tp = thetas[0] + E
    assert float(np.linalg.norm(tp)) <= 2 * n1
    assert abs(marg(tp, 2)) > 100.0  # far outside [s - Theta(eps*), s + xi ||Theta_1||_F + Theta(eps*)], eps* = 1
    # (104)'s latter condition at a = 5, 6 (rows not covered by the printed bullet): margin 0 for every head
    for th in thetas:
        assert max(marg(th, 4), marg(th, 5)) < beta * n1
        assert abs(marg(th, 4)) < 1e-9


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


def test_lemma11_7_attention_norm() -> None:
    """Lemma 11.7's proof: the head with tau = rho (dM + 1) (rho = log(dM)) has ||e_1 (tau, nu)^T||_F >= rho (dM + 1),
    against the printed Theta(sqrt(d) log dM): the ratio grows like sqrt(d) M (here with M = d)."""
    ratios = []
    for d in (4, 16, 64, 256):
        M = d
        rho = np.log(d * M)
        w = M * np.ones(d)
        taus = rho * np.concatenate([np.arange(-d * M, d * M + 1), [d * M + 1]])
        e1 = np.zeros(d + 1)
        e1[0] = 1.0
        norms = [np.linalg.norm(np.outer(e1, np.concatenate([[t], rho * w]))) for t in taus[[0, d * M, -1]]]
        ratios.append(max(norms) / (np.sqrt(d) * np.log(d * M)))
    assert all(b > 5 * a for a, b in zip(ratios, ratios[1:], strict=False))  # about x 8 per step (sqrt(d) M)
