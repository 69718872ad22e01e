"""Second paths for the proof displays of mhgd (checks/papers/mhgd/steps_displays.py): each reproduces a printed
display's failure at one explicit instance with closed forms, fractions, mpmath or a hand-written finite-difference
Hessian, importing neither the claims' bounds (bounds/) nor their measurements (models/).
Paper: shared/seeds/004_fdca0756fccde960.txt."""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath as mp
import numpy as np


def _softmax(v: np.ndarray) -> np.ndarray:
    e = np.exp(v - v.max())
    return e / e.sum()


def _phi(theta: np.ndarray, X: np.ndarray, T: int, d: int) -> float:
    U, W = theta[:T * d].reshape(T, d), theta[T * d:].reshape(d, d)
    A = np.stack([_softmax(r) for r in X @ W @ X.T])
    return float((U * (A @ X)).sum())


def _fd_grad_hess(f, th: np.ndarray, h: float = 1e-4) -> tuple[np.ndarray, np.ndarray]:  # noqa: ANN001
    p = th.size
    g, Hm = np.zeros(p), np.zeros((p, p))
    E = np.eye(p) * h
    for i in range(p):
        g[i] = (f(th + E[i]) - f(th - E[i])) / (2 * h)
        for j in range(p):
            Hm[i, j] = (f(th + E[i] + E[j]) - f(th + E[i] - E[j]) - f(th - E[i] + E[j]) + f(th - E[i] - E[j])) / (
                4 * h * h)
    return g, (Hm + Hm.T) / 2


def test_eq60_negative_right_side() -> None:
    """(60) first line (L737): T = d = 1, x = 2, u = -5, W = 0.1. Phi = u x (softmax of one token is 1), so the
    Hessian in (u, W) is 0 while 6 d^2 R^4 max_tau x_tau u + 2 d sqrt(Td) R^3 = 6*16*(-10) + 2*8 = -944 < 0."""
    R, xu = 2, 2 * -5
    rhs = 6 * R**4 * xu + 2 * R**3
    assert rhs == -944 < 0  # a norm (>= 0) cannot be below it
    rhs_abs = 6 * R**4 * abs(xu) + 2 * R**3  # (59)'s ||X u||_inf: holds
    assert rhs_abs > 0


def test_eq66_swapped_squares() -> None:
    """(66) middle line (L794): one sample, T = d = 1, token x = 3, theta = (u, w) = (0, 0), y = 1. Phi = u x, so
    grad Phi = (x, 0), grad^2 Phi = 0, l''(0) = 1/4: ||grad^2 L^|| = x^2/4 = 2.25 > l''(0)||grad Phi|| + 0 = 0.75."""
    x = 3.0
    f = (lambda th: math.log1p(math.exp(-th[0] * x)))  # noqa: E731  L^ with one sample, y = 1
    _, Hm = _fd_grad_hess(f, np.zeros(2), 1e-3)
    lhs = float(np.linalg.norm(Hm, 2))
    assert abs(lhs - 2.25) < 1e-4
    printed = 0.25 * x + 0.5 * 0.0**2
    assert lhs > printed + 1.0
    assert lhs <= 0.25 * x**2 + 1e-4  # the intended (squares as in (65)) holds


def test_lemma6_lmin_label_inside() -> None:
    """Lemma 6's lambda_min chain, first line (L800): T = 2, d = 1, one sample with y = -1. lambda_min of the
    loss Hessian is negative, while -(1/n) |l'| y ||grad^2 Phi|| = +|l'| ||grad^2 Phi|| > 0."""
    X = np.array([[1.0], [-0.5]])
    T, d = 2, 1
    th = np.array([0.7, -0.4, 0.3])
    y = -1.0
    phi = (lambda t: _phi(t, X, T, d))  # noqa: E731
    loss = (lambda t: math.log1p(math.exp(-y * phi(t))))  # noqa: E731
    _, HL = _fd_grad_hess(loss, th)
    _, HP = _fd_grad_hess(phi, th)
    lmin = float(np.linalg.eigvalsh(HL).min())
    z = y * phi(th)
    lp = 1 / (1 + math.exp(z))  # |l'(z)|
    printed = -lp * y * float(np.linalg.norm(HP, 2))
    assert printed > 0 > lmin
    assert lmin >= -lp * float(np.linalg.norm(HP, 2)) - 1e-6  # the second line holds


def test_eq26_remainder_is_second_order() -> None:
    """(26) (L530): T = 3, v = 0, delta = (1, 0, 0). By hand, D^2 phi(0)[delta, delta] = (2, -1, -1)/27, so the
    first-order remainder over ||t delta||^2 tends to sqrt(6)/54 = 0.04536, not 0. Computed here at 50 digits from
    the softmax itself for t = 1e-12 and 1e-14."""
    mp.mp.dps = 50

    def ratio(t: mp.mpf) -> mp.mpf:
        v = [mp.mpf(0)] * 3
        dl = [mp.mpf(1), mp.mpf(0), mp.mpf(0)]
        e0 = [mp.exp(x) for x in v]
        a = [x / mp.fsum(e0) for x in e0]
        m = mp.fsum(ai * di for ai, di in zip(a, dl, strict=True))
        e1 = [mp.exp(x + t * y) for x, y in zip(v, dl, strict=True)]
        b = [x / mp.fsum(e1) for x in e1]
        rem = [bi - ai - ai * (di - m) * t for bi, ai, di in zip(b, a, dl, strict=True)]
        return mp.sqrt(mp.fsum(r**2 for r in rem)) / t**2

    r1, r2 = ratio(mp.mpf("1e-12")), ratio(mp.mpf("1e-14"))
    assert abs(r1 - mp.sqrt(6) / 54) < mp.mpf("1e-10") and abs(r1 - r2) < mp.mpf("1e-10")  # tends to a positive limit, not 0


def test_eq87_midpoint_norm_smaller() -> None:
    """(87) second line (L1041): theta_k = (1, 0), theta_k^{-i} = (0.9, 0.3) (H = 1): at alpha = 1/2 the norm of the
    midpoint, sqrt(0.95^2 + 0.15^2) = 0.9618, is below max(1, sqrt(0.9)) = 1."""
    a, b = np.array([1.0, 0.0]), np.array([0.9, 0.3])
    mid = float(np.linalg.norm((a + b) / 2))
    assert mid < max(np.linalg.norm(a), np.linalg.norm(b)) - 0.03


def test_eq103_extra_alpha() -> None:
    """(103) (L1261): H = 1, alpha_1 = -1, T = 2 tokens x_1 = (1, 0), x_2 = (0, 1), zeta = 1/2, u_* = (1, -1),
    p = 0: U^(1) = -(1/4)(1, -1) in both rows. Left: <U, (1/T) 1 1^T X> = -(1/4)(1 - 1)... choose x_2 = (1, 0) too
    so that <U^(1), 1 1^T X>/T = -(1/4)*2 = -1/2; right: alpha_1 (1/T) <U^(1), 1 1^T X> = +1/2."""
    U = Fraction(-1, 4) * np.array([[1, -1], [1, -1]], dtype=object)
    X = np.array([[1, 0], [1, 0]], dtype=object)
    ones = np.ones((2, 2), dtype=object)
    left = (U * (ones @ X)).sum() / 2
    right = -1 * (U * (ones @ X)).sum() / 2
    assert left == Fraction(-1, 2) and right == Fraction(1, 2)


def test_eq115_coefficient() -> None:
    """(115)'s '=' (L1380): the Z_mu^2 S^2 coefficient after subtracting (113) from (112) is
    -2(1-zeta)[(2-zeta) + (1-zeta)(2+zeta)] = -2(1-zeta)(4 - 2 zeta - zeta^2), printed -2(1-zeta)(4 - zeta^2)."""
    for z in (Fraction(1, 2), Fraction(1, 3), Fraction(7, 8)):
        got = -2 * (1 - z) * ((z + 2 * (1 - z)) + (1 - z) * (2 + z))
        assert got == -2 * (1 - z) * (4 - 2 * z - z**2)
        assert got != -2 * (1 - z) * (4 - z**2)
    # the whole identity at T = 2, zeta = 1/2, S = 1, Z_mu = 1, Z_nu = 0 (exact)
    T, z, S, Zm, Zn = 2, Fraction(1, 2), Fraction(1), Fraction(1), Fraction(0)
    a = z * S**6 - z * (1 - z) * (Zm + Zn) * S**4 - 2 * (1 - z) * (2 - z) * Zm**2 * S**2 - 4 * (1 - z) ** 2 * Zm**2 * (
        Zm + Zn)
    b = z**2 * S**6 + z * (1 - z) * (4 * Zm + z * Zn) * S**4 + 2 * (1 - z) ** 2 * ((2 + z) * Zm + 2 * z * Zn) * Zm * (
        S**2) + 4 * (1 - z) ** 3 * Zm**2 * (Zm + Zn)
    left = T * z / 2 * (a - b)
    printed = T * (1 - z) * z / 2 * (z * S**6 - z * (5 * Zm + (1 + z) * Zn) * S**4 - 2 * ((4 - z**2) * Zm + 2 * z * (
        1 - z) * Zn) * Zm * S**2 - 4 * (1 - z) * (2 - z) * (Zm + Zn) * Zm**2)
    assert left - printed == Fraction(1, 2)  # T(1-zeta)zeta/2 * 2 * 2 zeta Z_mu^2 S^2 = 1/2


def test_eq115_alpha_minus_one() -> None:
    """(115) first '>=' (L1376): the left side is linear in alpha (grad_W Phi(X; theta^(1)) = alpha G), the right
    side is alpha q with q a lower bound of y<G, W_*> =: Q. With Q = 3 > q = 2 and alpha = -1: -3 < -2."""
    Q, q = 3.0, 2.0
    assert Q >= q and -1 * Q < -1 * q


def test_eq116_halved_p_term() -> None:
    """(116) last '>=' (L1394): T = 2, zeta = 1/2, M = 1, S = 1, no noise (Zbar = Z = 0), P = 1.
    ||W_*||_F = S^2 sqrt(2(M+1)) = 2. Left: (1/2)[T(1-zeta)zeta/2 * zeta S^6 - 2 sqrt(4) P T^{5/2} S^2 S^3] =
    (1/2)(1/8 - 4 * 2^{5/2}); right: T(1-zeta)zeta/(4*2) zeta S^4 - P T^{5/2} S^3 = 1/32 - 2^{5/2}."""
    mp.mp.dps = 30
    left = (mp.mpf(1) / 8 - 4 * mp.mpf(2) ** 2.5) / 2
    right = mp.mpf(1) / 32 - mp.mpf(2) ** 2.5
    assert left < right - 5


def test_phiprime0() -> None:
    """Sec. 5.2 (L263): phi'(0) by central differences for T = 3 equals I/3 - 1 1^T/9, not I - 1 1^T/3."""
    T, h = 3, 1e-6
    J = np.zeros((T, T))
    for j in range(T):
        e = np.zeros(T)
        e[j] = h
        J[:, j] = (_softmax(e) - _softmax(-e)) / (2 * h)
    assert np.allclose(J, np.eye(T) / T - np.ones((T, T)) / T**2, atol=1e-9)
    assert not np.allclose(J, np.eye(T) - np.ones((T, T)) / T, atol=1e-2)


def test_lemma16_lprime0() -> None:
    """Proof of Lemma 16 (L1446): l(z) = log(1 + e^{-z}) has l'(0) = -1/2 (mpmath derivative), not 1/2."""
    mp.mp.dps = 30
    d = mp.diff(lambda z: mp.log(1 + mp.exp(-z)), 0)
    assert abs(d + mp.mpf(1) / 2) < mp.mpf("1e-25")


def test_lemma17_p1_does_not_vanish() -> None:
    """(121) (L1460): with mu_+ = (S, 0), mu_- = (0, S), zeta = 1/2 and n1 = 10^6 balanced labels, p_1 of (120) =
    zeta/2 (1/n1) sum y_i mu_{y_i} = (1/4)(S/2, -S/2): ||p_1|| = S/(4 sqrt 2) = 0.1768 S, while
    S (sqrt(d/n1) + sqrt(log(1/delta)/n1)) at d = 2, delta = 0.1 is 0.0029 S: ratio > 50 (any C <= 50 fails),
    and it grows like sqrt(n1). Every label sequence gives ||p_1|| >= zeta S / (2 sqrt 2)."""
    S, n1, zeta, d, delta = 1.0, 10**6, 0.5, 2, 0.1
    mean = np.array([S / 2, -S / 2])  # n_+ = n_- = n1/2: (n_+/n1) mu_+ - (n_-/n1) mu_-
    p1 = zeta / 2 * mean
    shape = S * (math.sqrt(d / n1) + math.sqrt(math.log(1 / delta) / n1))
    assert abs(np.linalg.norm(p1) - zeta * S / (2 * math.sqrt(2))) < 1e-12
    assert np.linalg.norm(p1) / shape > 50
    for n_p in range(0, 11):  # n1 = 10: every split
        m = np.array([n_p / 10 * S, -(10 - n_p) / 10 * S])
        assert np.linalg.norm(zeta / 2 * m) >= zeta * S / (2 * math.sqrt(2)) - 1e-12


def test_e1_two_b() -> None:
    """App. E.1 (L1544): at Z_mu = Z_nu = S^2/8, 2B = 4(Z^2 + Z^2 + S^2 Z) = (5/8) S^4 > (1.25/4) S^4 = (5/16) S^4."""
    S = Fraction(1)
    Z = S**2 / 8
    two_b = 2 * 2 * (Z**2 + Z * Z + S**2 * Z)
    assert two_b == Fraction(5, 8) and two_b > Fraction(5, 16)
    assert S**4 - S**2 * 2 * Z >= Fraction(3, 4) * S**4 > two_b  # A > 2B survives


def test_theta_opt_norm() -> None:
    """(123)-(124) (L1478-L1482): T = 2, d = 3, M = 1, S = 1: ||1_d u_*^T/(S sqrt T)||_F^2 = d * 2 / T = 3 and
    ||W_*/(S^2 sqrt2 (M+1))||_F^2 = 2(M+1)/(2(M+1)^2) = 1/2: the sum 3.5 != 2."""
    T, d, M = 2, 3, 1
    u2 = Fraction(2)  # ||u_*||^2 = 2 S^2
    assert d * u2 / T + Fraction(2 * (M + 1), 2 * (M + 1) ** 2) == Fraction(7, 2)


def test_thm1_zero_target_diverges() -> None:
    """Thm. 1 (L145-L151) at the target theta~ = 0: ||0||_{2,inf} = 0 makes (3) and rho's lower bound 0, so H = 1
    and eta = 1 ^ D^2/(K log 2) ^ D^2/L^(theta0) are allowed. n = 2, T = 2, d = 1, X_1 = (10, 1)^T, y_1 = 1,
    X_2 = (8, 1)^T, y_2 = -1, theta0 = (U, W) = ((-0.8, 0.7), 1.8), K = 7: GD (central-difference gradients) has
    average loss ~18 > 2 log 2 + 5 D^2/(4 eta K) = 2.25."""
    Xs = [np.array([[10.0], [1.0]]), np.array([[8.0], [1.0]])]
    ys = [1.0, -1.0]

    def loss(th: np.ndarray) -> float:
        return float(np.mean([np.logaddexp(0.0, -y * _phi(th, X, 2, 1)) for X, y in zip(Xs, ys, strict=True)]))

    th0 = np.array([-0.8, 0.7, 1.8])
    K, D2 = 7, float(th0 @ th0)
    eta = min(1.0, D2 / (K * math.log(2)), D2 / loss(th0))
    th, losses = th0.copy(), []
    for _ in range(K):
        g = np.array([(loss(th + e) - loss(th - e)) / 2e-7 for e in np.eye(3) * 1e-7])
        th = th - eta * g
        losses.append(loss(th))
    bound = 2 * math.log(2) + 5 * D2 / (4 * eta * K)
    assert abs(bound - 2.2527) < 1e-3
    assert np.mean(losses) > 5 * bound


def test_fact1_small_c() -> None:
    """Fact 1 (L1223) with C = 0.01 ('for any absolute constant C > 0'): x = g ~ N(0, 1) in d = 1, ||g||_psi2 =
    sqrt(8/3); radius 0.01 sqrt(8/3)(1 + sqrt(log 2)) = 0.0299; P(|g| > r) = erfc(r/sqrt2) = 0.976 > delta = 0.5."""
    mp.mp.dps = 30
    r = mp.mpf("0.01") * mp.sqrt(mp.mpf(8) / 3) * (1 + mp.sqrt(mp.log(2)))
    p = mp.erfc(r / mp.sqrt(2))
    assert p > mp.mpf("0.97") > mp.mpf("0.5")
    # 'some C' with C = 1 holds there: P(|g| > sqrt(8/3)(1 + sqrt(log 2))) < 0.5
    assert mp.erfc(mp.sqrt(mp.mpf(8) / 3) * (1 + mp.sqrt(mp.log(2))) / mp.sqrt(2)) < mp.mpf("0.5")


def test_sec53_n2_construction() -> None:
    """Sec. 5.3 (L289-L307), every '>~' at constant 1: T = 8, n = 2, H = 1, p = 1/2, C = 6/25, S^2 = H^p/C = 25/6.
    ||U~|| = log(2)/gamma_attn with gamma_attn = S sqrt(T)/sqrt(2) = 2 S, ||W~|| = C H^{1/2-p} = C; then
    S^5 (||U~||^2 + ||W~||^2)^{3/2} = 0.900 <= H^{1/2} = 1: saturation and (12) both hold at n = 2."""
    mp.mp.dps = 30
    C = mp.mpf(6) / 25
    S = mp.sqrt(1 / C)
    u = mp.log(2) / (2 * S)
    val = S**5 * (u**2 + C**2) ** mp.mpf(1.5)
    assert val < mp.mpf("0.901") and val > mp.mpf("0.899")
    assert S**2 >= 1 / C - mp.mpf("1e-25")  # saturation S^2 >= H^p / C (equality)


def test_eq21_contraction() -> None:
    """(21) (L369): T = d = H = 1 (Phi = u x), n = 2 samples x_1 = x_2 = 1, y = +1, theta0 = 0, eta = 5e-5 (below
    D^2/(K log 2) for a target at D^2 = 5e-4 = 1/(256 beta~3), so (84) holds with H = 1), K = 10. Full GD
    u <- u + eta sigma(-u), leave-one-out (sample 1 dropped, 1/n kept) u' <- u' + (eta/2) sigma(-u'). As printed the
    factor (1 + eta beta~3/sqrt H) max L^{-1} <= 1.001 * l(u')/2 ~ 0.35 contracts, but Delta grows: Delta_11 > 0.35
    Delta_10 + eta beta1 l_1/n (beta1 = 2|u| + 1)."""
    mp.mp.dps = 40
    eta = mp.mpf("5e-5")

    def sig(z: mp.mpf) -> mp.mpf:
        return 1 / (1 + mp.exp(-z))

    def ell(z: mp.mpf) -> mp.mpf:
        return mp.log(1 + mp.exp(-z))

    u, v, deltas = mp.mpf(0), mp.mpf(0), []
    for _ in range(11):
        u, v = u + eta * sig(-u), v + eta / 2 * sig(-v)
        deltas.append(abs(u - v))
    u10 = u - eta * sig(-u)  # not needed exactly: bound |u_10| <= 11 eta
    max_loo = ell(min(u10, v) - 11 * eta) / 2  # l decreasing: the segment's max is at its smaller end, and below
    rhs = mp.mpf("1.001") * max_loo * deltas[9] + eta * (2 * 11 * eta + 1) * ell(-11 * eta) / 2
    assert deltas[10] > rhs * mp.mpf("1.5")


def test_thm3_eta_or() -> None:
    """Proof of Thm. 3 (L958): rho = 2, eta = 1 meets eta <= max(1, 1/rho) = 1 but not eta <= 1/rho = 1/2."""
    rho, eta = Fraction(2), Fraction(1)
    assert eta <= max(Fraction(1), 1 / rho) and not eta <= 1 / rho
    assert min(Fraction(1), 1 / rho) <= 1 / rho  # with the cap 1 ^ 1/rho it holds


def test_eq106_normalisation() -> None:
    """(106) (L1297): S = 1, T = 2, u_* = (1, -1) (mu_+ = e_1, mu_- = e_2): U_* = 1_2 u_*^T has ||U_*||_F^2 = 4; its
    normalisation U_*-bar has norm 1, so U_*/||U_*-bar||_F = U_* has norm 2, while (1/(S sqrt(2T))) 1 u_*^T has 1."""
    U = np.array([[1.0, -1.0], [1.0, -1.0]])
    ubar = U / np.linalg.norm(U)
    assert abs(np.linalg.norm(U / np.linalg.norm(ubar)) - 2.0) < 1e-12
    assert abs(np.linalg.norm(U / (1 * math.sqrt(2 * 2))) - 1.0) < 1e-12
