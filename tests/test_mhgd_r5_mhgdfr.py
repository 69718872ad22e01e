"""Second paths for mhgd's round-5 proof displays (checks/papers/mhgd/r5_mhgdfr.py): each reproduces a printed
display's failure at one explicit instance with hand-written closed forms or finite differences, importing neither
the claims' bounds nor their measurements. Paper: shared/seeds/004_fdca0756fccde960.txt."""

from __future__ import annotations

import math

import numpy as np


def _softmax(v: np.ndarray) -> np.ndarray:
    e = np.exp(v - v.max())
    return e / e.sum()


def _phi(theta: np.ndarray, X: np.ndarray, T: int, d: int) -> float:
    U, W = theta[:T * d].reshape(T, d), theta[T * d:].reshape(d, d)
    return float((U * (np.stack([_softmax(r) for r in X @ W @ X.T]) @ X)).sum())


def _fd_hess(f, th: np.ndarray, h: float = 1e-4) -> np.ndarray:  # noqa: ANN001
    p = th.size
    E = np.eye(p) * h
    Hm = np.array([[(f(th + E[i] + E[j]) - f(th + E[i] - E[j]) - f(th - E[i] + E[j]) + f(th - E[i] - E[j]))
                    / (4 * h * h) for j in range(p)] for i in range(p)])
    return (Hm + Hm.T) / 2


def test_eq52_signed_maxima_miss_the_negative_eigenvalue() -> None:
    """(52), L698: T = 2, d = 1, X = (1, -2)^T, a small grid of (u_1, u_2 = 1.5, w) containing points with H_WW < 0.
    The Hessian of Phi in (u_1, u_2, w) by central differences; there the printed Term_1 + 2 Term_2 = max(H_WW, 0) +
    ||H_UW|| is below ||H||, while ||H_WW|| + ||H_UW|| (absolute values) is not."""
    T, d = 2, 1
    X = np.array([[1.0], [-2.0]])
    found = False
    for u1 in np.linspace(-3, 3, 13):
        for w in (-0.7, 0.0, 0.4):
            th = np.array([u1, 1.5, w])
            Hm = _fd_hess(lambda z: _phi(z, X, T, d), th)
            hww, huw = Hm[2, 2], Hm[:2, 2]
            printed = max(hww, 0.0) + float(np.linalg.norm(huw))
            spec = float(np.abs(np.linalg.eigvalsh(Hm)).max())
            if hww < -1e-3 and spec > printed * (1 + 1e-3):
                found = True
                # the absolute-value reading holds
                assert spec <= abs(hww) + float(np.linalg.norm(huw)) + 1e-6
    assert found


def test_lemma18_proof_links_reverse_for_negative_A() -> None:
    """L1504: Gamma >= (2/A) log(C/eps) gives e^{Gamma A/2} >= C/eps only for A > 0. T = 2, L = 1 (C = 1), A = B = -1
    (A > 2B), eps = 0.1: the threshold (2/A) log(C/eps) = -2 log 10 < 0, so Gamma = threshold + 1 is allowed and
    e^{Gamma A/2} = 10 e^{-1/2} < C/eps = 10."""
    A, C, eps = -1.0, 1.0, 0.1
    Gamma = (2 / A) * math.log(C / eps) + 1.0  # any Gamma above the (negative) threshold
    assert math.exp(Gamma * A / 2) < C / eps
    # and L1508's a_i <= eps/(T - L) fails: r = (A, B) = (-1, -1), a_2 = 1/2 > 0.1
    r = np.array([-1.0, -1.0])
    a = _softmax(Gamma * r)
    assert a[1] > eps / 1


def test_eq1546_reverses_for_large_eps() -> None:
    """L1546 at zeta = 1/2, eps = 10, S = 1, Z_mu = Z_nu = 0 (A = 1): (8/3) log(1/10) < 2 log(1/10)."""
    ell = math.log((2 - 1) / 10)
    assert 8 / 3 * ell < 2 / 1 * ell
    # with eps <= zeta^-1 - 1 the printed order holds
    ell2 = math.log(1 / 0.5)
    assert 8 / 3 * ell2 >= 2 * ell2


def test_lemma4_expansions_remainder_is_second_order() -> None:
    """L531 at T = 2, d = 1, X = (1, 2)^T, u_t = 1, t = 1, W = 1/2, Delta = 1: f(w) = u_t^T X^T phi(X w x_t) =
    (e^w + 2 e^{2w}) / (e^w + e^{2w}). The first-order remainder over s^2 tends to f''(1/2)/2 != 0 (40 digits)."""
    import mpmath as mp

    mp.mp.dps = 40

    def f(w):  # noqa: ANN001, ANN202
        return (mp.exp(w) + 2 * mp.exp(2 * w)) / (mp.exp(w) + mp.exp(2 * w))

    w0 = mp.mpf("0.5")
    d1 = mp.diff(f, w0)
    ratios = [abs(f(w0 + s) - f(w0) - d1 * s) / s**2 for s in (mp.mpf("1e-6"), mp.mpf("1e-9"), mp.mpf("1e-12"))]
    assert all(abs(r - ratios[-1]) < 1e-5 for r in ratios)
    assert ratios[-1] > 0.028  # -> |f''(1/2)|/2 = 0.0288, not 0


def test_prop3_psi_chain_reverses_for_negative_label() -> None:
    """L1566 with y = -1, Z_mu = 0, S = 1, eps = 0.1 and a saturated softmax (weights 1/2, 1/2 on R, 0 on R^c):
    psi_t = -1 while the printed lower bound y S^2 (1 - eps) - 2 eps Z_mu = -0.9."""
    y, S, eps, Z = -1, 1.0, 0.1, 0.0
    weights_R, weights_N = [0.5, 0.5], [0.0]
    psi = sum(w * y * S**2 for w in weights_R) + sum(w * 0.0 for w in weights_N)
    assert psi < y * S**2 * (1 - eps) - 2 * eps * Z
    assert y * psi >= S**2 * (1 - eps) - 2 * eps * Z  # the chain for y psi_t holds


def test_cor3_witness_closer_than_g0() -> None:
    """Cor. 3's proof (L985-L995) restates Assumption 2 (ii) '<= g0(eps)' as '= g0(eps)'. K = 1, theta_0 = 0: the
    logistic loss there is log 2 <= 1 = 1/K, so theta^(1) = theta_0 is a witness at distance 0 <= g0(1) = 1 (g0 = 1 +
    the ray's minimal distance is non-increasing and valid). Then L987's end 0 / (1 * log 2) >= g0(1)^2 = 1 fails and
    (83) reads min(1, 1/log 2) <= min(0, 0). With the witness at distance exactly g0(1) = 1 on a ray with margin
    m > 0 (loss log(1 + e^{-m}) < log 2) both hold."""
    loss0 = math.log(2.0)
    dist, g0_1 = 0.0, 1.0
    assert loss0 <= 1.0 and dist <= g0_1
    assert not dist**2 / (1 * loss0) >= g0_1**2
    assert not min(g0_1**2, g0_1**2 / loss0) <= min(dist**2 / loss0, dist**2 / loss0)
    m = 0.3
    loss = math.log1p(math.exp(-m * g0_1))
    assert loss <= 1.0
    assert g0_1**2 / (1 * loss) >= g0_1**2
    assert min(g0_1**2, g0_1**2 / loss0) <= min(g0_1**2 / loss, g0_1**2 / loss0)


def test_cor4_repeats_cor3_equality() -> None:
    """Cor. 4's proof (L1133-L1143) repeats L985-L995: at K = 1 with theta_0 = 0 the initialization itself (logistic
    loss log 2 <= 1) is a witness at distance 0 < g0(1) = 2, and (97)'s second '<=' reads min(4, 4/log 2) <= 0."""
    loss0 = math.log1p(1.0)
    g0_1 = 2.0
    assert loss0 <= 1.0
    assert min(g0_1**2, g0_1**2 / loss0) > min(0.0 / (1 * loss0), 0.0 / loss0)


def test_lemma12_sqrt_tr_factor_too_small() -> None:
    """L1265: sqrt(T) ||sum_t x_t|| <= sqrt(T R). DM1 with T = 2, zeta = 1/2, S = 1, z = 0 (R = 1): x = (mu_y, nu_1)
    orthogonal unit vectors, sqrt(2) * sqrt(2) = 2 > sqrt(2). With T^{3/2} R = 2.83 it holds, and the chain's end
    (1/T) a T^{3/2} R = T R ((zeta/2) ||u_*|| + ||p||) <= T R (S + P) at ||u_*|| = sqrt(2), ||p|| = P = 1."""
    x = np.array([[1.0, 0.0], [0.0, 1.0]])
    T, R, S, P, zeta = 2, 1.0, 1.0, 1.0, 0.5
    mid = math.sqrt(T) * float(np.linalg.norm(x.sum(axis=0)))
    assert mid > math.sqrt(T * R)
    assert mid <= T**1.5 * R
    a = zeta / 2 * math.sqrt(T) * math.sqrt(2) * S + math.sqrt(T) * P
    assert a / T * T**1.5 * R <= T * R * (S + P)
