"""Independent checks for the round-16 App. D claims of the thesis (``checks/papers/thesis/r16_thesisD.py``), sharing
no code with the claims' measurements or bounds."""

from __future__ import annotations

import math

import mpmath as mp
import numpy as np

mp.mp.dps = 50


def _d90_ratio(R: mp.mpf, K: int, c1: mp.mpf, c2: mp.mpf, eps: mp.mpf, theta: mp.mpf) -> tuple:
    """From (5.2), (5.3) with C* = 1 for phi = c1 z, Phi = c2 z, p1 = p2 = 1: eps's range end (L6946), C (D.40), C'
    (D.41), C'' (D.42), C0 (D.43, constant 1), and (D.90)'s middle member over eps at m1 = m2 = 10^40 (any width),
    ||q^T A||_1 = R (q = e_g at the largest row)."""
    lg = 1 + mp.sqrt(mp.log(1 / eps))
    root = mp.sqrt(R**2 + 1)
    cs_phi = mp.mpf(2) ** mp.mpf("1.75") * R * abs(c1)
    cs_Phi = mp.mpf(2) ** mp.mpf("1.75") * cs_phi * abs(c2)
    eps_end = 1 / (K * cs_Phi * cs_phi * root)
    C = lg * R * abs(c1) * root
    C2 = lg * (10 * C) * abs(c2) * root
    C0 = K**2 * C * C2
    m1 = m2 = mp.mpf(10) ** 40
    middle = R * R**2 * mp.sqrt(m1) * (C0 / m1) * (K * mp.sqrt(m1) / m2) * m2 * R**2 * (eps / C0) ** theta
    return middle / eps, C0, eps_end


def test_d90_last_step_grows_for_every_exponent() -> None:
    """(D.90)'s '<= eps' along ||A||_inf = 10^j with phi = z/R^2, Phi = z/R (C0 in [311, 881], eps = 0.01 inside its
    range): the ratio grows by 10^5 a decade (R = 1 .. 1e9), for each exponent theta in {0.1, 0.5, 1, 3, 10}; along K = 10^j with Phi
    = z/K^2 (C0 fixed) by 10 a decade. The widths cancel (m1 = m2 = 10^40 here, any M)."""
    eps = mp.mpf("0.01")
    for theta in (mp.mpf("0.1"), mp.mpf("0.5"), mp.mpf(1), mp.mpf(3), mp.mpf(10)):
        prev = None
        for j in range(10):
            R = mp.mpf(10) ** j
            ratio, C0, end = _d90_ratio(R, 1, 1 / R**2, 1 / R, eps, theta)
            assert eps < end and 300 < C0 < 1300
            if prev is not None:
                assert ratio / prev > 10**4.5
            prev = ratio
        assert prev > 1  # crossed for every theta by R = 1e9 (theta = 10 starts near 1e-42)
        prev = None
        for j in range(5):
            K = 10**j
            ratio, C0, end = _d90_ratio(mp.mpf(1), K, mp.mpf(1), mp.mpf(1) / K**2, eps, theta)
            assert eps < end
            if prev is not None:
                assert abs(ratio / prev - 10) < 1e-20
            prev = ratio
    ratio, _, _ = _d90_ratio(mp.mpf(10) ** 4, 1, mp.mpf(10) ** -8, mp.mpf(10) ** -4, eps, mp.mpf(1))
    assert abs(ratio / mp.mpf(10) ** 20 - 1) < 1e-30  # theta = 1: C0 cancels, the ratio is R^5 exactly


def _he_sum(i: int, x: np.ndarray) -> np.ndarray:
    """He_i from its explicit sum i! sum_j (-1)^j x^{i-2j}/(j! (i-2j)! 2^j) ([58] Def. A.5)."""
    return sum((-1) ** j * math.factorial(i) / (math.factorial(j) * math.factorial(i - 2 * j) * 2**j) * x ** (i - 2 * j)
               for j in range(i // 2 + 1))


def _pprime_mc(i: int, t: float, n: int, seed: int) -> float:
    """p'_i from (D.29)-(D.30) by Monte Carlo at x1 = t (alpha_1 = alpha): E[h_i(alpha) 1[alpha >= -b0/t]
    1[q_i(b0)]]/t^i."""
    rng = np.random.default_rng(seed)
    a = rng.standard_normal(n)
    b0 = rng.standard_normal(n)
    q = (np.abs(b0) <= t / (2 * i)) if i % 2 else ((-b0 > 0) & (-b0 <= t / (2 * i)))
    return float(np.mean(_he_sum(i, a) * (a >= -b0 / t) * q)) / t**i


def test_d33_fails_at_i1_and_grows_in_x() -> None:
    """(D.33) at i = 1: the printed sum over j = 1..floor(1/2) is empty, so the right side is 0 for every O(1), while
    |c'_1 h_1(x)| = |x/p'_1| with p'_1 > 0 (Monte Carlo, 4e6 draws, t = 1: p'_1 = 0.147 +- 0.001). At i = 2, t = 1:
    |h_2(x)/p'_2| over the printed |c_2| sqrt(2) (16/2) 4 grows like x^2 (x = 4 .. 1024)."""
    p1 = _pprime_mc(1, 1.0, 4_000_000, 1)
    assert 0.14 < p1 < 0.155
    printed_i1 = sum(1.0 for _ in range(1, 1 // 2 + 1))  # number of terms of the printed sum at i = 1
    assert printed_i1 == 0 and abs(1.0 * 1.0 / p1) > 2.0
    p2 = _pprime_mc(2, 1.0, 4_000_000, 2)
    assert abs(p2) > 1e-3
    rhs = math.sqrt(2.0) * (2**4 / 2) * (1.0 * 2**2 / 1)  # sqrt(t^2+1) t^{i-1} i^4/i!! sum_{j=1}^{1} |x|^0 i^2/1!
    ratios = [abs(_he_sum(2, np.array(x)) / p2) / rhs for x in (4.0, 16.0, 64.0, 256.0, 1024.0)]
    for a, b in zip(ratios, ratios[1:]):
        assert 14.0 < b / a < 17.0
    assert ratios[-1] > 1e3


def test_l6836_constant_term_halved() -> None:
    """L6836's first '<=' for phi(z) = 1 + z (c_0 = 1, c_1 = 1), t = 1, x_1 = 1/2: h = c_0 + (c_1/p'_1) h^_1(alpha_1)
    1[|b0| <= t/2] (L6832, (D.26)) with p'_1 from (D.30)'s definition (Monte Carlo at x_1 = t); then E[1[t alpha + b0 >=
    0] h] by Monte Carlo (alpha, beta, b0 ~ N(0, 1), alpha_1 = alpha x_1/t + beta sqrt(1 - x_1^2/t^2)): it is phi(x_1)
    - 1/2 within 0.01, so |E[1 h] - phi(x_1)| ~ 1/2, while R (D.27) only sees |alpha_1| > B_1 >= 100, an event no draw
    (nor float64) reaches: R = 0 here."""
    rng = np.random.default_rng(7)
    n = 4_000_000
    t, x1 = 1.0, 0.5
    a, b0 = rng.standard_normal(n), rng.standard_normal(n)
    p1 = float(np.mean(a * (a >= -b0 / t) * (np.abs(b0) <= t / 2))) / t  # (D.30) at x_1 = t: alpha_1 = alpha
    a, b, b0 = rng.standard_normal(n), rng.standard_normal(n), rng.standard_normal(n)
    a1 = a * x1 / t + b * math.sqrt(1 - x1**2 / t**2)
    B1 = 100.0 + 10.0 * math.sqrt(math.log(1 / 1e-3 * math.sqrt(2.0)))
    assert np.max(np.abs(a1)) < B1  # the truncation never acts: h^_1 = h_1, R = 0 on every draw
    h = 1.0 + (1.0 / p1) * a1 * (np.abs(b0) <= t / 2)
    val = float(np.mean((t * a + b0 >= 0) * h))
    phi = 1.0 + x1
    assert abs(val - (phi - 0.5)) < 0.01
    assert abs(val - phi) > 0.49


def test_d13_gamma_grows_on_clique_beside_star() -> None:
    """(D.13)'s Gamma(A*) (D.12) on K_Q beside a 2-leaf star, built as an edge list: degree groups from the
    self-looped degrees, Psi(L, i) (D.7) with group L the largest degree; the largest Gamma over nodes grows like
    Q^{3/2} (ratio 8 per factor 4 of Q) and matches the closed form (7 + Q^2)((2/sqrt 6)/(12 sqrt(Q/2)) + 1/(27
    sqrt(Q/3)))."""
    vals = []
    for Q in (8, 32, 128):
        edges = [(a, b) for a in range(Q) for b in range(a + 1, Q)] + [(Q, Q + 1), (Q, Q + 2)]
        n = Q + 3
        adj = np.eye(n)
        for a, b in edges:
            adj[a, b] = adj[b, a] = 1.0
        d = adj.sum(axis=0)
        An = adj / np.sqrt(d[:, None]) / np.sqrt(d[None, :])
        levels = sorted(set(d.tolist()))
        total = sum(lv * float((d == lv).sum()) for lv in levels)
        best = 0.0
        for node in range(n):
            g = 0.0
            for lv in levels:
                members = d == lv
                psi = math.sqrt(levels[-1] / lv) * lv * members.sum() / total
                g += An[node, members].sum() / (len(levels) * psi)
            best = max(best, g)
        closed = (7 + Q**2) * ((2 / math.sqrt(6)) / (12 * math.sqrt(Q / 2)) + 1 / (27 * math.sqrt(Q / 3)))
        assert abs(best / closed - 1) < 1e-9
        vals.append(best)
    assert 7.0 < vals[1] / vals[0] < 8.5 and 7.5 < vals[2] / vals[1] < 8.2
    assert vals[-1] > 200


def test_l6824_printed_remainder_adds_h2_at_zero() -> None:
    """L6824 for phi(z) = z^2 (c_2 = 1), t = x_1 = 1 (alpha_1 = alpha), by Monte Carlo from the printed definitions:
    p'_2 from (D.29), the series term c'_2 E[h^_2(alpha_1) 1[q_2(b0)] 1[alpha >= -b0/t]] (= x_1^2 = 1 by (D.29)), and R
    as (D.27) prints it, c'_2 E[(h_2(alpha_1) 1[|alpha_1| > B_2] - h_2(sign(alpha_1) B_2 1[|alpha| > B_2])) 1[q_2] 1[.]]
    with h_2(y) = y^2 - 1: R ~ 9.2, so c_0 + R + series ~ 10.2 against phi(1) = 1."""
    rng = np.random.default_rng(11)
    n = 4_000_000
    t = 1.0
    a, b0 = rng.standard_normal(n), rng.standard_normal(n)
    q = (-b0 > 0) & (-b0 <= t / 4)
    ind = a >= -b0 / t
    B2 = 100 * math.sqrt(2) + 10 * math.sqrt(math.log(1 / 1e-3 * math.sqrt(2) * t))

    def h2(y: np.ndarray) -> np.ndarray:
        return y**2 - 1

    pp2 = float(np.mean(h2(a) * ind * q)) / t**2  # (D.29) at x_1 = t
    assert 0.004 < pp2 < 0.006
    hhat = np.where(np.abs(a) <= B2, h2(a), h2(np.sign(a) * B2))
    series = float(np.mean(hhat * ind * q)) / pp2
    second = h2(np.sign(a) * B2 * (np.abs(a) > B2))  # the printed h_i(sign(alpha_1) B_i 1[|alpha| > B_i])
    R = float(np.mean((h2(a) * (np.abs(a) > B2) - second) * ind * q)) / pp2
    rhs = 0.0 + R + series
    assert abs(series - 1.0) < 1e-9
    assert 8.0 < R < 10.5
    assert rhs - 1.0 > 7.0


def test_d23_unsampled_row() -> None:
    """(D.23)'s first '=' on the path 0 - 1 - 2 with self-loops (degrees 2, 3, 2: groups {0, 2} and {1}), p* = 1 (inside
    (D.16) with c2 = 2: 1/(4 psi^2) = 0.51, 1.36), group {0, 2} sampled to {2} (l = 1), group {1} fully sampled: row 0 of
    A^s = P^s A P^s is 0, so ||a~_0^t - a~_0^*||_1 = 1/2 + 1/sqrt 6 = 0.908, while the printed member is 1/2 + (sqrt(2)
    - 1)/sqrt 6 = 0.669; for the sampled node 2 both sides agree."""
    adj = np.array([[1.0, 1.0, 0.0], [1.0, 1.0, 1.0], [0.0, 1.0, 1.0]])
    deg = adj.sum(axis=1)
    A = adj / np.sqrt(np.outer(deg, deg))
    Nl = {2.0: 2, 3.0: 1}
    ll = {2.0: 1, 3.0: 1}
    psi = {d: math.sqrt(3.0 * d) * Nl[d] / 7.0 for d in Nl}
    assert all(1.0 <= 2.0 / (4 * psi[d] ** 2) for d in Nl)  # p* = 1 within (D.16), c2 = 2
    sampled = np.array([False, True, True])
    ps = np.array([math.sqrt(Nl[d] / ll[d]) if s else 0.0 for d, s in zip(deg, sampled)])
    At = ps[:, None] * A * ps[None, :]
    for n, expect_equal in ((0, False), (2, True)):
        lhs = float(np.abs(At[n] - A[n]).sum())
        member = 0.0
        for j in range(3):
            if A[n, j] == 0:
                continue
            if sampled[j]:
                member += A[n, j] * (math.sqrt(Nl[deg[j]] * Nl[deg[n]] / (ll[deg[j]] * ll[deg[n]])) - 1)
            else:
                member += A[n, j]
        assert bool(abs(lhs - abs(member)) < 1e-12) is expect_equal
    lhs0 = 0.5 + 1 / math.sqrt(6)
    assert abs(float(np.abs(At[0] - A[0]).sum()) - lhs0) < 1e-12
