"""Round 30 (helper inproofA): second paths for chenli's r30_inproofA claims (Lemma 5.8's (23), Lemma 5.11's L814).
Own numpy and integer arithmetic: nothing imported from bounds/ or models/."""

from __future__ import annotations

import math

import numpy as np


def _dense_block_theta(rows: list[list[int]], cols: list[list[int]], s2: list[float], d: int) -> np.ndarray:
    """Theta = sum_k sigma_k 1_{B_k} 1_{C_k}^T/sqrt(|B_k||C_k|) as a dense matrix."""
    T = np.zeros((d, d))
    for B, C, w in zip(rows, cols, s2):
        T[np.ix_(B, C)] += math.sqrt(w) / math.sqrt(len(B) * len(C))
    return T


def test_block_identity_dense() -> None:
    """||Theta^T x||^2 = sum_k sigma_k^2 (1_{B_k}^T x)^2/|B_k| for a dense block Theta (d = 40, 500 random slice
    points), and Theta's singular values are the sigma_k: the identity both claims rest on."""
    rng = np.random.default_rng(0)
    d1, d2, d3 = 20, 12, 8
    d = d1 + d2 + d3
    rows = [list(range(0, 7)), list(range(7, 14)), list(range(14, 20)), list(range(20, 32)), list(range(32, 40))]
    perm = rng.permutation(d)
    cols = [sorted(perm[8 * j:8 * j + 8].tolist()) for j in range(5)]
    s2 = [1.0, 0.7, 0.4, 1.0, 0.25]
    T = _dense_block_theta(rows, cols, s2, d)
    assert np.allclose(sorted(np.linalg.svd(T, compute_uv=False)[:5] ** 2), sorted(s2))
    for _ in range(500):
        x = np.r_[rng.choice([-1.0, 1.0], d1), rng.permutation(np.r_[np.ones(5), -np.ones(d2 - 5)]),
                  rng.permutation(np.r_[np.ones(7), -np.ones(d3 - 7)])]
        lhs = float(np.sum((T.T @ x) ** 2))
        rhs = sum(w * float(x[B].sum()) ** 2 / len(B) for B, w in zip(rows, s2))
        assert abs(lhs - rhs) <= 1e-9 * max(1.0, rhs)


def test_eq23_tight_family_rate() -> None:
    """(23) on Case 1's tight family (k generic cube directions, the S_[2], S_[3] sums killed at mu = nu = 0, Case 1
    tight): P[fail] = P[sum_k g_k^2 < (k + 2)/3] with g_k the normalised cube block sums; own binomial sampling
    (blocks of 10^12 coordinates) against the chi-square law and auditor C's 0.68 at r = 9; the rate -ln P/r at r
    = 30 near 0.08 (the claim's exp(-r/50) holds there)."""
    from scipy.stats import chi2

    rng = np.random.default_rng(1)
    m = 10**12
    for k, ref in ((1, 0.68), (8, None)):
        g = (2.0 * rng.binomial(m, 0.5, size=(40000, k)) - m) / math.sqrt(m)
        P = float(np.mean((g**2).sum(1) < (k + 2) / 3))
        exact = float(chi2.cdf((k + 2) / 3, k))
        assert abs(P - exact) < 0.01
        if ref is not None:
            assert abs(P - ref) < 0.01
    r = 3 * (8 + 2)
    assert 0.06 < -math.log(float(chi2.cdf(10 / 3, 8))) / r < 0.1
    assert float(chi2.cdf(10 / 3, 8)) < math.exp(-r / 50)


def test_l814_upper_tail_second_path() -> None:
    """L814's crossing, rebuilt in integers: R = 5..54, d = 1.1 x 5.184e9 R^5, Theta = the S_[3] sum direction
    (weight 1) plus R - 1 cube blocks of weight 1 (stable rank R), r_Theta = 0.98 R, nu = x's S_[3] mean <= 0.9, c =
    1, mu = 0, d3 = the second bullet's largest value. Every hypothesis of Lemma 5.11 (second bullet) and of (8)'s
    upper side / Assumption 4 at the factor 1/100 is checked from its formula, and ||Theta^T x||^2 >= nu^2 d3 (the
    S_[3] block's fixed sum) exceeds K ||Theta||_F^2 = K R for every K <= 1e5: P = 1 for every x."""
    for R in (5, 8, 16, 32, 54):
        d = int(1.1 * 1e8 * 7.2**2 * R**5)
        r = 0.98 * R
        d3 = int(0.999 * math.sqrt(d * r) / 7.2)
        d2 = d // 4
        d1 = d - d2 - d3
        a3 = (19 * d3) // 20
        nu = (2 * a3 - d3) / d3
        assert 0 < nu <= 0.9
        c = 1.0
        assert 1 <= c <= math.sqrt(min(r, d2, d3)) / 2
        assert d3 <= min(d / (8 * nu * nu), math.sqrt(d * r) / (8 * c * nu))  # the second bullet, nu as printed
        F2, op2 = float(R), 1.0  # R orthogonal blocks of weight 1
        assert F2 >= r * op2
        # Assumption 3's second part: removing c_S d = d/100 columns (blocks of ~d/R columns, density R/d each)
        # removes at most R/100 of F^2 while an untouched block keeps ||.||_op = 1
        assert (F2 - R / 100) >= r * op2
        # Assumption 4: rows of the S_[3] block are the heaviest (1/sqrt(d3)); columns ~ 1/sqrt(d/R)
        v = max(1.0, math.sqrt(d / (R * d3)), math.sqrt(F2 / (F2 - R / 100)))  # rows; columns (and Pi_S^perp)
        assert v <= math.sqrt(d) / (100 * r * r)
        assert r <= d ** 0.25 / 100
        assert d1 > 0
        fixed = nu * nu * d3  # ||Theta^T x||^2 >= (1_[3]^T x)^2/d3 = (nu d3)^2/d3, for every x of the support
        assert fixed / F2 > 1e5


def test_l814_upper_tail_v_reading() -> None:
    """L814 with the second bullet's nu read as Assumption 4's v (d3 <= min(d/(8 v^2), sqrt(d r)/(8 c v))): R generic
    cube blocks of weight 1 plus the S_[3] sum direction of weight w3 = v^2 F^2 d3/d (its rows at Assumption 4's
    bound v = sqrt(d)/(100 r^2)), x's S_[3] slice all +1 (nu = 1, allowed: Lemma 5.11 does not cap |nu|), c = 1:
    ||Theta^T x||^2 >= w3 d3 = (v^2 d3^2/d) F^2 ~ r/64 F^2 for every x, above K F^2 once r > 64 K (K = 2: R = 256,
    d = 1.5e8 R^4). The literal bullet holds too (d3 << sqrt(d r)/8)."""
    R, eps, K = 256, 0.01, 2.0
    d = int(1.5e8 * R**4)
    r = 0.98 * R
    v = eps * math.sqrt(d) / (r * r)
    d3 = int(math.sqrt(d * r) / (8 * v))
    F2 = float(R)  # w3 << 1 added below
    w3 = v * v * F2 * d3 / d
    F2 += w3
    assert w3 <= 1.0  # the S_[3] direction is not the top singular value: ||Theta||_op = 1
    assert F2 >= r  # Assumption 3 (stable rank >= R)
    assert math.sqrt(w3 / d3) * math.sqrt(d / F2) <= v * 1.0001  # Assumption 4, the S_[3] rows
    assert d3 <= min(d / (8 * v * v), math.sqrt(d * r) / (8 * v))  # the bullet, v-reading
    assert d3 <= min(d / 8, math.sqrt(d * r) / 8)  # the bullet, literal (nu = 1)
    assert r <= d ** 0.25 / 100 and 1 <= math.sqrt(min(r, d3)) / 2
    fixed = w3 * d3  # (1_[3]^T x)^2/d3 = d3 at nu = 1
    assert fixed / F2 > K
    assert abs(fixed / F2 - r / 64) < 0.05 * r / 64
