"""Second paths (no claim code) for chenli's round-4 step claims and converted records (helper chenlirec)."""

from __future__ import annotations

import math

import numpy as np
from scipy.integrate import dblquad, quad


def test_eq157_coefficient_grows_like_three_halves() -> None:
    """Theorem B.1, (157) vs B.1.2-B.1.3: the small-lambda error O(eps' + eps'') int exp(-lambda^T Q lambda/3)
    enters the theorem's eps with det(Q)^{1/2} (2 pi)^{-m} (2 pi)^{m/2} int(...) = (3/2)^{m/2} (2-D quadrature on a
    non-diagonal Q, and 1-D at m = 1), not exp(-Omega(m))."""
    Q = np.array([[2.0, 0.7], [0.7, 1.0]])
    val, _ = dblquad(lambda y, x: math.exp(-(Q[0, 0] * x * x + 2 * Q[0, 1] * x * y + Q[1, 1] * y * y) / 3),
                     -30, 30, -30, 30, epsabs=1e-12)
    coef2 = math.sqrt(np.linalg.det(Q)) * (2 * math.pi) ** -2 * (2 * math.pi) ** 1 * val
    assert abs(coef2 - 1.5) < 1e-8
    q = 3.7
    v1 = quad(lambda t: math.exp(-q * t * t / 3), -math.inf, math.inf)[0]
    coef1 = math.sqrt(q) * (2 * math.pi) ** -1 * (2 * math.pi) ** 0.5 * v1
    assert abs(coef1 - math.sqrt(1.5)) < 1e-10
    # product structure: coefficient at m is coef1^m; unbounded against every exp(-c m), c >= 0
    assert coef1**64 > 3e5


def test_assump11_m2bar_vanishes() -> None:
    """Section 4 with Eq. (7): m2_bar = kappa^9 d^3/(upsilon^6 log^3 d k^{a/kappa}), kappa = c lambda^{6.5}/(m^{6.5}
    log^2 d); at m = 1, lambda = 0.999, k = 2, upsilon = c = 1 and a = 1, log m2_bar -> -inf in
    log d (exact arithmetic in the logs with mpmath; a = 1; a = 0.01 needs log d beyond ~500)."""
    import mpmath

    def log_m2(L: float, a: float = 1.0) -> mpmath.mpf:
        kappa = mpmath.mpf("0.999") ** mpmath.mpf("6.5") / mpmath.mpf(L) ** 2
        return 9 * mpmath.log(kappa) + 3 * L - 3 * mpmath.log(L) - a / kappa * mpmath.log(2)

    vals = [log_m2(L) for L in (3, 10, 20, 30)]
    assert vals[0] < -19 and vals[1] < -86 and vals[3] < -600
    assert log_m2(600, a=0.01) < 0


def test_eq158_computes_the_box_to_the_left() -> None:
    """(158) at m = 1, S in {-0.1, 0.9} (a centred Bernoulli(0.1)), a = 0.2, Delta = 1, delta = 0.1: the Fourier
    integral (trapezoid on a fine grid) is P[S~ in [a - Delta, a]], computed here by integrating zeta's density
    (1 - cos x)/(pi x^2) numerically, and not P[S~ in [a, a + Delta]]."""
    vals, w = np.array([-0.1, 0.9]), np.array([0.9, 0.1])
    a, D, dl = 0.2, 1.0, 0.1
    lam = np.linspace(-1 / dl, 1 / dl, 400001)
    lam_safe = np.where(lam == 0, 1.0, lam)
    phi_s = (w[None] * np.exp(1j * lam[:, None] * vals[None])).sum(1)
    phi_u = np.where(lam == 0, 1.0, (np.exp(1j * lam_safe * D) - 1) / (1j * lam_safe * D))
    f = np.exp(-1j * lam * a) * phi_s * (1 - dl * np.abs(lam)) * phi_u
    rhs = D / (2 * math.pi) * float(np.trapezoid(f.real, lam))

    def dens(x: float) -> float:
        return (1 - math.cos(x)) / (math.pi * x * x) if abs(x) > 1e-6 else 1 / (2 * math.pi)

    def box(lo: float, hi: float) -> float:  # P[S + delta zeta in [lo, hi]]
        tot = 0.0
        for v, p in zip(vals, w, strict=True):
            tot += p * quad(dens, (lo - v) / dl, (hi - v) / dl, limit=2000)[0]
        return tot

    left, right = box(a - D, a), box(a, a + D)
    assert abs(rhs - left) < 1e-4
    assert abs(rhs - right) > 0.5


def test_thmB1_unif_box_step() -> None:
    """L3674 with eps'' = gamma max(delta m, sqrt(m Delta)/c) (L3666): m = 1, Delta = 4, delta = 1e-6, c = 1/2,
    gamma = 1: sup_{x in [0, 4]} |x| = 4 > c eps'' = 2."""
    m, D, delta, c, gamma = 1, 4.0, 1e-6, 0.5, 1.0
    eps2 = gamma * max(delta * m, math.sqrt(m * D) / c)
    assert gamma * D > c * eps2
    assert abs(c * eps2 - 2.0) < 1e-12


def test_thm1_2_eps2_ratio_is_sqrt_c_log_d() -> None:
    """Section 10, L2996: with Eq. (7)'s kappa = c lambda^{13/2}/(m^{13/2} log^2 d), kappa^{1/2} m^{1/4} lambda^{-3/4}
    divided by lambda^{5/2}/(m^3 log^2 d) is sqrt(c) log d (mpmath at 50 digits)."""
    import mpmath

    mpmath.mp.dps = 50
    for lam, m, logd, c in (("0.5", 3, 50, "0.01"), ("0.9", 7, 400, "0.25"), ("0.01", 40, 1000, "1e-6")):
        lam_, c_ = mpmath.mpf(lam), mpmath.mpf(c)
        kappa = c_ * lam_ ** mpmath.mpf(6.5) / (mpmath.mpf(m) ** mpmath.mpf(6.5) * logd**2)
        term = mpmath.sqrt(kappa) * mpmath.mpf(m) ** 0.25 * lam_ ** -0.75
        target = lam_ ** 2.5 / (mpmath.mpf(m) ** 3 * logd**2)
        assert abs(term / target - mpmath.sqrt(c_) * logd) < mpmath.mpf(10) ** -40 * logd


def test_thm6_17_eta_step_orthogonal_heads() -> None:
    """L2226 with eta = 3 eps*/(lambda ||Theta_1||_F) (L2218): two orthogonal heads of norm 1 (lambda = 1 - 1e-3,
    Assumption 1): Theta* = (Theta_1 + Theta_2)/2 has norm 1/sqrt(2), so (eta/3) ||Theta*|| = eps*/(lambda sqrt 2)
    < eps*."""
    lam, eps_star = 1 - 1e-3, 1e-3
    t1, t2 = np.array([1.0, 0.0]), np.array([0.0, 1.0])
    star = (t1 / 1.0 + t2 / 1.0) / 2.0
    eta = 3 * eps_star / (lam * 1.0)
    assert eta / 3 * float(np.linalg.norm(star)) < 0.71 * eps_star


def test_eq65_event_is_likely() -> None:
    """Section 6.1, L1454: E (Lemma 6.2's event; Lemma 6.1 trivial for What = sum W_i) has probability near 1, not
    <= O(.) exp(-Omega(r_W/m)) + delta*: k = 3, d = 512, W = I/sqrt(d), 100 random X, ||lambda^T X W||^2/||lambda||^2
    for lambda in the sum-zero plane stays in [0.9, 1.1] (checked on 64 directions of the plane per X)."""
    rng = np.random.default_rng(7)
    k, d = 3, 2048
    ang = np.linspace(0, np.pi, 64, endpoint=False)
    e1 = np.array([1.0, -1.0, 0.0]) / math.sqrt(2)
    e2 = np.array([1.0, 1.0, -2.0]) / math.sqrt(6)
    lams = np.cos(ang)[:, None] * e1[None] + np.sin(ang)[:, None] * e2[None]
    good = 0
    for _ in range(100):
        X = rng.choice([-1.0, 1.0], (k, d))
        r = ((lams @ X / math.sqrt(d)) ** 2).sum(1)
        good += bool(r.min() >= 0.9 and r.max() <= 1.1)
    assert good >= 95
