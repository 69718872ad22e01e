"""Second paths for thesis.ch4.lemmaC.6.5 and thesis.ch4.lemmaC.3.3 (Subroutine 1's magnitude alpha_hat, (C.5),
L5136-L5140; Lemma C.6.5 (C.241), L6429-L6431; Lemma C.3.3 (C.87), L5666-L5674).

Independent of the claims' code (no models/, no bounds/): numpy Gauss-Hermite, the first-order Stein score
S_1(x) = Sigma^-1 (x - mu) of a single Gaussian (L = 1), labels y ~ Bernoulli(phi(w^T x)), K = 1, exact direction."""

from __future__ import annotations

import math

import numpy as np


def _phi(t: np.ndarray) -> np.ndarray:
    return 1 / (1 + np.exp(-t))


def _gh2(mu: np.ndarray, s: float, f, nodes: int = 60) -> float:  # noqa: ANN001
    z, w = np.polynomial.hermite_e.hermegauss(nodes)
    w = w / math.sqrt(2 * math.pi)
    Z1, Z2 = np.meshgrid(z, z, indexing="ij")
    W = np.outer(w, w)
    x = np.stack([mu[0] + s * Z1, mu[1] + s * Z2], -1)
    return np.sum(W[..., None] * f(x), axis=(0, 1))


def test_c65_population_alpha_is_the_link_not_the_norm() -> None:
    # K = 1, w* = (0.5, 0.6), x ~ N(mu, s^2 I): Q_1 = E[y S_1(x)] = E[phi(w^T x) (x - mu)]/s^2 (Definition C.1.1).
    w, mu, s = np.array([0.5, 0.6]), np.array([0.3, -0.2]), 1.2
    q1 = _gh2(mu, s, lambda x: _phi(x @ w)[..., None] * (x - mu)) / s**2
    wbar = w / np.linalg.norm(w)
    alpha = float(q1 @ wbar)  # (C.5) with the exact direction (gamma_1 = gamma_2 = gamma_3 = 0: right side 0)
    e1 = float(_gh2(mu, s, lambda x: (_phi(x @ w) * (1 - _phi(x @ w)))[..., None])[0])
    assert abs(alpha - e1 * np.linalg.norm(w)) < 1e-12  # Stein: Q_1 = E[phi'(w^T x)] w
    rel = abs(np.linalg.norm(w) - alpha) / np.linalg.norm(w)
    assert rel > 0.75 - 1e-12  # phi' <= 1/4, and the printed bound is 0 here
    # the fix: invert m(z) = z E[phi'(z wbar^T x)] (K = 1) -> ||w*||
    lo, hi = 0.0, 10.0
    for _ in range(80):
        mid = (lo + hi) / 2
        m = mid * float(_gh2(mu, s, lambda x, z=mid: (_phi(z * x @ wbar) * (1 - _phi(z * x @ wbar)))[..., None])[0])
        lo, hi = (mid, hi) if m < alpha else (lo, mid)
    assert abs(lo - np.linalg.norm(w)) < 1e-9


def test_c33_printed_subroutine1_error_has_an_n_independent_floor() -> None:
    # K = 1, exact direction, Q_1 estimated from n samples; the printed W_0 = alpha_hat wbar.
    w, mu, s = np.array([0.5, 0.6]), np.zeros(2), 1.0
    wbar, norm = w / np.linalg.norm(w), float(np.linalg.norm(w))
    rng = np.random.default_rng(0)
    errs, ratios = [], []
    for n in (10_000, 100_000, 1_000_000):
        x = mu + s * rng.standard_normal((n, 2))
        y = (rng.random(n) < _phi(x @ w)).astype(float)
        q1 = (y[:, None] * (x - mu) / s**2).mean(0)
        W0 = float(q1 @ wbar) * wbar
        err = float(np.linalg.norm(W0 - w))
        errs.append(err)
        ratios.append(err / (math.sqrt(2 * math.log(n) / n) * norm))
    assert min(errs) > 0.55 and max(errs) < 0.65  # ~ (1 - E phi') ||w|| = 0.61 at every n
    assert ratios[-1] > 5 * ratios[0]  # (C.87)'s ratio grows like sqrt(n / log n): no constant absorbs it
