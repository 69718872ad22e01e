"""Second path for chenli.display.lemma5.15-l1088-pointwise (round 30, helper eq49pt): auditor C's instance built
densely with own numpy at n = 64 (d = 192, |L| = 17 Hadamard rows), nothing imported from the repository: every
hypothesis quantity, the coupling step, the event E and ||Delta_1||_inf are measured and compared with the closed
form the claim uses; then the closed form's ratio at log2 d ~ 1000 where (8) holds."""

from __future__ import annotations

import math

import numpy as np


def _hadamard(n: int) -> np.ndarray:
    H = np.array([[1.0]])
    while H.shape[0] < n:
        H = np.kron(H, np.array([[1.0, 1.0], [1.0, -1.0]]))
    return H


def _softmax(z: np.ndarray) -> np.ndarray:
    e = np.exp(z - z.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


def test_dense_hadamard_pair() -> None:
    n, Lsize, k, c = 64, 17, 2, 1
    d = 3 * n
    r = Lsize - 1
    F = 10.0 * math.log(k * d * math.sqrt(r))
    H = _hadamard(n)
    rng = np.random.default_rng(4930)
    others = [x for x in range(1, n) if x != n // 2]
    L = [0, n // 2, *rng.choice(others, Lsize - 2, replace=False).tolist()]
    Th = np.zeros((d, d))
    Th[n:2 * n, :n] = (F / math.sqrt(Lsize)) * sum(np.outer(H[x], H[x]) for x in L) / n
    # Assumptions 3-5 (stable rank, Pi_S^perp parts on sampled S, row/column norms, trace)
    fro, op = np.linalg.norm(Th), np.linalg.norm(Th, 2)
    assert abs(fro - F) < 1e-9 * F and abs(fro**2 / op**2 - Lsize) < 1e-8
    assert abs(np.trace(Th)) < 1e-9
    assert np.linalg.norm(Th, axis=1).max() <= math.sqrt(3) * F / math.sqrt(d) + 1e-9
    assert np.linalg.norm(Th, axis=0).max() <= math.sqrt(3) * F / math.sqrt(d) + 1e-9
    v = 2 * math.sqrt(3) / math.sqrt(1 - 1 / Lsize)
    for S in [np.arange(n), np.arange(n, 3 * n), np.where(H[5] > 0)[0]] + [rng.choice(d, m, replace=False)
                                                                             for m in (1, 7, 50, 150)]:
        one = np.zeros(d)
        one[S] = 1.0
        TP = Th - np.outer(Th @ one, one) / len(S)
        fr, o = np.linalg.norm(TP), np.linalg.norm(TP, 2)
        assert fr**2 / o**2 >= r - 1e-8
        assert np.linalg.norm(TP, axis=0).max() * math.sqrt(d) / fr <= v + 1e-9
    # the pair: coupling step of Definition 5.10 (f = c sqrt(n) minus-entries of S_[2] set to +1)
    f, h = int(c * math.sqrt(n)), n // 2
    s2 = np.r_[np.ones(h // 2), -np.ones(h // 2), np.ones((h - f) // 2), -np.ones((h + f) // 2)]
    s2p = s2.copy()
    s2p[h + np.where(s2[h:] < 0)[0][:f]] = 1.0
    s3 = np.r_[np.ones(h), -np.ones(h)]
    X = np.stack([np.r_[H[0], s2, s3], np.r_[H[h], s2p, s3]])
    Xp = np.stack([np.r_[H[0], s2p, s3], np.r_[H[h], s2p, s3]])
    mu, mup = X[:, n:2 * n].mean(1), Xp[:, n:2 * n].mean(1)
    assert np.allclose(mu, [-c / math.sqrt(n), c / math.sqrt(n)]) and np.allclose(mup, c / math.sqrt(n))
    assert np.all(X[:, 2 * n:].mean(1) == 0) and (mup[0] - mu[0]) * n / 2 == f
    # the event E: B's left sides are 0, every A gap is 2 f F/sqrt|L| >= s F for s <= 1
    Zm = Xp @ Th @ X.T
    Zpp = Xp @ Th @ Xp.T
    assert np.abs(Zm - Zpp).max() < 1e-9 * F
    gaps = [abs(Zm[a, 0] - Zm[a, 1]) for a in range(k)]
    assert min(gaps) / F >= 1.0 and abs(min(gaps) - 2 * f * F / math.sqrt(Lsize)) < 1e-8 * F
    D = _softmax(X @ Th @ X.T) - _softmax(Xp @ Th @ Xp.T)
    g = f * F / math.sqrt(Lsize)
    assert abs(np.abs(D[0]).max() - math.tanh(g)) < 1e-12 and np.abs(D[0]).max() > 0.999999
    # closed form where (8) holds (lambda = 0.9, c7 = 1, c8 = 3, '<<' a factor 10): ratio / log^3 d > 1 at log2 d ~ 1000
    A, lam, p = 10.0, 0.9, 1000
    logd = math.log(3) + p * math.log(2)
    log_r = logd / 4 - math.log(A)
    kappa = lam**6.5 / logd**2
    assert log_r >= math.log(A * (logd + math.log(k)) ** 3 / (kappa * lam))
    eta0 = math.exp(log_r / 4 - p * math.log(2) / 4) + math.exp(-log_r / 4)
    assert 1.0 / (k * k * eta0 * logd**3) > 100.0
