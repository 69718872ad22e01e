"""Second paths for the round-6 proof displays of thesis Apps. C-D (``checks/papers/thesis/r6_thesisCD.py``).

Each test recomputes a display from the seed text with its own code (scipy quadrature, plain floats or fractions),
sharing nothing with the claims' bounds or measurements.
"""

from __future__ import annotations

import math
from fractions import Fraction

from scipy import integrate, stats


def _he3(x: float) -> float:
    return x**3 - 3 * x


def _lhs_rho1(he, i: int, t: float) -> float:  # noqa: ANN001
    """rho = x_1/t = 1: alpha_1 = alpha, so the left side is int_{|b| <= t/(2i)} phi(b) int_{-b/t}^inf He_i(a) phi(a)
    da db, by scipy's nested adaptive quadrature."""
    w = t / (2 * i)

    def inner(b: float) -> float:
        return integrate.quad(lambda a: he(a) * stats.norm.pdf(a), -b / t, math.inf, epsabs=1e-14, epsrel=1e-12)[0]

    return integrate.quad(lambda b: stats.norm.pdf(b) * inner(b), -w, w, epsabs=1e-14, epsrel=1e-12)[0]


def test_d22_odd_identity_misses_constant_term() -> None:
    """L6872-L6876, odd i = 3, t = 1, x_1 = t: the printed p_3 = 2!! e^{-b^2/2}/sqrt(2 pi) (1/2!!) binom(1/2, 1/2)
    (-b)^2 = e^{-b^2/2} b^2/sqrt(2 pi) misses He_2(0) = -1; i = 1: the printed sum is empty (p_1 = 0)."""
    t, i = 1.0, 3
    lhs = _lhs_rho1(_he3, i, t)
    w = t / (2 * i)
    printed = integrate.quad(lambda b: stats.norm.pdf(b) * math.exp(-b * b / 2) * b * b / math.sqrt(2 * math.pi),
                             -w, w)[0]
    with_c0 = integrate.quad(lambda b: stats.norm.pdf(b) * math.exp(-b * b / 2) * (b * b - 1) / math.sqrt(2 * math.pi),
                             -w, w)[0]
    assert abs(lhs - with_c0) < 1e-10 * abs(lhs)
    assert lhs < 0 < printed  # opposite signs
    # i = 1: He_1(a) = a; the left side is int_{|b| <= 1/2} phi(b) phi(-b) db > 0 while the printed p_1 = 0
    lhs1 = _lhs_rho1(lambda a: a, 1, t)
    direct = integrate.quad(lambda b: stats.norm.pdf(b) ** 2, -0.5, 0.5)[0]
    assert abs(lhs1 - direct) < 1e-10 and lhs1 > 0.14


def test_d22_even_identity_i2() -> None:
    """L6854-L6858, even i = 2, t = 2, x_1 = t: p_2 = 1!! e^{-b^2/(2t^2)}/sqrt(2 pi) (-b/t) matches the left side."""
    t, i = 2.0, 2
    w = t / (2 * i)

    def inner(b: float) -> float:
        return integrate.quad(lambda a: (a * a - 1) * stats.norm.pdf(a), -b / t, math.inf, epsabs=1e-14)[0]

    lhs = integrate.quad(lambda b: stats.norm.pdf(b) * inner(b), -w, 0.0, epsabs=1e-14)[0]
    rhs = integrate.quad(lambda b: stats.norm.pdf(b) * math.exp(-b * b / (2 * t * t)) * (-b / t)
                         / math.sqrt(2 * math.pi), -w, 0.0)[0]
    assert abs(lhs - rhs) < 1e-10 * abs(rhs)


def test_c77_c79_chebyshev_jensen() -> None:
    """(C.77), (C.79) on a grid of two-point mixtures in fractions; equality when a_1 = a_2."""
    for p in range(1, 8):
        lam = (Fraction(p, 8), Fraction(8 - p, 8))
        for a1 in range(1, 6):
            for a2 in range(1, 6):
                m1 = lam[0] * a1 + lam[1] * a2
                m2 = lam[0] * a1**2 + lam[1] * a2**2
                m3 = lam[0] * a1**3 + lam[1] * a2**3
                assert m1 * m2 <= m3 and m1 * m1 <= m2
                assert (m1 * m2 == m3) == (a1 == a2)


def test_d96_am_gm_margin() -> None:
    """(D.96) second '<=': after dividing by eta eps_0 it reads 6 sqrt(x) + 1 <= x/4 + 143 (x = R/eps_0); the gap
    x/4 - 6 sqrt(x) + 142 is smallest at x = 144, where it is 106."""
    gaps = [x / 4 - 6 * math.sqrt(x) + 142 for x in (0.0, 1.0, 100.0, 144.0, 200.0, 1e6)]
    assert min(gaps) == 106.0


def test_c229_first_line_is_not_an_equality() -> None:
    """(C.229) first line: W_{t+1} - W^_n = A E - b ((C.227)), printed ||A E - b|| = ||A|| ||E|| + ||b||. Scalar case
    A = 1 - eta_0 h = 1/2, E = 1, b = 1: 1/2 against 3/2; two dimensions, b = 0, E along the small eigenvalue of A."""
    a, e, b = 0.5, 1.0, 1.0
    assert abs(a * e - b) == 0.5 and a * e + b == 1.5
    # A = diag(1 - eta h1, 1 - eta h2) with h = (1, 3), eta = 1/4: A = diag(3/4, 1/4); E = (0, 1): ||A E|| = 1/4 < 3/4
    A = ((0.75, 0.0), (0.0, 0.25))
    E = (0.0, 1.0)
    AE = (A[0][0] * E[0] + A[0][1] * E[1], A[1][0] * E[0] + A[1][1] * E[1])
    assert math.hypot(*AE) == 0.25 and max(abs(A[0][0]), abs(A[1][1])) * math.hypot(*E) == 0.75


def test_c44_t_and_s_are_dependent() -> None:
    """L6061: d = 2, K = 1, w* = sqrt(2) (1, 1), U = (1, 1)/sqrt 2, U_perp = (1, -1)/sqrt 2, mu_l = 0, Sigma_l =
    diag(4, 1/4), c = 1: t = phi'(w*^T x) = phi'(2u), s = v with u = U^T x, v = U_perp^T x jointly Gaussian,
    Var u = Var v = (4 + 1/4)/2, Cov(u, v) = (4 - 1/4)/2. Conditioning on u (E[v^2 | u] = Var(v | u) + (beta u)^2)
    gives E[t^2 s^2] by a 1-D scipy quadrature; it differs from E[t^2] E[s^2] by more than 1 %."""
    s1, s2 = 4.0, 0.25
    vu = vv = (s1 + s2) / 2
    cv = (s1 - s2) / 2
    beta, vcond = cv / vu, vv - cv * cv / vu

    def dphi(z: float) -> float:
        e = math.exp(-abs(z))
        return e / (1 + e) ** 2

    sd = math.sqrt(vu)
    t2 = integrate.quad(lambda u: dphi(2 * u) ** 2 * stats.norm.pdf(u, scale=sd), -12 * sd, 12 * sd)[0]
    t2s2 = integrate.quad(lambda u: dphi(2 * u) ** 2 * (vcond + (beta * u) ** 2) * stats.norm.pdf(u, scale=sd),
                          -12 * sd, 12 * sd)[0]
    assert abs(t2s2 - t2 * vv) > 0.01 * t2 * vv


def test_c192_mgf_series_is_not_an_equality() -> None:
    """L6181: K = d = 1, x ~ N(0, 1), w = 1, v = 1, theta = 1: G = phi'(x) x^2 - E[phi'(x) x^2]. The printed right side
    1 + theta E[G] + sum_{p >= 2} theta^p E|G|^p/p! equals E[exp(theta |G|)] - theta E|G| + theta E[G] (positive
    terms, Fubini); scipy quadrature shows it exceeds E[exp(theta G)]."""

    def dphi(z: float) -> float:
        e = math.exp(-abs(z))
        return e / (1 + e) ** 2

    def E(f) -> float:  # noqa: ANN001
        return integrate.quad(lambda x: f(x) * stats.norm.pdf(x), -30, 30, limit=200, epsabs=1e-13)[0]

    m = E(lambda x: dphi(x) * x * x)

    def g(x: float) -> float:
        return dphi(x) * x * x - m

    lhs = E(lambda x: math.exp(g(x)))
    rhs = E(lambda x: math.exp(abs(g(x)))) - E(lambda x: abs(g(x))) + E(g)
    assert rhs - lhs > 1e-4


def _moment_s(mu: float, sg: float, q: int, p: int) -> float:
    """E_{z ~ N(mu, 1)}[phi'(sigma z)^q z^p] in the variable s = sigma z (scipy quad over s, split at 0)."""

    def f(s: float) -> float:
        e = math.exp(-abs(s))
        z = s / sg
        return (e / (1 + e) ** 2) ** q * z**p * stats.norm.pdf(z - mu) / sg

    lo, hi = sg * (mu - 40), sg * (mu + 40)
    return sum(integrate.quad(f, a, b, limit=400, epsabs=0, epsrel=1e-11)[0]
               for a, b in ((min(lo, -60.0), 0.0), (0.0, max(hi, 60.0))))


def test_c44_c50_fail_at_moderate_sigma() -> None:
    """(C.44) at mu = 1, sigma = 15.85, k1 = 1.01, k2 = 1 and (C.50) at mu = 2, sigma = sqrt(10), k1 = 3.01, k2 = 2.2525:
    the left sides (by quadrature in s = sigma z) are below the printed right sides."""
    mu, sg, k1, k2 = 1.0, 15.85, 1.01, 1.0
    lhs = _moment_s(mu, sg, 2, 0) - _moment_s(mu, sg, 1, 0) ** 2
    rhs = sg**-k1 / (8 * math.sqrt(2 * math.pi)) - sg ** (-2 * k2) / (2 * math.pi)
    assert lhs < 0.96 * rhs
    mu, sg, k1, k2 = 2.0, math.sqrt(10.0), 3.01, 2.2525
    lhs = _moment_s(mu, sg, 2, 2) - _moment_s(mu, sg, 1, 2) ** 2 / (mu * mu + 1)
    rhs = sg**-k1 / (8 * math.sqrt(2 * math.pi)) - 2 * sg ** (-2 * k2) / (math.pi * (mu * mu + 1))
    assert lhs < 0.7 * rhs


def test_claim_L5433_fails_for_large_sigma() -> None:
    """The Claim of L5433 at mu = 1, k1 = 3.5: int_{2|mu|+2 sigma}^inf (t - 2 sigma)^2 e^{-t^2/2} dt (scipy quad after
    t = a + y, scaled by e^{a^2/2}) against e^{-2|mu| sigma - 2 sigma^2 - k1 log sigma}, in logs: the log-ratio falls
    below 0 and keeps falling as sigma grows (about -2 per unit of sigma); with the lower limit |mu| + 2 sigma of
    (C.46) it rises instead."""

    def log_ratio(mu: float, sg: float, k1: float, a: float) -> float:
        J = integrate.quad(lambda y: (a + y - 2 * sg) ** 2 * math.exp(-a * y - y * y / 2), 0, math.inf,
                           epsabs=0, epsrel=1e-12)[0]
        return -a * a / 2 + math.log(J) - (-2 * abs(mu) * sg - 2 * sg * sg - k1 * math.log(sg))

    mu, k1 = 1.0, 3.5
    printed = [log_ratio(mu, s, k1, 2 * abs(mu) + 2 * s) for s in (5.0, 10.0, 20.0, 40.0)]
    assert all(v < 0 for v in printed) and all(b < a for a, b in zip(printed, printed[1:], strict=False))
    intended = [log_ratio(mu, s, k1, abs(mu) + 2 * s) for s in (5.0, 10.0, 20.0, 40.0)]
    assert all(b > a for a, b in zip(intended, intended[1:], strict=False)) and intended[-1] > 0


def test_c147_norm_is_not_max_quadratic_form() -> None:
    """(C.147) at K = d = 1: for the sigmoid and the cross-entropy, xi_{1,1} = H(1 - H) = phi'(w x) for either label
    ((C.73) with H = phi(w x)), so Delta = E[(phi'(w x) - phi'(w* x)) x^2]; at x ~ N(0, 1), w = 2, w* = 1/2 it is
    negative, and max_{|a| = 1} a Delta a = Delta < 0 < |Delta| = ||Delta||."""

    def dphi(z: float) -> float:
        e = math.exp(-abs(z))
        return e / (1 + e) ** 2

    delta = integrate.quad(lambda x: (dphi(2 * x) - dphi(x / 2)) * x * x * stats.norm.pdf(x), -40, 40)[0]
    assert delta < -0.01
    assert max(a * delta * a for a in (-1.0, 1.0)) == delta != abs(delta)


def test_c116_rate_exceeds_printed_shape() -> None:
    """(C.116) L5805 without its '1 -': v = 1 - q/K^2 with q in (0, 1) (L5722) is at least 3/4 at K = 2, while
    Theta(1/(1 + lambda))/(K^2 eta tau^K kappa^2) with any fixed constant C goes to 0 as tau grows: the ratio
    v / (1/(K^2 eta tau^K kappa^2 (1 + lambda))) grows like tau^2 at K = 2 (exact fractions)."""
    K, kappa, eta, lam = 2, Fraction(10), Fraction(10), Fraction(1, 2)
    v_min = 1 - Fraction(1, K * K)
    ratios = [v_min * K * K * eta * tau**K * kappa * kappa * (1 + lam) for tau in map(Fraction, (1, 10, 100, 1000))]
    assert v_min == Fraction(3, 4)
    assert all(b == a * 100 for a, b in zip(ratios, ratios[1:], strict=False))
    assert ratios[-1] > 10**9


def test_c195_c10_in_numerator_needs_vanishing_c11() -> None:
    """(C.195) L6193 at C10 = 4, S = n = 1: theta = t/48 minimises 4 theta^2 - theta t/6 to -t^2/576 (exact fractions),
    above the printed -4 t^2/144 = -t^2/36, so -C11 t >= -t^2/576 is needed: C11 <= t/576 -> 0 with t."""
    c10, S, n = Fraction(4), Fraction(1), Fraction(1)
    for t in (Fraction(1, 10**k) for k in (2, 3, 4)):
        theta = t / (12 * c10 * S * S)
        assert theta <= Fraction(27, 4) / Fraction(math.e) * S
        E = c10 * theta**2 * n * S * S - n * theta * t / 6
        assert E == -t * t / 576
        assert E > -c10 * n * t * t / (144 * S * S)
        assert -E / (n * S * t) == t / 576  # the largest admissible C11 here


def test_l7830_aggregated_mgf_fails_at_delta0() -> None:
    """L7830 at delta = 0, K = 1, ||A*|| = eps_c + C_0 = 1 (B = 2), s = 1/4, |Omega| = 2, u_i independent +-2:
    E e^{s (u_1 + u_2)} = cosh(1/2)^2 (direct sum over the four sign patterns) > e^{(1 + 0)^4 * 1 * 1 * 1 * 2/16}."""
    s, B = 0.25, 2.0
    lhs = sum(math.exp(s * (e1 + e2) * B) for e1 in (-1, 1) for e2 in (-1, 1)) / 4
    assert abs(lhs - 1.2715) < 1e-3
    assert lhs > math.exp(2 / 16) + 0.1
    assert lhs <= math.exp(2 * 2 * B * B * s * s / 4)  # the corrected exponent 2 |Omega| K ||A||^4 e^2 s^2


def test_c31_infimum_over_vj_is_zero() -> None:
    """(C.31)/(C.32), L5323-L5327, K = 2, W* = I, u = 0, sigma = zeta_{s'} = 1. (C.31) allows v_j != u_j: at v = (0, 30)
    the term (w_i^2 + 1)(beta_0(j) - alpha_0(j)^2) of rho (C.6) is below 1e-10 (scipy quad), while (C.32) (v_j = 0)
    is >= 1e-3 on [0, 1] (every term of rho at v = (v_i, 0), v_i on a grid, by quad)."""
    from scipy.integrate import quad

    def dphi(x: float) -> float:
        e = math.exp(-abs(x))
        return e / (1 + e) ** 2

    def mom(w: float, g) -> float:  # noqa: ANN001
        f = lambda z: g(z) * math.exp(-0.5 * (z - w) ** 2) / math.sqrt(2 * math.pi)  # noqa: E731
        return quad(f, w - 12, w + 12, points=[0.0] if abs(w) < 12 else None, limit=400, epsabs=1e-16)[0]

    def ab(w: float) -> tuple[float, float]:
        a0, b0 = mom(w, dphi), mom(w, lambda z: dphi(z) ** 2)
        a2, b2 = mom(w, lambda z: dphi(z) * z * z), mom(w, lambda z: dphi(z) ** 2 * z * z)
        return b0 - a0 * a0, b2 - a2 * a2 / (w * w + 1)

    aj_far, _ = ab(30.0)
    assert aj_far < 1e-10  # so (C.31)'s min <= (0^2 + 1) * aj_far < 1e-10
    a0c, b0c = ab(0.0)
    vals = []
    for vi in [k / 10 for k in range(11)]:
        ai, bi = ab(vi)
        vals.append(min(ai, (vi * vi + 1) * a0c, bi, b0c))
    assert min(vals) > 1e-3


def test_c201_threshold_gives_delta_not_half() -> None:
    """(C.200) last line C_12 X eps/t at (C.201)'s t = C_12 X eps/delta: delta (Fractions), not <= delta/2."""
    for delta in (Fraction(1, 2), Fraction(1, 10**10)):
        x, eps = Fraction(7, 3), Fraction(1, 1000)
        t = x * eps / delta
        assert x * eps / t == delta > delta / 2


def test_c218_sigma_norm_slip() -> None:
    """(C.218): L = 1, mu = 0, ||Sigma^{1/2}|| = 1/2 (||Sigma|| = 1/4); C_9 = K = d = eps = 1, delta = 1/10: Markov
    with (C.216)'s mean 3 (1/2)^2 at t = 18 (1/4)^2/delta gives 3 * (3/4)/t = 2 delta > delta/2."""
    delta = Fraction(1, 10)
    t = 18 * Fraction(1, 4) ** 2 / delta
    p = 3 * 3 * Fraction(1, 2) ** 2 / t
    assert p == 2 * delta and p > delta / 2


def test_l7446_star_graph() -> None:
    """L7446: as printed, N = 1 (A = [1]), P_0 = c = 1/2, eta = 1e-3, tau = 1: Z' = 1/2 + eta > eta ||A|| tau. With
    the mask difference, the 6-node graph with edges 03 05 12 13 14 23 24 (self-loops added, A = D^{-1/2} A~
    D^{-1/2}): ||A^2||_inf = 1.0764 > ||A||_inf = 1.0387, so eta tau ||A^2||_inf (attained at P_0 = 0^-, x_n = e_1,
    W'' = tau e_1) exceeds the printed eta ||A||_inf tau. Row sums by hand loops (no numpy)."""
    eta, tau = 1e-3, 1.0
    assert 0.5 + eta * 1.0 * 1.0 > eta * 1.0 * tau
    n = 6
    adj = [[1.0 if i == j else 0.0 for j in range(n)] for i in range(n)]
    for i, j in [(0, 3), (0, 5), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4)]:
        adj[i][j] = adj[j][i] = 1.0
    deg = [sum(r) for r in adj]
    a = [[adj[i][j] / math.sqrt(deg[i] * deg[j]) for j in range(n)] for i in range(n)]
    rows = [sum(r) for r in a]
    a2rows = [sum(a[i][k] * rows[k] for k in range(n)) for i in range(n)]
    assert max(a2rows) > 1.03 * max(rows)
