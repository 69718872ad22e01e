"""Second paths for thmcheck.checks.papers.thesis.r13_thesisC (thesis App. C, round 13), sharing no code with the
claims' measurements: mpmath numerical derivatives of the mixture density (C.3) and mpmath quadrature."""

from __future__ import annotations

import mpmath


def _density(mus, x1, x2):  # noqa: ANN001, ANN202
    """p(x) = sum_l (1/2) N(x; mu_l, I_2) for the symmetric pair mus = [mu, -mu] (C.3)/(C.4)."""
    tot = mpmath.mpf(0)
    for m1, m2 in mus:
        tot += mpmath.mpf(1) / 2 * mpmath.exp(-((x1 - m1) ** 2 + (x2 - m2) ** 2) / 2) / (2 * mpmath.pi)
    return tot


def _s3_alpha(mus, x, alpha_index):  # noqa: ANN001, ANN202
    """S_3(x)(I, I, e_k) = -d^3 p / (dx_i dx_j dx_k) / p(x) by mpmath.diff (numerical, 30 digits)."""
    f = lambda a, b: _density(mus, a, b)  # noqa: E731
    p = f(*x)
    M = mpmath.matrix(2, 2)
    for i in range(2):
        for j in range(2):
            order = [0, 0]
            order[i] += 1
            order[j] += 1
            order[alpha_index] += 1
            M[i, j] = -mpmath.diff(f, tuple(x), tuple(order)) / p
    return M


def _spectral_2x2_sym(M):  # noqa: ANN001, ANN202
    a, b, c = M[0, 0], M[0, 1], M[1, 1]
    return abs((a + c) / 2) + mpmath.sqrt(((a - c) / 2) ** 2 + b**2)


def test_c250_score_off_the_hyperplane() -> None:
    """(C.250) L6486-L6492: d = 2, symmetric GMM 1/2 N(+-mu, I), mu = (1, 0.5), alpha = e_2, x = (0.7, t), y = 1.
    ||S_3(x)(I, I, alpha)|| = 0.8484 at t = 0 (0.83-0.85 near it) while sigma_min^-6 |x^T alpha| ||x||^2 = |t| (0.49 + t^2) -> 0: the
    ratio grows like 1/t, so no constant serves."""
    with mpmath.workdps(30):
        mus = [(mpmath.mpf(1), mpmath.mpf("0.5")), (mpmath.mpf(-1), mpmath.mpf("-0.5"))]
        lhs0 = _spectral_2x2_sym(_s3_alpha(mus, (mpmath.mpf("0.7"), mpmath.mpf(0)), 1))
        assert abs(lhs0 - mpmath.mpf("0.8484")) < mpmath.mpf("1e-4"), lhs0
        ratios = []
        for t in (mpmath.mpf(10) ** -2, mpmath.mpf(10) ** -3, mpmath.mpf(10) ** -4):
            x = (mpmath.mpf("0.7"), t)
            lhs = _spectral_2x2_sym(_s3_alpha(mus, x, 1))
            rhs = abs(t) * (x[0] ** 2 + x[1] ** 2)  # sigma_min = 1, alpha = e_2
            ratios.append(lhs / rhs)
        assert all(b > 9 * a for a, b in zip(ratios, ratios[1:])), ratios
        assert ratios[-1] > 1.5e4  # 0.848 / (1e-4 x 0.49)


def test_c252_gp_at_y0_on_the_hyperplane() -> None:
    """(C.252) L6500: d = 2, K = 1, w* = (1, 0), symmetric GMM 1/2 N(+-(1, 0), I), v = alpha = (0.6, 0.8), p = 2,
    y_i = 0: Gp_i = -Q_3(v, v, alpha) = -E[phi'''(x_1)] (w*^T v)^2 (w*^T alpha) = -E[phi'''(x_1)] 0.216, nonzero,
    while the printed right side at x_i = (0.8, -0.6) + s alpha is (|s| (x_i^T v)^2 + E[(x^T alpha)(x^T v)^2])^2 with
    the expectation 0 (symmetric law; mpmath quadrature) and x_i^T v = s: it is s^6 -> 0."""
    with mpmath.workdps(30):
        phi = lambda z: 1 / (1 + mpmath.exp(-z))  # noqa: E731
        d3 = lambda z: mpmath.diff(phi, z, 3)  # noqa: E731
        gauss = lambda z, m: mpmath.exp(-((z - m) ** 2) / 2) / mpmath.sqrt(2 * mpmath.pi)  # noqa: E731
        e3 = mpmath.quad(lambda z: d3(z) * (gauss(z, 1) + gauss(z, -1)) / 2, [-mpmath.inf, 0, mpmath.inf])
        q3 = e3 * mpmath.mpf("0.6") ** 3
        assert abs(q3) > mpmath.mpf("1e-3"), (e3, q3)
        # E[(x^T alpha)(x^T v)^2] over the symmetric mixture, by 2-D quadrature of each component
        a = (mpmath.mpf("0.6"), mpmath.mpf("0.8"))

        def comp(m1):  # noqa: ANN001, ANN202
            return mpmath.quad(lambda u, w: (u * a[0] + w * a[1]) ** 3 * gauss(u, m1) * gauss(w, 0),
                               [-12, 12], [-12, 12])

        eterm = (comp(1) + comp(-1)) / 2
        assert abs(eterm) < mpmath.mpf("1e-12"), eterm
        lhs = q3**2  # y_i = 0: |Gp_i|^2 = Q_3(v, v, alpha)^2
        for s in (mpmath.mpf(10) ** -1, mpmath.mpf(10) ** -2, mpmath.mpf(10) ** -3):
            x = (mpmath.mpf("0.8") + s * a[0], mpmath.mpf("-0.6") + s * a[1])
            xa = x[0] * a[0] + x[1] * a[1]
            assert abs(xa - s) < mpmath.mpf(10) ** -25
            rhs = (xa * xa**2 + eterm) ** 2  # v = alpha, sigma_min = 1
            assert lhs / rhs > mpmath.mpf("1e-5") / s**6


_LAM = (mpmath.mpf("0.3"), mpmath.mpf("0.7"))
_MUS = ((mpmath.mpf(1), mpmath.mpf(0)), (mpmath.mpf("-0.5"), mpmath.mpf("0.5")))


def _gen_density(x1, x2, var=(1, 1)):  # noqa: ANN001, ANN202
    """p(x) = 0.3 N((1, 0), diag(var)) + 0.7 N((-0.5, 0.5), diag(var)) (C.3), a GMM that is not symmetric."""
    v1, v2 = mpmath.mpf(var[0]), mpmath.mpf(var[1])
    tot = mpmath.mpf(0)
    for lam, (m1, m2) in zip(_LAM, _MUS, strict=True):
        tot += lam * mpmath.exp(-((x1 - m1) ** 2 / v1 + (x2 - m2) ** 2 / v2) / 2) / (2 * mpmath.pi * mpmath.sqrt(v1 * v2))
    return tot


def _grad_hess(x, var=(1, 1)):  # noqa: ANN001, ANN202
    f = lambda a, b: _gen_density(a, b, var)  # noqa: E731
    p = f(*x)
    g = [mpmath.diff(f, tuple(x), o) / p for o in ((1, 0), (0, 1))]
    H = mpmath.matrix(2, 2)
    for i, j, o in ((0, 0, (2, 0)), (0, 1, (1, 1)), (1, 1, (0, 2))):
        H[i, j] = H[j, i] = mpmath.diff(f, tuple(x), o) / p
    return g, H


def _phi(z):  # noqa: ANN001, ANN202
    return 1 / (1 + mpmath.exp(-z))


def test_c258_c272_scores_at_the_origin() -> None:
    """(C.258) L6527 and (C.272) L6585: d = 2, 0.3 N((1, 0), I) + 0.7 N((-0.5, 0.5), I), K = 1, w* = (1, 0), y_i = 1,
    x_i = t (0.6, 0.8): ||S_2(x_i)|| and ||S_1(x_i)|| tend to their values at 0 (0.9128 and 0.3951, S_1 = -grad p/p,
    S_2 = grad^2 p/p by mpmath numerical derivatives) while the right sides phi(w*^T x) ||x||^2 and phi(w*^T x) ||x||
    tend to 0: the ratios grow like 1/t^2 and 1/t."""
    with mpmath.workdps(30):
        r258, r272 = [], []
        for t in (mpmath.mpf(10) ** -1, mpmath.mpf(10) ** -2, mpmath.mpf(10) ** -3):
            x = (t * mpmath.mpf("0.6"), t * mpmath.mpf("0.8"))
            g, H = _grad_hess(x)
            s2 = max(abs(e) for e in mpmath.eigsy(H)[0])
            s1 = mpmath.sqrt(g[0] ** 2 + g[1] ** 2)
            h = _phi(x[0])
            r258.append(s2 / (h * t**2))
            r272.append(s1 / (h * t))
        g0, H0 = _grad_hess((mpmath.mpf(0), mpmath.mpf(0)))
        s2_0 = max(abs(e) for e in mpmath.eigsy(H0)[0])
        s1_0 = mpmath.sqrt(g0[0] ** 2 + g0[1] ** 2)
        assert abs(s2_0 - mpmath.mpf("0.9128")) < mpmath.mpf("1e-4"), s2_0
        assert abs(s1_0 - mpmath.mpf("0.3951")) < mpmath.mpf("1e-4"), s1_0
        assert all(b > 90 * a for a, b in zip(r258, r258[1:])), r258
        assert all(b > 9 * a for a, b in zip(r272, r272[1:])), r272


def test_c259_s2_grows_inside_the_hyperplane() -> None:
    """(C.259) L6531: d = 2, the same means and weights with Sigma_l = diag(1, 2) (tau = sqrt 2), v = (0.6, 0.8), y_i =
    1, x_i = t (0.8, -0.6) (x_i^T v = 0): S_2(x_i)(v, v) grows like t^2 while the printed right side stays at
    (E[(x^T v)^2])^p (x_i^T v = 0): the ratio grows like t^{2p}."""
    with mpmath.workdps(30):
        v = (mpmath.mpf("0.6"), mpmath.mpf("0.8"))
        vals = []
        for t in (mpmath.mpf(100), mpmath.mpf(1000), mpmath.mpf(10000)):
            x = (t * mpmath.mpf("0.8"), -t * mpmath.mpf("0.6"))
            _, H = _grad_hess(x, (1, 2))
            vals.append(abs(v[0] ** 2 * H[0, 0] + 2 * v[0] * v[1] * H[0, 1] + v[1] ** 2 * H[1, 1]) / t**2)
        # (x^T Sigma^-1 v)^2 / t^2 = (0.8 0.6 - 0.6 0.8 / 2)^2 = 0.0576, the t^2 coefficient
        assert all(abs(c - mpmath.mpf("0.0576")) < mpmath.mpf("0.005") for c in vals), vals


def test_c273_gq_at_y0_on_the_hyperplane() -> None:
    """(C.273) L6589: d = 2, 0.3 N((1, 0), I) + 0.7 N((-0.5, 0.5), I), K = 1, w* = (1, 0), v = (0.6, 0.8), y_i = 0:
    Gq_i = -Q_1^T v = -E[phi'(x_1)] 0.6 (Stein: Q_1 = E[phi'(w*^T x)] w*), |Gq_i| ~ 0.117 by mpmath quadrature, while
    the printed right side |x_i^T v + E[x^T v]|^p is 0 on the hyperplane x_i^T v = -E[x^T v] (E[x^T v] = 0.3 0.6 +
    0.7 (-0.3 + 0.4) = 0.25)."""
    with mpmath.workdps(30):
        gauss = lambda z, m: mpmath.exp(-((z - m) ** 2) / 2) / mpmath.sqrt(2 * mpmath.pi)  # noqa: E731
        dphi = lambda z: _phi(z) * (1 - _phi(z))  # noqa: E731
        e1 = mpmath.quad(lambda z: dphi(z) * (_LAM[0] * gauss(z, 1) + _LAM[1] * gauss(z, mpmath.mpf("-0.5"))),
                         [-mpmath.inf, 0, mpmath.inf])
        gq = e1 * mpmath.mpf("0.6")
        assert abs(abs(gq) - mpmath.mpf("0.117")) < mpmath.mpf("0.005"), gq
        exv = _LAM[0] * mpmath.mpf("0.6") + _LAM[1] * (mpmath.mpf("-0.5") * mpmath.mpf("0.6") + mpmath.mpf("0.5")
                                                        * mpmath.mpf("0.8"))
        assert abs(exv - mpmath.mpf("0.25")) < mpmath.mpf(10) ** -12
        for s in (mpmath.mpf(10) ** -2, mpmath.mpf(10) ** -4):
            rhs = abs(-exv + s + exv) ** 2  # x_i^T v = -E[x^T v] + s, p = 2, sigma_min = 1
            assert gq**2 / rhs > mpmath.mpf("0.013") / s**2


def test_c265_third_score_at_the_origin() -> None:
    """(C.265) L6557: d = 2, K = 1, w* = (1, 0) (U^ = e_1), 0.3 N((1, 0), I) + 0.7 N((-0.5, 0.5), I): B_1(x) =
    phi(w*^T x) S_3(x)(e_1, e_1, e_1) with S_3(x)(u, u, u) = -(d/dt)^3 p(x + t u) / p(x) (mpmath numerical derivative):
    -0.5304 at x = 0, so |B_1(0)| = 0.2652, while the printed right side phi(x_1) |x_1|^3 is 0 at x = 0 and ~ t^3/2 at
    x = t (0.6, 0.8): the ratio grows like 1/t^3."""
    with mpmath.workdps(30):
        ratios = []
        for t in (mpmath.mpf(0), mpmath.mpf(10) ** -1, mpmath.mpf(10) ** -2, mpmath.mpf(10) ** -3):
            x = (t * mpmath.mpf("0.6"), t * mpmath.mpf("0.8"))
            g = lambda s, x=x: _gen_density(x[0] + s, x[1])  # noqa: E731
            s3 = -mpmath.diff(g, 0, 3) / g(0)
            b = _phi(x[0]) * abs(s3)
            if t == 0:
                assert abs(s3 + mpmath.mpf("0.5304")) < mpmath.mpf("1e-4"), s3
                assert abs(b - mpmath.mpf("0.2652")) < mpmath.mpf("1e-4"), b
                continue
            ratios.append(b / (_phi(x[0]) * abs(x[0]) ** 3))
        assert all(b > 900 * a for a, b in zip(ratios, ratios[1:])), ratios


def _grid_moments(lam, mus, cov, w, v, p, half=9.0, n=801):  # noqa: ANN001, ANN202
    """d = 2, K = 1: (E|Gq|^p)^{1/p} and (E|Gp'|^p)^{1/p} by a tensor grid over x (y summed out), the scores from the
    density's own derivatives -grad p / p and grad^2 p / p (numpy, written here from (C.3))."""
    import numpy as np

    g = np.linspace(-half, half, n)
    X1, X2 = np.meshgrid(g, g, indexing="ij")
    dens = np.zeros_like(X1)
    grad = np.zeros((2, *X1.shape))
    hess = np.zeros((2, 2, *X1.shape))
    for lam_l, mu, c in zip(lam, mus, cov, strict=True):
        z = [(X1 - mu[0]) / c[0], (X2 - mu[1]) / c[1]]
        f = lam_l * np.exp(-0.5 * ((X1 - mu[0]) ** 2 / c[0] + (X2 - mu[1]) ** 2 / c[1])) / (2 * np.pi * np.sqrt(c[0] * c[1]))
        dens += f
        for i in range(2):
            grad[i] += -z[i] * f
            for j in range(2):
                hess[i, j] += (z[i] * z[j] - (1.0 / c[i] if i == j else 0.0)) * f
    dA = (g[1] - g[0]) ** 2
    wt = dens * dA / np.sum(dens * dA)
    s1v = -(v[0] * grad[0] + v[1] * grad[1]) / dens
    s2vv = sum(v[i] * v[j] * hess[i, j] for i in range(2) for j in range(2)) / dens
    H = 1.0 / (1.0 + np.exp(-(w[0] * X1 + w[1] * X2)))
    out = []
    for b in (s1v, s2vv):
        c = float(np.sum(wt * H * b))
        out.append(float(np.sum(wt * (H * np.abs(b - c) ** p + (1 - H) * abs(c) ** p))) ** (1.0 / p))
    return out


def test_c259_c273_moment_readings_match_a_grid() -> None:
    """The derived claims' Monte Carlo L^p norms of Gq_i and Gp'_i agree with a grid integration (d = 2, K = 1), and
    both sit below the Jensen bounds 2 ||Z||_p sigma_min^-1 and 2 ||Z^2 - 1||_p sigma_min^-2 of their notes."""
    import math

    import numpy as np

    from thmcheck.checks.papers.thesis import r13_thesisC as R

    for seed, p in ((11, 2), (29, 4)):
        inst = {"d": 2, "L": 2, "K": 1, "seed": seed, "s": 1.0, "mscale": 1.5, "xa": 0.1, "r": 1.0, "xscale": 1.0,
                "y": 1, "p": p, "wscale": 1.0, "sym": False}
        m = R._sym_model(inst)
        gq, gp2 = _grid_moments(m["lam"], m["mus"], m["cov"], m["W"][:, 0], m["alpha"], p)
        a = R._c273m_measure(inst, None).lhs
        b = R._c259m_measure(inst, None).lhs
        tol = 0.03 if p == 2 else 0.08  # Monte Carlo (N = 40000): E|Gp'|^4 is an 8th moment of a Gaussian (~2 % sd)
        assert abs(a / gq - 1) < tol and abs(b / gp2 - 1) < tol, (a, gq, b, gp2)
        smin = math.sqrt(float(np.min(m["cov"])))
        zp = (2 ** (p / 2) * math.gamma((p + 1) / 2) / math.sqrt(math.pi)) ** (1 / p)
        z2 = {2: math.sqrt(2.0), 4: 60.0 ** 0.25}[p]
        assert gq <= 2 * zp / smin and gp2 <= 2 * z2 / smin**2


def _density_w(comps, x1, x2):  # noqa: ANN001, ANN202
    """p(x) = sum_l w_l N(x; mu_l, I_2), comps = [(w_l, (m1, m2)), ...] (C.3)."""
    return sum(w * mpmath.exp(-((x1 - m1) ** 2 + (x2 - m2) ** 2) / 2) / (2 * mpmath.pi) for w, (m1, m2) in comps)


def _log_upper_normal(z):  # noqa: ANN001, ANN202
    """log P(Z >= z) by mpmath.erfc."""
    return mpmath.log(mpmath.erfc(z / mpmath.sqrt(2)) / 2)


def test_c255_c262_tails_by_mpmath() -> None:
    """(C.255), (C.262): the Chernoff bounds' best-theta form -log P(mean >= t) >= n t^2/(4 C S^2) fails for every C.
    Model from the definitions (mpmath derivatives of the density; a one-big-jump event, mpmath erfc)."""
    mpmath.mp.dps = 30
    # (C.255): symmetric GMM with mu = 0 (= N(0, I_2)), alpha = e_1, v = e_2: S_3(x)(v, v, alpha) = x_1 (x_2^2 - 1)
    sym = [(mpmath.mpf(1) / 2, (0, 0)), (mpmath.mpf(1) / 2, (0, 0))]
    f = lambda a, b: _density_w(sym, a, b)  # noqa: E731
    for x in ((0.7, 1.3), (-1.1, 0.4)):
        s3 = -mpmath.diff(f, x, (1, 2)) / f(*x)
        assert abs(s3 - x[0] * (x[1] ** 2 - 1)) < 1e-12
    # y ~ Bern(sigmoid(x_1)) (w* = e_1): E[y x_1 (x_2^2 - 1)] = 0, Var = E[sigmoid(x_1) x_1^2] * 2 = 1.
    # Event: x_1 >= a, y = 1, x_2^2 >= 1 + 2nt/a (so Gp_1 >= 2nt), and sum_{i>=2} Gp_i >= -nt (Chebyshev).
    need = {}
    for n in (10**4, 10**6, 10**8, 10**10):
        t = mpmath.mpf(1)
        a = (2 * n * t) ** (mpmath.mpf(1) / 3)
        logp = (_log_upper_normal(a) + mpmath.log(1 / (1 + mpmath.exp(-a))) + mpmath.log(2)
                + _log_upper_normal(mpmath.sqrt(1 + 2 * n * t / a)) + mpmath.log(1 - (n - 1) / (n * t) ** 2))
        need[n] = n * t**2 / -logp  # the least 4 C16 S^2 (S = tau^6 sqrt(D_2 D_4) = 1 here)
    assert need[10**10] / need[10**4] > 50 and need[10**10] > 100, need
    # (C.262): the non-symmetric GMM 0.5 N(e_1, I) + 0.5 N(0, I), v = e_2: S_2(x)(v, v) = x_2^2 - 1
    ns = [(mpmath.mpf(1) / 2, (1, 0)), (mpmath.mpf(1) / 2, (0, 0))]
    g = lambda a, b: _density_w(ns, a, b)  # noqa: E731
    for x in ((0.7, 1.3), (2.0, -0.4)):
        assert abs(mpmath.diff(g, x, (0, 2)) / g(*x) - (x[1] ** 2 - 1)) < 1e-12
    p1 = mpmath.quad(lambda z: sum(w * mpmath.npdf(z, m[0], 1) for w, m in ns) / (1 + mpmath.exp(-z)),
                     [-mpmath.inf, mpmath.inf])  # P(y = 1)
    S = mpmath.mpf(1) / 2 * (1 + 1) ** 2 + mpmath.mpf(1) / 2  # D_2 = sum lambda_l (||mu_l||/sigma_min + 1)^2, tau = 1
    n = 10
    need2 = {}
    for t in (10, 100, 1000, 10000):
        logp = (mpmath.log(p1) + mpmath.log(2) + _log_upper_normal(mpmath.sqrt(1 + 2 * n * t))
                + mpmath.log(1 - (n - 1) * 2 * p1 / (n * t) ** 2))
        need2[t] = n * t**2 / -logp / S**2  # the least 4 C17
    assert need2[10000] / need2[10] > 500, need2


def test_c269_n_restored_tail_by_mpmath() -> None:
    """(C.269) with the n restored ((C.255)'s form): -log P(mean Gr >= t) >= n t^2/(4 C18 S^2) fails for every C18.
    d = K = 1, N(0, 1) (symmetric GMM with mu = 0: tau = D_6 = S = 1), w* = 1, U^ = 1, phi = sigmoid, v = 1."""
    mpmath.mp.dps = 30
    dens = lambda x: mpmath.exp(-x * x / 2) / mpmath.sqrt(2 * mpmath.pi)  # noqa: E731
    for x in (0.7, -1.3, 2.2):
        s3 = -mpmath.diff(dens, x, 3) / dens(x)  # S_3 = (-1)^3 p'''/p
        assert abs(s3 - (x**3 - 3 * x)) < 1e-12
    sig = lambda x: 1 / (1 + mpmath.exp(-x))  # noqa: E731
    B = lambda x: sig(x) * (x**3 - 3 * x)  # noqa: E731  # T(x) = B(x), Gr = B - E B
    EB = mpmath.quad(lambda x: B(x) * dens(x), [-mpmath.inf, 0, mpmath.inf])
    var = mpmath.quad(lambda x: B(x) ** 2 * dens(x), [-mpmath.inf, 0, mpmath.inf]) - EB**2
    need = {}
    for n in (10**4, 10**6, 10**8, 10**10):
        t = mpmath.mpf(1)
        # Gr_1 >= 2nt on {x >= a} (B increases on [sqrt 3, inf)); the other n - 1 sum to >= -nt (Cantelli)
        u = 2 * n * t
        a = mpmath.findroot(lambda z, u=u: B(z) - EB - u, u ** (mpmath.mpf(1) / 3) + 1)
        assert a > mpmath.sqrt(3)
        logp = _log_upper_normal(a) + mpmath.log((n * t) ** 2 / ((n - 1) * var + (n * t) ** 2))
        need[n] = n * t**2 / -logp  # the least 4 C18 S^2, S = 1
    assert need[10**10] / need[10**4] > 50 and need[10**10] > 1e3, need  # ~ n^(1/3)


def test_c253_first_moments_exact() -> None:
    """(C.253)'s first step: E|Gp|^p / (E[|x_1| x_2^2])^p grows like p^(3p/2) (exact integer Gaussian moments, even p).
    Model: N(0, I_2) (symmetric GMM, mu = 0, sigma = 1), alpha = e_1, v = e_2, y ~ Bern(sigmoid(x_1)), Gp = y x_1 (x_2^2
    - 1): E|Gp|^p = E[sigmoid(x_1) |x_1|^p] E|x_2^2 - 1|^p = (E Z^p / 2) E(Z^2 - 1)^p, E[|x_1| x_2^2] = sqrt(2/pi)."""
    from math import comb

    def dfact(k: int) -> int:  # E Z^(2k) = (2k - 1)!!
        r = 1
        for j in range(1, 2 * k, 2):
            r *= j
        return r

    mpmath.mp.dps = 30
    # sigmoid(a) + sigmoid(-a) = 1 halves E|Z|^p exactly (checked by quadrature once)
    q = mpmath.quad(lambda z: abs(z) ** 6 * mpmath.npdf(z) / (1 + mpmath.exp(-z)), [-mpmath.inf, 0, mpmath.inf])
    assert abs(q - mpmath.mpf(dfact(3)) / 2) < 1e-20
    roots = {}
    for p in (4, 8, 16, 32):
        e2 = sum(comb(p, k) * (-1) ** (p - k) * dfact(k) for k in range(p + 1))  # E (Z^2 - 1)^p, an integer
        ratio = mpmath.mpf(dfact(p // 2)) / 2 * e2 / (2 / mpmath.pi) ** (mpmath.mpf(p) / 2)
        roots[p] = ratio ** (mpmath.mpf(1) / p)
    # no C with ratio <= C (nor C^p): the p-th root itself grows like p^(3/2)
    assert roots[8] > 2.5 * roots[4] and roots[16] > 2.5 * roots[8] and roots[32] > 2.5 * roots[16], roots
    assert roots[32] > 90, roots
