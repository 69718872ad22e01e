"""Second paths for the round-9 App. C-D claims of the thesis (``checks/papers/thesis/r9_thesisCD.py``): each
computes its quantities by a method that shares no code with the claim's measurement or bound (exact
rationals, Monte Carlo)."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np


def test_l7343_d80_exact_rationals() -> None:
    """L7343 and (D.80) L7347: at the corner sigma_w = tau_w m1^{-1/4} (the largest allowed), with m1 = k^20 and tau_w
    = m1^{-1/2} k^{-5 j} (exact rational powers), the ratios of the left sides to the shapes are 1 + tau_w^{1/5}
    m1^{1/20} and 2, both in [1, 2]; over a grid of k and j."""
    for k in (2, 3, 10):
        m1 = Fraction(k) ** 20
        for j in range(0, 5):
            tw = Fraction(1, k**10) / Fraction(k) ** (5 * j)  # m1^{-1/2} k^{-5j}
            if tw < Fraction(1, k**30):  # below m1^{-3/2}
                continue
            tw_5th = Fraction(1, k**2) / Fraction(k) ** j  # tau_w^{1/5}
            assert tw_5th**5 == tw and Fraction(k) ** 20 == m1
            sw = tw / Fraction(k) ** 5  # tau_w m1^{-1/4}
            lhs = sw * Fraction(k) ** 30 + tw_5th**4 * Fraction(k) ** 24  # sigma_w m1^{3/2} + tau_w^{4/5} m1^{6/5}
            r7343 = lhs / (tw_5th**4 * Fraction(k) ** 24)
            assert r7343 == 1 + tw_5th * k
            assert 1 <= r7343 <= 2
            # (D.80): A sigma_w m1^{1/2} = A tau_w m1^{1/4}: ratio exactly 2
            a = Fraction(3, 7)
            m1_4th = Fraction(k) ** 5
            lhs = m1_4th * tw * a + a * (tw / m1_4th) * (m1_4th**2)
            assert lhs / (a * tw * m1_4th) == 2


def _star_centre_scale(leaves: int, rng: np.random.Generator) -> float:
    """||a~_n X~|| at the centre of a star with the given number of leaves, from the full matrix
    D^{-1/2}(A + I)D^{-1/2} and X~ = (X, 1) with unit rows (built here from scratch)."""
    n = leaves + 1
    adj = np.eye(n)
    adj[0, 1:] = 1.0
    adj[1:, 0] = 1.0
    deg = adj.sum(axis=1)
    a_norm = adj / np.sqrt(np.outer(deg, deg))
    x = rng.normal(size=(n, 2))
    x = x / np.sqrt((x * x).sum(axis=1))[:, None]
    xt = np.hstack([x, np.ones((n, 1))])
    return float(np.sqrt(((a_norm[0] @ xt) ** 2).sum()))


def _worst_ratio(scale: float, m1: int, tw: float, rng: np.random.Generator) -> float:
    """max over single-coordinate W' (||w'_i|| = |g_i|/scale <= tau_w) of |g_i|/(1^{1/4} tau_w), g = scale N(0, 1/m1)
    (sigma_w = 0): a W' flipping one coordinate is feasible whenever |g_i| <= scale tau_w."""
    g = np.abs(rng.normal(0.0, scale / math.sqrt(m1), m1))
    feasible = [v for v in g.tolist() if v <= scale * tw]
    return max(feasible) / tw


def test_l7339_grows_with_star_size() -> None:
    """L7339's first '<=': with s = 1 flip (one coordinate, the largest feasible one), ||g_F||_2 / (s^{1/4} tau_w) is
    close to ||a~_n X~|| (m1 = 20000, tau_w = m1^{-3/4}), and ||a~_n X~|| grows like sqrt(L/2) along stars: the ratio
    at 2000 leaves is > 10 x the ratio at 2 leaves, so no constant bounds it."""
    rng = np.random.default_rng(5)
    m1, tw = 20_000, 20_000**-0.75
    r_small = _worst_ratio(_star_centre_scale(2, rng), m1, tw, rng)
    c_big = _star_centre_scale(2000, rng)
    r_big = _worst_ratio(c_big, m1, tw, rng)
    assert 0.8 * c_big <= r_big <= c_big
    assert c_big >= 0.99 * math.sqrt(2000 / 2)
    assert r_big > 10 * r_small


def test_l7331_count_and_norm_scipy() -> None:
    """L7331: the sign-change probability P(sign(g0 + grho) != sign(g0)) by scipy quadrature (conditioning on g0)
    times m1 over sigma_w m1^{3/2}, and the expected squared norm E[g0^2 1{change}] m1 over c^2 sigma_w^3 m1^{3/2},
    stay in fixed bands over m1 in 1e2..1e6 and sigma_w over [m1^{-3/2}, m1^{-3/4}] (c = 1)."""
    from scipy import integrate, stats

    for m1 in (100, 10_000, 1_000_000):
        s0 = m1**-0.5
        for sw in (m1**-1.5, m1**-1.0, m1**-0.75):
            # a change needs grho to cross -g0: P = E_{g0}[P(grho > |g0|)] (by symmetry)
            def pr(x: float, sw: float = sw, s0: float = s0) -> float:
                return 2 * stats.norm.pdf(x, scale=s0) * stats.norm.sf(x, scale=sw)

            def sq(x: float, sw: float = sw, s0: float = s0) -> float:
                return 2 * x * x * stats.norm.pdf(x, scale=s0) * stats.norm.sf(x, scale=sw)

            p = integrate.quad(pr, 0, 40 * sw, limit=200)[0]
            e2 = integrate.quad(sq, 0, 40 * sw, limit=200)[0]
            count_ratio = m1 * p / (sw * m1**1.5)
            norm_ratio = math.sqrt(m1 * e2) / (sw**1.5 * m1**0.75)
            assert 0.25 <= count_ratio <= 1 / math.pi + 1e-9
            assert 0.3 <= norm_ratio <= 0.6


def test_l7335_l7337_brute_force() -> None:
    """L7335 and L7337 (proof of Lemma D.2.10 (1)): (a) at m1 = 9 the most sign flips any W' with sum_i ||w'_i||^4 <=
    tau_w^4 buys, by brute force over all subsets, equals the count of the cheapest; (b) deterministic quantiles:
    with the half-normal costs |N(0, 1/m1)| laid on their quantiles q_k = Phi^{-1}((1 + k/(m1 + 1))/2)/sqrt(m1), the
    count s under the budget satisfies s/(tau_w^{4/5} m1^{6/5}) and s^{5/4}/(tau_w m1^{3/2}) in [0.3, 3] for m1 in
    1e3..1e6 and tau_w over [m1^{-5/4}, m1^{-1/2}] (where s >= 4)."""
    from itertools import combinations

    from scipy.stats import norm

    rng = np.random.default_rng(5)
    m1 = 9
    g = np.abs(rng.normal(0.0, m1**-0.5, m1))
    for tw in (m1**-1.25, m1**-1.0, m1**-0.75, m1**-0.5):
        best = max(k for k in range(m1 + 1) for c in combinations(range(m1), k) if sum(g[list(c)] ** 4) <= tw**4)
        greedy = int(np.sum(np.cumsum(np.sort(g) ** 4) <= tw**4))
        assert best == greedy
    for m1 in (1_000, 100_000, 1_000_000):
        k = np.arange(1, m1 + 1)
        q = norm.ppf(0.5 + 0.5 * k / (m1 + 1)) / math.sqrt(m1)
        cum = np.cumsum(q**4)
        for e in (-1.25, -1.1, -0.9, -0.7, -0.5):
            tw = m1**e
            s = int(np.sum(cum <= tw**4))
            if s < 4:
                continue
            assert 0.3 <= s / (tw**0.8 * m1**1.2) <= 3.0
            assert 0.3 <= s**1.25 / (tw * m1**1.5) <= 3.0


def test_l7287_star_column_sum() -> None:
    """L7287's second '<=' (proof of Lemma D.2.9): the full normalized adjacency D^{-1/2} (I + E) D^{-1/2} of a star
    with L leaves built as a dense matrix; for q = e_centre, ||q^T A||_1 / ||q||_1 equals the centre's row sum and
    exceeds sqrt(L/2) - 1 (so no constant C gives ||q^T A||_1 <= C ||q||_1), while ||q^T A||_1 <= ||q||_1 max_j
    sum_i |A_ij| for random q (the corrected side)."""
    rng = np.random.default_rng(3)
    for L in (2, 50, 800):
        adj = np.eye(L + 1)
        adj[0, 1:] = adj[1:, 0] = 1.0
        deg = adj.sum(axis=1)
        A = adj / np.sqrt(np.outer(deg, deg))
        ainf = np.abs(A).sum(axis=1).max()
        e0 = np.zeros(L + 1)
        e0[0] = 1.0
        r = np.abs(e0 @ A).sum()
        assert math.isclose(r, A[0].sum(), rel_tol=1e-12)
        assert r >= math.sqrt(L / 2) - 1
        for _ in range(5):
            q = rng.standard_normal(L + 1)
            assert np.abs(q @ A).sum() <= np.abs(q).sum() * ainf * (1 + 1e-12)
    assert np.abs(e0 @ A).sum() > 10 * 1.0  # L = 800: ratio ~ 20 > 10


def test_l7293_hub_ratio() -> None:
    """L7293 (proof of Lemma D.2.9): at a star's hub (dense D^{-1/2} (I + E) D^{-1/2}, q = e_centre), m1 = L^4, tau_w =
    m1^{-3/2}, tau_v = 1, the sum of L7287's and L7289's right sides plus the tau_v term over L7293's right side grows
    past 10 between L = 8 and L = 2000 (exact Fractions for the powers of m1: tau_w^{3/5} m1^{13/20} = 1/L)."""
    ratios = []
    for L in (8, 2000):
        adj = np.eye(L + 1)
        adj[0, 1:] = adj[1:, 0] = 1.0
        deg = adj.sum(axis=1)
        A = adj / np.sqrt(np.outer(deg, deg))
        ainf = float(np.abs(A).sum(axis=1).max())
        qa = float(np.abs(A[0]).sum())
        x = float(Fraction(1, L))  # tau_w^{3/5} m1^{13/20} with tau_w = m1^{-3/2}, m1 = L^4
        lhs = ainf * x + qa * ainf + ainf  # divided by tau_w m1^{1/4}
        rhs = qa * ainf * x + ainf + ainf
        ratios.append(lhs / rhs)
    assert ratios[1] > 10 * ratios[0] / 2 and ratios[1] > 10


def test_d77_missing_term() -> None:
    """(D.77) (proof of Lemma D.2.9): on one edge with self-loops (A = [[1/2, 1/2], [1/2, 1/2]], ||A||_inf = 1), q =
    e_2, m2 = 1, tau_w = m1^{-3/2}, tau_v = 1/m1 with m1 = 2^{4k} (exact Fractions for every power), the term tau_w
    m1^{1/4} of L7293 alone over (D.77)'s error (tau_v m1^{-1/2} + m1^{9/5} tau_w^{16/5} + tau_w^{8/5} m1^{9/10}) is
    m1^{1/4}/(2 + m1^{-3/2}), which passes 10 at m1 = 2^{28}."""
    A = np.array([[0.5, 0.5], [0.5, 0.5]])
    assert float(np.abs(A).sum(axis=1).max()) == 1.0
    ratios = []
    for k in (1, 7):
        r = Fraction(2) ** k  # m1^{1/4}
        m1 = r**4
        tw = 1 / (m1 * r**2)  # m1^{-3/2}
        term = tw * r
        d77 = Fraction(1, 1) / m1 / (r * r) + (1 / r**12) + (1 / r**6)  # m1^{-3/2} + m1^{-3} + m1^{-3/2}
        ratios.append(term / d77)
        assert ratios[-1] == r / (2 + 1 / r**6)
    assert ratios[1] > 10 and ratios[1] > 10 * ratios[0] / 2


def test_d75_exponents_exact() -> None:
    """(D.75)'s second '<=': with m1 = k^10 and tau_w = k^{-5 j} (exact rational powers), tau_w^{6/5} m1^{3/10}
    (tau_w^{4/5} m1^{6/5})^{1/2} equals tau_w^{8/5} m1^{9/10} exactly."""
    for k in (2, 3, 7):
        for j in range(1, 4):
            # squares: (tau_w^{6/5} m1^{3/10})^2 (tau_w^{4/5} m1^{6/5}) against (tau_w^{8/5} m1^{9/10})^2
            lhs_sq = (Fraction(1, k ** (6 * j)) * Fraction(k) ** 3) ** 2 * (Fraction(1, k ** (4 * j)) * Fraction(k) ** 12)
            rhs_sq = (Fraction(1, k ** (8 * j)) * Fraction(k) ** 9) ** 2
            assert lhs_sq == rhs_sq


def test_d70_missing_term() -> None:
    """(D.70) (Lemma D.2.9): on one edge with self-loops (A = [[1/2, 1/2], [1/2, 1/2]], ||A||_inf = 1), q = e_2
    (||q^T A||_1 = 1), m2 = 1, tau_w = m1^{-3/2}, tau_v = 1/m1 with m1 = 3^{4k} (exact Fractions), L7293's term tau_w
    m1^{1/4} ||q||_1 ||A||_inf alone over (D.70)'s error (tau_v m1^{-1/2} + m1^{9/5} tau_w^{16/5} + tau_w^{8/5}
    m1^{9/10}) ||q^T A||_1 ||A||_inf^2 is m1^{1/4}/(2 + m1^{-3/2}): past 10 at m1 = 3^{12}."""
    A = [[Fraction(1, 2), Fraction(1, 2)], [Fraction(1, 2), Fraction(1, 2)]]
    ainf = max(abs(A[i][0]) + abs(A[i][1]) for i in range(2))
    qa1 = abs(A[1][0]) + abs(A[1][1])  # q = e_2: q^T A is A's second row
    assert ainf == 1 and qa1 == 1
    ratios = []
    for k in (1, 3):
        r = Fraction(3) ** k  # m1^{1/4}
        m1 = r**4
        tw, tv = 1 / (m1 * r**2), 1 / m1
        term = tw * r * 1 * ainf
        # tau_v m1^{-1/2} = m1^{-3/2}, m1^{9/5} tau_w^{16/5} = m1^{-3}, tau_w^{8/5} m1^{9/10} = m1^{-3/2}
        d70 = (tv / (r * r) + 1 / r**12 + 1 / r**6) * qa1 * ainf**2
        ratios.append(term / d70)
        assert ratios[-1] == r / (2 + 1 / r**6)
    assert ratios[1] > 10 and ratios[1] > 2 * ratios[0]


def _d74_row(m1: int, m2: int, adversarial: bool, rng: np.random.Generator) -> float:
    """max_k |(Z_1 V^(0))_{n,k}| on one edge with self-loops (A = [[1/2, 1/2], [1/2, 1/2]]), X = [[1], [1]] (d = 1),
    n = 0, tau_w = m1^{-1/2}, from dense matrices: Z_1 = (A (A X W' Sigma)) * D with D the sign pattern of A(A X
    W^(0) + B_1). Adversarial: W' built from Sigma, D and V^(0) to align with column 0 (w'_i proportional to
    sign(sigma_i V_i0) |V_i0|^{1/3} on D_i = 1, scaled to ||W'||_{2,4} = tau_w); else W' = tau_w m1^{-1/4} (1, ..., 1)
    fixed first."""
    tw = m1**-0.5
    A = np.array([[0.5, 0.5], [0.5, 0.5]])
    X = np.ones((2, 1))
    W0 = rng.normal(0.0, m1**-0.5, (1, m1))
    B1 = np.ones((2, 1)) * rng.normal(0.0, m1**-0.5, (1, m1))  # an all-one vector times a row (L1485)
    D = (A @ (A @ X @ W0 + B1) >= 0).astype(float)
    sig = rng.choice([-1.0, 1.0], m1)
    V = rng.normal(0.0, m2**-0.5, (m1, m2))
    if adversarial:
        w = np.sign(sig * V[:, 0]) * np.abs(V[:, 0]) ** (1 / 3) * D[0]
        w = w * tw / float((w**4).sum()) ** 0.25
    else:
        w = np.full(m1, tw * m1**-0.25)
    assert float((w**4).sum()) ** 0.25 <= tw * (1 + 1e-12)
    Z1 = (A @ (A @ X @ w[None, :] * sig[None, :])) * D
    return float(np.abs(Z1[0] @ V).max())


def test_d74_adversarial_w_prime() -> None:
    """(D.74) (proof of Lemma D.2.9), by dense matrices: with W' chosen after Sigma, D and V^(0) (the printed 'w.h.p.,
    for any W''), max_k |(Z_{1,n} V^(0))_k| over ||A||_inf m1^{1/4} tau_w m2^{-1/2} (m2 = 1, ||A||_inf = 1) grows ~
    m1^{1/2} (> 5x from m1 = 100 to 10000); with W' fixed first it stays below 5."""
    rng = np.random.default_rng(11)
    shape = [m1**0.25 * m1**-0.5 for m1 in (100, 10_000)]
    adv = [_d74_row(m1, 1, True, rng) / s for m1, s in zip((100, 10_000), shape)]
    fixed = [_d74_row(m1, 1, False, rng) / s for m1, s in zip((100, 10_000), shape)]
    assert adv[1] > 5 * adv[0] and adv[1] > 20
    assert max(fixed) < 5


def test_d71_adversarial_v_prime() -> None:
    """(D.71)/L7241 (proof of Lemma D.2.9), by dense matrices on one edge with self-loops (||A||_inf = 1), X = [[1],
    [1]], tau_v = 1: Z = A(A X W^(0)) * D with D the signs of A(A X W^(0) + B_1); V' = (Z_n Sigma)^T e_1^T/||Z_n||
    (chosen after Sigma, ||V'||_F = 1) gives ||Z_n Sigma V'||_2 over m1^{-1/2} growing ~ m1^{1/2} (> 5x from m1 = 100
    to 1e4); V' = e_{j*} e_1^T (fixed before Sigma) stays below 3 sqrt(log m1)."""
    rng = np.random.default_rng(13)
    A = np.array([[0.5, 0.5], [0.5, 0.5]])
    X = np.ones((2, 1))
    adv, fixed = [], []
    for m1 in (100, 10_000):
        W0 = rng.normal(0.0, m1**-0.5, (1, m1))
        B1 = np.ones((2, 1)) * rng.normal(0.0, m1**-0.5, (1, m1))
        D = (A @ (A @ X @ W0 + B1) >= 0).astype(float)
        Z = (A @ (A @ X @ W0)) * D
        sig = rng.choice([-1.0, 1.0], m1)  # Sigma's diagonal
        m2 = 3
        Vp = np.zeros((m1, m2))
        Vp[:, 0] = (Z[0] * sig) / np.linalg.norm(Z[0] * sig)
        assert abs(np.linalg.norm(Vp) - 1.0) < 1e-12
        adv.append(float(np.linalg.norm((Z[0] * sig) @ Vp)) * m1**0.5)
        Vf = np.zeros((m1, m2))
        Vf[int(np.argmax(np.abs(Z[0]))), 0] = 1.0
        fixed.append(float(np.linalg.norm((Z[0] * sig) @ Vf)) * m1**0.5 / math.sqrt(math.log(m1)))
    assert adv[1] > 5 * adv[0]
    assert max(fixed) < 3


def test_d76_dense_worst() -> None:
    """(D.76) (proof of Lemma D.2.9), by dense matrices on a star with 50 leaves (aligned unit features, centre
    node): the Hoelder-worst W' (w'_i = tau_w k^{-1/4} on the k active coordinates, ||W'||_{2,4} = tau_w) and the
    rank-one V' along (Z_{1,n} Sigma)^T (||V'||_F = tau_v) give ||Z_{1,n} Sigma V'|| / (tau_v ||A||_inf tau_w
    m1^{1/4}) in [0.1, 1] for m1 = 100 and 1e4 (bounded), and no random W' of the same budget exceeds it."""
    rng = np.random.default_rng(17)
    L = 50
    adj = np.eye(L + 1)
    adj[0, 1:] = adj[1:, 0] = 1.0
    deg = adj.sum(axis=1)
    A = adj / np.sqrt(np.outer(deg, deg))
    ainf = float(np.abs(A).sum(axis=1).max())
    X = np.ones((L + 1, 1))
    for m1 in (100, 10_000):
        tw, tv = m1**-0.75, 0.3
        W0 = rng.normal(0.0, m1**-0.5, (1, m1))
        B1 = np.ones((L + 1, 1)) * rng.normal(0.0, m1**-0.5, (1, m1))
        D = (A @ (A @ X @ W0 + B1) >= 0).astype(float)
        sig = rng.choice([-1.0, 1.0], m1)
        k = int(D[0].sum())

        def value(w: np.ndarray, sig: np.ndarray = sig, D: np.ndarray = D, tv: float = tv) -> float:
            z = ((A @ (A @ X @ w[None, :] * sig[None, :])) * D)[0]
            return tv * float(np.linalg.norm(z * sig))

        best = value(D[0] * tw * k**-0.25)
        ratio = best / (tv * ainf * tw * m1**0.25)
        assert 0.1 <= ratio <= 1.0
        for _ in range(5):
            w = rng.normal(size=m1)
            w *= tw / float((w**4).sum()) ** 0.25
            assert value(w) <= best * (1 + 1e-9)


def test_d75a_top_s_columns() -> None:
    """(D.75)'s first '<=': for V^(0) with N(0, 1/m2) entries (m1 = 2000, m2 = 50), the largest (Z V)_k over unit Z
    supported on any s rows (by sorting each column, pure Python) over m2^{-1/2} sqrt(s) stays below 3 sqrt(log m1)
    for s in 1, 10, 100, 2000."""
    rng = np.random.default_rng(19)
    m1, m2 = 2000, 50
    V = rng.normal(0.0, m2**-0.5, (m1, m2)).tolist()
    cols = [sorted((row[k] ** 2 for row in V), reverse=True) for k in range(m2)]
    for s in (1, 10, 100, 2000):
        worst = max(math.sqrt(sum(c[:s])) for c in cols)
        assert worst / (m2**-0.5 * math.sqrt(s)) < 3 * math.sqrt(math.log(m1))


def test_l7305_first_term() -> None:
    """Lemma D.2.10 (1), L7305 against L7357: at sigma_v = m2^{-1/2}/2, tau_w m1^{1/4} = 0 and tau_v = 0 (limits
    inside the ranges, exact Fractions), L7357's m2 ||A||^2/2 over L7305's m2 ||A||/2 is ||A||_inf exactly: 2^10 on
    a graph with ||A||_inf = 2^10."""
    for a in (Fraction(1), Fraction(2) ** 10):
        m2 = Fraction(4) ** 3
        sv = 1 / (2 * Fraction(8))  # m2^{-1/2}/2 with m2 = 64
        proof = m2 * Fraction(8) * sv * a * a
        lemma = m2 * Fraction(8) * sv * a
        assert proof / lemma == a


def test_c171_b_not_product() -> None:
    """(C.171) L6051: d = 2, K = 1, w* = 3 (1, 1)/sqrt 2, U_perp = (-1, 1)/sqrt 2, mu_l = 0, c_1 = 1: B = E[(phi'(w*^T x)
    s)^2] against the last member E[phi'(w*^T x)^2] (sigma_1^2 + sigma_2^2)/2, by scipy's adaptive dblquad. Sigma_l =
    diag(4, 1/4): 0.00844 against 0.03128 (s and w*^T x correlated); Sigma_l = I: equal."""
    from scipy import integrate

    r = 1 / math.sqrt(2)

    def sides(s1: float, s2: float) -> tuple[float, float]:
        def dens(x: float, y: float) -> float:
            return math.exp(-0.5 * (x**2 / s1**2 + y**2 / s2**2)) / (2 * math.pi * s1 * s2)

        def phid(x: float, y: float) -> float:
            p = 1 / (1 + math.exp(-3.0 * r * (x + y)))
            return p * (1 - p)

        lim = 12 * max(s1, s2)
        b = integrate.dblquad(lambda y, x: dens(x, y) * (phid(x, y) * r * (y - x)) ** 2, -lim, lim, -lim, lim,
                              epsabs=1e-13, epsrel=1e-10)[0]
        t2 = integrate.dblquad(lambda y, x: dens(x, y) * phid(x, y) ** 2, -lim, lim, -lim, lim, epsabs=1e-13,
                               epsrel=1e-10)[0]
        return b, t2 * (s1**2 + s2**2) / 2

    b, rhs = sides(2.0, 0.5)
    assert abs(b - 0.00844) < 1e-5 and abs(rhs - 0.03128) < 1e-5 and rhs > 3 * b
    b, rhs = sides(1.0, 1.0)
    assert abs(b - rhs) < 1e-9 * rhs
