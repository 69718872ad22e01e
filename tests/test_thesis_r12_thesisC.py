"""Second paths for thmcheck.checks.papers.thesis.r12_thesisC (thesis App. C, round 12), sharing no code with the
claims' measurements: mpmath's Lambert W at 50 digits for the sample sizes, plain numpy Monte Carlo for the Hessian."""

from __future__ import annotations

import mpmath
import numpy as np


def _nstar(A):  # noqa: ANN001, ANN202
    """The least n >= 1 with n / ln n >= A (n = 1 meets any requirement sqrt(log n / n) <= ... trivially)."""
    A = mpmath.mpf(A)
    if A <= mpmath.e:
        return mpmath.mpf(1)
    n = -A * mpmath.lambertw(-1 / A, -1).real
    assert abs(n / mpmath.log(n) - A) < mpmath.mpf(10) ** -30 * A
    m = n * (1 - mpmath.mpf(10) ** -6)
    assert m / mpmath.log(m) < A
    return n


def _close(xs, ys, rel=0.01) -> None:  # noqa: ANN001
    for x, y in zip(xs, ys, strict=True):
        assert abs(x - y) / y < rel, (xs, ys)


def test_c86_c89_nstar_outgrows_log2d() -> None:
    """(C.86) L5668 and (C.89) L5686: the least n with n / ln n >= A (A = kappa^8 K^4 tau^12 D_6 d, resp. C_3^-2
    eps0^-2 kappa^12 K^14 tau^12 M d) over A log^2 d grows without bound at d = 10 (K = kappa = tau = M = 1, c = 1) as
    D_6 -> inf, resp. eps0 -> 0; a fixed constant C = 40 in front of the printed shape misses the requirement."""
    with mpmath.workdps(50):
        d = mpmath.mpf(10)
        L2 = mpmath.log(d) ** 2
        r86 = [float(_nstar(D6 * d) / (D6 * d * L2)) for D6 in (mpmath.mpf(10) ** e for e in (0, 6, 12, 24, 48, 96))]
        r89 = [float(_nstar(e**-2 * d) / (e**-2 * d * L2)) for e in (mpmath.mpf(10) ** -k for k in (1, 3, 6, 12, 24, 48))]
        _close(r86, [0.675, 3.60, 6.31, 11.6, 22.2, 43.2])
        _close(r89, [1.72, 3.60, 6.31, 11.6, 22.2, 43.2])
        assert all(b > a for a, b in zip(r86, r86[1:])) and all(b > a for a, b in zip(r89, r89[1:]))
        A = mpmath.mpf(10) ** 96 * d
        n = 40 * A * L2
        assert n / mpmath.log(n) < A  # (C.86) with C = 40 at D_6 = 1e96 does not meet the requirement


def test_c100_c110_nsc_outgrows_log2d() -> None:
    """(C.100) L5752 and (C.110) L5789: n_sc = max(the least n with n / ln n >= P b d, dK ln dK) (P = eps0^-2 = 100,
    d = 10, K = 1) over P b d log^2 d with b = lambda_L s_L^-6 (lambda_L = 1) as s_L -> 0, b = ||mu_l||^12 as ||mu_l||
    -> inf, and b = ||mu_l||^4 as ||mu_l|| -> 0 (there n_sc = 10 ln 10 and the ratio grows like ||mu_l||^-4)."""
    with mpmath.workdps(50):
        d, P = mpmath.mpf(10), mpmath.mpf(100)
        L2 = mpmath.log(d) ** 2
        floor = d * mpmath.log(d)

        def ratio(b):  # noqa: ANN001, ANN202
            A = P * b * d
            return float(max(_nstar(A), floor) / (A * L2))

        r100 = [ratio(mpmath.mpf(s) ** -6) for s in ("1", "1e-1", "1e-2", "1e-4", "1e-8", "1e-16")]
        _close(r100, [1.72, 4.51, 7.20, 12.5, 23.1, 44.0])
        r110 = [ratio(mpmath.mpf(m) ** 12) for m in ("1", str(10 ** 0.5), "10", "100", "1e4")]
        _close(r110, [1.72, 4.51, 7.20, 12.5, 23.1])
        small = [ratio(mpmath.mpf(m) ** 4) for m in ("0.1", "0.03", "0.01")]
        _close(small, [43.4, 5.36e3, 4.34e5])
        assert all(b > a for a, b in zip(r100, r100[1:])) and all(b > a for a, b in zip(r110, r110[1:]))


def _sig(z):  # noqa: ANN001, ANN202
    return 1.0 / (1.0 + np.exp(-z))


def test_c134_c135_hessian_grows_like_d() -> None:
    """(C.134) L5881 -> (C.135) L5885: K = 1, L = 2, lambda = (1/2, 1/2), mu_1 = -mu_2 = (1, ..., 1), Sigma_l =
    diag(v), v = linspace(0.9, 1.1, d) (distinct: Lambda_l a permutation, ||mu~_l||_inf = 1), w* = (e_1 - e_2)/sqrt 2
    (orthogonal to the means). The population Hessian at W* is E[phi'(w*^T x) x x^T] (labels integrated out), and
    its Rayleigh quotient at u = mu_1/||mu_1|| (a lower bound on lambda_max) is estimated by plain Monte Carlo: over
    the (C.135) side sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2 it grows like d (0.05 d), over the (C.134)
    side sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 it stays ~ 0.2."""
    rng = np.random.default_rng(0)
    r135, r134 = [], []
    dims = (4, 16, 64, 256)
    for d in dims:
        v = np.linspace(0.9, 1.1, d)
        mu = np.ones(d)
        w = np.zeros(d)
        w[0], w[1] = 2**-0.5, -(2**-0.5)
        u = mu / np.linalg.norm(mu)
        acc = []
        for sgn in (1.0, -1.0):
            x = sgn * mu + rng.standard_normal((100_000, d)) * np.sqrt(v)
            s = x @ w
            acc.append(np.mean(_sig(s) * (1 - _sig(s)) * (x @ u) ** 2))
        rayleigh = 0.5 * acc[0] + 0.5 * acc[1]
        side135 = (1.0 + np.sqrt(v.max())) ** 2
        side134 = (np.sqrt(d) + np.sqrt(v.max())) ** 2
        r135.append(rayleigh / side135)
        r134.append(rayleigh / side134)
    assert all(b > 3.0 * a for a, b in zip(r135, r135[1:])), r135  # x4 in d, x > 3 in the ratio
    assert r135[-1] > 10.0, r135
    assert all(0.08 < r < 0.3 for r in r134), r134


def test_c135_closed_form_hessian_matches_tensor_quadrature() -> None:
    """The claims' closed-form population Hessian (K = 1) agrees with the tensor Gauss-Hermite Hessian of
    thmcheck.models.group_imbalance at d = 3 (a consistency check of the measurement, not a second path)."""
    from thmcheck.checks.papers.thesis.r12_thesisC import c135_population_hessian
    from thmcheck.models.group_imbalance import population_hessian_gmm

    rng = np.random.default_rng(3)
    d = 3
    w = rng.standard_normal(d)
    mus = rng.standard_normal((2, d))
    s2 = rng.uniform(0.5, 2.0, (2, d))
    lam = np.array([0.3, 0.7])
    H1 = c135_population_hessian(w, lam, mus, s2)
    H2 = population_hessian_gmm(w[:, None], w[:, None], mus, s2, lam, nodes=40)
    assert np.allclose(H1, H2, rtol=1e-4, atol=1e-8), (H1, H2)  # the tensor rule converges to ~2e-5


def test_c243_deltaK_Q2_vanishes_near_symmetry() -> None:
    """(C.243) L6448-L6451: d = 2, K = 1, w* = e_1, L = 2, lambda = (0.6, 0.4), mu_1 = m (1, 0), mu_2 = m (-1, 0.5),
    Sigma_1 = diag(0.5, 1), Sigma_2 = diag(1.5, 1) (not symmetric for m > 0: the covariances differ). By Stein's
    identity Q_2 = E[phi''(x_1)] e_1 e_1^T, so delta_K(W*)^2 / delta_K(Q_2) = 1 / |E[phi''(x_1)]| (scipy quad per
    component): it grows like 1/m as m -> 0 while D_2, D_4, tau and delta_1, delta_K stay bounded, so no constant
    makes delta_K(Q_2) >~ delta_K(W*)^2, which the step needs."""
    from scipy import integrate

    def phi2(z):  # noqa: ANN001, ANN202
        s = _sig(z)
        return s * (1 - s) * (1 - 2 * s)

    def e_phi2(mean: float, var: float) -> float:
        sd = np.sqrt(var)
        f = lambda t: phi2(mean + sd * t) * np.exp(-t * t / 2) / np.sqrt(2 * np.pi)  # noqa: E731
        return integrate.quad(f, -12, 12, epsabs=1e-15, epsrel=1e-12, limit=200)[0]

    ratios = []
    for m in (1e-1, 1e-2, 1e-3, 1e-4):
        e = 0.6 * e_phi2(m * 1.0, 0.5) + 0.4 * e_phi2(-m * 1.0, 1.5)
        ratios.append(1.0 / abs(e))
    for a, b in zip(ratios, ratios[1:]):
        assert 9.0 < b / a < 11.0, ratios
    assert ratios[-1] > 1e4, ratios


def test_c244_deltaK_Q3_vanishes_for_alpha_orthogonal() -> None:
    """(C.244) L6455-L6458: d = 2, K = 1, w* = e_1, the symmetric mixture 1/2 N(+-(0.5, 0.3), diag(1, 2)), alpha =
    (t, sqrt(1 - t^2)) a unit vector. By Stein's identity Q_3(I, I, alpha) = E[phi'''(x_1)] (w*^T alpha) e_1 e_1^T,
    so delta_K(W*)^2 / delta_K(Q_3(I, I, alpha)) = 1 / (|E[phi'''(x_1)]| t) (scipy quad): x10 per decade of t, with
    kappa, tau, D_2, D_4 fixed (alpha enters none of them)."""
    from scipy import integrate

    def phi3(z):  # noqa: ANN001, ANN202
        s = _sig(z)
        return s * (1 - s) * (1 - 6 * s + 6 * s * s)

    def e_phi3(mean: float) -> float:
        f = lambda u: phi3(mean + u) * np.exp(-u * u / 2) / np.sqrt(2 * np.pi)  # noqa: E731
        return integrate.quad(f, -12, 12, epsabs=1e-15, epsrel=1e-12, limit=200)[0]

    e3 = 0.5 * e_phi3(0.5) + 0.5 * e_phi3(-0.5)
    assert abs(e3) > 1e-3, e3
    ratios = []
    for t in (1.0, 1e-1, 1e-2, 1e-3):
        alpha = np.array([t, np.sqrt(1 - t * t)])
        M = e3 * alpha[0] * np.outer([1.0, 0.0], [1.0, 0.0])
        ratios.append(1.0 / np.linalg.svd(M, compute_uv=False)[0])
    for a, b in zip(ratios, ratios[1:]):
        assert 9.9 < b / a < 10.1, ratios


def test_theorem2_eta0_gd_diverges() -> None:
    """Theorem 2 L1132 / Algorithm 1 L1117: GD (4.6) (xi = 0) on the empirical cross-entropy f_n of the K = 1 sigmoid
    model (logistic regression, labels y ~ Bernoulli(phi(w*^T x))), d = 64, n = 20000, L = 2, lambda = (1/2, 1/2),
    mu_1 = -mu_2 = (1, ..., 1), Sigma_l = diag(linspace(0.9, 1.1, d)), w* = (e_1 - e_2)/sqrt 2. W_hat_n by Newton's
    method. With the printed step eta_0 = c / sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2, c = 1, GD
    started 1e-3 from W_hat_n moves away; with eta_0 = 1 / lambda_max(Hess f_n(W_hat_n)) it converges."""
    rng = np.random.default_rng(1)
    d, n = 64, 20_000
    v = np.linspace(0.9, 1.1, d)
    sgn = np.where(rng.random(n) < 0.5, 1.0, -1.0)
    x = sgn[:, None] * np.ones(d) + rng.standard_normal((n, d)) * np.sqrt(v)
    w_star = np.zeros(d)
    w_star[0], w_star[1] = 2**-0.5, -(2**-0.5)
    y = (rng.random(n) < _sig(x @ w_star)).astype(float)

    def grad(w):  # noqa: ANN001, ANN202
        return x.T @ (_sig(x @ w) - y) / n

    def hess(w):  # noqa: ANN001, ANN202
        p = _sig(x @ w)
        return (x * (p * (1 - p))[:, None]).T @ x / n

    w_hat = w_star.copy()
    for _ in range(30):
        w_hat = w_hat - np.linalg.solve(hess(w_hat), grad(w_hat))
    assert np.linalg.norm(grad(w_hat)) < 1e-10
    H = hess(w_hat)
    lmax = float(np.linalg.eigvalsh(H)[-1])
    side_inf = (1.0 + np.sqrt(v.max())) ** 2  # sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2, ||mu~||_inf = 1
    assert lmax / side_inf > 2.0, lmax / side_inf  # the printed step with c = 1 is past the stability limit 2/lmax

    def run(eta: float, steps: int = 60) -> float:
        w = w_hat + 1e-3 * rng.standard_normal(d) / np.sqrt(d)
        for _ in range(steps):
            w = w - eta * grad(w)
            if not np.all(np.isfinite(w)) or np.linalg.norm(w - w_hat) > 1e3:
                break
        return float(np.linalg.norm(w - w_hat))

    assert run(1.0 / side_inf) > 1.0  # moved away from ~1e-3: no linear convergence
    assert run(1.0 / lmax, steps=200) < 5e-4  # the stable step contracts (slowly along small eigenvalues)


def test_c178_c182_explicit_constant_crossed() -> None:
    """(C.178) L6095 and (C.182) L6114: lambda_min(Hess fbar(W*)) against (4/K^2) Gamma~ and 3 Gamma~/K^2 (eps_0 ->
    1/4) at d = K = 2, W* = I, two identical groups, mu = (0.6, -0.3), Sigma = t^2 I. Numpy Gauss-Hermite Hessian
    and mpmath rho of Definition C.2.2 from tests/test_thesis_ch4_c31.py (no project code)."""
    from tests.test_thesis_ch4_c31 import _hessian_at_wstar, _rho

    W, mu, K = np.eye(2), np.array([0.6, -0.3]), 2
    r4, r3 = [], []
    for t in (0.25, 1 / 256):
        lmin = np.linalg.svd(_hessian_at_wstar(W, mu, t), compute_uv=False)[-1] ** 2
        gamma = t * t * float(_rho([float(v) for v in mu / t], t))  # ||Sigma^-1||^-1 = t^2, kappa = eta = tau = 1
        r4.append(lmin / (4 * gamma / K**2))
        r3.append(lmin / (3 * gamma / K**2))
    _close(r4, [0.7464, 6.330e-4])
    assert r4[0] < 1 and r3[0] < 1 and r3[1] < 1e-3, (r4, r3)
