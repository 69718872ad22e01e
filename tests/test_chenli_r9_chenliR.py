"""Second paths of chenli's round-9 step claims (helper chenliR): explicit instances computed here with plain math
and a direct enumeration, sharing no code with the claims' measurements or bounds (checks/papers/chenli/r9_chenliR.py,
bounds/chenli/r9_chenliR.py)."""

from __future__ import annotations

import itertools
import math

import numpy as np


def _lemma77_log_mass(a: float, b: float) -> float:
    """log(e^-a + e^-b) (Lemma 7.7's bound with constants 1), by factoring out the larger term."""
    hi, lo = (-b, -a) if b < a else (-a, -b)
    return hi + math.log(1.0 + math.exp(lo - hi))


def test_l2621_lemma77_mass() -> None:
    """L2621 as printed, inside the hypotheses: beta = 0.5, m = 2, lambda = 1/2, r_Theta = d^{1/4}/10 ((8)'s upper
    end, L447), ln d in {200, 400, 800, 1600}; (110) at omega = 1 (beta m r_Theta >= 100 m log d/lambda^4) and (8)'s
    lower end with c = 3 (kappa = beta sqrt(lambda)/m, k = 2) hold at every point. Lemma 7.7 allows P[X_2 in Omega] =
    e^-a + e^-b (a = beta m r_Theta, b = m log d/lambda^4) ~ e^-b; exp(-c (a v b)) = exp(-c a) needs c <= b/a, which
    falls like log d/d^{1/4}: no c > 0 serves every d."""
    beta, m, lam = 0.5, 2, 0.5
    kappa = beta * math.sqrt(lam) / m
    needed = []
    for ld in (200.0, 400.0, 800.0, 1600.0):
        log_r = ld / 4 - math.log(10)
        assert log_r - 3 * math.log(ld + math.log(2 * m)) + math.log(kappa * lam) >= math.log(10)  # (8), lower end
        b = m * ld / lam**4
        log_a = math.log(beta * m) + log_r
        assert log_a >= math.log(100 * b)  # (110) at omega = 1
        a = math.exp(log_a)
        log_p = _lemma77_log_mass(a, b)
        assert abs(log_p + b) < 1e-9  # the mass is e^-b: the second term
        needed.append(-log_p / max(a, b))  # the largest c with P <= exp(-c (a v b))
    assert needed[0] < 1e-16
    assert all(later < earlier * 1e-20 for earlier, later in itertools.pairwise(needed))
    # with the min (the reading / correction) the needed constant stays >= 1
    for ld in (200.0, 800.0):
        a, b = beta * m * math.exp(ld / 4 - math.log(10)), m * ld / lam**4
        assert -_lemma77_log_mass(a, b) / min(a, b) >= 1 - 1e-12


def _block_theta(m: int, r: int) -> np.ndarray:
    """Theta~ for m heads on disjoint coordinates, each sum_b (e_{2b-1} + e_{2b}) u_b^T/sqrt(2) (u_b = e_b), equal norms
    (Z = m/r), E = 0: Theta~ = (1/Z) sum_i Theta_i/||Theta_i||_F^2 = sum_i Theta_i/m; d = 2 m r."""
    d = 2 * m * r
    theta = np.zeros((d, d))
    for i in range(m):
        for b in range(r):
            col = i * r + b
            theta[2 * col, col] = theta[2 * col + 1, col] = 1 / math.sqrt(2)
    return theta / m


def _binomial_fail(N: int, beta: float) -> float:
    """P[|2 Bin(N, 1/2) - N| > beta N] by exact integer sums."""
    return sum(math.comb(N, h) for h in range(N + 1) if abs(2 * h - N) > beta * N) / 2**N


def test_hw_rate_block_heads() -> None:
    """L2381-L2383 (and L2451-L2453) as printed. (i) Enumeration over all x in {+-1}^12 for m = 2 heads of stable rank
    r_Theta = 3 (Theta~ of stable rank m r_Theta = 6): P[| ||x^T Theta~||^2 - ||Theta~||_F^2 | > beta ||Theta~||_F^2]
    equals the binomial law of 6 signs. (ii) Exact binomial sums: at beta^2 N = 36 fixed, the constant c with P[fail]
    <= exp(-c beta m r_Theta) (N = m r_Theta) falls like beta; with beta^2 it stays >= 0.2 (Theorem 3.1's rate)."""
    m, r, beta = 2, 3, 0.3
    theta = _block_theta(m, r)
    fro2 = float((theta**2).sum())
    assert abs(fro2 / np.linalg.norm(theta, 2) ** 2 - m * r) < 1e-9  # stable rank m r_Theta
    fails = 0
    for x in itertools.product((-1.0, 1.0), repeat=2 * m * r):
        v = np.asarray(x) @ theta
        fails += abs(float(v @ v) - fro2) > beta * fro2
    assert fails / 2 ** (2 * m * r) == _binomial_fail(m * r, beta)
    needed, needed_sq = [], []
    for N in (144, 576, 2304):
        beta = math.sqrt(36 / N)
        p = _binomial_fail(N, beta)
        needed.append(-math.log(p) / (beta * N))
        needed_sq.append(-math.log(p) / (beta**2 * N))
    assert all(abs(later / earlier - 0.5) < 0.05 for earlier, later in itertools.pairwise(needed))
    assert min(needed_sq) >= 0.2


def test_l2547_block_heads() -> None:
    """L2545-L2549 as printed. Heads of r_Theta blocks of s = 2 coordinates (Theta_i = sum_b 1_{B_b} e_b^T/sqrt 2,
    stable rank r_Theta): (i) enumeration over {+-1}^12 (one head, r_Theta = 6): ||x^T Theta||^2/||Theta||_F^2 = (1/r)
    sum_b S_b^2/2 exceeds K = 1.5 exactly when more than 3r/4 blocks are constant, P = P[Bin(6, 1/2) > 4.5];
    (ii) exact integer sums, m independent heads with r_Theta = ceil(m^{13/2}): the constant c with P[fail] <= m
    exp(-c m r_Theta) falls like 1/m, while c with P[fail] <= m exp(-c r_Theta) stays >= 0.1."""
    r, K = 6, 1.5
    theta = np.zeros((2 * r, r))
    for b in range(r):
        theta[2 * b, b] = theta[2 * b + 1, b] = 1 / math.sqrt(2)
    fro2 = float((theta**2).sum())
    assert abs(np.linalg.norm(theta, 2) ** 2 * r - fro2) < 1e-9
    fails = sum(float(np.sum((np.asarray(x) @ theta) ** 2)) > K * fro2
                for x in itertools.product((-1.0, 1.0), repeat=2 * r))
    assert fails / 2 ** (2 * r) == sum(math.comb(r, j) for j in range(r + 1) if 2 * j > K * r) / 2**r
    printed_c, per_head_c = [], []
    for m in (2, 3, 4):
        r = math.ceil(m**6.5)
        head = sum(math.comb(r, j) for j in range(r + 1) if 2 * j > K * r) / 2**r  # exact (Python integers)
        log_head = math.log(head) if head > 0 else (
            math.log(sum(math.comb(r, j) for j in range(r + 1) if 2 * j > K * r)) - r * math.log(2))
        fail_log = math.log(m) + log_head  # 1 - (1 - p)^m ~ m p for tiny p (relative error m p)
        printed_c.append((math.log(m) - fail_log) / (m * r))
        per_head_c.append((math.log(m) - fail_log) / r)
    assert printed_c[0] / printed_c[2] > 1.9  # ~ m: 4/2 = 2
    assert min(per_head_c) >= 0.1


def test_l2547_spread_head() -> None:
    """L2545-L2549 as printed, round 10 (inside Assumptions 3-5, (8) and 11). Head 1 = (1/sqrt R) sum_j (1_{B_j}/sqrt n)
    (1_{B_{j+1}}/sqrt n)^T over [d] = B_1 u ... u B_R (cyclic). (i) d = 12, R = 3, n = 4, built as a matrix: stable
    rank R, every row and column of norm 1/sqrt d (Assumption 4, v = 1), trace 0, stable rank >= R/2 after removing
    any d/4 columns (Assumption 3's Pi_S^perp part, all subsets of 3 columns); by enumeration of {+-1}^12, P[||x^T
    Theta||^2 > K] >= prod_j P[S_j^2/n > K] (K = 1.5). (ii) R = 2 r_Theta, r_Theta = ceil(m^{13/2}), n = d/R with d =
    max((10 r_Theta)^4, m^{20 m}) (Assumptions 4, (8), 11 at k = m, lambda = 1/2): p >= P[|g| > sqrt K] - 1.12/sqrt n
    (Berry-Esseen, mpmath), cross-checked at m = 2 by scipy's exact binomial tail (betainc); c with P[fail] <= m
    exp(-c m r_Theta) falls like 1/m, while c per head (m exp(-c r_Theta)) stays ~ 2 log(1/p)."""
    import mpmath
    from scipy.special import betainc

    R, n, K = 3, 4, 1.5
    d = R * n
    theta = np.zeros((d, d))
    for j in range(R):
        rows = range(j * n, (j + 1) * n)
        cols = range(((j + 1) % R) * n, ((j + 1) % R + 1) * n)
        for a in rows:
            for b in cols:
                theta[a, b] = 1 / (math.sqrt(R) * n)
    assert abs((theta**2).sum() - 1) < 1e-12 and abs(np.trace(theta)) < 1e-12
    assert abs(np.linalg.norm(theta, 2) ** 2 * R - 1) < 1e-9
    assert np.allclose(np.linalg.norm(theta, axis=0), 1 / math.sqrt(d))
    assert np.allclose(np.linalg.norm(theta, axis=1), 1 / math.sqrt(d))
    for S in itertools.combinations(range(d), d // 4):
        t = theta.copy()
        t[:, list(S)] = 0
        assert (t**2).sum() >= (R / 2) * np.linalg.norm(t, 2) ** 2 - 1e-12
    xs = np.array(list(itertools.product((-1.0, 1.0), repeat=d)))
    q = ((xs @ theta) ** 2).sum(1)
    p_fail = float(np.mean(q > K))
    p_block = sum(math.comb(n, i) for i in range(n + 1) if (2 * i - n) ** 2 > K * n) / 2**n
    assert p_fail >= p_block**R > 0
    printed_c, per_head_c = [], []
    for m in (2, 4, 8):
        r = math.ceil(m**6.5)
        Rm = 2 * r
        nm = max(mpmath.mpf(10 * r) ** 4 / Rm, mpmath.mpf(m) ** (20 * m) / Rm)
        pm = mpmath.erfc(1) - mpmath.mpf("1.12") / mpmath.sqrt(nm)  # K = 2: P[|g| > sqrt 2] = erfc(1)
        if m == 2:
            n2 = math.ceil(float(nm))
            t = math.sqrt(2.0 * n2)  # |S| > sqrt(2 n): Bin(n, 1/2) > (n + t)/2 or < (n - t)/2
            exact = 2 * float(betainc(math.floor((n2 + t) / 2) + 1, n2 - math.floor((n2 + t) / 2), 0.5))
            assert exact >= float(pm) > 0.157
        log_fail = Rm * float(mpmath.log(pm))
        printed_c.append((math.log(m) - log_fail) / (m * r))
        per_head_c.append((math.log(m) - log_fail) / r)
    assert printed_c[0] / printed_c[2] > 3.5  # ~ m: 8/2 = 4
    assert all(3.6 < c < 3.8 for c in per_head_c)  # 2 log(1/0.157) = 3.70


def test_l2627_count_zero() -> None:
    """L2627 as printed: with q = P[|<z_i, w>| >= 1] = exp(-omega^2) (the premise's edge), the count of good samples is 0
    with probability (1 - q)^N. omega = 3, d = 10, N = ceil(d (omega^2 + log d)) = 114: P[count = 0] = 0.986, so
    P[count >= N exp(-2 omega^2)] >= 1 - exp(-c N) needs c <= 1.23e-4; the needed c falls like exp(-omega^2), while
    against the Chernoff rate N q it stays >= 1/8 (exact binomial sums)."""
    om, d = 3.0, 10
    N = math.ceil(d * (om**2 + math.log(d)))
    q = math.exp(-(om**2))
    assert N == 114
    p_zero = (1 - q) ** N
    assert abs(p_zero - 0.98603) < 1e-4
    assert N * math.exp(-2 * om**2) < 1  # the count must be >= 1 to pass the threshold
    assert -math.log(p_zero) / N < 1.24e-4
    needed = []
    for om in (1.5, 2.0, 2.5):
        N = math.ceil(d * (om**2 + math.log(d)))
        q = math.exp(-(om**2))
        thr = N * math.exp(-2 * om**2)
        fail = sum(math.comb(N, j) * q**j * (1 - q) ** (N - j) for j in range(N + 1) if j < thr)
        needed.append(-math.log(fail) / N)
        assert -math.log(fail) / (N * q) >= 1 / 8 - 1e-12 or N * q < 1
    assert needed[0] / needed[2] > 20


def _signs_sum_cdf(b: int, j: int) -> float:
    """P[|S_b| <= j] for S_b a sum of b independent signs, by exact integer binomial sums."""
    good = sum(math.comb(b, k) for k in range(b + 1) if abs(2 * k - b) <= j)
    return good / 2**b


def test_eq116_block_columns() -> None:
    """(116) as printed: a Theta~ (m = 1, E = 0) with n = floor(d/b) columns on disjoint blocks of b rows, entries
    1/sqrt(b): column norms 1 = (nu/sqrt(d)) ||Theta_1||_F (nu = sqrt(d/n)), coordinates of X_1 Theta~ i.i.d. S_b/sqrt(b).
    The 0.9-quantile of ||X_1 Theta~||_inf (in units of s = 1) grows with d: 3.02 (d = 1e3), 4.28 (1e6), 6.55 (1e12),
    so no O(1) constant serves every d; it stays below sqrt(2 log(2 d/delta)) (the union bound)."""
    delta = 0.1
    quantiles = []
    for d, b in ((10**3, 28), (10**6, 56), (10**12, 111)):
        n = d // b
        j = next(j for j in range(b % 2, b + 1, 2) if _signs_sum_cdf(b, j) ** n >= 1 - delta)
        quantiles.append(j / math.sqrt(b))
        assert j / math.sqrt(b) <= math.sqrt(2 * math.log(2 * d / delta))
    assert [round(q, 2) for q in quantiles] == [3.02, 4.28, 6.55]
    # the instance's nu = sqrt(d/n) stays ~ sqrt(b) = O(sqrt(log d)), the rows (1/sqrt b) are lighter than the columns
    for d, b in ((10**6, 56), (10**12, 111)):
        nu = math.sqrt(d / (d // b))
        assert abs(nu - math.sqrt(b)) < 1e-3 * math.sqrt(b)


def test_l2607_mu_part() -> None:
    """L2607-L2609 as printed: exp(O(C^2 eta)) <= exp(O(omega^2)) 'by (7) and our choice of C, eta'. At m = 1, omega =
    1, k = 1, r_Theta = d^{1/4}, (8) with log power 4 (constants 1): the least lambda meeting (8) (lambda^{15/2} = log^6
    d/d^{1/4}) and (110) (lambda^{10} = log^3 d/d^{1/4}); mu at (111)'s end. C^2 eta/omega^2 grows without bound in d,
    and its mu part is exactly 1/(omega m^{3/2} lambda^2 log d) (the kappa part stays below 1)."""
    vals = []
    for L in (250.0, 500.0, 1000.0, 2000.0):
        lam = max((L**6 * math.exp(-L / 4)) ** (1 / 7.5), (L**3 * math.exp(-L / 4)) ** 0.1)
        kappa = lam**6.5 / L**2
        r = math.exp(L / 4)
        assert L**4 / (kappa * lam) <= r * (1 + 1e-9)  # (8)
        assert lam**1.75 * math.sqrt(kappa * r / L) >= 1 - 1e-9  # (110) at omega = 1
        mu = lam**2.5 / L**2  # (111)
        C2 = L / lam**4  # (113), gamma_1 = 1, omega = 1
        eta = (kappa + mu) / math.sqrt(lam)
        assert C2 * kappa / math.sqrt(lam) < 1.0
        assert abs(C2 * mu / math.sqrt(lam) * lam**2 * L - 1.0) < 1e-9
        vals.append(C2 * eta)
    assert 10.0 < vals[0] < 11.0 and 3e6 < vals[1] < 4e6 and vals[3] > 1e38  # 10.1, 3.5e6, 8.2e16, 1.4e38


def test_l2607_mu_part_assumption11() -> None:
    """L2607-L2609 inside Assumption 11 as well (round 10): m = 1, k = 2, omega = 1, r_Theta = d^{1/4}, (8) with log
    power 4, every constant 1. Assumption 11 (m <= lambda log(d/nu)/log k, nu >= 1) with constant 1 needs lambda >= ln
    2/log d, which from log d = 400 on is above (8)'s and (110)'s least lambda; mu at (111)'s end. C^2 eta = log d/(ln
    2)^2 (the mu part; the kappa part stays below 1) grows without bound."""
    vals = []
    for L in (400.0, 1000.0, 8000.0):
        lam = math.log(2.0) / L
        kappa = lam**6.5 / L**2  # (7)
        log_r = L / 4  # r_Theta = d^{1/4}
        assert lam * L >= math.log(2.0) * (1 - 1e-12)  # Assumption 11: m = 1 <= lambda log d/log 2
        assert math.log(L**4) - math.log(kappa * lam) <= log_r  # (8) lower end (log power 4: log(dmk) ~ L)
        assert 1.75 * math.log(lam) + 0.5 * (math.log(kappa) + log_r - math.log(L)) >= 0  # (110), omega = 1
        mu = lam**2.5 / L**2  # (111)
        C2 = L / lam**4  # (113)
        assert C2 * kappa / math.sqrt(lam) < 1.0
        vals.append(C2 * (kappa + mu) / math.sqrt(lam))
    assert 830 < vals[0] < 836 and 2078 < vals[1] < 2084 and 16640 < vals[2] < 16660
    assert abs(vals[2] / 8000.0 - 1 / math.log(2.0) ** 2) < 1e-3


def test_l2345_diag_head() -> None:
    """L2345 as printed at the instance first filed (round 9; outside Assumption 6, so no claim: the algebra of the
    refuted entry, kept as a record): m = 1, E = 0, Theta_1 = (t/sqrt d) I_d, d = 1e4, t = 0.01 (Z = 1/t^2 = 1e4),
    lambda = 0.9, gamma_1 = omega = 1 (C = sqrt(log d)/lambda^2). Theta' = 0 so A' = {0 > (C/sqrt Z)(1 - alpha)} is
    empty, while A = {t S/sqrt(d) > C/sqrt(Z)} (S = sum_j x_j y_j) is not, and on A |X_1 Theta_1 X_2^T| < alpha C except
    on a set of negligible mass: P[E1 | A] ~ 1 > 0 = P[A]^{-1} P[A']. With alpha C/sqrt(Z) (L2322) E1 and A are
    disjoint here (t|S|/sqrt d < alpha C t forces S < alpha C sqrt d < C sqrt d)."""
    d, t, lam = 10_000, 0.01, 0.9
    C = math.sqrt(math.log(d)) / lam**2
    alpha = lam**2 / 4
    Z = 1 / t**2
    a_thr = C / math.sqrt(Z)  # A: V > a_thr
    ap_thr = a_thr * (1 - alpha / (Z * t**2))  # A' threshold; Theta' = 0 so V' = 0
    assert not (0.0 > ap_thr)  # A' empty
    # S = d - 2H, V = t S/sqrt(d); A: S > a_thr sqrt(d)/t = 375 (about 3.75 sigma); exact sums of Bin(d, 1/2)
    s_lo = a_thr * math.sqrt(d) / t
    e1_hi = alpha * C * math.sqrt(d) / t  # |S| < e1_hi
    assert abs(s_lo - C * math.sqrt(d) * 1.0) < 1e-9 and e1_hi > 7000

    def log_pmf(h: int) -> float:
        return math.lgamma(d + 1) - math.lgamma(h + 1) - math.lgamma(d - h + 1) - d * math.log(2)

    pA = pE1A = 0.0
    for h in range(0, d + 1):
        s = d - 2 * h
        if s > s_lo:
            p = math.exp(log_pmf(h))
            pA += p
            if abs(s) < e1_hi:
                pE1A += p
    assert pA > 1e-5 and abs(pE1A / pA - 1.0) < 1e-12
    # the bullet's reading: |S| < alpha C sqrt(d)/(t sqrt Z) = alpha C sqrt(d) < s_lo: disjoint from A
    assert alpha * C * math.sqrt(d) < s_lo


def test_l2637_lemma72_small_head() -> None:
    """L2637 as printed, second path: k = 2, d = 4, omega = 2, ||Theta_1||_F = 0.5. A softmax row p with p_1 = 1 - q,
    p_2 = q has ||p - e_2|| = sqrt(2) (1 - q); choose q so that this equals Lemma 7.2's bound 2 exp(-omega sqrt(log 4)
    0.5) (it is allowed by Lemma 7.2) and compare with L2637's 2 exp(-omega sqrt(log 4)) 0.5. For ||Theta_1||_F = 2 the
    implication holds."""
    k, omega, F = 2, 2.0, 0.5
    a = omega * math.sqrt(math.log(4))
    lemma72 = k * math.exp(-a * F)
    l2637 = k * math.exp(-a) * F
    q = 1 - lemma72 / math.sqrt(2)
    p = np.array([1 - q, q])
    dev = float(np.linalg.norm(p - np.array([0.0, 1.0])))
    assert 0 < q < 1 and abs(dev - lemma72) < 1e-12
    assert abs(lemma72 - 0.6161) < 1e-3 and abs(l2637 - 0.0949) < 1e-3
    assert dev > 6 * l2637
    for F_big in (1.0, 2.0, 10.0):
        assert k * math.exp(-a * F_big) <= k * math.exp(-a) * F_big
