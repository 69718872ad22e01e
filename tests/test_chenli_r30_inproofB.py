"""Second paths for round 30's chenli claims (helper inproofB): own numpy, nothing imported from bounds/, models/ or
checks/papers."""

from __future__ import annotations

import math

import numpy as np
from scipy.linalg import hadamard


def _softmax(v: np.ndarray) -> np.ndarray:
    e = np.exp(v - v.max())
    return e / e.sum()


def test_eq49_first_argument_flip() -> None:
    """(49) of Lemma 5.15's proof (L1092), pointwise on E (L1070-L1088): own construction with a DENSE Theta (d x d),
    k = 2, r = 4, c = 1, d1 = d2 = d3 = n. Left factors: four random rows of a Sylvester-Hadamard matrix on S_[2];
    right factors: the same rows on S_[1]; X_1's S_[1] block is one of them (row a), X_2's another (row b). X'_1 is X_1
    with f = sqrt(n) minus-entries of S_[2] set to +1 (the coupling step, means -f/n -> f/n). Checked: every B_{a,b}
    of (47) is 0, every A_{a,b,c} gap is 2 f ||Theta||_F/sqrt(r), the stable rank is r, and
    ||Delta_1||_inf = tanh(f F/sqrt r) ~ 1, while 4 eta0 (1 + log d)/s at s = the gap falls: the ratio grows x~1.9
    per factor 4 in d (dense at d2 = 64, 256) and exceeds 1 in the closed form from d2 = 2^12 on."""
    r, c = 4, 1.0
    ratios = []
    for n in (64, 256):
        rng = np.random.default_rng(11)
        d = 3 * n
        f = int(math.isqrt(n))
        H = hadamard(n).astype(float)
        rows = rng.choice(np.arange(1, n), size=r, replace=False)
        ra, rb = H[rows[0]], H[rows[1]]
        F = math.log(2 * d) ** 2
        theta = np.zeros((d, d))
        for t in rows:
            theta[n:2 * n, :n] += np.outer(H[t], H[t]) / n
        theta *= F / math.sqrt(r)
        sv = np.linalg.svd(theta[n:2 * n, :n], compute_uv=False)
        assert abs(np.linalg.norm(theta) - F) < 1e-8 * F
        assert abs((sv**2).sum() / sv[0] ** 2 - r) < 1e-8
        # S_[2] block of X'_1 = X_2: the four classes {sign ra, sign rb} have n/4 entries each; class (+, -) sums
        # to f, the others to 0, so <x, 1> = f, <x, ra> = f, <x, rb> = -f; X_1 = X'_1 with f of class (+, -)'s +1
        # entries back at -1 (sums -f, -f, +f)
        q = n // 4
        x2p = -np.ones(n)
        for sa_ in (True, False):
            for sb_ in (True, False):
                idx = np.flatnonzero(((ra > 0) == sa_) & ((rb > 0) == sb_))
                assert len(idx) == q
                x2p[rng.permutation(idx)[: (q + f) // 2 if (sa_ and not sb_) else q // 2]] = 1.0
        assert (x2p.sum(), x2p @ ra, x2p @ rb) == (f, f, -f)
        cls = np.flatnonzero((ra > 0) & (rb < 0) & (x2p > 0))
        flips = rng.permutation(cls)[:f]
        x1_2 = x2p.copy()
        x1_2[flips] = -1.0
        X1 = np.concatenate([ra, x1_2, np.repeat([1.0, -1.0], n // 2)])
        X1p = np.concatenate([ra, x2p, X1[2 * n:]])
        X2 = np.concatenate([rb, x2p, rng.permutation(np.repeat([1.0, -1.0], n // 2))])
        X, Xp = np.stack([X1, X2]), np.stack([X1p, X2])
        assert max(abs(X[i, n:2 * n].mean()) for i in range(2)) <= c / math.sqrt(n) + 1e-12
        assert max(abs(Xp[i, n:2 * n].mean()) for i in range(2)) <= c / math.sqrt(n) + 1e-12
        L, Lp = X @ theta @ X.T, Xp @ theta @ Xp.T
        assert np.abs(Xp @ theta @ (X - Xp).T).max() < 1e-9 * F  # every B_{a,b} is 0
        gap = min(abs(float(Xp[a] @ theta @ (X[0] - X[1]))) for a in range(2)) / F
        lhs = max(float(np.abs(_softmax(L[i]) - _softmax(Lp[i])).max()) for i in range(2))
        eta0 = math.sqrt(c) * r**0.25 / n**0.25 + c * c / r**0.25
        bound = 4 * eta0 * (1 + math.log(d)) / gap
        assert gap > 1.0 and lhs > 0.99
        ratios.append(lhs / bound)
    assert ratios[0] < ratios[1]
    assert all(1.6 < b / a < 2.2 for a, b in zip(ratios, ratios[1:]))
    # closed form of the same construction (lhs = tanh(f F/sqrt r) ~ 1, gap = 2 f/sqrt r) at d2 = 2^12, 2^16
    for n, want in ((2**12, 1.0), (2**16, 5.0)):
        d, f = 3 * n, math.isqrt(n)
        eta0 = math.sqrt(c) * r**0.25 / n**0.25 + c * c / r**0.25
        assert math.tanh(f * math.log(2 * d) ** 2 / math.sqrt(r)) / (4 * eta0 * (1 + math.log(d)) / (2 * f / math.sqrt(r))) > want
