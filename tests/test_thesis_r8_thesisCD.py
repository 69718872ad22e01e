"""Second paths for the round-8 App. C-D claims of the thesis (``checks/papers/thesis/r8_thesisCD.py``) and for the
two potentials settled this round: each computes its quantities by a method that shares no code with the claim's
measurement or bound (mpmath quadrature, exact rationals, closed forms)."""

from __future__ import annotations

import math

import mpmath


def _rho_coord_terms(u: float, sigma: float) -> tuple[mpmath.mpf, mpmath.mpf]:
    """beta_0 - alpha_0^2 and beta_2 - alpha_2^2/(u^2 + 1) of Definition C.2.2 (L5151) at 50 digits by mpmath
    quadrature of the raw moments (the cancellation is absorbed by the precision)."""
    with mpmath.workdps(50):
        s = mpmath.mpf(sigma)

        def dphi(z: mpmath.mpf) -> mpmath.mpf:
            e = mpmath.exp(-s * z)
            return e / (1 + e) ** 2

        def mom(f, q: int) -> mpmath.mpf:  # noqa: ANN001
            return mpmath.quad(lambda z: f(z) * z**q * mpmath.npdf(z, u, 1), [-mpmath.inf, u, mpmath.inf])

        a0, b0 = mom(dphi, 0), mom(lambda z: dphi(z) ** 2, 0)
        a2, b2 = mom(dphi, 2), mom(lambda z: dphi(z) ** 2, 2)
        return b0 - a0**2, b2 - a2**2 / (u * u + 1)


def test_prop_c4_lower_rho_mpmath() -> None:
    """Property 4 (1)'s lower half (L5345-L5400), settled with atol = 0: rho(u, sigma) of (C.6) at u = (0, 1) and
    sigma = 1e-2, 1e-3 by 50-digit quadrature is strictly positive and sigma^4/rho stays at the same constant (no
    decay toward 0 as sigma -> 0): the float64 variance form's sign is right and its values ~ sigma^4/128 are
    not rounding noise."""
    ratios = []
    for sigma in (1e-2, 1e-3):
        g0 = [_rho_coord_terms(x, sigma) for x in (0.0, 1.0)]
        vals = [g0[0][1], g0[1][1], (1 + 1.0) * g0[0][0], (1 + 0.0) * g0[1][0]]
        rho = min(vals)
        assert rho > 0
        ratios.append(float(mpmath.mpf(sigma) ** 4 / rho))
    assert all(20.0 < r < 200.0 for r in ratios)
    assert abs(ratios[0] / ratios[1] - 1) < 0.01


def test_c15_c16_limits_mpmath() -> None:
    """(C.15)-(C.16) L5223-L5229 at sigma = 1 and sigma = 0.05 (u_j = 0): the printed limits E phi'^2 - (E phi')^2 and
    E[phi'^2 z^2] - (E[phi' z^2])^2 under z ~ N(0, 1), by 50-digit quadrature of the raw moments, are positive; at
    sigma = 0.05 they sit at 2 sigma^4/256 and 6 sigma^4/256 (Taylor phi'(x) = 1/4 - x^2/16 + ...)."""
    g0, g2 = _rho_coord_terms(0.0, 1.0)
    assert g0 > 0 and g2 > 0
    assert abs(float(g0) - 2.144e-3) < 1e-6 and abs(float(g2) - 2.906e-3) < 1e-6
    s = 0.05
    g0, g2 = _rho_coord_terms(0.0, s)
    assert abs(float(g0) / (2 * s**4 / 256) - 1) < 0.02
    assert abs(float(g2) / (6 * s**4 / 256) - 1) < 0.02


def test_d129_rprime_exceeds_ainf() -> None:
    """(D.129) L7793: on the edgeless graph with N = 8 nodes (A = I, ||A||_inf = 1), d = 2, m1 = m2 = 8, the
    initialisation of L1485 and the smoothing scales of Table D.2 (sigma_w = m1^{-0.99}, sigma_v = m2^{-0.51}), the
    spectral norm of r' = A relu(A X W + 1 b^T) V exceeds ||A||_inf = 1 in nearly every draw (median ~ 3 ~
    sqrt(N)), written here with a loop over rows and a power iteration for the norm."""
    import numpy as np

    rng = np.random.default_rng(2024)
    N, d, m1, m2 = 8, 2, 8, 8
    X = rng.normal(size=(N, d))
    X = X / np.sqrt((X**2).sum(axis=1))[:, None]
    hits, norms = 0, []
    for _ in range(300):
        W = rng.normal(scale=m1**-0.5, size=(d, m1)) + rng.normal(scale=m1**-0.99, size=(d, m1))
        b = rng.normal(scale=m1**-0.5, size=m1)
        V = rng.normal(scale=m2**-0.5, size=(m1, m2)) + rng.normal(scale=m2**-0.51, size=(m1, m2))
        H = np.array([[max(float(X[n] @ W[:, j]) + b[j], 0.0) for j in range(m1)] for n in range(N)])
        R = H @ V
        v = np.ones(m2)
        for _ in range(200):  # power iteration on R^T R
            v = R.T @ (R @ v)
            v = v / np.sqrt(v @ v)
        nrm = float(np.sqrt(v @ (R.T @ (R @ v))))
        norms.append(nrm)
        hits += nrm > 1.0
    assert hits / 300 > 0.9
    assert 2.0 < float(np.median(norms)) < 5.0


def test_d131_last_ratio_is_eps0_power() -> None:
    """(D.131) L7801 with Table D.2 (L6770-L6783): in exact rationals of the exponents (m1 = 2^40, m2 = 3^20,
    C_0 = 7, ||A*||_inf = 5, eps_0 = 1/100 and 1/10^4), the middle member over C_0 ||A*||_inf^2 is eps_0^{-3/4}:
    31.62 and 1000, never <= 1 on (0, 1/100]."""
    from fractions import Fraction

    for eps0 in (mpmath.mpf(1) / 100, mpmath.mpf(1) / 10**4):
        with mpmath.workdps(40):
            m1, m2, c0, a = mpmath.mpf(2) ** 40, mpmath.mpf(3) ** 20, mpmath.mpf(7), mpmath.mpf(5)
            ex = Fraction(1, 2) - Fraction(5, 1000)
            tv = mpmath.power(m1, mpmath.mpf(ex.numerator) / ex.denominator) / (mpmath.sqrt(eps0) * mpmath.sqrt(m2))
            ew = Fraction(3, 4) - Fraction(5, 1000)
            tw = c0 / (mpmath.root(eps0, 4) * mpmath.power(m1, mpmath.mpf(ew.numerator) / ew.denominator))
            mid = a**2 * tv * tw * mpmath.root(m1, 4) * mpmath.sqrt(m2)
            ratio = mid / (c0 * a**2)
            assert abs(ratio / mpmath.power(eps0, -0.75) - 1) < mpmath.mpf(10) ** -30
            assert ratio > 31


def test_d19_symmetric_sampling_entry() -> None:
    """(D.19) L6714 against the sampling of L6686 by hand: one group of N = 2 nodes, both sampled (S = 2), p* = 4,
    the complete graph with self-connections (A = [[1/2, 1/2], [1/2, 1/2]]): P^s = sqrt(4 * 2/2) I = 2 I, so
    A^s_{12} = 4 * 1/2 = 2 = sqrt(2*2/(2*2)) sqrt(4*4) * 1/2, while the printed sqrt(1) * 4 * 4 * 1/2 = 8."""
    from fractions import Fraction

    a12 = Fraction(1, 2)
    ps = 2  # sqrt(p* N/S) = sqrt(4)
    entry = ps * a12 * ps
    assert entry == 2
    assert Fraction(4 * 4) * a12 == 8 != entry


def test_c253_c260_c274_scale() -> None:
    """(C.253) L6502-L6506, (C.260) L6533, (C.274) L6591 on one Gaussian in d = 1, N(mu, s^2), moments by a
    Gauss-Hermite rule: sigma_min = sigma_max = s, tau = 1, D_m = (|mu|/s + 1)^m. The left sides grow as s -> 0 at
    fixed mu/s, the scale-free right sides do not: (C.253) at mu = 0, s = 1/2 is 64 sqrt(3/64) = 13.86 > 1;
    (C.260) at mu = 0, s = 1/2 is 4 > 1; (C.274) at mu = 1, s = 1/10 is 100 > 11."""
    import numpy as np
    from numpy.polynomial.hermite_e import hermegauss

    z, w = hermegauss(30)
    w = w / np.sqrt(2 * np.pi)

    def moment(mu: float, s: float, k: int) -> float:
        return float(np.sum(w * (mu + s * z) ** k))

    s = 0.5
    lhs253 = s**-6 * np.sqrt(moment(0.0, s, 2) * moment(0.0, s, 4))
    assert abs(lhs253 - 64 * np.sqrt(0.25 * 3 / 16)) < 1e-9 and lhs253 > 13.8
    assert abs(s**-4 * moment(0.0, s, 2) - 4.0) < 1e-12
    mu, s = 1.0, 0.1
    assert abs(s**-2 * moment(mu, s, 1) - 100.0) < 1e-9
    assert (mu / s + 1) == 11.0
    # at fixed mu/s the ratio to the (fixed) right side scales like s^{-3}, s^{-2}, s^{-1}
    r = [s0**-6 * np.sqrt(moment(0.0, s0, 2) * moment(0.0, s0, 4)) for s0 in (1.0, 0.1)]
    assert abs(r[1] / r[0] - 1e3) < 1e-6


def test_d210_sign_changes_budget() -> None:
    """Lemma D.2.10 (1) L7299-L7303: (a) the worst-case number of sign flips under sum_i ||w'_i||^4 <= tau_w^4 by brute
    force over all subsets of m1 = 10 neurons equals the count of the cheapest flips; (b) at m1 = 1e5 (sigma_w = 0)
    the count over tau_w^{4/5} m1^{6/5} stays in [0.5, 3] for tau_w from m1^{-5/4} to m1^{-1/2}."""
    from itertools import combinations

    import numpy as np

    rng = np.random.default_rng(11)
    m1 = 10
    g = np.abs(rng.normal(0.0, m1**-0.5, m1))
    for budget in (1e-6, 1e-4, 1e-3, 1e-2):
        best = 0
        for k in range(m1 + 1):
            if any(sum(g[list(c)] ** 4) <= budget for c in combinations(range(m1), k)):
                best = k
        cheapest = sorted(g**4)
        count, tot = 0, 0.0
        for c in cheapest:
            if tot + c > budget:
                break
            tot += c
            count += 1
        assert best == count
    m1 = 100_000
    g = np.sort(np.abs(rng.normal(0.0, m1**-0.5, m1))) ** 4
    cum = np.cumsum(g)
    for tw in (m1**-1.25, m1**-1.0, m1**-0.5):
        s = int(np.searchsorted(cum, tw**4, side="right"))
        assert 0.5 <= s / (tw**0.8 * m1**1.2) <= 3.0


def test_c152_xi_bounded_by_two() -> None:
    """(C.152) L5968 through (C.72) L5581: xi_{j,l} = d^2 l/dz_j dz_l for the cross-entropy l = -y log H - (1 - y)
    log(1 - H), H = (1/K) sum_k sigmoid(z_k), by mpmath numerical differentiation (not the closed form (C.73)): on
    a grid of K <= 3 and z in {-8, -1, 0, 2, 9}^K, y in {0, 1}, every |xi_{j,l}| <= 2, and K = 1, z = 0 gives 1/4."""
    from itertools import product

    def loss(y: int, *z: mpmath.mpf) -> mpmath.mpf:
        h = mpmath.fsum(1 / (1 + mpmath.exp(-v)) for v in z) / len(z)
        return -y * mpmath.log(h) - (1 - y) * mpmath.log(1 - h)

    with mpmath.workdps(30):
        worst = mpmath.mpf(0)
        for K in (1, 2, 3):
            for zs in product((-8, -1, 0, 2, 9), repeat=K):
                for y in (0, 1):
                    pt = [mpmath.mpf(v) for v in zs]
                    for j in range(K):
                        for l in range(K):
                            order = [0] * K
                            order[j] += 1
                            order[l] += 1
                            xi = mpmath.diff(lambda *z, y=y: loss(y, *z), pt, tuple(order))
                            worst = max(worst, abs(xi))
        assert worst <= 2
        xi0 = mpmath.diff(lambda z: loss(1, z), mpmath.mpf(0), 2)
        assert abs(xi0 - mpmath.mpf(1) / 4) < mpmath.mpf(10) ** -20


def test_c144_third_derivative_bounded() -> None:
    """(C.144) L5934 through (C.72)/(C.148): T_{j,l,k} = d^3 l / dz_j dz_l dz_k of the cross-entropy l = -y log H -
    (1 - y) log(1 - H), by mpmath numerical differentiation of the loss (not of (C.73)): at K = 1, y = 1, z = 1 it is
    phi(1)(1 - phi(1))(1 - 2 phi(1)) = -0.0909, and on a grid of K <= 2, z in {-6, 0, 1, 5}^K, y in {0, 1} every
    |T| <= 2."""
    from itertools import product

    def loss(y: int, *z: mpmath.mpf) -> mpmath.mpf:
        h = mpmath.fsum(1 / (1 + mpmath.exp(-v)) for v in z) / len(z)
        return -y * mpmath.log(h) - (1 - y) * mpmath.log(1 - h)

    with mpmath.workdps(30):
        p = 1 / (1 + mpmath.exp(-1))
        t1 = mpmath.diff(lambda z: loss(1, z), mpmath.mpf(1), 3)
        assert abs(t1 - p * (1 - p) * (1 - 2 * p)) < mpmath.mpf(10) ** -15
        assert abs(float(t1) + 0.0909) < 1e-3
        worst = mpmath.mpf(0)
        for K in (1, 2):
            for zs in product((-6, 0, 1, 5), repeat=K):
                for y in (0, 1):
                    pt = [mpmath.mpf(v) for v in zs]
                    for idx in product(range(K), repeat=3):
                        order = [0] * K
                        for i in idx:
                            order[i] += 1
                        worst = max(worst, abs(mpmath.diff(lambda *z, y=y: loss(y, *z), pt, tuple(order))))
        assert worst <= 2


def test_c276_needed_constant_grows_with_n() -> None:
    """(C.276) L6597 in closed form (no Monte Carlo): d = K = 1, W* = 0 so y = 1/2, mu = 0, Sigma = 1 (tau = 1,
    D_2 = 1): Gq_i = x_i/2 exactly, the mean of n is N(0, 1/(4n)) and P(mean >= t) = Q(2 t sqrt(n)). The constant
    C_19 the display needs at theta = 4, t = 1 is (log P + 4 n)/16, unbounded in n (~ n/8)."""
    from scipy.stats import norm

    def needed(n: int) -> float:
        return (float(norm.logsf(2.0 * math.sqrt(n))) + 4.0 * n) / 16.0

    assert 12.0 < needed(100) < 13.0
    assert needed(10_000) > 1200.0
    assert needed(10_000) / needed(100) > 90.0


def test_d139_needs_gamma_below_eps0() -> None:
    """(D.139) L7846 by hand with fractions: (1 + gamma) OPT + eps0 <= (1 + eps0) OPT + eps0 fails at gamma = 1/4,
    eps0 = 1/100, OPT = 1 (126/100 > 102/100) and holds at gamma = eps0/2."""
    from fractions import Fraction as F

    g, e, o = F(1, 4), F(1, 100), F(1)
    assert (1 + g) * o + e == F(126, 100) > (1 + e) * o + e == F(102, 100)
    assert (1 + e / 2) * o + e <= (1 + e) * o + e


def test_c263_second_link_jensen() -> None:
    """(C.263) L6543's second link by hand: two components, weights (0.3, 0.7), ||mu_l||/sigma_l = (2, 0): D_2 =
    0.3 * 9 + 0.7 = 3.4, D_4 = 0.3 * 81 + 0.7 = 25 >= D_2^2 = 11.56, so tau^4 D_2 <= tau^6 sqrt(D_2 D_4) at tau = 1
    (3.4 <= 9.22) and tau = 3 (275.4 <= 6722)."""
    d2, d4 = 0.3 * 3**2 + 0.7, 0.3 * 3**4 + 0.7
    assert abs(d2 - 3.4) < 1e-12 and abs(d4 - 25.0) < 1e-12 and d4 >= d2**2
    for tau in (1.0, 3.0):
        assert tau**4 * d2 <= tau**6 * math.sqrt(d2 * d4)


def test_c277_error_scales_like_inverse_sigma() -> None:
    """(C.277) L6601 in closed form: d = K = 1, W* = 0 (y = 1/2), mu = 0, Sigma = s^2: Q_1 = E[y S_1] = 0 and Q^_1 =
    mean(x_i)/(2 s^2) ~ N(0, 1/(4 s^2 n)), so the median of |Q^_1 - Q_1| is 0.6745/(2 s sqrt(n)) (scipy), which over
    sqrt(log n / n) (tau = D_2 = 1) grows like 1/s: x1000 from s = 1 to s = 1e-3."""
    from scipy.stats import norm

    def ratio(s: float, n: int) -> float:
        return float(norm.ppf(0.75)) / (2 * s * math.sqrt(n)) / math.sqrt(math.log(n) / n)

    assert abs(ratio(1.0, 100) - 0.6745 / 2 / math.sqrt(math.log(100))) < 1e-4
    assert ratio(1e-3, 100) / ratio(1.0, 100) > 999.0


def test_c269_needed_constant_grows_with_n() -> None:
    """(C.269) L6567 by an exact binomial-free bound: d = K = 1, w* = 0 (phi = 1/2), mu = 0, s = 1: Gr = He_3(u)/2
    (u ~ N(0, 1), E = 0), so p1 = P(u^3 - 3u >= 2) >= P(u >= 2.2) = 0.0139 (u^3 - 3u = 4.05 there, increasing beyond
    u = 1); tau = D_6 = 1, t = 1, theta = 10: the constant needed >= n (log 0.0139 + 10)/100, 0.0573 n."""
    from scipy.stats import norm

    assert 2.2**3 - 3 * 2.2 >= 2.0
    p = float(norm.sf(2.2))
    assert 0.0138 < p < 0.0140
    assert all(n * (math.log(p) + 10.0) / 100.0 > 0.057 * n for n in (10, 10**3, 10**5))


def test_c33_min_over_larger_interval_is_smaller() -> None:
    """(C.33) at K = 2, W* = I, sigma = zeta_{s'} = 1, u_j = 0, u'_i = 0, u_i^* = 1/2: rho of (C.6) by 50-digit mpmath
    quadrature (not the claim's Gauss-Legendre rho) on v_i in {0, 1/4, 1/2, 3/4, 1}; the min over [0, 1] is at most
    the min over [1/2, 1], and strictly (rho grows in v_i here)."""

    aj, bj = _rho_coord_terms(0.0, 1.0)

    def rho(vi: float) -> mpmath.mpf:
        ai, bi = _rho_coord_terms(vi, 1.0)
        return min((0 + 1) * ai, (vi * vi + 1) * aj, bi, bj)

    vals = {v: rho(v) for v in (0.0, 0.25, 0.5, 0.75, 1.0)}
    left = min(vals.values())
    right = min(vals[v] for v in (0.5, 0.75, 1.0))
    assert left < right
    assert abs(float(left) - 0.002144) < 1e-5  # (C.32) at u = 0, sigma = zeta = 1 (thesis.ch4.eqC.31-C.32's evidence)


def test_d126_d127_by_hand() -> None:
    """(D.126)-(D.127) L7780-L7782 with fractions, no claim code: lambda_w = 2/tw^4, lambda_v = 2/tv^2 (Table D.2).
    Budget b for R: ||W||^4 = b tw^4/(2 lam^2), ||V||^2 = b tv^2/(2 lam). Premise L' <= (1 + gamma) OPT + eps0 at OPT
    = 1, gamma = 1/4, eps0 = 1/100, lam = 1: ||W||^4/(eps0 tw^4) = 63 > 1, ||V||^2/(eps0 tv^2) = 63 > 1. Premise
    eps0 (L7564) at lam = 1/2: ||W||^4/(eps0 tw^4) = 2 > 1, ||V||^2/(eps0 tv^2) = 1 (tight); at lam = 1: 1/2, 1/2."""
    from fractions import Fraction as F

    def ratios(b: F, lam: F, e: F) -> tuple[F, F]:
        return b / (2 * lam * lam) / e, b / (2 * lam) / e

    e = F(1, 100)
    assert ratios((1 + F(1, 4)) * 1 + e, F(1), e) == (F(63), F(63))
    assert ratios(e, F(1, 2), e) == (F(2), F(1))
    assert ratios(e, F(1), e) == (F(1, 2), F(1, 2))
    # the same with a concrete matrix: columns (3, 4) and (0, 0) have ||W||_{2,4}^4 = 625 = ||(3, 4)||^4
    w = [[3.0, 0.0], [4.0, 0.0]]
    assert sum((w[0][i] ** 2 + w[1][i] ** 2) ** 2 for i in range(2)) == 625.0


def test_c263a_error_scales_like_inverse_sigma_squared() -> None:
    """(C.263) L6543's first link in closed form: d = K = 1, y = 1/2 (W* -> 0 limit), mu = 0, Sigma = s^2: Q_2 = 0 and
    Q^_2 = (1/2) mean(x_i^2/s^4 - 1/s^2) = (chi^2_n/n - 1)/(2 s^2). The median m of |chi^2_n/n - 1| solves
    P(n(1 - m) <= chi^2_n <= n(1 + m)) = 1/2 (scipy brentq), so the median error m/(2 s^2) grows x1e6 from s = 1 to
    s = 1e-3 while delta_1^2 tau^4 D_2 sqrt(log n / n) does not depend on s."""
    from scipy.optimize import brentq
    from scipy.stats import chi2

    n = 100
    m = brentq(lambda u: chi2.cdf(n * (1 + u), n) - chi2.cdf(n * (1 - u), n) - 0.5, 1e-9, 1.0)
    assert 0.05 < m < 0.2  # about 0.6745 sqrt(2/n) = 0.095
    med = [m / (2 * s * s) for s in (1.0, 1e-3)]
    assert abs(med[1] / med[0] - 1e6) < 1e-3


def test_c256_error_scales_like_inverse_sigma_cubed() -> None:
    """(C.256) L6521 in closed form: d = K = 1, y = 1/2, mu = 0, Sigma = s^2, alpha = 1: Q_3 = 0 and Q^_3 = (1/2)
    mean(He_3(z_i))/s^3, z_i = x_i/s standard normal (He_3(z) = z^3 - 3z). Exact: Var He_3(z) = 3! = 6 (scipy
    quad), so the error's scale sqrt(6/n)/(2 s^3) grows x1e9 from s = 1 to s = 1e-3 against a fixed printed side."""
    from scipy import integrate as si

    var = si.quad(lambda z: (z**3 - 3 * z) ** 2 * math.exp(-z * z / 2) / math.sqrt(2 * math.pi), -30, 30)[0]
    assert abs(var - 6.0) < 1e-8
    n = 100
    scale = [math.sqrt(var / n) / (2 * s**3) for s in (1.0, 1e-3)]
    assert abs(scale[1] / scale[0] - 1e9) < 1e-2


def test_d72_holder_by_hand() -> None:
    """(D.72) L7245's first '<=' with fractions: z = (1, 1, 1, 1), s = 4: ||z||_2^4 = 16 = s sum z^4 (tight);
    z = (3, 0, 4), s = 3: ||z||_2^4 = 625 <= 3 (81 + 256) = 1011; without s: 337 < 625 (the mutant fails)."""
    from fractions import Fraction as F

    for z, s in (([1, 1, 1, 1], 4), ([3, 0, 4], 3)):
        l2_4 = F(sum(x * x for x in z)) ** 2
        assert l2_4 <= s * sum(F(x) ** 4 for x in z)
    assert F(625) > 81 + 256


def test_l7249_by_hand() -> None:
    """L7249 by hand: z = (3, 4), Sigma = diag(1, -1), V' = (z Sigma)^T (1, 1)/(5 sqrt 2) (||V'||_F = 1 = tau_v): z Sigma
    V' = 25 (1, 1)/(5 sqrt 2), norm 5 = ||z|| tau_v (tight); divided by sqrt(m2) = sqrt 2 the bound 3.54 < 5."""
    zs = [3.0, -4.0]
    V = [[zs[i] * c / (5 * math.sqrt(2)) for c in (1.0, 1.0)] for i in range(2)]
    assert abs(math.sqrt(sum(v * v for r in V for v in r)) - 1.0) < 1e-12
    out = [sum(zs[i] * V[i][j] for i in range(2)) for j in range(2)]
    assert abs(math.hypot(*out) - 5.0) < 1e-12 and 5.0 / math.sqrt(2) < math.hypot(*out)
