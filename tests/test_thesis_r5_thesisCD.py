"""Second paths for the round-5 thesis Appendix C-D step claims of checks/papers/thesis/r5_thesisCD.py: each test
recomputes the printed display from the seed text with its own numerics (scipy / mpmath / numpy), importing no code
of the claim."""

from __future__ import annotations

import math

import mpmath
import numpy as np
from scipy import integrate


def _alpha0(mu: float, sigma: float) -> mpmath.mpf:
    """E_{z ~ N(mu, 1)}[phi'(sigma z)], phi the sigmoid, by 40-digit quadrature."""
    with mpmath.workdps(40):
        m, s = mpmath.mpf(mu), mpmath.mpf(sigma)

        def f(z: mpmath.mpf) -> mpmath.mpf:
            e = mpmath.exp(-s * z)
            return e / (1 + e) ** 2 * mpmath.exp(-(z - m) ** 2 / 2) / mpmath.sqrt(2 * mpmath.pi)
        return mpmath.quad(f, [-mpmath.inf, m - 12, m, m + 12, mpmath.inf])


def test_c35_mean_sigma4_coefficient_is_1_over_96() -> None:
    """(C.35) L5363: the sigma^4 coefficient of E phi'(sigma z) is (3 + 6 mu^2 + mu^4)/96, not the printed /192:
    (alpha_0(sigma) - 1/4 + (mu^2 + 1) sigma^2/16) / sigma^4 at small sigma."""
    for mu in (0.0, 1.5):
        m4 = 3 + 6 * mu**2 + mu**4
        with mpmath.workdps(40):
            s = mpmath.mpf("1e-3")
            c4 = (_alpha0(mu, 1e-3) - mpmath.mpf(1) / 4 + (mu**2 + 1) * s**2 / 16) / s**4
        assert abs(float(c4) - m4 / 96) < 1e-3 * m4
        assert abs(float(c4) - m4 / 192) > 0.4 * m4 / 96


def test_c57_normalisation_breaks_c58_first_equality() -> None:
    """(C.57)-(C.58) L5483-L5488: int g with g's printed (2 pi |Sigma|^2)^{-d/2} is |Sigma|^{1/2-d} E f, not E f."""
    sig2 = 4.0  # d = 1, Sigma = 4, f = 1
    g = lambda x: (2 * math.pi * sig2**2) ** -0.5 * math.exp(-0.5 * (x - 0.3) ** 2 / sig2)  # noqa: E731
    val, _ = integrate.quad(g, -math.inf, math.inf)
    assert abs(val - 0.5) < 1e-9  # E f = 1
    # d = 2, Sigma = diag(2, 3), f(x) = ||x||^2 (even), mu = (1, -1): E f = 2 + 5 = 7
    det = 6.0

    def g2(y: float, x: float) -> float:
        q = (x - 1) ** 2 / 2 + (y + 1) ** 2 / 3
        return (x * x + y * y) * (2 * math.pi * det**2) ** -1 * math.exp(-q / 2)
    val2, _ = integrate.dblquad(g2, -25, 25, -25, 25, epsabs=1e-11)
    assert abs(val2 - 7 * det ** (0.5 - 2)) < 1e-7
    assert abs(val2 - 7) > 6


def test_c213_condition_allows_ratio_above_half() -> None:
    """(C.213) L6299: at theta = 27/(4e) sqrt(B') with L = d = 1, mu = 1, Sigma = 1 (B = B' = 4), the series
    sum_{p>=2} (e theta)^p B^{p/2} / p^p of (C.212)'s moments has consecutive ratios above 1/2 (max 4 at p = 2), and
    the series is not within twice its first term."""
    B = Bp = (1.0 + 1.0) ** 2
    theta = 27 / (4 * math.e) * math.sqrt(Bp)
    x = math.e * theta * math.sqrt(B)
    ratios = [x * p**p / (p + 1) ** (p + 1) for p in range(2, 60)]
    assert max(ratios) == ratios[0]
    assert abs(ratios[0] - 4.0) < 1e-12
    with mpmath.workdps(30):
        series = mpmath.nsum(lambda p: mpmath.mpf(x) ** p / p**p, [2, mpmath.inf])
    assert float(series) > 2 * x**2 / 4 * 10


def test_c220_noise_norm_event_is_certain() -> None:
    """(C.220) L6327-L6329: for i.i.d. +-xi entries, (1/n) sum ||nu_i||_F = xi sqrt(dK) >= C13 sqrt(S) sqrt(dK log n /
    n) xi once n >= C13^2 S log n: simulated, the event occurs in every trial, while d^{-10} is tiny."""
    rng = np.random.default_rng(7)
    d, K, n, xi, C13, S = 10, 2, 200, 0.3, 1.0, 1.0
    hits = 0
    for _ in range(20):
        nu = xi * rng.choice([-1.0, 1.0], size=(n, d, K))
        avg = float(np.mean(np.sqrt((nu**2).sum(axis=(1, 2)))))
        hits += avg >= C13 * math.sqrt(S) * math.sqrt(d * K * math.log(n) / n) * xi
    assert hits == 20
    assert 1.0 > 1e9 * d**-10  # no constant below 1e9 makes 1 <= C d^{-10} at d = 10


def test_c45_c47_c48_closed_forms() -> None:
    """(C.45) L5431, (C.47) L5439, (C.48) L5443 for f of (C.46) L5437: scipy quadrature for (C.45)'s integral and sympy
    derivatives of (C.46) against the printed right sides (all three fail for mu != 0; (C.48) also at mu = 0)."""
    import sympy as sp
    from scipy.stats import norm

    mu, sig = 1.0, 1.0
    lhs, _ = integrate.quad(lambda z: 2 * z * z / 16 * math.exp(-2 * sig * z) * norm.pdf(z + mu), 0, 60)
    tail, _ = integrate.quad(lambda t: (t - 2 * sig) ** 2 * math.exp(-t * t / 2), 2 * mu + 2 * sig, math.inf)
    printed = math.exp(mu * sig + 2 * sig**2) * tail / (8 * math.sqrt(2 * math.pi))
    assert abs(lhs - printed) > 0.5 * lhs
    tail2, _ = integrate.quad(lambda t: (t - mu - 2 * sig) ** 2 * math.exp(-t * t / 2), mu + 2 * sig, math.inf)
    assert abs(lhs - math.exp(2 * mu * sig + 2 * sig**2) * tail2 / (8 * math.sqrt(2 * math.pi))) < 1e-10

    s, t = sp.symbols("sigma t", positive=True)
    for m_val, k_val, s_val in ((2, 4, 1), (0, 4, sp.Rational(3, 2))):
        m, k = sp.Integer(m_val), sp.Integer(k_val)
        f = sp.Integral((t - 2 * s) ** 2 * sp.exp(-t**2 / 2), (t, m + 2 * s, sp.oo)) - sp.exp(-2 * m * s - 2 * s**2) * s**-k
        f1 = sp.diff(f, s).doit()
        f3 = sp.diff(f, s, 3).doit()
        tl = sp.Integral(sp.exp(-t**2 / 2), (t, m + 2 * s, sp.oo))
        pr47 = 8 * s * tl + sp.exp(-2 * m * s - 2 * s**2) * (4 * s ** (1 - k) + k * s ** (-1 - k) + 2 * m * s**-k
                                                           - 4 * sp.exp(-m**2 / 2))
        pr48 = sp.exp(-2 * m * s - 2 * s**2) * (64 * s ** (3 - k) + 96 * m * s ** (2 - k) + 16 * (3 * k - 3 + m**2)
                                               * s ** (1 - k) + 8 * m * (-m**2 - 3 + 6 * k) * s**-k + 4 * k * (3 * k + m**2)
                                               * s ** (-1 - k) + 2 * k * (1 + k) * (m + 2) * s ** (-2 - k)
                                               + k * (1 + k) * (2 + k) * s ** (-3 - k) - 16 * sp.exp(-m**2 / 2))
        v1, p1 = float(f1.subs(s, s_val).evalf(30)), float(pr47.subs(s, s_val).doit().evalf(30))
        v3, p3 = float(f3.subs(s, s_val).evalf(30)), float(pr48.subs(s, s_val).evalf(30))
        if m_val:
            assert abs(v1 - p1) > 1e-3 * abs(v1)
        else:
            assert abs(v1 - p1) < 1e-12 * max(1.0, abs(v1))
        assert abs(v3 - p3) > 1e-3 * abs(v3)


def test_c151_sign_slip() -> None:
    """(C.151) L5964: with K = 2, pre-activations (2, 10) and j = 1, (1/K) phi''_j / H exceeds the printed middle
    (1 - phi_j)(1 - 2 phi_j) (both negative), while the absolute values are ordered the other way."""
    sig = lambda z: 1 / (1 + math.exp(-z))  # noqa: E731
    p1, p2 = sig(2.0), sig(10.0)
    H = (p1 + p2) / 2
    d2 = p1 * (1 - p1) * (1 - 2 * p1)
    lhs = 0.5 * d2 / H
    mid = 0.5 * p1 * (1 - p1) * (1 - 2 * p1) / (0.5 * p1)
    assert lhs > mid + 0.04
    assert abs(lhs) <= abs(mid) <= 1


def test_c172_offdiagonal_covariance() -> None:
    """(C.172) L6057: d = 3, K = 1, W* = (1, 1, 1), U_perp = ((1, -1, 0)/sqrt 2, (1, 1, -2)/sqrt 6), mu_l = 0, Sigma_l =
    diag(4, 1, 1): Monte Carlo E[s_1 s_2] is 3/sqrt(12) = 0.866, not the printed m_1 m_2 = 0."""
    rng = np.random.default_rng(11)
    up = np.array([[1, -1, 0], [1, 1, -2]], dtype=float) / np.array([[math.sqrt(2)], [math.sqrt(6)]])
    x = rng.standard_normal((400_000, 3)) * np.array([2.0, 1.0, 1.0])
    s = x @ up.T
    est = float(np.mean(s[:, 0] * s[:, 1]))
    assert abs(est - 3 / math.sqrt(12)) < 0.02
    assert abs(est) > 0.8


def test_d115_derivative_indices() -> None:
    """(D.115) L7698-L7702: central finite differences of f_r = q^T A relu(A relu(A X W + B1) V + B2) c in w_j against
    the printed sum (neuron k at node n, features of node n): they differ at a generic point."""
    rng = np.random.default_rng(5)
    N, m1, m2, d, j = 3, 4, 3, 2, 1
    A = np.array([[1.0, 1.0, 0.0], [1.0, 1.0, 1.0], [0.0, 1.0, 1.0]])
    A = A / np.sqrt(np.outer(A.sum(1), A.sum(1)))
    X, W, V = rng.standard_normal((N, d)), rng.standard_normal((d, m1)), rng.standard_normal((m1, m2))
    B1, B2, c, q = rng.standard_normal((N, m1)), rng.standard_normal((N, m2)), rng.standard_normal(m2), rng.standard_normal(N)

    def f(Wm: np.ndarray) -> float:
        return float(q @ A @ np.maximum(A @ np.maximum(A @ X @ Wm + B1, 0) @ V + B2, 0) @ c)

    h = 1e-6
    fd = np.zeros(d)
    for a in range(d):
        E = np.zeros_like(W)
        E[a, j] = h
        fd[a] = (f(W + E) - f(W - E)) / (2 * h)
    AX = A @ X
    R = A @ np.maximum(AX @ W + B1, 0) @ V
    printed = np.zeros(d)
    for n in range(N):
        for i in range(m2):
            if R[n, i] + B2[n, i] >= 0:
                for k in range(N):
                    if AX[n] @ W[:, k] + B1[n, k] >= 0:
                        printed += (q @ A[:, n]) * c[i] * A[n, k] * V[j, i] * AX[n]
    assert np.linalg.norm(fd - printed) > 1e-3 * max(1.0, np.linalg.norm(fd))


def test_d22_closed_form() -> None:
    """(D.22) L6724: L = 2, d = (1, 4), |N| = (1, 1), c2 = 1, i = 1: c2/(L Psi(L, 1)) = 1.25 (Psi of (D.7) in
    fractions), the printed sqrt form gives (1/2) sqrt(5/4)."""
    from fractions import Fraction

    d, n, S = (1, 4), (1, 1), 1 * 1 + 4 * 1
    psi_L1 = math.sqrt(d[1] / d[0]) * Fraction(d[0] * n[0], S)
    val = 1 / (2 * float(psi_L1))
    assert abs(val - 1.25) < 1e-12
    printed = 0.5 * math.sqrt(d[0] / d[1] * S / (d[0] * n[0]))
    assert abs(printed - 0.5 * math.sqrt(1.25)) < 1e-12 and abs(val - printed) > 0.6


def test_d34_expansion() -> None:
    """(D.34) L6912-L6914: i = 2, t = 1/2, eps = 0.1: the left side (theta e^{-100 theta^2})^i in logs differs from
    the printed first line (t^{2-i} in its logs) and second line (the last factor without the power i)."""
    i, t, eps = 2, 0.5, 0.1
    ei2 = math.sqrt(t * t + 1) / t ** (1 - i) * eps**2
    arg1 = 1 / ei2 * math.sqrt(t * t + 1) / t ** (1 - i)
    theta = 1 + math.sqrt(math.log(arg1)) / (10 * math.sqrt(i))
    lhs = i * (math.log(theta) - 100 * theta**2)
    arg2 = 1 / ei2 * math.sqrt(t * t + 1) / t ** (2 - i)
    s1, s2 = math.sqrt(math.log(arg1)), math.sqrt(math.log(arg2))
    line1 = i * (math.log(1 + s1 / (10 * math.sqrt(i))) - 100 - 20 * s2 / math.sqrt(i) - math.log(arg2) / i)
    line2 = math.log(ei2 * t ** (1 - i) / math.sqrt(t * t + 1)) - 100 * i + math.log(1 + s1 / (10 * math.sqrt(i))) \
        - 20 * s1 / math.sqrt(i)
    assert abs(lhs - line1) > 1.0 and abs(lhs - line2) > 1.0
    assert lhs <= math.log(ei2 * t ** (1 - i) / math.sqrt(t * t + 1)) - i * math.log(100000)


def test_c248_score_normalisation() -> None:
    """(C.248)-(C.249) L6478-L6482 in d = 1, L = 1, Sigma = s^2 = 4, x - mu = 1: -p'''/p (sympy) = h^3 - 3h/s^2 =
    -11/64, while the printed bracket (Z = Sigma^{-1} in (x)~ gives 3h/s^4) is h^3 - 3h/s^4 = -1/32."""
    import sympy as sp

    x = sp.symbols("x")
    s2 = sp.Integer(4)
    p = sp.exp(-x**2 / (2 * s2)) / sp.sqrt(2 * sp.pi * s2)
    val = sp.simplify((-sp.diff(p, x, 3) / p).subs(x, 1))
    assert val == sp.Rational(-11, 64)
    h = sp.Rational(1, 4)
    printed = h**3 - 3 * h / s2**2
    assert printed == sp.Rational(-1, 32) and printed != val


def test_c76_c78_pair_sums() -> None:
    """(C.76) L5595 and (C.78) L5613 with L = 2, lambda = (1/2, 1/2), a = (1, 2), in fractions: the first lines are 3/4
    and 1/4, the printed ordered-pair sums 3/2 and 1/2."""
    from fractions import Fraction as F

    lam, a = (F(1, 2), F(1, 2)), (F(1), F(2))
    s1 = sum(x * y for x, y in zip(lam, a))
    s2 = sum(x * y**2 for x, y in zip(lam, a))
    s3 = sum(x * y**3 for x, y in zip(lam, a))
    p3 = sum(lam[i] * lam[j] * (a[i] - a[j]) ** 2 * (a[i] + a[j]) for i in range(2) for j in range(2) if i != j)
    p2 = sum(lam[i] * lam[j] * (a[i] - a[j]) ** 2 for i in range(2) for j in range(2) if i != j)
    assert s3 - s1 * s2 == F(3, 4) and p3 == F(3, 2)
    assert s2 - s1 * s1 == F(1, 4) and p2 == F(1, 2)


def test_c18_c20_limits() -> None:
    """(C.18) L5237-L5247 and (C.20) L5258-L5267 at u_i = 1 with scipy quadrature over t = sigma z ~ N(1, sigma^2):
    beta_2 - alpha_2^2/(u^2/sigma^2 + 1) -> u^2 phi''(u)^2 = 0.008255 (not phi'^2(1) = 0.03866), and beta_0 - alpha_0^2 =
    Var phi'(t) ~ sigma^2 phi''(1)^2, whose derivative -> 0 (not +inf)."""
    from scipy.stats import norm

    def sg(t: float) -> float:
        return 1 / (1 + math.exp(-t))

    d1 = lambda t: sg(t) * (1 - sg(t))  # noqa: E731
    d2 = lambda t: sg(t) * (1 - sg(t)) * (1 - 2 * sg(t))  # noqa: E731
    u = 1.0
    def avg(f, s: float) -> float:  # noqa: ANN001
        return integrate.quad(lambda t: f(t) * norm.pdf(t, u, s), u - 12 * s, u + 12 * s, epsabs=0, epsrel=1e-13)[0]

    for s in (0.02, 0.01):
        b2 = avg(lambda t: d1(t) ** 2 * t * t, s)
        a2 = avg(lambda t: d1(t) * t * t, s)
        g = (b2 - a2 * a2 / (u * u + s * s)) / s**2
        assert abs(g - u * u * d2(u) ** 2) < 2e-5
        assert abs(g - d1(u) ** 2) > 0.02
        b0 = avg(lambda t: d1(t) ** 2, s)
        a0 = avg(d1, s)
        assert abs((b0 - a0 * a0) / s**2 - d2(u) ** 2) < 1e-4  # Var phi'(t) ~ sigma^2 phi''^2


def test_c146_third_moment() -> None:
    """(C.146) L5942: d = L = 1, mu = 0, Sigma = 1/4: E|x|^3 = 2 sqrt(2/pi) sigma^3 = 0.1995 (scipy quadrature) exceeds
    sqrt(d (||Sigma||)^2) sqrt(3 d^2 ||Sigma||^4) = 0.0271."""
    from scipy.stats import norm

    val, _ = integrate.quad(lambda x: abs(x) ** 3 * norm.pdf(x, scale=0.5), -math.inf, math.inf)
    assert abs(val - 2 * math.sqrt(2 / math.pi) * 0.125) < 1e-10
    assert val > 5 * math.sqrt(0.25**2) * math.sqrt(3 * 0.25**4)


def test_property_c6_isotropic_zero_mean_is_an_exact_tie() -> None:
    """Property 6 at mu_l = 0, isotropic groups: E (u^T x)^{2t} = (2t-1)!! ||u||^{2t} sum lam s^{2t} exactly (the tie
    the float check left 'potential'); computed here from the Gaussian moments in rationals, not with the claim's code."""
    from fractions import Fraction

    import mpmath

    from thmcheck.bounds.thesis import ch4 as B4

    lam, s2, u, t = [Fraction(1, 3), Fraction(2, 3)], [Fraction(1, 4), Fraction(9, 4)], [Fraction(3), Fraction(4)], 2
    u2 = sum(x * x for x in u)
    lhs = sum(l_ * 3 * (u2 * v) ** 2 for l_, v in zip(lam, s2, strict=True))  # E g^4 = 3 var^2
    with mpmath.workdps(60):
        rhs = B4.property_c6(t, mpmath.sqrt(u2), [mpmath.mpf(0)] * 2,
                             [mpmath.sqrt(mpmath.mpf(v.numerator) / v.denominator) for v in s2],
                             [mpmath.mpf(x.numerator) / x.denominator for x in lam])
        assert abs(rhs - mpmath.mpf(lhs.numerator) / lhs.denominator) < mpmath.mpf(10) ** -50


def test_c267_corrected_explicit_constant_on_a_scan() -> None:
    """sigma_min^-6 |E (a^T x)^3| <= sqrt(15) sigma_min^-3 tau^6 sqrt(D_6) on a 1-D scan (own closed form: E (m + s Z)^3
    = m^3 + 3 m s^2), means and scales over several decades."""
    from thmcheck.bounds.thesis import r5_thesisCD as B5

    worst = 0.0
    for m1 in np.geomspace(1e-3, 1e3, 13):
        for sc in np.geomspace(1e-3, 1e3, 13):
            lam, mu, sd = np.array([0.3, 0.7]), np.array([m1, -m1 / 2]), np.array([sc, 2 * sc])
            lhs = abs(np.sum(lam * (mu**3 + 3 * mu * sd**2))) / sd.min() ** 6
            D6 = float(np.sum(lam * (np.abs(mu) / sd + 1) ** 6))
            worst = max(worst, lhs / B5.c267_corrected_explicit(float(sd.max() / sd.min()), D6, float(sd.min())))
    assert 0 < worst <= 1
