"""Second paths for round 16 (helper thesisC) on thesis App. C, sharing no code with the claims' measurements."""

from __future__ import annotations

import math

import numpy as np


def _sig(a: np.ndarray) -> np.ndarray:
    return 0.5 * (1 + np.tanh(a / 2))


def test_c224_lost_half_fails_often() -> None:
    """(C.224) L6345 at d = K = 3, W* = I, x ~ N(0, I_3) (two identical groups), y ~ Bern(H(W*, x)), H(W, x) = (1/3)
    sum_j sigma(w_j^T x). Gamma~ = rho(0, 1) (kappa = eta = tau = 1, ||Sigma^-1||^-1 = 1) by mpmath (Definition C.2.2,
    tests/test_thesis_ch4_c31.py). (a) The limit n -> inf: Delta ~ H^-1/2 z / sqrt(n) (H = Hess fbar(W*) by numpy
    Gauss-Hermite), so (C.224) fails iff z^T((8 Gamma~/K^2) H^-1 - I) z > 0: probability ~0.6. (b) Finite n = 3e4:
    own numpy f_n and gradient, scipy BFGS ERM from W*, phi(t) = f_n(W* + t Delta); the display fails for EVERY W' of
    the segment when (4/K^2) Gamma~ ||Delta||^2 exceeds max_t phi''(t)/2 (finite differences)."""
    from scipy.optimize import minimize

    from tests.test_thesis_ch4_c31 import _hessian_at_wstar, _rho

    K = d = 3
    gamma = float(_rho([0.0, 0.0, 0.0], 1.0))
    assert abs(gamma - 2.144e-3) < 2e-6, gamma
    G = _hessian_at_wstar(np.eye(3), np.zeros(3), 1.0, nodes=16)
    ev = np.linalg.eigvalsh(G.T @ G)
    units = ev / (8 * gamma / K**2)
    assert units.min() > 0.5 and int(np.sum(units < 1)) == 6, units  # (C.178) holds; six directions below 8 Gamma~/K^2
    rng = np.random.default_rng(11)
    z = rng.normal(size=(200_000, 9))
    p_inf = float(np.mean((z**2 @ (1 / units - 1)) > 0))
    assert 0.55 < p_inf < 0.65, p_inf

    n, fails = 30_000, 0
    for _rep in range(8):
        x = rng.normal(size=(n, d))
        y = (rng.random(n) < _sig(x).mean(1)).astype(float)

        def f(w: np.ndarray, x: np.ndarray = x, y: np.ndarray = y) -> tuple[float, np.ndarray]:
            a = x @ w.reshape(d, K)
            s = _sig(a)
            h = s.mean(1)
            val = float(-(y * np.log(h) + (1 - y) * np.log1p(-h)).mean())
            c = (h - y) / (h * (1 - h)) / n  # d val / d h per sample
            grad = x.T @ (c[:, None] * s * (1 - s) / K)
            return val, grad.ravel()

        w0 = np.eye(d).ravel()
        res = minimize(f, w0, jac=True, method="BFGS", options={"gtol": 1e-12, "maxiter": 2000})
        D = res.x - w0
        phi = lambda t, D=D, w0=w0: f(w0 + t * D)[0]  # noqa: E731
        e2 = 2e-3
        q = [(phi(t + e2) - 2 * phi(t) + phi(t - e2)) / e2**2 / 2 for t in np.linspace(0, 1, 41)]
        lhs = 4 / K**2 * gamma * float(D @ D)
        fails += lhs > max(q) * 1.01
    assert fails >= 2, fails  # against 2 d^-10 = 3.4e-5: two failures in 8 already exclude it at level 1e-6


def test_c221_noise_norm_average_does_not_decay() -> None:
    """(C.221) L6331, last '<=': (1/n) sum_i ||nu_i||_F <= C sqrt(K S) sqrt(d log n / n) xi. Plain numpy: entries +-xi
    and uniform on [-xi, xi] (zero mean, bounded by xi, L5052), d = 2, K = 3, S = 1, xi = 0.5; the ratio of the
    average norm to the shape grows like sqrt(n / log n) from n = 1e3 to 1e6 (no constant serves)."""
    rng = np.random.default_rng(3)
    d, K, S, xi = 2, 3, 1.0, 0.5
    for law in ("sign", "uniform"):
        ratios = []
        for n in (10**3, 10**4, 10**5, 10**6):
            if law == "sign":
                nu = xi * rng.choice([-1.0, 1.0], size=(n, d * K))
            else:
                nu = rng.uniform(-xi, xi, size=(n, d * K))
            avg = float(np.sqrt((nu**2).sum(1)).mean())
            ratios.append(avg / (math.sqrt(K * S) * math.sqrt(d * math.log(n) / n) * xi))
        assert all(b > 2.5 * a for a, b in zip(ratios, ratios[1:], strict=False)), (law, ratios)
        assert ratios[-1] > 100, (law, ratios)
