"""Second paths for round 15 (helper thesisC) on thesis App. C, sharing no code with the claims' measurements."""

from __future__ import annotations

import math

import numpy as np
from scipy import integrate


def _sig(a: np.ndarray) -> np.ndarray:
    return 0.5 * (1 + np.tanh(a / 2))


def _grid(n: int = 48) -> tuple[np.ndarray, np.ndarray]:
    """Physicists' Gauss-Hermite nodes mapped to N(0, I_2): x = sqrt(2) t, weights / pi."""
    t, w = np.polynomial.hermite.hermgauss(n)
    X, Y = np.meshgrid(t, t, indexing="ij")
    WW = np.outer(w, w)
    return math.sqrt(2) * np.stack([X.ravel(), Y.ravel()], 1), WW.ravel() / math.pi


def _risk(W: np.ndarray, Ws: np.ndarray, mus: list, sd: float, lam: list) -> float:
    """fbar(W) = E_x[-(p* log H(W, x) + (1 - p*) log(1 - H(W, x)))], p* = H(W*, x), x ~ sum_l lam_l N(mu_l, sd^2 I)."""
    z, w = _grid()
    tot = 0.0
    for lam_l, mu in zip(lam, mus, strict=True):
        x = z * sd + np.asarray(mu)
        ps = _sig(x @ Ws).mean(1)
        h = _sig(x @ W).mean(1)
        tot += lam_l * float(np.sum(w * -(ps * np.log(h) + (1 - ps) * np.log1p(-h))))
    return tot


def test_c104_literal_mvt_fails_at_the_entropy_floor() -> None:
    """(C.104) L5769-L5773, first '<=' as printed: fbar(W_t) <= <grad fbar(W_t), W_t - W*>. Symmetric GMM 1/2 N(+-(0.5,
    0), I_2), d = K = 2, W* = 0.8 [[1, 0.3], [0, 1]] (the Hessian at W* positive definite). As W_t -> W* the left side
    stays at the entropy floor fbar(W*) ~ 0.6 while the gradient term (central differences) falls like r^2: the ratio
    grows without bound; read with the excess fbar(W_t) - fbar(W*) (the reading) it tends to 1/2."""
    Ws = 0.8 * np.array([[1.0, 0.3], [0.0, 1.0]])
    mus, sd, lam = [(0.5, 0.0), (-0.5, 0.0)], 1.0, [0.5, 0.5]
    D = np.array([[0.3, -0.5], [0.6, 0.2]])
    D /= np.linalg.norm(D)
    f0 = _risk(Ws, Ws, mus, sd, lam)
    assert 0.4 < f0 < math.log(2)

    def grad(W: np.ndarray, h: float = 1e-5) -> np.ndarray:
        G = np.zeros_like(W)
        for i in range(2):
            for j in range(2):
                E = np.zeros_like(W)
                E[i, j] = h
                G[i, j] = (_risk(W + E, Ws, mus, sd, lam) - _risk(W - E, Ws, mus, sd, lam)) / (2 * h)
        return G

    lit, exc = {}, {}
    for r in (1e-1, 3e-2, 1e-2):
        Wt = Ws + r * D
        g = float(np.sum(grad(Wt) * (Wt - Ws)))
        assert g > 0
        ft = _risk(Wt, Ws, mus, sd, lam)
        lit[r], exc[r] = ft / g, (ft - f0) / g
    assert lit[1e-1] > 10 and lit[1e-2] > 50 * lit[1e-1], lit  # ~ 1/r^2: unbounded
    assert all(0.3 < v < 0.7 for v in exc.values()), exc  # the excess reading: ~ 1/2


def _rho_quad(u: np.ndarray, sigma: float) -> float:
    """rho(u, sigma) of Definition C.2.2 (C.6) by scipy quadrature: min over i != j of (u_j^2 + 1)(beta_0(i) -
    alpha_0(i)^2) and beta_2(i) - alpha_2(i)^2/(u_i^2 + 1), phi' = sigmoid'."""
    def dphi(t: float) -> float:
        e = math.exp(-abs(t))
        return e / (1 + e) ** 2

    def mom(ui: float, f) -> float:  # noqa: ANN001
        return integrate.quad(lambda z: f(z) * math.exp(-0.5 * (z - ui) ** 2) / math.sqrt(2 * math.pi),
                              ui - 15, ui + 15, limit=400, epsabs=1e-15, epsrel=1e-12)[0]

    vals = []
    for i, ui in enumerate(u):
        a0 = mom(ui, lambda z: dphi(sigma * z))
        b0 = mom(ui, lambda z: dphi(sigma * z) ** 2)
        a2 = mom(ui, lambda z: dphi(sigma * z) * z * z)
        b2 = mom(ui, lambda z: dphi(sigma * z) ** 2 * z * z)
        vals.append(b2 - a2 * a2 / (ui * ui + 1))
        vals += [(u[j] ** 2 + 1) * (b0 - a0 * a0) for j in range(len(u)) if j != i]
    return min(vals)


def test_c102_ratio_grows_like_sqrt_K() -> None:
    """(C.102) L5756, second '<~': 1/2 N(+-m e_1, s^2 I_d), m = 1, s = 0.1, W* = [I_K; 0] (eta = kappa = tau = delta_K
    = 1), xi = 0: the first line over K^2 (1 - ||Sigma_L||^3) (sqrt(d log n/n) cancels) is K^{1/2} (m + s) / (s^2
    rho) with rho free of K (K = 3, 5, 8 give the same rho): the ratio grows like sqrt(K), unbounded."""
    m, s = 1.0, 0.1
    rhos = []
    for K in (3, 5, 8):
        u = np.zeros(K)
        u[0] = m / s
        rhos.append(_rho_quad(u, s))
    assert max(rhos) / min(rhos) - 1 < 1e-9, rhos
    rho = rhos[0]
    assert 5e-7 < rho < 1e-6, rho

    def ratio(K: int) -> float:
        first = K**2.5 * math.sqrt((m + s) ** 2) / (s * s * rho)
        return first / (K**2 * (1 - s**6))

    assert ratio(600) / ratio(3) > 14.1
    assert abs(ratio(3) - 2.49e8) / 2.49e8 < 0.01, ratio(3)
