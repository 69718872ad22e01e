"""Second paths (no claim code) for chenli's round-6 step claims (helper chenliR): each rebuilds the smallest
instance from the paper's definitions with its own arithmetic (fractions, plain Python)."""

from __future__ import annotations

import itertools
from fractions import Fraction


def _inputs(k: int, d: int) -> list[list[list[int]]]:
    return [[list(bits[r * d:(r + 1) * d]) for r in range(k)] for bits in itertools.product((-1, 1), repeat=k * d)]


def test_eqL2866_theta0_loss_is_antisymmetric_part() -> None:
    """L2866 as printed at m = 1, k = 2, d = 2, Theta^ = Theta = 0 (||Theta^ - Theta||_F = 0 <= eps for every eps),
    W = [[0, 1], [0, 0]] (||W||_F = 1). softmax(0) is uniform, so row r of Z (Eq. (140)) is (x_1 + x_2)/2 for every r;
    Algorithm 5 on the whole population (all 16 inputs, the limit of its empirical loss) solves the normal equations
    exactly (Cramer, fractions), and line 6 puts w^ into column s of W^. Then F^ = S X W^^T (L2866) misses F = S X W
    (Eq. (1)) by a mean square ||W^T - W||_F^2 = 2 at every eps, while eps^2 d^4 k^3 m ||W||_F^2 = 128 eps^2."""
    W = [[Fraction(0), Fraction(1)], [Fraction(0), Fraction(0)]]
    X = _inputs(2, 2)
    half = Fraction(1, 2)
    W_hat = [[Fraction(0)] * 2 for _ in range(2)]
    for s in range(2):
        A = [[Fraction(0)] * 2 for _ in range(2)]
        b = [Fraction(0)] * 2
        for x in X:
            z = [half * (x[0][j] + x[1][j]) for j in range(2)]  # the same covariate row for r = 1, 2
            for _r in range(2):
                y = sum(half * x[ell][j] * W[j][s] for ell in range(2) for j in range(2))  # (S X W)_{r,s}
                for p in range(2):
                    b[p] += z[p] * y
                    for q in range(2):
                        A[p][q] += z[p] * z[q]
        det = A[0][0] * A[1][1] - A[0][1] * A[1][0]
        w = [(b[0] * A[1][1] - A[0][1] * b[1]) / det, (A[0][0] * b[1] - A[1][0] * b[0]) / det]
        assert w[0] ** 2 + w[1] ** 2 <= 1  # inside Algorithm 5's ball ||w|| <= sqrt(m)
        for j in range(2):
            W_hat[j][s] = w[j]
    assert W_hat == W  # Algorithm 5 recovers W itself

    def loss(M: list[list[Fraction]]) -> Fraction:
        tot = Fraction(0)
        for x in X:
            sx = [half * (x[0][j] + x[1][j]) for j in range(2)]  # every row of S X
            for _r in range(2):
                for c in range(2):
                    f_hat = sum(sx[j] * M[j][c] for j in range(2))
                    f = sum(sx[j] * W[j][c] for j in range(2))
                    tot += (f_hat - f) ** 2
        return tot / len(X)

    W_hat_T = [[W_hat[j][i] for j in range(2)] for i in range(2)]
    assert loss(W_hat_T) == 2  # as printed: X W^^T
    assert loss(W_hat) == 0  # the reading: X W^
    for eps in (Fraction(1, 10), Fraction(1, 1000)):
        assert 128 * eps**2 * 1 < loss(W_hat_T)


def test_l806_negative_cross_form() -> None:
    """L806 at d_1 = 40, d_2 = d_3 = 4 (d = 48), c = 1, mu = nu = 1/2 (|mu| = c/sqrt(d_2); the second bullet d_3 = 4 <=
    min(d/(8 nu^2), sqrt(d r)/(8 c nu)) = min(24, 24) with r = 24): Theta = I_48 with its first S_[3] row replaced by
    -e_{i0}, i0 the first index of S_[2] (||Theta||_F^2 = 48, ||Theta||_op^2 = 2: column i0 holds +1 and -1, so the
    stable rank is 24 >= 4 c^2). Integers only: B = sum_{S_[2] x S_[3]} (Theta Theta^T)_{ij} = -1, so 2 mu nu |B| = 1/2
    while the printed right side (2c/sqrt(d_2)) B = -1; with |B| it is +1 and holds."""
    d1, d2, d3 = 40, 4, 4
    d = d1 + d2 + d3
    rows = [[1 if j == i else 0 for j in range(d)] for i in range(d)]
    i0, j0 = d1, d1 + d2
    rows[j0] = [-1 if j == i0 else 0 for j in range(d)]
    B = sum(sum(rows[i][t] * rows[j][t] for t in range(d)) for i in range(d1, d1 + d2) for j in range(d1 + d2, d))
    assert B == -1
    col_i0 = [rows[i][i0] for i in range(d)]
    assert sorted(x for x in col_i0 if x) == [-1, 1]  # Theta^T Theta = diag(.., 2 at i0, 0 at j0, ..): op^2 = 2
    fro2 = sum(x * x for r in rows for x in r)
    r_theta = Fraction(fro2, 2)
    c, mu, nu = Fraction(1), Fraction(1, 2), Fraction(1, 2)
    assert mu * mu <= c * c / d2 and 1 <= c and 4 * c * c <= min(r_theta, d2, d3)
    assert d3 <= Fraction(d, 1) / (8 * nu * nu) and (8 * c * nu * d3) ** 2 <= d * r_theta
    lhs = 2 * mu * nu * abs(B)
    two_c_over_sqrt_d2 = 2 * c / 2  # sqrt(d_2) = 2
    assert lhs == Fraction(1, 2) and two_c_over_sqrt_d2 * B == -1
    assert lhs > two_c_over_sqrt_d2 * B and lhs <= two_c_over_sqrt_d2 * abs(B)


def test_l2848_m1_ratio_is_2sqrt2() -> None:
    """L2848 at m = 1 (so l = 0 only): (132) gives nu_1 = 2d sqrt(2/lambda) eps and (134) eps = eps*/(2 ||Theta_1||_F
    d/sqrt(lambda)), hence (nu_1 / (eps*/(2 ||Theta_1||_F)))^2 = (2d sqrt(2/lambda) sqrt(lambda)/d)^2 = 8 for every d,
    lambda: checked in fractions on squares (no square roots taken) over a grid of d, lambda, eps*, ||Theta_1||_F. The
    grid holds points inside Assumption 6 (||Theta_1||_F = 100 >= 10 ln(2d) at d = 1000) and Assumption 11 (lambda ln d
    >= ln 2 at d = 1000, lambda in {1, 1/2}), round 10."""
    import math

    assert 100 >= 10 * math.log(2 * 1000) and 0.5 * math.log(1000) >= math.log(2)
    for d in (1, 2, 7, 1000):
        for lam in (Fraction(1), Fraction(1, 2), Fraction(1, 10**4)):
            for e_star, th in ((Fraction(1), Fraction(1)), (Fraction(3, 7), Fraction(5)), (Fraction(1), Fraction(100))):
                eps_sq = e_star**2 / (4 * th**2 * d**2 / lam)  # eps^2 from (134), m = 1
                nu1_sq = 4 * d**2 * 2 / lam * eps_sq  # nu_1^2 from (132), l = 0
                bound_sq = e_star**2 / (4 * th**2)  # (eps*/(2 sqrt(1) ||Theta_1||_F))^2
                assert nu1_sq / bound_sq == 8
                assert nu1_sq > 4 * bound_sq  # even L2852's factor-2 slack (eps*/(sqrt(m)||Theta_1||)) fails


def test_eq145_printed_reindex_out_of_range() -> None:
    """(145), L3113-L3117, at d = M = 1 (dM = 1, four lambda's), rho = 2, h = (1, -1, 1) on l = -1, 0, 1: lambda solves
    the first display plus sum_i lambda_i = 0 (Item 2), by mpmath at 50 digits (lu_solve). The printed map mu_i :=
    lambda_{dM+1-i}, i in {-1, 0, 1, 2}, uses lambda_2, lambda_1, lambda_0 (missing: left free as t) and never
    lambda_4 = lambda_{2dM+2}; for ANY t, two equations of (145) give max(|r_1|, |r_2|) >= |a_1 b_2 - a_2 b_1|/(|b_1| +
    |b_2|) > 0.1. The map mu_i := lambda_{2+i} satisfies (145) (phi even)."""
    import mpmath

    mpmath.mp.dps = 50
    dM, rho = 1, mpmath.mpf(2)
    h = {-1: 1, 0: -1, 1: 1}

    def phi(z: mpmath.mpf) -> mpmath.mpf:
        return z * mpmath.tanh(z / 2)

    ls = [-1, 0, 1]
    A = mpmath.matrix([[phi(rho * (dM + 1 - i + l)) for i in range(1, 5)] for l in ls] + [[1, 1, 1, 1]])
    lam = mpmath.lu_solve(A, mpmath.matrix([mpmath.mpf(h[l]) / 2 for l in ls] + [0]))
    L = {i: lam[i - 1] for i in range(1, 5)}  # lambda_1..lambda_4

    a, b = {}, {}
    for l in ls:
        a[l] = sum(L[dM + 1 - i] * phi(rho * (i - l)) for i in (-1, 0, 1)) - mpmath.mpf(h[l]) / 2
        b[l] = phi(rho * (2 - l))  # mu_2 = lambda_0's column
    best = max(abs(a[p] * b[q] - a[q] * b[p]) / (abs(b[p]) + abs(b[q])) for p in ls for q in ls if p < q)
    assert best > 0.1
    shifted = max(abs(sum(L[2 + i] * phi(rho * (i - l)) for i in (-1, 0, 1, 2)) - mpmath.mpf(h[l]) / 2) for l in ls)
    assert shifted < mpmath.mpf(10) ** -40


def test_l1252_delta_takes_negative_entries() -> None:
    """L1252 at d = 2, v = (-4/5, 3/5) (||v|| = 1), eps = 1/10: eps/sqrt(2) < 3/5, and -4/5 <= eps/sqrt(2) (a value,
    not a magnitude), so delta = (-4/5, 0) with ||delta||^2 = 16/25 > eps^2 = 1/100; by magnitude delta = 0."""
    v = [Fraction(-4, 5), Fraction(3, 5)]
    eps = Fraction(1, 10)
    thr_sq = eps**2 / 2  # (eps/sqrt(d))^2
    literal = [x if (x <= 0 or x * x <= thr_sq) else Fraction(0) for x in v]  # value <= eps/sqrt(d)
    magnitude = [x if x * x <= thr_sq else Fraction(0) for x in v]
    assert sum(x * x for x in v) == 1
    assert literal == [Fraction(-4, 5), Fraction(0)] and sum(x * x for x in literal) > eps**2
    assert sum(x * x for x in magnitude) <= eps**2


def test_l1533_three_heads_sum_near_six() -> None:
    """L1533 at m = 3, k = 2, d = 1, X = (1, -1)^T, Theta_i = -10, alpha = e_1: X_1 Theta_i X^T = (-10, 10), so each
    softmax row is (1, e^20)/(1 + e^20) and ||alpha - p_i||^2 = 2/(1 + e^-20)^2; the sum over three heads exceeds 4
    (and (67) is violated for eps = 1). Plain floats, no claim code."""
    import math

    p2 = 1.0 / (1.0 + math.exp(-20.0))  # softmax weight on token 2
    lam2 = (1.0 - (1.0 - p2)) ** 2 + p2**2  # ||e_1 - (1 - p2, p2)||^2
    assert abs(lam2 - 2.0 / (1.0 + math.exp(-20.0)) ** 2) < 1e-12
    assert math.sqrt(lam2) > 1.0  # (67) violated at eps = 1
    assert 3 * lam2 > 5.999 > 4


def test_l1533_lemma64_event_three_heads() -> None:
    """L1533 on X in Lemma 6.4's event (L1553-L1563): every head's first-row logits, relative to token 2, put token 3
    at -s (Item 1 at its lower end, s = 0.1) and token 1 at -beta ||Theta_1||_F = -100 (Item 3; Assumption 6 makes
    beta ||Theta_1||_F >> log k). k = 3, m = 3, alpha = e_1: ||lambda_i||^2 = 1 + (e^{2s} + 1)/(1 + e^s)^2 up to
    e^{-100}; the sum over three heads is 4.5037 > 4, and (67) is violated for eps = 1. mpmath, no claim code."""
    import mpmath

    mpmath.mp.dps = 40
    s, gap = mpmath.mpf("0.1"), mpmath.mpf(100)
    z = [mpmath.exp(-gap), mpmath.mpf(1), mpmath.exp(-s)]  # tokens 1, 2, 3
    p = [t / sum(z) for t in z]
    lam2 = (1 - p[0]) ** 2 + p[1] ** 2 + p[2] ** 2
    closed = 1 + (mpmath.exp(2 * s) + 1) / (1 + mpmath.exp(s)) ** 2
    assert abs(lam2 - closed) < 1e-40
    assert mpmath.sqrt(lam2) > 1  # (67) violated at eps = 1
    assert 4.50 < 3 * lam2 < 4.51


def test_l3181_exact_learner_gives_zero() -> None:
    """L3181: a learner that outputs F itself has test loss 0 <= eps^2, and the conditional loss on a_1 != a_2 is 0,
    not 2 eps^2; with loss exactly eps^2/2 (one input pair off by a known amount) it is eps^2. Fractions."""
    d = 1
    inputs = [(a1, z1, a2, z2) for a1 in (-1, 1) for z1 in (-1, 1) for a2 in (-1, 1) for z2 in (-1, 1)]
    eps2 = Fraction(1)
    assert sum(Fraction(0) for _ in inputs) / len(inputs) == 0 != 2 * eps2
    # error e^2 on both orderings of one (z1, z2) pair with a_1 != a_2, zero elsewhere
    e2 = Fraction(2) * (4 ** (d + 1)) * eps2 / 2 / 2 / 2  # chosen so that the test loss is eps^2/2
    loss = {x: (e2 if (x[0] != x[2] and x[1] == 1 and x[3] == 1) else Fraction(0)) for x in inputs}
    test_loss = sum(loss.values()) / len(inputs)
    assert test_loss == eps2 / 2
    diff = [x for x in inputs if x[0] != x[2]]
    cond = sum(loss[x] for x in diff) / len(diff)
    assert cond == 2 * test_loss == eps2 != 2 * eps2


def test_l2409_tail_phi_first_link_hoeffding() -> None:
    """L2409's first link with L2401's Phi (the upper tail): 1 - Phi(s) = P[g <= s] >= P[g <= 1.7] > 0.95 for s > 1.7,
    while for m = 1, Theta_1 = n diag(h)/sqrt(r) the event A is {S > C sqrt(r)} for S a sum of r Rademacher signs:
    exactly (integer counts) at r = 4096, C = 2, and by Hoeffding P[S > C sqrt r] <= exp(-C^2/2) for every r, so
    P[A]/(1 - Phi(C)) <= exp(-C^2/2)/0.95 -> 0: no constant in '>~' works. Plain Python (math.comb, math.erf)."""
    import math

    r, C = 4096, 2
    k0 = (r + C * 64) // 2 + 1  # S = 2K - r > C sqrt(r) = 128 iff K > 2112
    tail = Fraction(sum(math.comb(r, k) for k in range(k0, r + 1)), 2**r)
    cdf = 0.5 * (1 + math.erf(C / math.sqrt(2)))
    assert 0.02 < float(tail) < 0.025 and cdf > 0.97
    assert float(tail) <= math.exp(-C * C / 2)  # Hoeffding at this r
    for c in (8, 16, 32):
        assert math.exp(-c * c / 2) / 0.95 < 1e-13  # the ratio bound P[A]/(1 - Phi(c)) for every r


def test_l3714_third_term_is_sqrt_eps() -> None:
    """L3714: with gamma^2 = m log(1/eps)/sigma (L3710), exp(-gamma^2 sigma/(2m)) = exp(-log(1/eps)/2) = sqrt(eps) for
    every sigma and m (checked with eps = 1/10^(2j): sqrt(eps) = 1/10^j, mpmath-free, exact powers of 10 in floats
    to 1e-12); the ratio of (2 pi)^{-m/2} sqrt(eps) to eps is (2 pi)^{-m/2} 10^j, unbounded as eps -> 0."""
    import math

    for m in (1, 3, 7):
        for sigma in (0.01, 1.0, 250.0):
            for j in (1, 4, 8):
                eps = 10.0 ** (-2 * j)
                gamma2 = m * math.log(1 / eps) / sigma
                term = math.exp(-gamma2 * sigma / (2 * m))
                assert abs(term * 10**j - 1) < 1e-9
    assert (2 * math.pi) ** -0.5 * 1e-4 / 1e-8 > 3000  # m = 1, eps = 1e-8


def test_l1849_beta_grows_left_side() -> None:
    """L1849 at m = 1, lambda = 1, kappa = 0, k = 4, ||a|| = ||Theta_1||_F (sqrt(10 ln 4) + beta), r = ||Theta_1||_F:
    exp(||a||^2/r^2) at beta over beta = 0 is exp(2 sqrt(10 ln 4) beta + beta^2), increasing in beta (> 4e3 at beta =
    1), while the printed exp(-O(m beta^2/lambda)) is <= 1. Plain floats."""
    import math

    s2 = 10 * math.log(4)
    ratios = [math.exp((math.sqrt(s2) + b) ** 2 - s2) for b in (0.0, 1.0, 2.0, 3.0)]
    assert abs(ratios[0] - 1.0) < 1e-12 and ratios[1] > 4e3
    assert all(x < y for x, y in zip(ratios, ratios[1:], strict=False))
    assert ratios[3] > 1e10


def test_l1855_rhs_falls_with_k() -> None:
    """L1855 at m = 1, lambda = 1, kappa = 0, beta = 0: exp(-||a||^2/r^2) with ||a||^2/r^2 = 10 ln k is k^{-10}; the
    right side of (163) at k = 40 over k = 4 is 10^{-10} (Fractions: (4/40)^10), against >= 1 printed."""
    assert Fraction(4, 40) ** 10 == Fraction(1, 10**10)
    import math

    assert abs(math.exp(-10 * math.log(40)) / math.exp(-10 * math.log(4)) - 1e-10) < 1e-22


def test_eq54_adversarial_family_exceeds_printed() -> None:
    """(54) from (51), (52) and E: k = 1000, L = log(k/delta) = 2.5 log(k) + 5 (delta = k e^{-L} small enough that the
    delta-term is negligible), d_2 = d_3 = ceil(4L), delta* = 1/k. The family M_{mu,nu} = U + (delta*/2) sign(sum mu)
    (sign(nu_j) - mean_j sign(nu_j)) (every row) meets (51), (52); E[mu^T J (M - U) nu | E] = (k delta*/2) E|sum mu|
    (k - 1) E|nu| (laws: math.comb truncated to E; the k-fold sum through numpy's rfft power) exceeds the printed
    delta* sqrt(L) k^2/sqrt(d_2 d_3) + 2 delta k^{5/2} L/sqrt(d_2 d_3) (ratio ~ sqrt(k)/(pi sqrt(L)) ~ 2)."""
    import math

    import numpy as np

    k = 1000
    L = 2.5 * math.log(k) + 5.0
    d = math.ceil(4 * L)
    t = math.sqrt(L) / math.sqrt(d)
    pmf = [math.comb(d, b) / 2**d if abs((2 * b - d) / d) <= t + 1e-12 else 0.0 for b in range(d + 1)]
    z = sum(pmf)
    pmf = [p / z for p in pmf]
    e_abs_nu = sum(abs((2 * b - d) / d) * p for b, p in enumerate(pmf))
    n = k * d + 1
    law = np.fft.irfft(np.fft.rfft(np.array(pmf), n) ** k, n)
    e_abs_sum = float(sum(abs((2 * i - k * d) / d) * max(p, 0.0) for i, p in enumerate(law)) / law.clip(0).sum())
    dstar = 1.0 / k
    lhs = k * dstar / 2 * e_abs_sum * (k - 1) * e_abs_nu
    delta = k * math.exp(-L)
    printed = (dstar * math.sqrt(L) * k**2 + 2 * delta * k**2.5 * L) / d
    assert lhs > 1.5 * printed
