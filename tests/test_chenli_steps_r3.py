"""Independent second paths for the chenli Appendix B displays of round 3 (checks/papers/chenli/steps_r3.py).

Each test recomputes its counterexample from the paper's text alone (seed 000, Appendix B) with its own arithmetic
(math, mpmath, numpy, scipy); nothing here imports the claim's bound or measurement."""

from __future__ import annotations

import math

import mpmath
import numpy as np
from scipy.integrate import dblquad


def test_thmB1_logphi_rademacher() -> None:
    """L3658: log phi_{X_j}(lambda) = -(1/2) lambda^T Q^(j) lambda (1 +- 6 eps_{j,lambda}), eps_{j,lambda} = gamma tau
    lambda^T Q^(j) lambda (L3646), under (159). X = +-1 (tau = 1, Q = 1), lambda = 0.01, gamma = 0.01 (1 + 1e-9):
    phi = cos(0.01), the relative error of log phi against -lambda^2/2 is ~ lambda^2/6 = 1.67e-5 while 6 eps =
    6e-6."""
    mpmath.mp.dps = 50
    lam, tau = mpmath.mpf("0.01"), mpmath.mpf(1)
    gamma = lam * (1 + mpmath.mpf("1e-9"))
    x = lam**2 * tau**2 / 2
    eps = gamma * tau * lam**2 * tau**2
    assert x <= mpmath.mpf("0.1") and gamma**3 * tau**3 <= mpmath.mpf("0.01")  # (159) on the whole ball
    lhs = abs(mpmath.log(mpmath.cos(lam * tau)) + x)
    assert lhs > 2.7 * (6 * eps * x)
    assert abs(lhs / x - lam**2 / 6) < mpmath.mpf("1e-8")


def test_thmB1_phiS_rademacher() -> None:
    """L3662: phi_S(lambda) = exp(-(1/2) lambda^T Q lambda (1 +- eps')), eps' = 6 sup_{j, ||lambda|| < gamma}
    eps_{j,lambda}. S = sum of d = 100 Rademacher signs, lambda = 0.005 = gamma: phi_S = cos(lambda)^d; the relative
    error is lambda^2/6 = 4.2e-6 > eps' = 6 gamma^3 = 7.5e-7."""
    mpmath.mp.dps = 50
    d, lam = 100, mpmath.mpf("0.005")
    gamma = lam * (1 + mpmath.mpf("1e-12"))
    half_qq = d * lam**2 / 2
    eps_p = 6 * gamma * 1 * gamma**2
    rel = abs(d * mpmath.log(mpmath.cos(lam)) + half_qq) / half_qq
    assert rel > 5 * eps_p


def test_thmB1_gauss_integral_scipy() -> None:
    """L3688: int_{R^m} exp(-(1/3) lambda^T Q lambda) dlambda is replaced by det(3 pi Q^{-1}/2)^{1/2} inside O(.).
    scipy's 2-D quadrature on a non-diagonal Q (m = 2) gives det(3 pi Q^{-1})^{1/2}, twice the printed value
    (2^{m/2} = 2); in m dimensions the factor is 2^{m/2}, unbounded."""
    Q = np.array([[2.0, 0.5], [0.5, 1.0]])
    val, _ = dblquad(lambda y, x: math.exp(-(Q[0, 0] * x * x + 2 * Q[0, 1] * x * y + Q[1, 1] * y * y) / 3),
                     -40, 40, -40, 40, epsabs=1e-12, epsrel=1e-10)
    det = float(np.linalg.det(Q))
    printed = math.sqrt((3 * math.pi / 2) ** 2 / det)
    assert abs(val - math.sqrt((3 * math.pi) ** 2 / det)) < 1e-7
    assert abs(val / printed - 2.0) < 1e-7
    # m = 1, Q = 1: int exp(-t^2/3) = sqrt(3 pi) = 3.0700 vs printed sqrt(3 pi/2) = 2.1708
    one = float(mpmath.quad(lambda t: mpmath.exp(-t * t / 3), [-mpmath.inf, mpmath.inf]))
    assert abs(one - 3.0700) < 1e-4 and one / math.sqrt(1.5 * math.pi) > 1.41


def test_thmB4_aQa_orthogonal_rows() -> None:
    """L3772: a^T Q^{-1} a <= ||a||^2/sigma_min(Q) = (1 - kappa m)^{-1} ||a||^2/r^2 <= ||a||^2/(2 r^2). Two orthogonal
    rows of norm 2 (kappa = 0, r = 2), a = (1, 1): a^T Q^{-1} a = 1/2 > 1/4 = ||a||^2/(2 r^2)."""
    V = np.array([[2.0, 0.0, 0.0], [0.0, 0.0, 2.0]])
    Q = V @ V.T
    a = np.array([1.0, 1.0])
    r, kappa, m = 2.0, abs(V[0] @ V[1]) / 4.0, 2
    lhs = float(a @ np.linalg.inv(Q) @ a)
    assert kappa == 0.0
    assert lhs == 0.5 and (a @ a) / (2 * r * r) == 0.25 and lhs > (a @ a) / (2 * r * r)
    assert (1 - kappa * m) ** -1 * (a @ a) / r**2 > (a @ a) / (2 * r**2)  # the last '<=' alone fails too


def test_thmB4_eta_ratio_grows_with_m() -> None:
    """L3796: sqrt(m)/(eta Delta) <~ Delta^{-1} exp(O(||a||^2/r^2)) prod_j ||v_j||/Delta_j with eta of L3784.
    At a = 0, kappa = 0, unit rows and unit boxes the ratio is sqrt(m) (2 pi)^{m/2}/0.9^m: 11.0 at m = 2, 9.6e14 at
    m = 32 (any constant in eta's '~' divides all of them alike)."""
    def ratio(m: int) -> mpmath.mpf:
        eta = mpmath.mpf("0.9") ** m / (2 * mpmath.pi) ** (mpmath.mpf(m) / 2)  # prod Delta = prod ||v|| = 1, a = 0
        return mpmath.sqrt(m) / eta  # the right side is 1
    assert abs(ratio(2) - 10.97) < 0.01
    assert ratio(32) > 9e14 and ratio(64) / ratio(32) > 1e14


def test_eq133_recursion_closed_form() -> None:
    """(132)-(133): nu_{l+1} := 2d sqrt(2m/lambda)(sum_{a <= l} nu_a + eps), nu_0 = 0, printed = Theta(d sqrt(m^3/
    lambda))^{l+1} eps. Exact rationals with lambda = 1/2, d = 1 (c = 4 sqrt(m), m a perfect square): nu_{l+1} =
    c (1 + c)^l eps, and (nu_{l+1}/eps)^{1/(l+1)}/(d sqrt(m^3/lambda)) ~ 2 sqrt(2)/m -> 0."""
    from fractions import Fraction

    for m in (4, 16, 64, 256):
        c = Fraction(4 * math.isqrt(m))  # 2 d sqrt(2m/lambda) = 2 sqrt(4m) at lambda = 1/2
        eps = Fraction(1, 1000)
        nus = [Fraction(0)]
        for _ in range(3):
            nus.append(c * (sum(nus[1:]) + eps))
        assert nus[3] == c * (1 + c) ** 2 * eps
        root = float(nus[1] / eps)  # l = 0
        assert abs(root / math.sqrt(m**3 / 0.5) - 2 * math.sqrt(2) / m) < 1e-12
    assert 4 * math.isqrt(256) / math.sqrt(256**3 * 2) < 0.012  # 1/90 at m = 256
    # inside Assumption 11 (m <= lambda ln d/ln k, k = m): m = 64, lambda = 1/2, d = 2^769 (ln d = 533.0 >= 2 x 64 ln 64
    # = 532.3), exact integers: nu_1/eps = c = 2d sqrt(4m) = 32 d, against the printed shape d sqrt(2 m^3)
    m, d = 64, 2**769
    assert 769 * math.log(2) >= m * math.log(m) / 0.5
    eps = Fraction(1, 10**9)
    c = Fraction(2 * d * math.isqrt(4 * m))
    nus = [Fraction(0)]
    for _ in range(2):
        nus.append(c * (sum(nus[1:]) + eps))
    assert nus[1] / eps == 32 * d and nus[2] == c * (1 + c) * eps
    assert abs(math.sqrt(2 * m**3) / float(nus[1] / eps / d) - m / (2 * math.sqrt(2))) < 1e-9  # 22.6, grows with m


def test_eq129_mills_ratio() -> None:
    """(129): 1 - Phi(C/(1 - eta)) >~ exp(-C^2/(2(1 - eta)^2)). scipy's normal tail: exp(-s^2/2)/(1 - Phi(s)) = 5.95
    at s = 2, 25.3 at s = 10, 75.3 at s = 30 (~ s sqrt(2 pi)), unbounded."""
    from scipy.stats import norm

    r = {s: math.exp(-s * s / 2) / norm.sf(s) for s in (2.0, 10.0, 30.0)}
    assert abs(r[2.0] - 5.95) < 0.01 and abs(r[10.0] - 25.3) < 0.1 and abs(r[30.0] - 75.3) < 0.1
    assert r[30.0] / 30.0 > math.sqrt(2 * math.pi) * 0.99


def test_eq142_xi_exceeds_one() -> None:
    """(142): xi := R^{Theta(1/lambda)} max(e^{lambda/(m kappa)}, eps log(m ||Theta_1||)), R = k e^{beta^2} >= 1, kappa =
    c lambda^{13/2}/(m^{13/2} log^2 d) (7). At lambda = 1/2, m = 1, log d = 4, c = 1: lambda/(m kappa) = 16 x 2^{5.5}
    = 724.08 > 0, so log xi >= 724 and log(1/xi) < 0 < log d, against 'log(1/xi) >> log d'."""
    lam, m, logd, c = 0.5, 1, 4.0, 1.0
    kappa = c * lam**6.5 / (m**6.5 * logd**2)
    ratio = lam / (m * kappa)
    assert abs(ratio - 16 * 2**5.5) < 1e-9 and abs(ratio - 724.077) < 1e-3
    log_xi_lower = 0.0 + ratio  # R^{Theta(1/lambda)} >= 1 contributes >= 0
    assert -log_xi_lower < 0 < logd
