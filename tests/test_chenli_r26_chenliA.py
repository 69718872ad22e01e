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


def test_lemma513_y_decomposition() -> None:
    """chenli.display.lemma5.13-y-decomposition: own construction of the coupling (x with a ones per slice block, U a
    random (b - a)-subset of its -1's), y = x + 1_U equals y_[0] + 1_T - 1' blockwise, and x' = x + 2 1_U has b ones."""
    rng = np.random.default_rng(3)
    for _ in range(200):
        d1, d2, d3 = (int(v) for v in rng.integers([0, 1, 1], [4, 8, 8]))
        x = list(rng.choice([-1, 1], d1))
        y0 = list(x)
        T, U, P = [0] * d1, [0] * d1, [0] * d1
        for db in (d2, d3):
            a = int(rng.integers(0, db + 1))
            b = int(rng.integers(a, db + 1))
            order = list(rng.permutation(db))
            blk = [1 if order.index(i) < a else -1 for i in range(db)]
            x += blk
            y0 += [0] * db
            T += [1 if order.index(i) < a else 0 for i in range(db)]
            U += [1 if a <= order.index(i) < b else 0 for i in range(db)]
            P += [1 if order.index(i) >= b else 0 for i in range(db)]
            xp_blk = [blk[i] + 2 * U[len(U) - db + i] for i in range(db)]
            assert sum(1 for v in xp_blk if v == 1) == b
        y = [xi + ui for xi, ui in zip(x, U)]
        assert y == [y0i + ti - pi for y0i, ti, pi in zip(y0, T, P)]


def test_eq37_first_hadamard() -> None:
    """chenli.display.eq37-first, own path: at n = 8 (d_1 = d_2 = d_3 = 8) build Theta (Sylvester H_8 without its
    all-ones row, rows S_[1] x columns S_[3]) and enumerate the coupling's law of (y_[0], U_[3]) exactly (mu = mu' = 0,
    nu = -1, nu' = 0: U_[3] uniform of size 4 in S_[3], y_[0] uniform on {+-1}^8); E[(y_[0]^T Theta 1_U3)^2] = 16 =
    t(1 - t) n^2, while (c/sqrt(d_2) + c^2/r) ||Theta||_F^2 + ||Theta_[2]||_F^2 + ||Theta 1~_[3]||^2 = A * 56. Then
    the closed form t(1 - t) n^2/(A n(n - 1)) at n = 2^40, r = d^{1/4}/10, c = 1: ratio 33.7, growing like r/4."""
    from fractions import Fraction

    n = 8
    H = np.array([[1]])
    while H.shape[0] < n:
        H = np.block([[H, H], [H, -H]])
    Hp = H.copy()
    Hp[0] = 0
    d = 3 * n
    Theta = np.zeros((d, d), dtype=np.int64)
    Theta[:n, 2 * n:] = Hp
    assert not Theta[:, n:2 * n].any() and not (Theta[:, 2 * n:] @ np.ones(n, dtype=np.int64)).any()
    tot, cnt = Fraction(0), 0
    for U in itertools.combinations(range(n), n // 2):
        u = np.zeros(d, dtype=np.int64)
        u[[2 * n + i for i in U]] = 1
        v = Theta @ u  # supported on S_[1]
        for y0 in itertools.product((-1, 1), repeat=n):  # y_[0] uniform on the first n bits, 0 elsewhere
            tot += int(np.dot(y0, v[:n])) ** 2
            cnt += 1
    lhs = tot / cnt
    assert lhs == Fraction(16)  # t(1 - t) n^2 with t = 1/2
    fro2 = int((Theta**2).sum())
    assert fro2 == n * (n - 1)
    # the closed form at n = 2^40 (d^{1/4}/10 = 134.8 >= 4: c's range, (8)'s margin 10)
    N = 2.0**40
    r = (3 * N) ** 0.25 / 10
    A = 1 / np.sqrt(N) + 1 / r
    ratio = 0.25 * N * N / (A * N * (N - 1))
    assert 33.0 < ratio < 34.5 and r > 4


def test_lemma511_nu_free() -> None:
    """chenli.lemma5.11-nu-free, own path. (a) The family's structure at n = 8 (d = 32, d_1 = d_2 = 8, d_3 = 16, r = 5
    unit singular pairs): Theta 1_[3] = sqrt(d_3) u_1, Tr Theta = 0, column/row norms^2 <= (r + 3)/d, singular values
    all 1. (b) The coupling at nu' = -1, nu'' = 1: y' - y = 2 on S_[3]. (c) At n = 2^27, r_Theta = 15 ((8): d = 2^29 >=
    (10 r_Theta)^4): the (1 - 15^{-1/4})-quantile of |x^T Theta (y - y')|/||Theta||_F = 2 sqrt(2) q_B/sqrt(r) (scipy's
    binomial) over the threshold shape (own formula) is > 5e3."""
    from scipy.stats import binom

    n = 8
    d = 4 * n
    H = np.array([[1.0]])
    while H.shape[0] < d:
        H = np.block([[H, H], [H, -H]])
    u1 = np.r_[np.ones(n), np.zeros(3 * n)] / np.sqrt(n)
    v1 = np.r_[np.zeros(2 * n), np.ones(2 * n)] / np.sqrt(2 * n)
    good = [s for s in range(d) if s % n != 0]  # a nonzero bit below log2(n): orthogonal to aligned n-blocks
    r = 5
    Theta = np.outer(u1, v1)
    for k in range(r - 1):
        Theta += np.outer(H[good[k]], H[good[k + 10]]) / d
    sv = np.linalg.svd(Theta, compute_uv=False)
    assert np.allclose(sv[:r], 1.0) and np.allclose(sv[r:], 0.0, atol=1e-12)
    assert np.allclose(Theta @ v1 * np.sqrt(2 * n), np.sqrt(2 * n) * u1)  # Theta 1_[3] = sqrt(d_3) u_1
    assert np.allclose(Theta @ np.r_[np.zeros(2 * n), np.ones(2 * n)], np.sqrt(2 * n) * u1)
    assert abs(np.trace(Theta)) < 1e-12
    assert ((Theta**2).sum(0) <= (r + 3) / d + 1e-12).all() and ((Theta**2).sum(1) <= (r + 3) / d + 1e-12).all()
    # (b) Definition 5.10 with nu' = -1 (S_[3] all -1), nu'' = 1: every -1 of S_[3] is flipped
    y = np.r_[np.ones(n), np.ones(n // 2), -np.ones(n // 2), -np.ones(2 * n)]
    yp = y.copy()
    yp[2 * n:] = 1.0
    assert np.array_equal(yp - y, np.r_[np.zeros(2 * n), 2 * np.ones(2 * n)])
    # (c) the quantile at n = 2^27, r_Theta = 15 (r = 16 pairs, ||Theta||_F = 4), c = 1
    N, rT = 2**27, 15
    lvl = rT ** -0.25
    k = binom.isf(lvl / 2, N, 0.5)
    qB = (2 * k - N)  # P[|B| > qB] <= lvl, B = sum of N signs
    lhs = 2 * np.sqrt(2 * N / N) * qB / np.sqrt(rT + 1)
    shape = rT**0.125 / N**0.25 + (1 + np.sqrt(np.log(rT))) / rT**0.375
    assert 2**29 >= (10 * rT) ** 4
    assert lhs / shape > 5e3
