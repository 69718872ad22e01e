"""Second paths of round 17's mhgd claims (checks/papers/mhgd/r17_mhgd.py): plain numpy on explicit DM1 instances
built from the paper's definitions, no code shared with the claims' measures or bounds."""

from __future__ import annotations

import math

import numpy as np


def _phi(X: np.ndarray, U: np.ndarray, W: np.ndarray) -> float:
    """Eq. (1): <U, softmax(X W X^T) X> (softmax row-wise)."""
    A = X @ W @ X.T
    A = np.exp(A - A.max(axis=1, keepdims=True))
    A = A / A.sum(axis=1, keepdims=True)
    return float((U * (A @ X)).sum())


def _num_grad(X: np.ndarray, U: np.ndarray, W: np.ndarray, h: float = 1e-5) -> np.ndarray:
    """Central differences of Phi in every coordinate of (U, W)."""
    th = np.concatenate([U.ravel(), W.ravel()])
    T, d = U.shape
    out = np.zeros_like(th)
    for k in range(th.size):
        e = np.zeros_like(th)
        e[k] = h
        a, b = th + e, th - e
        out[k] = (_phi(X, a[:T * d].reshape(T, d), a[T * d:].reshape(d, d))
                  - _phi(X, b[:T * d].reshape(T, d), b[T * d:].reshape(d, d))) / (2 * h)
    return out


def test_eq118_middle_zero_first_phase_row() -> None:
    """(118)'s middle link at p = -(zeta/2) u_* (U_h^(1) = 0, W_h^(1) = 0; ||p|| = zeta S/sqrt 2 =: P): DM1 with
    canonical patterns mu_+ = S e1, mu_- = S e2, nu_1 = S e3 (M = 1, d = 3), T = 10, |R| = 1 (zeta = 0.1), no
    noise (Z_mu = Z_nu = Z = 0, so R = sqrt(S^2 + Z^2 + 2 Z_nu/M) = S = 10 >= 1 and ||x_t|| = 10 <= R), y = +1."""
    S, T, L = 10.0, 10, 1
    zeta = L / T
    mu_p, mu_m, nu = S * np.eye(3)
    X = np.stack([mu_p] + [nu] * (T - L))
    u_star = mu_p - mu_m
    p = -zeta / 2 * u_star
    P = float(np.linalg.norm(p))
    assert math.isclose(P, zeta * S / math.sqrt(2))
    U1 = np.tile(zeta / 2 * u_star + p, (T, 1))  # (102) with alpha = 1: the zero matrix
    W1 = np.zeros((3, 3))
    assert np.abs(U1).max() == 0.0
    # the hypotheses: Assumption 3 (orthogonal patterns of norm S, zeta in (0, 1), no noise), Assumption 1 with R
    R = math.sqrt(S**2 + 0.0**2 + 2 * 0.0 / 1)
    assert R >= 1 and np.linalg.norm(X, axis=1).max() <= R + 1e-12 and 0 < zeta < 1
    # theta_* = (U_*/||U_*||_F, W_*/||W_*||_F), U_* = 1 u_*^T (105), W_* of (104): ||theta_*|| = sqrt 2
    U_st = np.tile(u_star, (T, 1))
    W_st = np.outer(mu_p, mu_p) + np.outer(mu_m, mu_m) + np.outer(nu, mu_p + mu_m)
    th_star = np.concatenate([(U_st / np.linalg.norm(U_st)).ravel(), (W_st / np.linalg.norm(W_st)).ravel()])
    grad = _num_grad(X, U1, W1)
    lhs = float(np.linalg.norm(grad)) * float(np.linalg.norm(th_star))
    # closed form: grad_U Phi = (1/T) 1 1^T X (softmax of 0), grad_W Phi = 0 (Phi = 0 for every W when U = 0)
    assert math.isclose(lhs, math.sqrt(2) * math.sqrt(T) * float(np.linalg.norm(X.mean(0))), rel_tol=1e-8)
    thF = float(np.linalg.norm(U1))
    printed = math.sqrt(2 * T * R) * (2 * R**2 * thF + 1)
    assert math.isclose(lhs, 40.4969, rel_tol=1e-4) and math.isclose(printed, math.sqrt(200))
    assert lhs > 2.8 * printed  # the printed middle link fails by a factor 2.86
    # U_h^(1) = 0 is what a first phase produces on a DM1 training set too: n1 = 2 samples of opposite labels whose
    # noise tokens carry -+(mu_+ - mu_-)/18 (|<z, mu_y>| = S^2/18 =: Z_mu <= S^2/8, ||z|| = sqrt(2) S/18 =: Z), same
    # irrelevant patterns; the first-phase row (1/(2 n1 T)) alpha sum_i y_i sum_t x_{i,t} (Lemma 16's computation
    # from grad_U Phi at 0 = (1/T) 1 1^T X) vanishes
    z = (mu_p - mu_m) / 18
    X1 = np.stack([mu_p] + [nu - z] * (T - L))
    X2 = np.stack([mu_m] + [nu + z] * (T - L))
    row = (X1.sum(0) - X2.sum(0)) / (2 * 2 * T)
    assert np.abs(row).max() < 1e-12
    assert math.isclose(abs(float(z @ mu_p)), S**2 / 18) and S**2 / 18 <= S**2 / 8
    # R outside the root (Prop. 1, item 5 times ||theta_*|| = sqrt 2) holds, and so does (118)'s last link
    assert lhs <= math.sqrt(2 * T) * R * (2 * R**2 * thF + 1)
    assert lhs <= 2 * (2 * R**3 * T * (S + P) + math.sqrt(T * R))


def _ell(z: float) -> float:
    return math.log1p(math.exp(-z))


def _dell(z: float) -> float:
    return -1.0 / (1.0 + math.exp(z))


def test_eq89_contraction_one_head() -> None:
    """(89) on an explicit run: T = d = 1 (a softmax over one token is 1, so Phi~ = (1/sqrt H) sum_h u_h x and the W_h
    do not move), H = 4 heads, n = 2 samples x = 1, y = +1, theta0 = 0, i = the first sample. All heads stay equal:
    the state is the common u (full GD) and u' (GD on L^{-i}); ||theta - theta'|| = sqrt(H) |u - u'|.
    Lemma 11's hypotheses at the target theta = theta0 + D (1, .., 1)/sqrt(H) on the U-coordinates (D = 0.05,
    N = ||theta||_{2,inf} = D/sqrt(H)), R = 1, K = 30, eta = 1e-4: (84) and Thm. 1's step cap are checked below."""
    H, n, D, K, eta = 4, 2, 0.05, 30, 1e-4
    T = d = R = 1
    N = D / math.sqrt(H)
    x = [1.0, 1.0]
    Lth = sum(_ell(math.sqrt(H) * (D / math.sqrt(H)) * xi) for xi in x) / n  # L^(theta): Phi~ = D
    L0 = math.log(2.0)
    b3t = 2 * d * math.sqrt(T * d) * R**3 * (3 * math.sqrt(d) * R**2 * (3 * D + N) + 1)  # beta~3 (87)
    assert math.sqrt(H) >= 256 * d * math.sqrt(T) * d * R**3 * (3 * math.sqrt(d) * R**2 * (3 * D + N) + 1) * D**2
    alpha = 3 * d * math.sqrt(d) * R**2 * (3 * math.sqrt(T) * R**3 * (3 * D + N) + 2 * math.sqrt(T) * R)
    rho = (2 * d * math.sqrt(T * d) * R**3 / math.sqrt(H) + T * R**2 / 4) * alpha**2  # Thm. 3's rho(theta)
    assert eta <= min(1.0, 1 / rho, D**2 / (K * Lth), D**2 / L0)

    def step(u: float, loo: bool) -> float:
        z = math.sqrt(H) * u  # Phi~ = sqrt(H) u x with x = 1
        g = sum(_dell(z * xi) * xi for j, xi in enumerate(x) if not (loo and j == 0)) / n / math.sqrt(H)
        return u - eta * g

    u, v = [0.0], [0.0]
    for _ in range(K + 1):
        u.append(step(u[-1], False))
        v.append(step(v[-1], True))
    k = K - 1
    delta = [math.sqrt(H) * abs(a - b) for a, b in zip(u, v, strict=True)]
    L_loo_full = _ell(math.sqrt(H) * u[k] * x[1]) / n  # L^{-i}(theta_k) = (1/n) sum_{j != i} l_j
    L_loo_loo = _ell(math.sqrt(H) * v[k] * x[1]) / n  # L^{-i}(theta_k^{-i})
    beta1_k = math.sqrt(T) * R * (2 * R**2 * abs(u[k]) + 1)  # ||theta_k||_{2,inf} = |u_k| (W = 0)
    extra = eta * beta1_k / n * _ell(math.sqrt(H) * u[k] * x[0])
    c = 4 * eta * b3t / (3 * math.sqrt(H))
    printed = (1 + c) * (L_loo_full + L_loo_loo) * delta[k] + extra
    intended = (1 + c * (L_loo_full + L_loo_loo)) * delta[k] + extra
    assert L_loo_full + L_loo_loo < 0.7  # the printed factor is a contraction
    assert delta[k + 1] > 1.3 * printed  # (89) as printed fails at k = K - 1 (by a factor 1.40)
    assert delta[k + 1] <= intended  # (22)/(91)'s 1 + alpha_{k,i} holds


def test_eq118_end_noise_dominated() -> None:
    """(118)'s chain end |X_h| <= 2 (2 R^3 T (S + P) + sqrt(TR)) with noise large against the signal: canonical
    patterns mu_+ = S e1, mu_- = S e2, nu_1 = S e3 (M = 1), T = 10, |R| = 1, S = 1e-6, y = +1, every irrelevant token
    nu_1 + z with z = -(Z_mu/S^2)(mu_+ - mu_-), Z_mu = 100 S/sqrt 2 (|<z, mu_+-}>| = Z_mu, <z, nu_1> = 0: Z_nu = 0,
    ||z|| = 100 = Z), so R = sqrt(S^2 + Z^2 + 0) = 100 = max ||x_t|| (Assumptions 1, 3); p = 0 (P = 0), alpha = 1."""
    T, L, S = 10, 1, 1e-6
    zeta = L / T
    Zmu = 100 * S / math.sqrt(2)
    mu_p, mu_m, nu = S * np.eye(3)
    z = -(Zmu / S**2) * (mu_p - mu_m)
    assert math.isclose(abs(float(z @ mu_p)), Zmu) and abs(float(z @ nu)) == 0.0
    X = np.stack([mu_p] + [nu + z] * (T - L))
    Z = float(np.linalg.norm(z))
    R = math.sqrt(S**2 + Z**2 + 2 * 0.0 / 1)
    assert R >= 1 and np.linalg.norm(X, axis=1).max() <= R * (1 + 1e-12)
    u_star = mu_p - mu_m
    U1 = np.tile(zeta / 2 * u_star, (T, 1))  # (102), p = 0, alpha = 1
    W1 = np.zeros((3, 3))
    U_st = np.tile(u_star, (T, 1))
    W_st = np.outer(mu_p, mu_p) + np.outer(mu_m, mu_m) + np.outer(nu, mu_p + mu_m)
    grad = _num_grad(X, U1, W1, h=1e-7)
    th_star = np.concatenate([(U_st / np.linalg.norm(U_st)).ravel(), (W_st / np.linalg.norm(W_st)).ravel()])
    x_h = float(grad @ th_star)  # y = +1
    # the U-part alone: y <(1/T) 1 1^T X, U_*-bar> = -(2 (1 - zeta) T Z_mu - zeta T S^2)/(S sqrt(2T))
    u_part = -(2 * (1 - zeta) * T * Zmu - zeta * T * S**2) / (S * math.sqrt(2 * T))
    assert math.isclose(u_part, -284.605, rel_tol=1e-5) and abs(x_h - u_part) < 0.05
    printed = 2 * (2 * R**3 * T * (S + 0.0) + math.sqrt(T * R))
    assert math.isclose(printed, 103.2456, rel_tol=1e-5)
    assert abs(x_h) > 2.7 * printed  # the printed a.s. bound fails by a factor 2.76
    assert abs(x_h) <= 2 * (2 * R**3 * T * S + math.sqrt(T) * R)  # sqrt(T) R for sqrt(TR) holds (672.5)
