"""Own checks of round 18 (helper chenli): Lemmas 9.3 and 9.4 over Assumption 10 as printed (L485: ||W_1||_F = 1,
||W_i||_F^2 >= lambda' for i > 1, no upper bound), by paths that share no code with the claims' measures (dense
W_i, Definition 9.2's Z by loops, own softmax)."""

from __future__ import annotations

import math

import numpy as np


def _softmax(v: np.ndarray) -> np.ndarray:
    e = np.exp(v - v.max())
    return e / e.sum()


def _dense_heads(d: int, m: int, r_w: float, norms: list[float], x: np.ndarray) -> list[np.ndarray]:
    """W_i = n_i [c u, s R_1 J^i], u = x/sqrt(d), c^2 = 1/r_W, s^2 = (1 - c^2)/(d - 1): ||W_i||_F = n_i, stable rank
    exactly r_W (Assumption 9 at its floor), <W_i, W_i'> = n_i n_i' c^2 (Assumption 8 with kappa' = 1/r_W)."""
    u = x / math.sqrt(d)
    e1 = np.zeros(d)
    e1[0] = 1.0
    v = e1 - u
    H = np.eye(d) - 2.0 * np.outer(v, v) / float(v @ v)
    R1 = H[:, 1:]
    J = np.roll(np.eye(d - 1), 1, axis=0)
    c = math.sqrt(1.0 / r_w)
    s = math.sqrt((1.0 - c * c) / (d - 1))
    return [n * np.column_stack([c * u, s * (R1 @ np.linalg.matrix_power(J, i))]) for i, n in enumerate(norms)]


def _check_assumptions(Ws: list[np.ndarray], m: int, r_w: float) -> None:
    assert abs(np.linalg.norm(Ws[0]) - 1.0) < 1e-9  # Assumption 10: ||W_1||_F = 1
    for W in Ws:
        op = np.linalg.norm(W, 2)
        assert np.linalg.norm(W) ** 2 >= r_w * op**2 * (1 - 1e-9)  # Assumption 9
    for i in range(m):
        for j in range(i + 1, m):
            cos = abs(float((Ws[i] * Ws[j]).sum())) / (np.linalg.norm(Ws[i]) * np.linalg.norm(Ws[j]))
            assert cos <= 1.0 / (10 * m)  # Assumption 8 with (9) ('<<' a factor 10)


def _setup(seed: int, big: float) -> tuple[int, int, int, float, np.ndarray, list[np.ndarray]]:
    m, k = 2, 2
    d = 16
    while d - 1 < 10 * m**3 * k * math.log(d):
        d += 1
    r_w = 10 * m**3 * k * math.log(d)
    rng = np.random.default_rng(seed)
    x = rng.choice([-1.0, 1.0], d)
    Ws = _dense_heads(d, m, r_w, [1.0, big], x)
    _check_assumptions(Ws, m, r_w)
    return m, k, d, r_w, x, Ws


def test_lemma9_4_assumption10_unbounded_heads() -> None:
    """chenli.lemma9.4 (erratum as printed): X = (x; x), any Theta_i (dense Gaussian here): uniform attention, y_r =
    sum_i x^T W_i e_1 = sqrt(d) (1 + N)/sqrt(r_W); |y| > sqrt(mdk) once N > sqrt(m r_W) (~ 47); at N = 1e4 the ratio is
    (1 + N)/sqrt(m r_W) ~ 211. With ||W_2||_F <= 1 (the reading 'W_1 largest') the same instance is far inside."""
    for big, crosses in ((1e4, True), (100.0, True), (1.0, False), (0.5, False)):
        m, k, d, r_w, x, Ws = _setup(11, big)
        rng = np.random.default_rng(12)
        X = np.stack([x, x])
        y = np.zeros(k)
        for W in Ws:
            th = rng.normal(size=(d, d)) * 3.0
            for r in range(k):
                y[r] += _softmax(X[r] @ th @ X.T) @ (X @ W[:, 0])
        bound = math.sqrt(m * d * k)
        ratio = float(np.linalg.norm(y)) / bound
        assert abs(ratio - (1.0 + big) / math.sqrt(m * r_w)) < 1e-6 * ratio
        assert (ratio > 1.0) is crosses
        assert float(np.linalg.norm(y)) <= bound * max(1.0, big)  # the corrected bound


def test_lemma9_3_assumption10_unbounded_heads() -> None:
    """chenli.lemma9.3 (erratum as printed): X = (x; -x), Theta_i = 0, Theta_hat_i = eps x x^T/d (||.||_F = eps), the
    dense W_i of the Lemma 9.4 test with ||W_2||_F = N: Z by Eq. (140) with loops, w* of (141), y with Theta:
    ||Z w* - y||^2 = eps^2 d^3 k^3 (1 + N)^2/(4 r_W) (1 + O(eps d)) > eps^2 d^3 k^3 m ||W_1||_F^2 once (1 + N)^2 >
    4 m r_W; the corrected eps^2 d^3 k^3 m max_i ||W_i||_F^2 holds."""
    eps = 1e-6
    for big, crosses in ((1e4, True), (200.0, True), (1.0, False)):
        m, k, d, r_w, x, Ws = _setup(13, big)
        X = np.stack([x, -x])
        th_hat = eps * np.outer(x, x) / d
        assert abs(np.linalg.norm(th_hat) - eps) < 1e-18
        wstar = [W[:, 0] for W in Ws]
        res = np.zeros(k)
        for r in range(k):
            for i in range(m):
                z = _softmax(X[r] @ th_hat @ X.T) @ X  # row r, block i of Z (Eq. (140))
                res[r] += z @ wstar[i] - _softmax(np.zeros(k)) @ X @ wstar[i]
        lhs = float(res @ res)
        bound = eps**2 * d**3 * k**3 * m * 1.0
        pred = eps**2 * d**3 * k**3 * (1.0 + big) ** 2 / (4 * r_w)
        assert abs(lhs / pred - 1.0) < 1e-2
        assert (lhs > bound) is crosses
        assert lhs <= eps**2 * d**3 * k**3 * m * max(1.0, big) ** 2


def _rademacher_sums(v: np.ndarray) -> np.ndarray:
    s = np.zeros(1)
    for x in v:
        s = np.concatenate([s + x, s - x])
    return s


def test_lemma6_4_step1_box_law_m1_meet_in_the_middle() -> None:
    """Inventory rows L1871-L2058 (Lemma 6.4's small-ball displays, kept in-proof): the exact m = 1 law of Case (A)
    Step 1's box, P[<v, X_{S^c}> in [a, a + xi ||Theta_1||_F]] with a = ||Theta_1||_F (sqrt(10 log k) + beta) (the
    box of L1781/L1827 with the S part 0), by a meet-in-the-middle count over all 2^32 sign vectors (n = |S^c| = 32,
    v Gaussian with ||v|| = ||Theta_1||_F = 1, r_ = r^- = F). At k = 2 the law is the local-CLT value xi phi(a)
    (within 20 % at beta = 0, down to width 1e-5: no lattice effect), so the display's xi^m shape is right where
    the box is inside the support; but the support of the Rademacher sum ends at ||v||_1 <= sqrt(n) ||v|| and P = 0
    exactly once sqrt(10 log k) > ||v||_1 (k = 10 here): the display needs n >> log k (Theorem B.4's (164)), which the
    proof's (7)-(8) meet only at log d in the hundreds. Any enumerable instance is outside the hypotheses."""
    rng = np.random.default_rng(1)
    n = 32
    v = rng.normal(size=n)
    v /= np.linalg.norm(v)
    left = _rademacher_sums(v[: n // 2])
    right = np.sort(_rademacher_sums(v[n // 2:]))

    def prob(lo: float, hi: float) -> float:
        cnt = np.searchsorted(right, hi - left, side="right") - np.searchsorted(right, lo - left, side="left")
        return float(cnt.sum()) / 2.0**n

    l1 = float(np.abs(v).sum())
    assert l1 <= math.sqrt(n)
    a = math.sqrt(10 * math.log(2))
    for xi in (1e-2, 1e-3, 1e-5):
        p = prob(a, a + xi)
        clt = xi * math.exp(-a * a / 2) / math.sqrt(2 * math.pi)
        assert 0.8 < p / clt < 1.2
    for k in (10, 55, 1000):
        a = math.sqrt(10 * math.log(k))
        assert a > l1
        assert prob(a, a + 1e-2) == 0.0


def test_lemma9_1_floor_equal_rows() -> None:
    """chenli.lemma9.1-a10-floor (erratum as printed). (1) Algorithm 5's regression for column 1 solved exactly on the
    population (all 2^{kd} inputs, k = 2, d = 3, m = 2; Theta_hat_i = Theta_i Gaussian, so the hypothesis holds for
    every eps > 0), ||w|| <= sqrt(m) enforced by a ridge multiplier found by bisection: with W_i's first columns
    w_i* = n_i u (||W_1 e_1|| = 1, ||W_2 e_1|| = 30) the loss stays >= 2^{-(k-1) d} k (||sum_i w_i*|| - m)^2 > 0,
    while eps^2 d^4 k^3 m ||W_1||_F^2 -> 0. (2) At Assumption 9's size the dense W_i of the Lemma 9.4 test (d = 1126,
    ||W_2||_F = 1e4) meet Assumptions 8-10 and have ||sum_i W_i e_1|| = (1 + 1e4)/sqrt(r_W) = 298.3 > m = 2."""
    rng = np.random.default_rng(21)
    k, d, m = 2, 3, 2
    thetas = [rng.normal(size=(d, d)) for _ in range(m)]
    u = rng.normal(size=d)
    u /= np.linalg.norm(u)
    wstar = np.concatenate([1.0 * u, 30.0 * u])
    G = np.zeros((m * d, m * d))
    b = np.zeros(m * d)
    yy = 0.0
    n_inputs = 0
    for bits in range(2 ** (k * d)):
        X = np.array([1.0 if (bits >> j) & 1 else -1.0 for j in range(k * d)]).reshape(k, d)
        Z = np.zeros((k, m * d))
        for i, th in enumerate(thetas):
            for r in range(k):
                Z[r, i * d:(i + 1) * d] = _softmax(X[r] @ th @ X.T) @ X
        y = Z @ wstar  # Theta_hat = Theta: y = Z w* exactly (Definition 9.2)
        G += Z.T @ Z
        b += Z.T @ y
        yy += float(y @ y)
        n_inputs += 1
    G /= n_inputs
    b /= n_inputs
    yy /= n_inputs
    lo, hi = 0.0, 1e6
    for _ in range(200):
        mu = 0.5 * (lo + hi)
        w = np.linalg.solve(G + mu * np.eye(m * d), b)
        if np.linalg.norm(w) > math.sqrt(m):
            lo = mu
        else:
            hi = mu
    w = np.linalg.solve(G + hi * np.eye(m * d), b)
    assert np.linalg.norm(w) <= math.sqrt(m) * (1 + 1e-9)
    loss = float(w @ G @ w - 2 * b @ w + yy)
    gap = np.linalg.norm(wstar[:d] + wstar[d:]) - m
    floor = 2.0 ** (-(k - 1) * d) * k * gap**2
    assert gap > 0 and loss >= floor * (1 - 1e-9) > 0
    for eps in (1e-2, 1e-4, 1e-8):
        assert eps**2 * d**4 * k**3 * m * 1.0 < floor
    # (2) the family inside Assumptions 8-10 at Assumption 9's size
    m2, k2, d2, r_w, x, Ws = _setup(11, 1e4)
    s = np.linalg.norm(Ws[0][:, 0] + Ws[1][:, 0])
    assert abs(s - (1 + 1e4) / math.sqrt(r_w)) < 1e-6 * s and s > m2


def test_l1444_third_link_ratio() -> None:
    """chenli.display.lemma6.2-net-third (erratum): the net scale of L1440, delta = eps/sqrt(m k d lambda') (the '~'
    with constant 1; 'a' read as d), the W norms ||W_1||_F = 1, ||W_i||_F^2 >= lambda' (Assumption 10) and lambda' <=
    1/r_Theta. Own arithmetic with exact rationals (squares of both sides): (delta^2 k d sum_i ||W_i||^2)/(eps^2 min_i
    ||W_i||^2) = sum_i ||W_i||^2/(m lambda' min_i ||W_i||^2) >= 1/(m lambda') >= r_Theta/m, unbounded as lambda' -> 0
    or r_Theta -> inf; the link would need lambda' >~ 1/m."""
    from fractions import Fraction

    eps = Fraction(1, 3)
    for m, k, d, r_theta, lam_p, norms_sq in (
        (1, 2, 10**8, 100, Fraction(1, 100), [Fraction(1)]),
        (2, 4, 10**4, 10, Fraction(1, 10), [Fraction(1), Fraction(1)]),
        (1, 2, 16, 2, Fraction(1, 10**8), [Fraction(1)]),
        (3, 2, 10**6, 30, Fraction(1, 30 * 10**4), [Fraction(1), Fraction(1, 30 * 10**4), Fraction(1, 30 * 10**4)]),
    ):
        assert lam_p <= Fraction(1, r_theta) and all(x >= lam_p for x in norms_sq[1:]) and norms_sq[0] == 1
        delta_sq = eps**2 / (m * k * d * lam_p)
        lhs_sq = delta_sq * k * d * sum(norms_sq)
        rhs_sq = eps**2 * min(norms_sq)
        ratio_sq = lhs_sq / rhs_sq
        assert ratio_sq == sum(norms_sq) / (m * lam_p * min(norms_sq))
        assert ratio_sq >= Fraction(r_theta, m) * (Fraction(1, r_theta) / lam_p)
    # the lambda' path at m = 1, equal norms: ratio = lambda'^{-1/2}
    for e in range(1, 9):
        lam_p = Fraction(1, 10**e)
        ratio_sq = (eps**2 / (2 * 16 * lam_p) * 2 * 16) / eps**2
        assert ratio_sq == 10**e
