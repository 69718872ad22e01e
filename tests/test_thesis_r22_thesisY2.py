"""Tests of thmcheck.checks.papers.thesis.r22_thesisY2 (round 22, helper thesisY2): second paths of Lemma C.3.1's
upper Hessian bounds at K = 2 by plain numpy Monte Carlo over x (the Fisher matrix E[grad H grad H^T / (H(1 - H))]
of H(W, x) = (1/K) sum_j sigmoid(w_j^T x) at W = W*), without the claims' conditional-Gaussian quadrature."""

from __future__ import annotations

import numpy as np

from thmcheck.checks.papers.thesis import r22_thesisY2 as M


def _sig(t: np.ndarray) -> np.ndarray:
    return 0.5 * (1.0 + np.tanh(0.5 * t))


def _fisher_mc(W: np.ndarray, lam: np.ndarray, mus: np.ndarray, s2: np.ndarray, n: int,
               rng: np.random.Generator) -> np.ndarray:
    """Monte Carlo of E[grad H grad H^T / (H (1 - H))] (dK x dK, block (j, k) at rows j d .. j d + d)."""
    d, K = W.shape
    F = np.zeros((d * K, d * K))
    for lam_l, mu, sd in zip(lam, mus, s2, strict=True):
        x = mu + rng.standard_normal((n, d)) * np.sqrt(sd)
        s = _sig(x @ W)
        H = s.mean(axis=1)
        G = ((s * (1 - s)) / K)[:, :, None] * x[:, None, :]  # (n, K, d): grad_{w_j} H
        G = G.reshape(n, K * d) / np.sqrt(H * (1 - H))[:, None]
        F += lam_l * (G.T @ G) / n
    return F


def test_c134_K_monte_carlo() -> None:
    """(C.134) at K = 2, 3: the claims' Hessian agrees with a plain Monte Carlo Fisher matrix (1e5 samples per
    component) in lambda_max to 3%, and lambda_max stays below ||E x x^T|| / (4K) (Cauchy-Schwarz and Jensen) and a
    fixed fraction of (C.134)'s sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 at d = 8, 64."""
    rng = np.random.default_rng(7)
    for K in (2, 3):
        for d in (8, 64):
            inst = {"d": d, "K": K, "L": 2, "seed": 11, "a": 1.5, "m": 1.0, "sig": 1.0, "flat": False}
            s = M._setup(inst)
            F = _fisher_mc(s["W"], s["lam"], s["mus"], s["s2"], 100_000, rng)
            lmc = float(np.linalg.eigvalsh(F)[-1])
            meas = M._measure(inst, None)
            assert abs(meas.lhs - lmc) < 0.03 * lmc, (K, d, meas.lhs, lmc)
            Exx = sum(la * (np.diag(sd) + np.outer(mu, mu)) for la, mu, sd in zip(s["lam"], s["mus"], s["s2"],
                                                                               strict=True))
            assert lmc <= 1.03 * np.linalg.eigvalsh(Exx)[-1] / (4 * K)
            side134 = float(np.sum(s["lam"] * (np.linalg.norm(s["mus"], axis=1) + np.sqrt(s["s2"].max(axis=1))) ** 2))
            assert lmc / side134 < 0.25 / K, (K, d, lmc / side134)


def test_c135_K_grows_like_d() -> None:
    """(C.135) / (C.83) at K = 2: L = 2, lambda = (1/2, 1/2), mu_1 = -mu_2 = (1, ..., 1) (||mu~_l||_inf = 1), Sigma_l =
    diag(linspace(0.9, 1.1, d)), w_1* = (e_1 - e_2)/sqrt 2, w_2* = (e_3 - e_4)/sqrt 2 (both orthogonal to the means).
    The Fisher matrix's Rayleigh quotient at v = (u, u)/sqrt 2, u = mu_1/||mu_1|| (a lower bound on lambda_max), by
    plain Monte Carlo (1e5 samples per component), over (C.135)'s sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2
    grows like d, while over (C.134)'s Euclidean sum it stays bounded."""
    rng = np.random.default_rng(0)
    K = 2
    r135, r134 = [], []
    for d in (8, 32, 128, 512):
        v = np.linspace(0.9, 1.1, d)
        mu = np.ones(d)
        W = np.zeros((d, K))
        W[0, 0], W[1, 0], W[2, 1], W[3, 1] = 2**-0.5, -(2**-0.5), 2**-0.5, -(2**-0.5)
        u = mu / np.linalg.norm(mu)
        acc = 0.0
        for sgn in (1.0, -1.0):
            x = sgn * mu + rng.standard_normal((100_000, d)) * np.sqrt(v)
            s = _sig(x @ W)
            H = s.mean(axis=1)
            # v^T grad H = (1/K) sum_j phi'_j (u^T x) / sqrt 2
            vg = (s * (1 - s)).sum(axis=1) / K * (x @ u) / np.sqrt(2.0)
            acc += 0.5 * np.mean(vg**2 / (H * (1 - H)))
        r135.append(acc / (1.0 + np.sqrt(v.max())) ** 2)
        r134.append(acc / (np.sqrt(d) + np.sqrt(v.max())) ** 2)
    assert all(b > 3.0 * a for a, b in zip(r135, r135[1:])), r135
    assert r135[-1] > 10.0, r135  # 0.21, 0.76, 2.98, 11.9 (~ 0.023 d)
    assert all(0.05 < r < 0.25 for r in r134), r134
