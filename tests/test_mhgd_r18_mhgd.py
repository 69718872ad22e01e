"""Second paths of round 18's mhgd claims (checks/papers/mhgd/r18_mhgd.py): plain numpy / Python on explicit instances
built from the paper's definitions, no code shared with the claims' measures or bounds."""

from __future__ import annotations

import math

import numpy as np


def _dm1_canonical(S: float, T: int, rel: list[bool], y: int, noise: list[np.ndarray]) -> np.ndarray:
    """DM1 tokens (M = 1, d = 4): mu_+ = S e1, mu_- = S e2, nu_1 = S e3; relevant tokens mu_y, the others nu_1 + z_t
    (z_t given in the canonical basis)."""
    E = np.eye(4)
    mu = {1: S * E[0], -1: S * E[1]}
    nu = S * E[2]
    it = iter(noise)
    return np.stack([mu[y] if r else nu + next(it) for r in rel])


def _W_star(S: float) -> np.ndarray:
    E = np.eye(4)
    mp, mm, nu = S * E[0], S * E[1], S * E[2]
    return np.outer(mp, mp) + np.outer(mm, mm) + np.outer(nu, mp + mm)


def _entries(X: np.ndarray, S: float, rel: list[bool]) -> tuple[float, float]:
    """max |[r_t]_{t'}| over t' in R and over t' in R^c, r_t = X W_*^T x_t."""
    r = np.stack([X @ _W_star(S).T @ X[t] for t in range(X.shape[0])])  # r[t, t']
    cols = np.array(rel)
    return float(np.abs(r[:, cols]).max()), float(np.abs(r[:, ~cols]).max())


def test_eq8_order_fails_as_noise_grows_and_at_prop3_level() -> None:
    """(8): T = 4, |R| = 1, M = 1, y = +1. (a) S = 1 and noise z_t = k (e1 + e2) + (k/M) e3 (|<z, mu_+->| = k S = Z_mu,
    |<z, nu_1>| = k S = Z_nu/M): the R^c entries are 2 k^2 + k (1 + ...) ... and grow like k^2 against S^2 = 1.
    (b) Prop. 3's noise level Z_mu = Z_nu = S^2/8, S -> infinity: the entry t in R, t' in R^c is S^2 mu_+^T z_t'
    = S^4/8, so entry / S^2 = S^2/8 grows without bound."""
    rel = [True, False, False, False]
    ratios = []
    for k in (1.0, 10.0, 100.0, 1000.0):
        z = k * np.array([1.0, 1.0, 0.0, 0.0])  # <z, mu_+> = <z, mu_-> = k S, Z_mu = k, Z_nu = 0
        X = _dm1_canonical(1.0, 4, rel, 1, [z] * 3)
        assert abs(X[1] @ np.array([1.0, 0, 0, 0]) - k) < 1e-12 * k  # Assumption 3's box with Z_mu = k, S = 1
        _, rc = _entries(X, 1.0, rel)
        # (110): (mu_+^T z)(mu_+^T z') + (mu_-^T z)(mu_-^T z') + S^2 (mu_+ + mu_-)^T z' = 2 k^2 + 2 k
        assert math.isclose(rc, 2 * k**2 + 2 * k, rel_tol=1e-12)
        ratios.append(rc / 1.0**2)
    assert ratios[-1] / ratios[0] > 1e5  # no constant C gives |[r_t]_{t'}| <= C S^2 on R^c
    prop3 = []
    for S in (1.0, 10.0, 100.0, 1000.0):
        Zmu = S**2 / 8
        z = (Zmu / S) * np.array([1.0, -1.0, 0.0, 0.0])  # <z, mu_+> = Z_mu, <z, mu_-> = -Z_mu, <z, nu> = 0
        X = _dm1_canonical(S, 4, rel, 1, [z] * 3)
        _, rc = _entries(X, S, rel)
        assert rc >= S**2 * Zmu * (1 - 1e-12)  # t in R: S^2 mu_+^T z_t' = S^4/8
        prop3.append(rc / S**2)
    assert all(b > 99 * a for a, b in zip(prop3, prop3[1:], strict=False))  # grows like S^2
    # the R item as S -> 0 at a fixed box: t in R^c, t' in R is S^4 + S^2 (mu_y^T z_t + nu^T z_t)
    low = []
    for S in (1.0, 0.1, 0.01):
        z = np.array([1.0 / S, 1.0 / S, 1.0 / S, 0.0])  # <z, mu_+-> = 1 = Z_mu, <z, nu> = 1 = Z_nu (M = 1)
        X = _dm1_canonical(S, 4, rel, 1, [z] * 3)
        r_rel, _ = _entries(X, S, rel)
        assert math.isclose(r_rel, S**4 + 2 * S**2, rel_tol=1e-9)
        low.append(r_rel / S**4)
    assert low[-1] > 1e3 * low[0] / 3


def _cor5_sqrtH(d: float, T: float, R: float, B2: float, g0: float) -> float:
    return 256 * d * math.sqrt(T * d) * R**3 * B2 * (3 * math.sqrt(d) * R**2 * (4 * g0 + B2) + 1) * g0**2


def _cor5_rho_inf(d: float, T: float, R: float, B2: float, g0: float) -> float:
    a = 3 * d * math.sqrt(d) * R**2 * (3 * math.sqrt(T) * R**3 * (4 * g0 + B2) + 2 * math.sqrt(T) * R)
    return T * R**2 / 4 * a**2


def test_cor2_shapes_miss_cor5_requirements() -> None:
    """Cor. 2's '>~' shapes against Cor. 5 '(Restatement of Cor. 2)'. The realizable family: theta~^(0) = 0, d = 1,
    data X_i = y_i 1_T x^T with ||x|| = R = 1: P1 (B2 = 1), P2 (B_Phi = 1: Phi~ = 0) and P3 with gamma = sqrt(2T)
    R (checked below by finite differences at T = 3), K = 1: g0 = 2/sqrt(2T). Cor. 5's sqrt(H) requirement over
    Cor. 2's d^2 T^{1/2} R^5 B2^2 g0^3 grows like sqrt(T), and Cor. 5's rho(K) (H -> infinity) over d^{9/2} T^{3/2}
    R^13 g0^4 like T^{5/2}; at a fixed g0, rho's ratio grows like sqrt(T) and like B2^2 in B2."""
    # P3's margin at theta = 0 by central differences of Phi(X; U, W) = <U, softmax(X W X^T) X>
    T, d = 3, 2
    x = np.array([0.6, 0.8])  # ||x|| = 1 = R
    for y in (1, -1):
        X = y * np.tile(x, (T, 1))

        def phi(U: np.ndarray, W: np.ndarray, X: np.ndarray = X) -> float:
            A = np.exp(X @ W @ X.T)
            A = A / A.sum(1, keepdims=True)
            return float((U * (A @ X)).sum())

        Ustar = math.sqrt(2) * np.tile(x, (T, 1)) / math.sqrt(T)  # ||theta_*|| = sqrt 2, all in U
        h = 1e-6
        gU = np.zeros((T, d))
        for i in range(T):
            for j in range(d):
                E = np.zeros((T, d))
                E[i, j] = h
                gU[i, j] = (phi(E, np.zeros((d, d))) - phi(-E, np.zeros((d, d)))) / (2 * h)
        assert math.isclose(y * float((gU * Ustar).sum()), math.sqrt(2 * T), rel_tol=1e-8)
    rH, rR = [], []
    for T in (1e2, 1e4, 1e6):
        g0 = 2 / math.sqrt(2 * T)
        rH.append(_cor5_sqrtH(1, T, 1, 1, g0) / (math.sqrt(T) * g0**3))
        rR.append(_cor5_rho_inf(1, T, 1, 1, g0) / (T**1.5 * g0**4))
    assert rH[1] / rH[0] > 7 and rH[2] / rH[1] > 9.5  # -> 1024 sqrt(T/2): x10 per two decades
    assert rR[1] / rR[0] > 1e4 and rR[2] / rR[1] > 1e4  # ~ T^{5/2}
    fixed = [_cor5_rho_inf(1, T, 1, 1, 1.0) / T**1.5 for T in (1e2, 1e4, 1e6)]
    assert fixed[1] / fixed[0] > 9.9 and fixed[2] / fixed[1] > 9.9
    b2 = [_cor5_rho_inf(1, 100, 1, B2, 1.0) / 100**1.5 for B2 in (1.0, 1e2, 1e4)]
    assert b2[2] / b2[1] > 9e3
