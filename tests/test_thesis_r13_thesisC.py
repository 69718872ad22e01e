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
