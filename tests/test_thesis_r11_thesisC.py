"""Second paths for thmcheck.checks.papers.thesis.r11_thesisC (thesis App. C, round 11), sharing no code with the
claims' measurements: scipy quadrature, plain numpy sampling of the mixture and of the labels, the empirical Q^_2 of
Definition C.1.1 written out from the Gaussian densities."""

from __future__ import annotations

import numpy as np
from scipy import integrate


def _sig(z):  # noqa: ANN001, ANN202
    return 1.0 / (1.0 + np.exp(-z))


def test_c237_signed_top_k_misses_span() -> None:
    """(C.237)/(C.238) L6421/L6425 as printed: d = 3, K = 2, W* = [e1, e2], a non-symmetric 2-group mixture with
    w_1*^T mu_l > 0 > w_2*^T mu_l. Q_2 = (1/K) sum_i E[phi''(w_i*^T x)] w_i* w_i*^T (Stein, by quad), the empirical
    Q^_2 = (1/n) sum y_i p(x_i)^{-1} grad^2 p(x_i) from n samples meets ||Q^_2 - Q_2|| <= delta_K(Q_2)/10, and the
    eigenvectors of the K largest eigenvalues of Q^_2 miss w_1*: ||U^U^^T - UU^T|| ~ 1 while the printed shape is
    <= 0.1 (+ eps); with the K largest |eigenvalues| the error is of the order of the ratio."""
    d, K = 3, 2
    W = np.array([[1.0, 0.0], [0.0, 1.0], [0.0, 0.0]])
    mus = np.array([[1.3, -1.3, 0.0], [1.1, -1.1, 0.0]])
    s2 = np.array([0.5, 0.4])
    lam = np.array([0.6, 0.4])

    def phi2(z):  # noqa: ANN001, ANN202
        s = _sig(z)
        return s * (1 - s) * (1 - 2 * s)

    c = np.zeros(K)
    for j in range(K):
        for l_ in range(2):
            m, s = W[:, j] @ mus[l_], np.sqrt(s2[l_])
            c[j] += lam[l_] * integrate.quad(lambda z, m=m, s=s: phi2(m + s * z) * np.exp(-z * z / 2) / np.sqrt(2 * np.pi),
                                             -40, 40, epsabs=1e-13)[0]
    assert c[0] < -0.07 and c[1] > 0.07

    def phi3(z):  # noqa: ANN001, ANN202
        s = _sig(z)
        return s * (1 - s) * (1 - 6 * s * (1 - s))

    c3 = [sum(lam[l_] * integrate.quad(lambda z, m=W[:, j] @ mus[l_], v=s2[l_]: phi3(m + v**0.5 * z)
                                       * np.exp(-z * z / 2) / np.sqrt(2 * np.pi), -40, 40)[0] for l_ in range(2))
          for j in range(K)]
    assert max(abs(v) for v in c3) > 1e-3  # Q_3 = (1/K) sum_j E[phi^(3)(w_j*^T x)] w_j*^{x3} != 0 (Assumption C.1.2)
    # Q_1 = (1/K) sum_j E[phi'(w_j*^T x)] w_j* != 0 since phi' > 0 and the w_j* are independent
    Q2 = (c[0] * np.outer(W[:, 0], W[:, 0]) + c[1] * np.outer(W[:, 1], W[:, 1])) / K
    dK = np.linalg.svd(Q2, compute_uv=False)[K - 1]
    rng = np.random.default_rng(7)
    n, chunk = 8_000_000, 1_000_000
    acc = np.zeros((d, d))
    for _ in range(n // chunk):
        g = rng.choice(2, size=chunk, p=lam)
        x = mus[g] + rng.standard_normal((chunk, d)) * np.sqrt(s2[g])[:, None]
        y = (rng.random(chunk) < _sig(x @ W).mean(1)).astype(float)
        dens = np.stack([lam[l_] * np.exp(-((x - mus[l_]) ** 2).sum(1) / (2 * s2[l_])) / (2 * np.pi * s2[l_]) ** 1.5
                         for l_ in range(2)], 1)
        post = dens / dens.sum(1, keepdims=True)
        for l_ in range(2):
            a = (x - mus[l_]) / s2[l_]
            wgt = y * post[:, l_]
            acc += (a * wgt[:, None]).T @ a - wgt.sum() * np.eye(d) / s2[l_]
    Qh = acc / n
    err = np.linalg.norm(Qh - Q2, 2)
    assert err <= dK / 10, (err, dK / 10)  # Lemma C.6.4's hypothesis
    ev, V = np.linalg.eigh((Qh + Qh.T) / 2)
    U = W  # orthonormal already
    Uh = V[:, np.argsort(-ev)[:K]]  # Subroutine 1 line 3 as printed
    lhs = np.linalg.norm(Uh @ Uh.T - U @ U.T, 2)
    miss = np.linalg.norm(W[:, 0] - Uh @ (Uh.T @ W[:, 0]))
    assert lhs > 0.99 and miss > 0.99
    assert lhs / (err / dK) > 9.0  # the printed shape's ratio at this n; it grows like sqrt(n)
    Ua = V[:, np.argsort(-np.abs(ev))[:K]]  # the |eigenvalue| reading
    assert np.linalg.norm(Ua @ Ua.T - U @ U.T, 2) <= 2 * err / dK


def test_c239_signed_top_k_misses_span_symmetric() -> None:
    """(C.239)/(C.240) L6421/L6425 as printed (symmetric case, Subroutine 1 line 5): d = 2, K = 1, w* = e1, the
    symmetric mixture x ~ (1/2) N(mu, 0.5 I) + (1/2) N(-mu, 0.5 I), mu = (1.5, 0.7), alpha = -sign(c) e1 with c =
    E[phi'''(w*^T x)] (scipy quad). Q_3(I, I, alpha) = c (w*^T alpha) w* w*^T = -|c| e1 e1^T (Definition C.1.1's
    closed form), Q^_3(I, I, alpha) = Q_3(I, I, alpha) + t |c| e2 e2^T meets ||Q^_3 - Q_3|| = t delta_1 <= delta_1/10
    for t <= 1/10; the eigenvector of the largest eigenvalue of Q^_3 is e2, so ||U^U^^T - UU^T|| = 1 and
    ||(I - U^U^^T) w*|| = ||w*|| at every t, while the printed ratio is t -> 0. The |eigenvalue| reading gives 0."""
    mu, v = np.array([1.5, 0.7]), 0.5

    def dens_mean(f, m):  # noqa: ANN001, ANN202
        return 0.5 * sum(integrate.quad(lambda z, s=s: f(s * m + np.sqrt(v) * z) * np.exp(-z * z / 2)
                                        / np.sqrt(2 * np.pi), -40, 40, epsabs=1e-14)[0] for s in (1.0, -1.0))

    def phi1(z):  # noqa: ANN001, ANN202
        s = _sig(z)
        return s * (1 - s)

    def phi3(z):  # noqa: ANN001, ANN202
        s = _sig(z)
        return s * (1 - s) * (1 - 6 * s * (1 - s))

    c = dens_mean(phi3, mu[0])
    assert abs(c) > 1e-3  # Q_3 = E[phi'''(w*^T x)] w*^{x3} != 0 (Assumption C.1.2 (1))
    assert dens_mean(phi1, mu[0]) > 0.1  # Q_1 = E[phi'(w*^T x)] w* != 0
    alpha = -np.sign(c) * np.array([1.0, 0.0])
    w = np.array([1.0, 0.0])
    M = c * (w @ alpha) * np.outer(w, w)
    assert M[0, 0] < 0
    delta1 = np.linalg.svd(M, compute_uv=False)[0]
    for t in (1e-1, 1e-2, 1e-4, 1e-6):
        E = t * delta1 * np.outer([0.0, 1.0], [0.0, 1.0])
        assert np.linalg.norm(E, 2) <= delta1 / 10 * (1 + 1e-12)
        ev, V = np.linalg.eigh(M + E)
        u = V[:, [int(np.argmax(ev))]]  # the K = 1 largest eigenvalue (signed, as printed)
        assert np.linalg.norm(u @ u.T - np.outer(w, w), 2) > 0.999
        assert np.linalg.norm(w - u @ (u.T @ w)) > 0.999 * np.linalg.norm(w)
        ua = V[:, [int(np.argmax(np.abs(ev)))]]  # the largest |eigenvalue| (the Reading)
        assert np.linalg.norm(ua @ ua.T - np.outer(w, w), 2) < 1e-12


def test_c132_nstar_outgrows_log2d():
    """(C.131) -> (C.132), second path (mpmath Lambert W at 50 digits, no code shared with the claim): the least n with
    C_6 S sqrt(dK ln n / n) <= (eps0/K^2) R is n* = -B W_{-1}(-1/B), B = C_6^2 eps0^-2 (S/R)^2 d K^5; at d = 10, K = 2,
    S = R = 1, C_6 = 1 the ratio n*/(A ln^2 d) (A = B) grows without bound as eps0 -> 0 (eps0 in (0, 1/4), Lemma
    C.4.4), so no absolute C_1 makes n >= C_1 A log^2 d sufficient."""
    import mpmath

    with mpmath.workdps(50):
        d, K = mpmath.mpf(10), mpmath.mpf(2)
        ratios = []
        for e in (1, 3, 6, 12, 24, 48):
            eps0 = mpmath.mpf(10) ** (-e)
            A = eps0**-2 * d * K**5
            n = -A * mpmath.lambertw(-1 / A, -1).real
            # n meets (C.131) with equality, and a slightly smaller n does not
            assert abs(mpmath.sqrt(d * K * mpmath.log(n) / n) - eps0 / K**2) < mpmath.mpf(10) ** -40 * eps0
            m = n * (1 - mpmath.mpf(10) ** -6)
            assert mpmath.sqrt(d * K * mpmath.log(m) / m) > eps0 / K**2
            ratios.append(float(n / (A * mpmath.log(d) ** 2)))
    expected = [2.44, 4.28, 6.98, 12.3, 22.8, 43.8]
    for r, x in zip(ratios, expected):
        assert abs(r - x) / x < 0.01, (ratios, expected)
    assert all(b > a for a, b in zip(ratios, ratios[1:]))
    # with a fixed C_1 = 40 the printed n = C_1 A log^2 d misses (C.131) at eps0 = 1e-48
    with mpmath.workdps(50):
        eps0 = mpmath.mpf(10) ** -48
        A = eps0**-2 * d * K**5
        n = 40 * A * mpmath.log(d) ** 2
        assert mpmath.sqrt(d * K * mpmath.log(n) / n) > eps0 / K**2


def test_c94_c105_nstar_outgrows_log2d():
    """(C.88) -> (C.94) L5718 and (C.105) L5777, second path (mpmath Lambert W at 50 digits, no code shared with the
    claims): the least n with sqrt(d ln n / n) <= 1/sqrt(A/d), i.e. n / ln n >= A = P b d (P = eps0^-2 kappa^12 K^14
    tau^12, b = B(Psi) or ||Sigma_l||^3), is n* = -A W_{-1}(-1/A); at d = 10, eps0 = 0.1, kappa = tau = K = 1 the
    ratio n*/(P b d ln^2 d) grows without bound as b -> inf while every other quantity (so any poly(...)) is fixed."""
    import mpmath

    with mpmath.workdps(50):
        d, eps0 = mpmath.mpf(10), mpmath.mpf("0.1")
        P = eps0**-2
        ratios = []
        for e in (0, 6, 12, 24, 48, 96):
            b = mpmath.mpf(10) ** e
            A = P * b * d
            n = -A * mpmath.lambertw(-1 / A, -1).real
            assert abs(n / mpmath.log(n) - A) < mpmath.mpf(10) ** -30 * A
            m = n * (1 - mpmath.mpf(10) ** -6)
            assert m / mpmath.log(m) < A
            ratios.append(float(n / (P * b * d * mpmath.log(d) ** 2)))
    expected = EXPECTED_C94
    for r, x in zip(ratios, expected):
        assert abs(r - x) / x < 0.01, (ratios, expected)
    assert all(b > a for a, b in zip(ratios, ratios[1:]))
    # with a fixed C = 40 the printed n = C P b d log^2 d misses (C.88) at b = 1e96
    with mpmath.workdps(50):
        A = P * mpmath.mpf(10) ** 96 * d
        n = 40 * A * mpmath.log(d) ** 2
        assert n / mpmath.log(n) < A


EXPECTED_C94 = [1.72, 4.51, 7.20, 12.5, 23.1, 44.0]
