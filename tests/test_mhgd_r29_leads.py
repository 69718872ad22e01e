"""Second paths of round 29's leads mhgd claims (checks/papers/mhgd/r29_leads.py): Corollary 1's printed beta_3 =
2 d sqrt(T) d R^3 (3 sqrt(d) R^2 ||theta||_{2,inf} + 1) (L133) in L918's second link, L1043's last link and (88)'s first
'=', recomputed in mpmath on explicit multi-head parameter vectors (no code shared with the claims)."""

from __future__ import annotations

import mpmath
import numpy as np

mpmath.mp.dps = 50


def _n2inf(theta: np.ndarray) -> mpmath.mpf:
    return mpmath.mpf(float(np.linalg.norm(theta, axis=1).max()))


def _b3(T: int, d: int, R: float, n: mpmath.mpf, literal: bool) -> mpmath.mpf:
    Tm, dm, Rm = mpmath.mpf(T), mpmath.mpf(d), mpmath.mpf(R)
    lead = 2 * dm * mpmath.sqrt(Tm) * dm if literal else 2 * dm * mpmath.sqrt(Tm * dm)
    return lead * Rm**3 * (3 * mpmath.sqrt(dm) * Rm**2 * n + 1)


def _setup(T: int, d: int, seed: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """theta (4 heads of T d + d^2 entries), theta_0 near it, and theta + 3 ||theta - theta_0|| e along theta's largest
    head block."""
    rng = np.random.default_rng(seed)
    p = T * d + d * d
    theta = rng.normal(size=(4, p))
    theta0 = theta + rng.normal(size=(4, p)) * 0.1
    D = float(np.linalg.norm(theta - theta0))
    h = int(np.argmax(np.linalg.norm(theta, axis=1)))
    e = np.zeros_like(theta)
    e[h] = theta[h] / np.linalg.norm(theta[h])
    return theta, theta0, theta + 3 * D * e


def test_l918_second_link() -> None:
    """A_j = 3D, sqrt(H) = ceil of (74) at equality: the middle term over eta (2/3 L_j + 2/3 L) is sqrt(d) with Cor. 1's
    beta_3 (fails for d >= 2), at most 1 with the appendix's (both times s74 / sqrt(H), H = ceil((74)^2))."""
    for T, d, R, Lj, Lt in ((1, 2, 1.0, 0.3, 0.1), (3, 5, 2.0, 1.0, 0.0), (10, 16, 1.5, 0.01, 2.0)):
        theta, theta0, theta_j = _setup(T, d, 29 + d)
        D = mpmath.mpf(float(np.linalg.norm(theta - theta0)))
        N = _n2inf(theta)
        A = mpmath.mpf(float(np.linalg.norm(theta_j - theta)))
        # max over alpha of ||alpha theta_j + (1 - alpha) theta||_{2,inf} on a grid (convex: the endpoint alpha = 1)
        nj = max(_n2inf(a * theta_j + (1 - a) * theta) for a in np.linspace(0, 1, 11))
        Tm, dm, Rm = mpmath.mpf(T), mpmath.mpf(d), mpmath.mpf(R)
        s74 = 36 * dm * mpmath.sqrt(Tm * dm) * Rm**3 * (3 * mpmath.sqrt(dm) * Rm**2 * (3 * D + N) + 1) * D**2
        sH = mpmath.sqrt(mpmath.ceil(s74**2))
        assert sH >= s74 and A <= 3 * D * (1 + mpmath.mpf(10) ** -12)
        eta = mpmath.mpf("0.05")
        right = eta * (mpmath.mpf(2) / 3 * Lj + mpmath.mpf(2) / 3 * Lt)
        for literal, want in ((True, mpmath.sqrt(dm)), (False, mpmath.mpf(1))):
            left = eta * _b3(T, d, R, nj, literal) * A**2 / sH * (mpmath.mpf(4) / 3 * Lj + mpmath.mpf(4) / 3 * Lt)
            assert abs(left / right - want * s74 / sH) < 1e-6
        assert eta * _b3(T, d, R, nj, True) * A**2 / sH * (mpmath.mpf(4) / 3) * (Lj + Lt) > right


def test_l1043_last_link() -> None:
    """theta_k = theta + 3D e, theta_k^{-i} = theta: 2 (beta_3(theta_k) v beta_3(theta)) ||.||^2 = sqrt(d) 2 beta~_3(theta)
    ||.||^2 with Cor. 1's beta_3; equal with the appendix's."""
    for T, d, R in ((1, 2, 1.0), (4, 7, 3.0)):
        theta, theta0, theta_k = _setup(T, d, 1043 + d)
        D = mpmath.mpf(float(np.linalg.norm(theta - theta0)))
        N = _n2inf(theta)
        a = mpmath.mpf(float(np.linalg.norm(theta_k - theta)))
        Tm, dm, Rm = mpmath.mpf(T), mpmath.mpf(d), mpmath.mpf(R)
        bt = 2 * dm * mpmath.sqrt(Tm * dm) * Rm**3 * (3 * mpmath.sqrt(dm) * Rm**2 * (3 * D + N) + 1)  # (87)
        for literal, want in ((True, mpmath.sqrt(dm)), (False, mpmath.mpf(1))):
            last = 2 * max(_b3(T, d, R, _n2inf(theta_k), literal), _b3(T, d, R, N, literal)) * a**2
            assert abs(last / (2 * bt * a**2) - want) < 1e-9


def test_eq88_beta2() -> None:
    """(88)'s first right member against Cor. 1 (2)'s beta_2 = beta_3 / sqrt(H) + beta_1^2 / 4 at T = 1, d = 2, R = 1,
    n = 0, H = 1: 8.25 (literal beta_3) against 4 sqrt(2) + 1/4; equal with the appendix's beta_3."""
    T, d, R, H = 1, 2, 1.0, 1
    theta = np.zeros((3, T * d + d * d))
    n = _n2inf(theta)
    b1 = mpmath.sqrt(T) * R * (2 * R**2 * n + 1)
    right = 2 * d * mpmath.sqrt(T * d) * R**3 / mpmath.sqrt(H) * (3 * mpmath.sqrt(d) * R**2 * n + 1) \
        + mpmath.mpf(T) * R**2 / 4 * (2 * R**2 * n + 1) ** 2
    assert abs(_b3(T, d, R, n, True) / mpmath.sqrt(H) + b1**2 / 4 - mpmath.mpf("8.25")) < 1e-30
    assert abs(right - (4 * mpmath.sqrt(2) + mpmath.mpf(1) / 4)) < 1e-30
    assert abs(_b3(T, d, R, n, False) / mpmath.sqrt(H) + b1**2 / 4 - right) < 1e-30


def test_l958_rho0() -> None:
    """Theorem 3's proof, L958 'rho_0 <= rho_eta(Theta_0)': theta = 0-ish small heads, theta_0 = theta + D e (T = 1, d = 4,
    R = 1, D = 1e-3, H = 1 meets Theorem 3's heads condition), eta -> 0: beta_2(theta_0) with Cor. 1's printed beta_3
    (<= rho_0) is 32.44 against rho_eta(Theta_0) = 16.35; with the appendix's beta_3 it is below rho_eta(Theta_0)."""
    T, d, R, H = 1, 4, mpmath.mpf(1), 1
    theta = np.zeros((2, T * d + d * d))
    theta[0, 0] = 1e-12  # ||theta||_{2,inf} ~ 0, its largest block is head 0
    D = mpmath.mpf("1e-3")
    theta0 = theta.copy()
    theta0[0] += float(D) * theta[0] / np.linalg.norm(theta[0])
    N, n0 = _n2inf(theta), _n2inf(theta0)
    dm, Tm = mpmath.mpf(d), mpmath.mpf(T)
    heads = 36 * dm * mpmath.sqrt(Tm * dm) * R**3 * (3 * mpmath.sqrt(dm) * R**2 * (3 * D + N) + 1) * D**2
    assert mpmath.sqrt(H) >= heads
    alpha = 3 * dm * mpmath.sqrt(dm) * R**2 * (3 * mpmath.sqrt(Tm) * R**3 * (3 * D + N) + 2 * mpmath.sqrt(Tm) * R)
    rho = (2 * dm * mpmath.sqrt(Tm * dm) * R**3 / mpmath.sqrt(H) + Tm * R**2 / 4) * alpha**2
    for eta in (min(1 / rho, D**2 / mpmath.log(2)), mpmath.mpf("1e-12")):
        assert eta <= 1 and eta <= 1 / rho
        Th = (2 * eta * mpmath.sqrt(Tm) * R**3 + 1) * (D + N) + eta * mpmath.sqrt(Tm) * R
        rho_eta = 2 * dm * mpmath.sqrt(Tm * dm) * R**3 / mpmath.sqrt(H) * (3 * mpmath.sqrt(dm) * R**2 * Th + 1) \
            + Tm * R**2 / 4 * (2 * R**2 * Th + 1) ** 2
        b1sq = Tm * R**2 * (2 * R**2 * n0 + 1) ** 2
        beta2_lit = _b3(T, d, 1.0, n0, True) / mpmath.sqrt(H) + b1sq / 4
        beta2_app = _b3(T, d, 1.0, n0, False) / mpmath.sqrt(H) + b1sq / 4
        assert beta2_lit > 1.9 * rho_eta and beta2_app <= rho_eta
    assert abs(beta2_lit - mpmath.mpf("32.443")) < 1e-3 and abs(rho_eta - mpmath.mpf("16.347")) < 1e-3
