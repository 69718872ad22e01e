"""Second paths for the round-7 App. C-D step claims of the thesis (``checks/papers/thesis/r7_thesisCD.py``): each
computes its quantities by a method that shares no code with the claim's measurement or bound."""

from __future__ import annotations

import math

import numpy as np
from numpy.polynomial.hermite_e import hermegauss


def _dphi2(z: np.ndarray) -> np.ndarray:
    """phi'(z)^2 for the sigmoid, as (sigmoid(z) sigmoid(-z))^2."""
    s = 1.0 / (1.0 + np.exp(-z))
    return (s * (1.0 - s)) ** 2


def test_c139_a0_cross_moments_by_product_quadrature() -> None:
    """(C.139) L5901 at d = 2, k = 1, sigma = 1, mu = (1, 1), r_1 = (1, 1): A_0 = E_mix[phi'^2(x_1) (x_1 + x_2)^2] by a
    2-D probabilists' Gauss-Hermite product rule (120 x 120 nodes, each mixture component) against the printed
    beta_2 + beta_0 (1 + mu_2^2) with beta_q by a 1-D Gauss-Hermite rule: the printed side misses 2 beta_1 mu_2."""
    z, w = hermegauss(120)
    w = w / math.sqrt(2 * math.pi)
    mu = np.array([1.0, 1.0])
    a0 = 0.0
    for sgn in (1.0, -1.0):
        x1 = sgn * mu[0] + z[:, None]
        x2 = sgn * mu[1] + z[None, :]
        a0 += 0.5 * float(np.sum(w[:, None] * w[None, :] * _dphi2(x1) * (x1 + x2) ** 2))
    x = mu[0] + z
    beta = [float(np.sum(w * _dphi2(x) * x**q)) for q in range(3)]
    printed = beta[2] + beta[0] * (1 + mu[1] ** 2)
    assert abs(a0 - (printed + 2 * beta[1] * mu[1])) < 1e-9
    assert a0 > 1.3 * printed  # 0.13814 vs 0.10029
    assert abs(a0 - 0.13814) < 1e-4 and abs(printed - 0.10029) < 1e-4


def test_c139_holds_with_one_nonzero_mean_coordinate() -> None:
    """With mu = (1, 0) (a single nonzero coordinate, at the index i) the printed reduction is exact."""
    z, w = hermegauss(120)
    w = w / math.sqrt(2 * math.pi)
    mu = np.array([1.0, 0.0])
    a0 = 0.0
    for sgn in (1.0, -1.0):
        x1 = sgn * mu[0] + z[:, None]
        x2 = sgn * mu[1] + z[None, :]
        a0 += 0.5 * float(np.sum(w[:, None] * w[None, :] * _dphi2(x1) * (0.5 * x1 - 0.75 * x2) ** 2))
    x = mu[0] + z
    beta = [float(np.sum(w * _dphi2(x) * x**q)) for q in range(3)]
    assert abs(a0 - (0.25 * beta[2] + 0.5625 * beta[0] * (1 + mu[1] ** 2))) < 1e-12


def test_c67_equality_at_zero_mean() -> None:
    """(C.67) L5561 at mu = 0, u the top eigenvector of Sigma = diag(4, 1), t = 3: E[(u^T x)^6] = 15 * 2^6 (the sixth
    Gaussian moment by Gauss-Hermite), equal to the printed (2t-1)!! ||u||^6 ||Sigma^{1/2}||^6 = 15 * 2^6."""
    z, w = hermegauss(40)
    w = w / math.sqrt(2 * math.pi)
    lhs = float(np.sum(w * (2.0 * z) ** 6))
    assert abs(lhs - 15 * 2.0**6) < 1e-9


def test_c254_c261_series_outgrows_theta_squared() -> None:
    """(C.254) L6508-L6511 / (C.261) L6535: 1 + sum_{p>=2} (e x)^p / p^p against 1 + x^2 (x = theta tau^6 sqrt(D_2 D_4)
    or theta tau^4 D_2), the series summed term by term from logarithms (log-sum-exp),
    p up to 2000: the ratio exceeds 1e10 at x = 30 and 1e40 at x = 100, while the series stays below e^{e x} - e x."""
    def series(x: float) -> float:
        logs = [p * (1 + math.log(x)) - p * math.log(p) for p in range(2, 2001)]
        m = max(logs)
        return math.exp(m) * sum(math.exp(v - m) for v in logs)

    assert 1 + series(30.0) > 1e10 * (1 + 30.0**2)
    assert 1 + series(100.0) > 1e40 * (1 + 100.0**2)
    for x in (0.01, 1.0, 10.0, 100.0):
        assert 1 + series(x) <= math.exp(math.e * x) - math.e * x
    assert (1 + series(27 / (8 * math.e))) / (1 + (27 / (8 * math.e)) ** 2) < 3.0  # bounded under the condition (2.35)


def test_d96_first_inequality_drops_eta_squared() -> None:
    """(D.96) L7596, first '<=', at d = m1 = m2 = 1 (Sigma = +-1 with probability 1/2 each), W_t = V_t = 0, lambda_t = 1,
    by hand in rationals. Reading R = lambda_v ||V||^2 + lambda_w ||W||_{2,4}^4 ((5.11)): W_hat = V_hat = 1/2,
    lambda_w = lambda_v = 1, eta = 1/4: eps_0 = max(1/16, 1/4) = 1/4, E R~ = eta^2/16 + eta/4 = 17/256 > eta eps_0 =
    16/256. As printed (L7540, R with ||W||_{2,4}^2): W_hat = V_hat = 1/4, lambda_w = 1, lambda_v = 4: eps_0 =
    max(1/256, 1/4) = 1/4, E R~ = eta (1/16 + 1/4) = 5/64 > eta eps_0 = 1/16."""
    from fractions import Fraction as F

    eta = F(1, 4)
    # (5.11)'s R: both signs of Sigma give the same value
    vals = [1 * (F(1, 2) * sig) ** 2 * eta + 1 * ((F(1, 2) * sig) ** 2 * eta) ** 2 for sig in (1, -1)]
    lhs4 = sum(vals) / 2
    eps0 = max(F(1, 2) ** 4, F(1, 2) ** 2)
    assert lhs4 == F(17, 256) and lhs4 > eta * eps0
    # L7540's R: lambda_w ||W||_{2,4}^2 = lambda_w w^2 for a 1 x 1 matrix
    vals2 = [4 * (F(1, 4) * sig) ** 2 * eta + 1 * (F(1, 4) * sig) ** 2 * eta for sig in (1, -1)]
    eps0b = max(1 * F(1, 4) ** 4, 4 * F(1, 4) ** 2)
    assert sum(vals2) / 2 == F(5, 64) and sum(vals2) / 2 > eta * eps0b


def test_l7594_regulariser_square_against_fourth_power() -> None:
    """L7594 with L7540's R: W_t = [[2]] (1 x 1), V_t = 0, lambda_t = lambda_w = 1: lambda_w ||W||_{2,4}^4 = 16 but
    R = lambda_w ||W||_{2,4}^2 = 4; with (5.11)'s fourth power R = 16 (equality)."""
    w = 2
    assert w**4 > w**2 and w**4 == 16


def test_c212_moment_grows_like_double_factorial() -> None:
    """(C.212) L6295 at d = K = L = 1, mu = 0, sigma = 1, w = w* = 0: H = phi(0) = 1/2, so zeta = -1/2 (y = 1) or 1/2
    (y = 0), E[zeta x] = 0 and G' = +-x/2: E|G'|^p = 2^{-p} E|Z|^p = 2^{-p} 2^{p/2} Gamma((p+1)/2)/sqrt(pi) (closed
    form), against A^{p/2} = 1: unbounded in p; the corrected 2^p (0 + sqrt(p))^p stays above."""
    for p, low in ((16, 30.0), (32, 4e7), (64, 6e24)):
        m = 2.0**-p * 2.0 ** (p / 2) * math.gamma((p + 1) / 2) / math.sqrt(math.pi)
        assert m > low
        assert m <= 2.0**p * math.sqrt(p) ** p


def test_c242_scalar_instance() -> None:
    """(C.242) L6437-L6444 at d = K = 1: w* = 1 (w_bar = 1, delta_1 = 1), U^ = 1, v^ = 2, alpha^ = 3: first line
    |1 - 3 * 2| = 5, last line 1 * (0 + |1 - 2|) + |1 - 3| = 3; with the factor ||v^|| = 2 kept: 1 + 2 * 2 = 5."""
    first = abs(1 - 3 * 1 * 2)
    last = 1 * (abs(1 - 1 * 1 * 1) + abs(1 * 1 - 2)) + abs(1 - 3)
    assert (first, last) == (5, 3) and first > last
    assert first <= 1 * (0 + 1) + abs(1 - 3) * 2


def test_c140_b0_factor_two_at_zero_mean() -> None:
    """(C.140) L5905-L5909 at d = k = 2, mu = 0, sigma = 1, r_1 = r_2 = (1, 1): B_0 = sum_{i != l} E[phi'(x_i) phi'(x_l)
    (x_1 + x_2)^2] = 2 E[phi'(x_1) phi'(x_2) (x_1 + x_2)^2] by a 2-D Gauss-Hermite product rule, against the printed
    sum_{i != l} r_ii r_li alpha_2 alpha_0 = 2 alpha_2 alpha_0 (alpha_q by a 1-D rule; no j outside {i, l}): B_0 is
    twice the printed side."""
    z, w = hermegauss(120)
    w = w / math.sqrt(2 * math.pi)
    s = 1.0 / (1.0 + np.exp(-z))
    dphi = s * (1.0 - s)
    b0 = 2.0 * float(np.sum(w[:, None] * w[None, :] * dphi[:, None] * dphi[None, :] * (z[:, None] + z[None, :]) ** 2))
    a0, a2 = float(np.sum(w * dphi)), float(np.sum(w * dphi * z**2))
    printed = 2 * a2 * a0
    assert abs(b0 - 2 * printed) < 1e-10
    assert abs(b0 - 0.11920) < 1e-4


def test_c141_misses_coordinates_beyond_k() -> None:
    """(C.141) L5913-L5917 at d = 3, k = 2, mu = 0, sigma = 1, r_1 = r_2 = e_3: A_0 + B_0 = E[phi'(x_1)^2 x_3^2] +
    E[phi'(x_2)^2 x_3^2] + 2 E[phi'(x_1) phi'(x_2) x_3^2] = 2 beta_0 + 2 alpha_0^2 (independent N(0, 1) coordinates,
    1-D Gauss-Hermite), while every term of the printed right side but sum_i sum_{j != i} r_ij^2 beta_0 = 2 beta_0
    vanishes (r_ii = 0 and r_li = 0 for i <= k)."""
    z, w = hermegauss(120)
    w = w / math.sqrt(2 * math.pi)
    s = 1.0 / (1.0 + np.exp(-z))
    dphi = s * (1.0 - s)
    a0, b0 = float(np.sum(w * dphi)), float(np.sum(w * dphi**2))
    lhs = 2 * b0 * 1.0 + 2 * a0 * a0 * 1.0  # E[x_3^2] = 1
    assert abs(lhs - 0.17506) < 1e-4 and abs(2 * b0 - 0.08967) < 1e-4


def test_c170_cross_term_nonzero() -> None:
    """(C.170) L6047 at d = 2, K = 1, U = (1, 1)/sqrt 2, w* = U, Sigma_l = diag(4, 1/4), mu_l = U, a_1 = (U +
    U_perp)/sqrt 2 (b = c = 1/sqrt 2): C = 2 b c E[(U_perp^T x)(U^T x) phi'(U^T x)^2] by a 2-D Gauss-Hermite rule on
    x = mu + L g (L the Cholesky factor), not 0; it vanishes for the isotropic Sigma_l = I."""
    z, w = hermegauss(100)
    w = w / math.sqrt(2 * math.pi)
    u = np.array([1.0, 1.0]) / math.sqrt(2)
    up = np.array([-1.0, 1.0]) / math.sqrt(2)

    def cross(sig: np.ndarray) -> float:
        g1, g2 = np.meshgrid(z, z, indexing="ij")
        x1, x2 = u[0] + sig[0] * g1, u[1] + sig[1] * g2
        zz, ss = u[0] * x1 + u[1] * x2, up[0] * x1 + up[1] * x2
        sgm = 1.0 / (1.0 + np.exp(-zz))
        return float(np.sum(w[:, None] * w[None, :] * ss * zz * (sgm * (1 - sgm)) ** 2)) * 2 * 0.5

    assert abs(cross(np.array([2.0, 0.5])) - (-0.0148225)) < 1e-6  # the claim's 1-D conditioning gives the same
    assert abs(cross(np.array([1.0, 1.0]))) < 1e-12


def test_d107_min_by_grid_over_c2() -> None:
    """L7647-L7651 at eta = 1/4, gamma = eps0 = 1/2, ||q^T A*||_1 = 1, c'_3 = 1, OPT = 0: the largest min{c'_1, c'_2}
    with c'_1 at (D.107)'s bound (constants 1), found by a float grid over c'_2 in [0, 4], minus the printed explicit
    part, over ||A*||_inf^2 eta eps0 / gamma + eta^1.5: grows like ||A*||_inf^2 (ratio x16 per x4 in ||A*||_inf)."""
    eta, gam, eps0, c3 = 0.25, 0.5, 0.5, 1.0
    c2 = np.linspace(0.0, 4.0, 400001)
    ratios = []
    for a in (4.0, 16.0, 64.0):
        extra = eta * a**4 * eps0 / gam + eta**1.5
        c1 = (1 - eta) * (2 * c3 - c2) + eta * gam / 4 * c3 + extra
        worst = float(np.max(np.minimum(c1, c2))) if a == 4.0 else None
        if worst is None:  # the crossing moves past the grid for large a: extend the grid around it
            grid = np.linspace(0.0, 2.0 * (2 * c3 + extra), 400001)
            c1g = (1 - eta) * (2 * c3 - grid) + eta * gam / 4 * c3 + extra
            worst = float(np.max(np.minimum(c1g, grid)))
        rem = worst - (1 - eta / 2 + eta * gam / 8) * c3
        ratios.append(rem / (a**2 * eta * eps0 / gam + eta**1.5))
    assert ratios[1] / ratios[0] > 10 and ratios[2] / ratios[1] > 14


def test_c51_rho_sigma_cubed_levels_off() -> None:
    """(C.51) L5459 at u = (0, 1): rho(u, sigma) of (C.6) by mpmath quadrature in z (30 digits, breakpoints at
    +-k/sigma), sigma^3 rho at sigma = 1e2, 1e3, 1e4 levels off at min_i pdf(u_i) (pi^2 - 6)/18 > 0, so rho is not
    o(sigma^{-3-eps})."""
    import mpmath as mp

    mp.mp.dps = 30

    def moment(ui: float, sigma: float, power: int, q: int) -> mp.mpf:
        def f(z: mp.mpf) -> mp.mpf:
            return (1 / (mp.exp(sigma * z) + mp.exp(-sigma * z) + 2)) ** power * z**q * mp.npdf(z, ui, 1)
        pts = [-mp.inf] + [k / mp.mpf(sigma) for k in (-80, -20, -5, 0, 5, 20, 80)] + [mp.inf]
        return mp.quad(f, pts)

    u = (0.0, 1.0)
    limit = min(float(mp.npdf(0, x, 1)) for x in u) * (math.pi**2 - 6) / 18
    for sigma in (1e2, 1e3, 1e4):
        vals = []
        for i, ui in enumerate(u):
            b0, a0, b2, a2 = (moment(ui, sigma, 2, 0), moment(ui, sigma, 1, 0), moment(ui, sigma, 2, 2),
                              moment(ui, sigma, 1, 2))
            vals.append(b2 - a2**2 / (ui**2 + 1))
            vals.extend((uj**2 + 1) * (b0 - a0**2) for j, uj in enumerate(u) if j != i)
        r3 = float(min(vals)) * sigma**3
        assert abs(r3 - limit) < 0.02 * limit


def test_c115_second_step_literal() -> None:
    """(C.115) L5801-L5803 at L = 2, l = 1, lambda = (1/2, 1/2), mu = 0, ||Sigma_1|| = ||Sigma_2|| = 1: a_1..a_5 from
    L5803 by hand (every norm ratio 1): a_1 = 1, a_2 = sqrt(1/2), a_3 = sqrt(1/2 * 1/2) + 1/2 = 1, a_4 = 1/2
    sqrt(1/2), a_5 = sqrt(1/4) * 1/2 = 1/4; the left numerator (1.5) exceeds the right one (a_5)."""
    lam_l, lam_j = 0.5, 0.5
    a = [1.0, math.sqrt(lam_j), math.sqrt(lam_j * lam_j) + lam_j, lam_j * math.sqrt(lam_j), math.sqrt(lam_j**2) * lam_j]
    left = a[0] * lam_l**2 + a[1] * lam_l**1.5 + a[2] * lam_l + a[3] * lam_l**0.5 + a[4]
    assert abs(left - 1.5) < 1e-12 and left > 5 * a[4]


def test_l7659_threshold_constant_by_scan() -> None:
    """L7657-L7659 at eta = 1/4, eps0 = 1/2, Q = a = 1, OPT = 0: scan constants C on a float grid; for each, check
    the conclusion min <= (1 - eta gamma/4) c'_3 with min at L7651's bound (constants 1) on a grid of c'_3 above the
    threshold; the least C that works grows like 1/gamma (x > 100 from gamma = 1/4 to 2^-10)."""
    eta, eps0 = 0.25, 0.5

    def works(c: float, gam: float) -> bool:
        c3 = c + np.linspace(0.0, 50.0, 2001)
        mn = (1 - eta / 2 + eta * gam / 8) * c3 + eta * eps0 / gam + eta**1.5
        return bool(np.all(mn <= (1 - eta * gam / 4) * c3 + 1e-12))

    least = []
    for gam in (2.0**-2, 2.0**-10):
        cs = np.geomspace(1e-2, 1e5, 3001)
        least.append(float(next(c for c in cs if works(c, gam))))
    assert least[1] / least[0] > 100


def test_c21_limit_is_finite() -> None:
    """(C.21) L5271-L5275 at u_i = u_j = 1: (u_j^2/sigma^2 + 1) Var phi'(x), x ~ N(1, sigma^2), by mpmath quadrature
    (30 digits) at sigma = 1e-2, 1e-3: close to u_j^2 phi''(1)^2 = 0.0083 (phi'' by its closed form), not growing."""
    import mpmath as mp

    mp.mp.dps = 30

    def dphi(x: mp.mpf) -> mp.mpf:
        return mp.exp(-x) / (1 + mp.exp(-x)) ** 2

    s = 1 / (1 + mp.e ** -1)
    d2 = s * (1 - s) * (1 - 2 * s)
    vals = []
    for sigma in (mp.mpf("1e-2"), mp.mpf("1e-3")):
        def dens(x: mp.mpf, sg: mp.mpf = sigma) -> mp.mpf:
            return mp.npdf(x, 1, sg)
        pts = [1 - 12 * sigma, 1, 1 + 12 * sigma]
        m1 = mp.quad(lambda x: dphi(x) * dens(x), pts)
        m2 = mp.quad(lambda x: dphi(x) ** 2 * dens(x), pts)
        vals.append(float((1 / sigma**2 + 1) * (m2 - m1**2)))
    assert all(abs(v - float(d2**2)) < 0.02 * float(d2**2) for v in vals)
    assert max(vals) < 1.0


def test_d122_first_mixed_signs() -> None:
    """(D.122) L7736-L7738 by hand at N = d = m1 = 1, m2 = 2, every aggregation matrix 1, X = W = W' = 1, V = (1, 0),
    V' = (0, 1), c_r = (1, -1): the outputs relu(relu(1) V) = (1, 0) and relu(relu(1) V') = (0, 1) differ by (1, -1);
    the left side |1 * 1 + (-1)(-1)| = 2, the printed right side |1 * |1| + (-1) |-1|| = 0."""
    z, zp = [1.0, 0.0], [0.0, 1.0]
    diff = [z[0] - zp[0], z[1] - zp[1]]
    c = [1.0, -1.0]
    left = abs(sum(ci * di for ci, di in zip(c, diff, strict=True)))
    right = abs(sum(ci * abs(di) for ci, di in zip(c, diff, strict=True)))
    assert left == 2.0 and right == 0.0


def test_d123_first_wrong_weights() -> None:
    """(D.123) L7749-L7754 with scalars (N = d = m1 = m2 = 1, A^(1) = A^(2) = X = c = 1) on a grid of A*, A^(3), W, V,
    W', V': some point has the left side above the printed right side (e.g. W = V = 0, W' = V' = 1, A* = 1/2,
    A^(3) = 1: left 1, right 1/2 + 0)."""
    relu = lambda x: max(x, 0.0)  # noqa: E731
    best = 0.0
    grid = (-1.0, 0.0, 0.5, 1.0, 2.0)
    for a_s in (0.5, 1.0, 2.0):
        for a3 in (0.0, 0.5, 1.0):
            for w in grid:
                for v in grid:
                    for wp in grid:
                        for vp in grid:
                            f_star = a_s * relu(a_s * relu(a_s * w) * v)
                            inner_p = relu(relu(wp) * vp)  # A^(1) = A^(2) = 1, X = 1, c = 1
                            f_mid, f3 = a_s * inner_p, a3 * inner_p
                            printed = abs(f_star - f_mid) + abs((a_s - a3) * relu(relu(w) * v))
                            best = max(best, abs(f_star - f3) - printed)
    assert best > 0.1
