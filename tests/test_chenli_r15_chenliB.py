"""Second paths for round 15's chenliB claims (checks/papers/chenli/r15_chenliB.py), recomputed from the paper's
definitions (numpy, mpmath) without the claims' code."""

from __future__ import annotations

import mpmath as mp
import numpy as np


def _l2042_sides(lam: float, m: int = 1, ld: float = 1e4, k: float = 3.0, c: float = 1.0, nu: float = 1.0,
                 v: float = 1.0, A: float = 1.0) -> tuple:
    """(164)'s left side in Case (B) Step 2 from the paper's definitions (mpmath, 60 digits, ||Theta_1||_F = 1):
    kappa (7), d' and nu (75), rho, r, r_bar (L2016), ||a|| = A sqrt(m log k) ((100)); returned as logs, with the
    printed right side O~(max(v^3, d^{3/2}/(v^3 d^{3/2})) m^6/(lambda^3 d^{3/2})) (constant 1, polylog log^6(d)
    log^{3/2}(k) log^{3/2}(d) granted) and the reading's (d'^3 for d^{3/2})."""
    with mp.workdps(60):
        ld, lam, k, nu, v = mp.mpf(ld), mp.mpf(lam), mp.mpf(k), mp.mpf(nu), mp.mpf(v)
        logd = ld  # log d
        kap = c * lam ** mp.mpf(6.5) / (m ** mp.mpf(6.5) * logd**2)
        log_sqrt_d = logd / 2
        log_dp = mp.log(kap) + log_sqrt_d - mp.log(nu) - mp.log(logd) / 2  # d' = kappa sqrt(d)/(nu sqrt(log d))
        log_rho = max(log_sqrt_d - mp.log(v) - log_dp, mp.log(v) + mp.log(logd) / 2)
        r2 = (1 - 2 * kap) * lam
        rbar = mp.sqrt(1 + 2 * kap)
        a = A * mp.sqrt(m * mp.log(k))
        log_lhs = 3 * log_rho + mp.log(m**3 * rbar**3 * a**3 / r2**3) - 3 * log_sqrt_d
        polylog = 6 * mp.log(logd) + mp.mpf(1.5) * mp.log(mp.log(k)) + mp.mpf(1.5) * mp.log(logd)
        log_printed = (max(3 * mp.log(v), 3 * log_sqrt_d - 3 * mp.log(v) - 3 * log_sqrt_d) + 6 * mp.log(m)
                       - 3 * mp.log(lam) - 3 * log_sqrt_d + polylog)
        log_reading = (max(3 * mp.log(v), 3 * log_sqrt_d - 3 * mp.log(v) - 3 * log_dp) + 6 * mp.log(m)
                       - 3 * mp.log(lam) - 3 * log_sqrt_d + polylog)
        return float(log_lhs - log_printed), float(log_lhs - log_reading)


def test_l2042_second_path() -> None:
    """L2042 holds with the O~ hiding polylog(d): on the ridge lambda = Assumption 11's floor 10 m log k/log d (m = 1,
    k = 3), log d from 300 to 1e8, the ratio of (164)'s left side to the printed shape m^6/lambda^3 (both with
    d^{-3/2} and the printed max(v^3, v^{-3}) = 1 at v = 1) is C log^{27}(d) with C constant (log-slope in log log d
    exactly 27), so a fixed polylog of lower degree (the first encoding's log^6(d) log^{3/2}(d) log^{3/2}(k)) is no
    erratum: 1/lambda is itself <~ log d there. Off the ridge (lambda = 0.999, m up to its top) the ratio is smaller."""
    lds = [300.0, 1e3, 1e4, 1e6, 1e8]
    out = []
    for ld in lds:
        lam = 10 * np.log(3.0) / ld * (1 + 1e-9)
        p, _ = _l2042_sides(lam, ld=ld)
        # _l2042_sides' printed side carries the polylog 6 log log d + 1.5 log log k + 1.5 log log d: add it back
        out.append(p + 7.5 * np.log(ld) + 1.5 * np.log(np.log(3.0)))
    slopes = [(out[i + 1] - out[i]) / (np.log(lds[i + 1]) - np.log(lds[i])) for i in range(len(lds) - 1)]  # ld = log d
    assert all(abs(s - 27.0) < 1e-3 for s in slopes), slopes
    c27 = out[0] - 27 * np.log(300.0)
    for ld in (1e3, 1e5):
        for m in (1, 3, 10):
            k = max(3.0, float(m))
            if m * np.log(k) * 10 / ld >= 0.999:
                continue
            for lam in (10 * m * np.log(k) / ld * 1.01, 0.1, 0.999):
                if lam < 10 * m * np.log(k) / ld:
                    continue
                p, _ = _l2042_sides(lam, m=m, ld=ld, k=k)
                val = p + 7.5 * np.log(ld) + 1.5 * np.log(np.log(k)) - 27 * np.log(ld)
                assert val <= c27 + 1e-9, (ld, m, lam, val, c27)


def _l2032_second_arg(xi: float, m: int, d: int = 60, seed: int = 0) -> float:
    """Theorem B.4's (163) second argument without its exp(O(||a||^2/r^2)) (free of xi), Delta_low^{-1} prod_j ||v_j||/
    Delta_j, on an explicit Case (B) configuration: m heads Theta_i (d x d, ||Theta_i||_F = F = 1), x in {+-1}^d, S^c
    = [d] (S empty), E' a matrix, v_i = x^T (Theta_i)_{:,S^c}, v_{m+1} = ||Theta_1||_F x^T E'_{S^c}/||x^T E'_{S^c}||
    (L1927), Delta_j = xi ||Theta_1||_F (L2002), Delta_low = min_j Delta_j."""
    rng = np.random.default_rng(seed)
    thetas = [t / np.linalg.norm(t) for t in rng.standard_normal((m, d, d))]
    x = rng.choice([-1.0, 1.0], size=d)
    E = rng.standard_normal((d, d))
    F = np.linalg.norm(thetas[0])
    vs = [x @ t for t in thetas]
    vs.append(F * (x @ E) / np.linalg.norm(x @ E))
    deltas = [xi * F] * len(vs)
    return float(np.prod([np.linalg.norm(vj) / dj for vj, dj in zip(vs, deltas)]) / min(deltas))


def test_l2032_second_path() -> None:
    """L2032: with m + 1 vectors and Delta_low = xi F, dividing xi by 10 multiplies the left side by 10^{m+2}, the
    printed O(1/xi)^{m+1} by 10^{m+1}: the ratio grows like 1/xi, for m = 1, 2, 3."""
    for m in (1, 2, 3):
        vals = [_l2032_second_arg(xi, m) for xi in (1e-2, 1e-3, 1e-4)]
        for a, b in zip(vals, vals[1:]):
            assert abs(np.log10(b / a) - (m + 2)) < 1e-9
        ratio = [val * xi ** (m + 1) for val, xi in zip(vals, (1e-2, 1e-3, 1e-4))]
        assert ratio[2] / ratio[0] > 99.0


def test_l1312_aligned_value() -> None:
    """L1312 on the aligned family (M = xi a b^T, u = a/sqrt d, u' = b/sqrt d, delta = eps u, delta' = eps u'):
    the three terms add up to xi eps d (2 - eps) = xi (2 - 1/d) at eps = 1/d (the hidden constant ~ 2)."""
    for d in (5, 50, 500):
        rng = np.random.default_rng(d)
        a, b = rng.choice([-1.0, 1.0], size=d), rng.choice([-1.0, 1.0], size=d)
        xi, eps = 0.3, 1.0 / d
        M = xi * np.outer(a, b)
        u, up = a / np.sqrt(d), b / np.sqrt(d)
        dl, dlp = eps * u, eps * up
        w, wp = u - dl, up - dlp
        val = dl @ M @ wp + w @ M @ dlp + dl @ M @ dlp
        assert abs(val - xi * (2 - eps)) < 1e-9


def test_l2170_second_path() -> None:
    """L2170 (Corollary 6.16's union bound) from the paper's definitions in mpmath: log d = 100, m = 1, lambda = 0.999,
    k = 3, kappa = lambda^{13/2}/(m^{13/2} log^2 d) ((7), c = 1), r_Theta = d^{1/4}/10 ((8)'s top), lambda' = 1/r_Theta
    (Assumption 10), ||Theta_1||_F = 10 log(k d/sqrt(lambda')) (Assumption 6's floor), eps = ||Theta_1||_F, r_W = 10
    m^3 k log d (Assumption 9), beta from (103) with room 2. For xi with log(1/xi) from 3000 to 6000, inside (68),
    (69), xi << 1/||Theta_1||_F, (103) and the corollary's own bound, the subtracted term B = (sqrt(mkd lambda')/
    eps)^{km} exp(-r_W/m) exceeds A = xi^m (k e^{beta^2})^{-m/lambda} by e^{60} and more: A - B - delta* < 0."""
    with mp.workdps(40):
        ld, m, lam, k = mp.mpf(100), 1, mp.mpf("0.999"), mp.mpf(3)
        kappa = lam ** mp.mpf(6.5) / (m ** mp.mpf(6.5) * ld**2)
        log_rt = ld / 4 - mp.log(10)
        log_lamp = -log_rt
        F = 10 * (mp.log(k) + ld - log_lamp / 2)
        eps = F
        r_w = 10 * m**3 * k * ld
        beta = 2 * (mp.log(10 * k * mp.sqrt(m)) - mp.log(eps) - log_lamp) / F
        log_R = mp.log(k) + beta**2
        top69 = lam / (m * kappa) - log_R / lam - mp.log(10)
        floor68 = log_R / lam + mp.log(10)
        log_B = k * m * ((mp.log(m * k) + ld + log_lamp) / 2 - mp.log(eps)) - r_w / m
        for lxi in (3000, 4000, 6000):
            lxi = mp.mpf(lxi)
            assert floor68 < lxi < top69 and lxi > mp.log(10 * F)
            lhs103 = mp.sqrt(m) * mp.e ** (-log_lamp / 2) * (mp.e ** (-lxi) * F / 2 + 2 * k * mp.e ** (-beta * F))
            assert lhs103 <= eps * mp.e ** (log_lamp / 2) / 5
            cor = log_R / lam - k * ((mp.log(m * k) + ld + log_lamp) / 2 - mp.log(eps)) + mp.e**log_rt / m**2
            assert lxi < cor - mp.log(10)  # xi >> the corollary's lower bound
            log_A = -m * lxi - m * log_R / lam
            assert log_B - log_A > 60
            # read with r_W in place of r_Theta, the corollary's bound excludes these xi (the reading's fix)
            cor_w = log_R / lam - k * ((mp.log(m * k) + ld + log_lamp) / 2 - mp.log(eps)) + r_w / m**2
            assert lxi > cor_w


def test_l1336_second_path() -> None:
    """L1336 from (56) in mpmath: k = 3, v = 1, r_Theta = d^{1/4}/10 ((8)'s top), d_2 + d_3 = 2 r^2. Lemma 5.18's bound
    delta** k^2 (constant 1) over the printed k^4/sqrt(r) + k^5 v r/d^{1/6} grows like d^{1/6}/100 (its third term
    k^5 v^3 r^3/sqrt(d) = k^5 d^{1/4}/1000 is dropped); with that term kept the ratio stays below 2. (8)'s lower end
    10 log(3d) log^2(d)/0.999^{7.5} lies below r there."""
    with mp.workdps(30):
        k, v = mp.mpf(3), mp.mpf(1)
        prev = None
        for e in (40, 80, 160, 400):
            d = mp.mpf(10) ** e
            r = d ** mp.mpf(0.25) / 10
            assert 10 * mp.log(3 * d) * mp.log(d) ** 2 / mp.mpf("0.999") ** mp.mpf(7.5) < r
            assert v <= mp.sqrt(d) / (10 * r**2)
            dss = k ** (mp.mpf(8) / 3) * v ** (mp.mpf(1) / 3) * mp.sqrt(2 * r**2) / d ** (mp.mpf(1) / 6) \
                + k**2 / mp.sqrt(r) + k**3 * v**3 * r**3 / mp.sqrt(d)
            lhs = dss * k**2
            printed = k**4 / mp.sqrt(r) + k**5 * v * r / d ** (mp.mpf(1) / 6)
            kept = printed + k**5 * v**3 * r**3 / mp.sqrt(d)
            ratio = lhs / printed
            assert lhs / kept < 2
            if prev is not None:
                assert ratio > prev
            prev = ratio
        assert prev > mp.mpf(10) ** 60


def test_l1066_polylog_second_path() -> None:
    """Lemma 5.15's second alternative (L1064) in mpmath, log space along r_Theta to 1e1000 (its range is unbounded:
    d = 1e4 r^4 keeps (8) at its top): the family Theta = lam u w^T + tau Rot (k = 3, c = 1, upsilon = 8, ||Theta||_F
    = 1e5), d2 = 5e3 r^4, d3 = sqrt(2 d2 r)/64 (the second alternative's edge sqrt(d r)/(8 c v), d = 2 d2), the logit
    gap D = 2 lam sqrt(d3) and the Hoeffding lower bound of ||E Delta||_max; against the printed delta*_c (indicator
    0) times the proof's polylog log(1/eta) (Lemma 3.9). The ratio grows like r^{1/12}/log r: > 1 from r ~ 1e35 on,
    > 1e10 at r = 1e1000."""
    with mp.workdps(50):
        k, c, ups, F = 3, mp.mpf(1), mp.mpf(8), mp.mpf(10) ** 5
        out = {}
        for e in (6, 24, 36, 57, 100, 300, 1000):
            r = mp.mpf(10) ** e
            d2 = 5000 * r**4
            d = 2 * d2
            d3 = mp.sqrt(d * r) / (8 * c * ups)
            assert d3 <= d / (8 * ups**2) and 1 / mp.sqrt(d3) < 1 and r <= d ** mp.mpf(0.25) / 10 * (1 + mp.mpf(10) ** -30)
            lam = mp.mpf("0.99") * ups * F * mp.sqrt(d3 / d)
            f_rest = mp.sqrt(F**2 - lam**2)
            D = 2 * lam * c * mp.sqrt(d3)
            p_h = mp.e ** (-(D**2) / (16 * f_rest**2))
            lhs = (1 - (k - 1) * p_h) / (1 + (k - 1) * mp.e ** (-D / 2)) - 1 / (1 + mp.e ** (D / 2)) - p_h
            eta = mp.sqrt(c) * r ** mp.mpf(0.25) / d2 ** mp.mpf(0.25) + c**2 / r ** mp.mpf(0.25)
            dstar = (k ** (mp.mpf(8) / 3) * eta ** (mp.mpf(1) / 3) + k**3 * (c**2 * ups * mp.sqrt(r) / mp.sqrt(d)) ** c)
            out[e] = mp.log(lhs) - mp.log(dstar * max(1, mp.log(1 / eta)))
        assert out[6] < 0 and out[24] < 0 and out[36] > 0 and out[57] > mp.log(50)
        assert out[1000] > mp.log(1e10)
        es = sorted(out)
        assert all(out[es[i + 1]] > out[es[i]] for i in range(2, len(es) - 1))


def test_l2038_rhs_lower_bound_witness() -> None:
    """L2038 by direct products (mpmath, no shared code): (163)'s right side Delta^M exp(-(M^2 + M ||a||^2/r^2)) prod_j
    (Delta_j/||v_j||)^M with M = m + 1, Delta_j = xi F, ||v_j|| = F, ||a||^2 = u^2 F^2 m log k, r^2 = lambda F^2 is at
    least (F k^{-10 m/lambda} xi^{10 m})^m on a grid inside the ranges (k >= 3, lambda <= 1, u <= 2, xi <= 1/10)."""
    import mpmath as mp

    mp.mp.dps = 30
    for m in (1, 2, 5, 20):
        M = m + 1
        for k in (3, 50, 1e5):
            for lam in (0.05, 0.5, 1.0):
                for xi in (mp.mpf("0.1"), mp.mpf("1e-8"), mp.mpf("1e-80")):
                    for u in (0.5, 2.0):
                        F = mp.mpf(1e6)
                        dl = xi * F
                        rhs = dl**M * mp.exp(-(M * M + M * u * u * F**2 * m * mp.log(k) / (lam * F**2)))
                        rhs *= mp.fprod([(dl / F) ** M for _ in range(M)])
                        printed = (F * mp.power(k, -10.0 * m / lam) * xi ** (10 * m)) ** m
                        assert rhs >= printed, (m, k, lam, xi, u)


def _l1438_exact_inside(m: int, r: int, kap: float, lo: float = 0.95, hi: float = 1.05) -> float:
    """P_X[Z in [lo, hi] S] exactly, for the (64) witness: k = 2, lambda_i = e_1 - e_2 for every i, d = (m + 1) r, W_i =
    diag with entries sqrt((1 - kap)/r) on block i and sqrt(kap/r) on block 0 (||W_i||_F = 1, <W_i, W_i'> = kap,
    ||W_i||_F^2/||W_i||_op^2 = r/(1 - kap) >= r). Then lambda^T X = X_1 - X_2 has squared entries 4 b_a, b_a ~ Bernoulli(1/2)
    i.i.d., and Z = 4 (B1 (1 - kap)/r + B0 m^2 kap/r) with B1 ~ Bin(m r, 1/2), B0 ~ Bin(r, 1/2); S = sum_i ||lambda_i||^2
    ||W_i||_F^2 = 2 m. Summed over B0 with binomial cdf differences in B1 (scipy-free: log-gamma pmfs)."""
    from math import ceil, floor, lgamma, log

    def logpmf(n: int, j: np.ndarray) -> np.ndarray:
        jf = j.astype(float)
        lg = np.vectorize(lgamma)
        return lgamma(n + 1) - lg(jf + 1) - lg(n - jf + 1) - n * log(2.0)

    n1 = m * r
    p1 = np.exp(logpmf(n1, np.arange(n1 + 1)))
    c1 = np.concatenate([[0.0], np.cumsum(p1)])
    b0 = np.arange(r + 1)
    p0 = np.exp(logpmf(r, b0))
    S = 2.0 * m
    tot = 0.0
    for j, pj in zip(b0, p0):
        base = 4.0 * j * m * m * kap / r
        a = ceil((lo * S - base) * r / (4.0 * (1.0 - kap)) - 1e-9)
        b = floor((hi * S - base) * r / (4.0 * (1.0 - kap)) + 1e-9)
        a, b = max(a, 0), min(b, n1)
        if b >= a:
            tot += pj * (c1[b + 1] - c1[a])
    return float(tot)


def test_l1438_factor10_point_outside_bracket() -> None:
    """A fact about the family of chenli.display.lemma6.2-eq64 (L1438, (64)), no longer an erratum: at kappa' = 1/(10 m)
    (m = 3), with r_W >= 10 m^3 k log d, E[Z]/S = 1 + (m - 1) kappa' = 1.0667 lies outside [0.95, 1.05] and the
    bracket's probability falls to 0 as r_W grows. That point is outside (9) as the paper uses it (L1431 reads kappa'
    << 1/m as m kappa' = o(1); round-15 audit D), so the claim reads (9) as m kappa' <= 1/30. Lemma 6.2's own [0.9, 1.1]
    holds there. Exact (own log-gamma pmfs)."""
    import math

    m, k = 3, 2
    kap = 1.0 / (10 * m)
    prev = 1.0
    for r in (6000, 20000, 60000):
        d = (m + 1) * r
        assert r - 10 * m**3 * k * math.log(d) > 0  # Assumption 9 with the factor 10
        p = _l1438_exact_inside(m, r, kap)
        assert p < prev
        prev = p
    assert prev < 1e-6
    assert _l1438_exact_inside(m, 60000, kap, 0.9, 1.1) > 1 - 1e-9


def test_l1438_holds_at_m_kappa_one_thirtieth() -> None:
    """chenli.display.lemma6.2-eq64 holds at m kappa' = 1/30 (the claim's reading of (9)): (r_W/m)/log(1/P[fail]) stays
    bounded along r_W = 6e3 .. 2e4 (213, 238, 252; exact, own log-gamma pmfs, independent of the claim's scipy
    measure; this helper's upper tail is a difference of cumulative sums, so larger r_W would lose it to rounding)."""
    import math

    m = 3
    kap = 1.0 / (30 * m)
    vals = []
    for r in (6000, 12000, 20000):
        fail = _l1438_exact_inside(m, r, kap, -1.0, 0.95 - 1e-12) + _l1438_exact_inside(m, r, kap, 1.05 + 1e-12, 1e9)
        assert 1e-14 < fail < 1e-3
        vals.append((r / m) / -math.log(fail))
    assert 200.0 < min(vals) and max(vals) < 300.0
