#!/usr/bin/env python3
"""Auditor A, round 15: thesis (seed 003) (C.148) L5950-L5956, proof of Lemma C.4.3: 'By the mean value theorem and
(C.73), Delta_{j,l} = E[(xi_{j,l}(W) - xi_{j,l}(W*P)) x x^T] = E[sum_k <T_{j,l,k} x, w_k - W*p_k> x x^T], where W' =
gamma W + (1 - gamma) W*P for some gamma in (0, 1)'. Own computation (no repository import), K = 1 (xi = sigmoid'(w^T x),
T x = sigmoid''(w'^T x) x, free of y), P = I, x ~ N(mu, Sigma) by 2-D Gauss-Hermite:
  Delta = E[(s'(w^T x) - s'(w*^T x)) x x^T],  M(gamma) = E[s''(x^T w_gamma) (x^T (w - w*)) x x^T].
Literal reading (one gamma for the display): min_gamma ||Delta - M(gamma)||_F/||Delta||_F. Pointwise reading (gamma =
gamma(x), the scalar MVT inside E): int_0^1 M(gamma) dgamma = Delta exactly."""
import numpy as np
from scipy.special import expit

t, w = np.polynomial.hermite_e.hermegauss(60)
w = w / w.sum()
G1, G2 = np.meshgrid(t, t, indexing="ij")
Wt = np.outer(w, w).ravel()


def sp(z):
    s = expit(z); return s * (1 - s)


def spp(z):
    s = expit(z); return s * (1 - s) * (1 - 2 * s)


for (mu, sig, ws, wv) in ((np.zeros(2), np.ones(2), np.array([1.0, 0.0]), np.array([1.0, 1.0])),
                          (np.array([0.5, -0.3]), np.array([1.0, 0.5]), np.array([0.3, -0.8]), np.array([1.5, 0.4])),
                          (np.zeros(2), np.ones(2), np.array([2.0, 0.0]), np.array([-1.0, 1.0]))):
    X = np.stack([mu[0] + sig[0] * G1.ravel(), mu[1] + sig[1] * G2.ravel()], 1)
    xx = X[:, :, None] * X[:, None, :]
    Delta = np.einsum("n,n,nab->ab", Wt, sp(X @ wv) - sp(X @ ws), xx)
    proj = X @ (wv - ws)
    M = lambda g: np.einsum("n,n,nab->ab", Wt, spp(X @ (g * wv + (1 - g) * ws)) * proj, xx)
    gs = np.linspace(0, 1, 4001)
    res = [np.linalg.norm(Delta - M(g)) / np.linalg.norm(Delta) for g in gs]
    i = int(np.argmin(res))
    gl, wl = np.polynomial.legendre.leggauss(40)
    avg = sum(0.5 * wi * M(0.5 * (gi + 1)) for gi, wi in zip(gl, wl))
    print(f"mu={mu}, sig={sig}, w*={ws}, w={wv}: min_gamma rel. residual = {res[i]:.4f} at gamma = {gs[i]:.3f} "
          f"(gamma=0: {res[0]:.3f}, gamma=1: {res[-1]:.3f}); gamma-average of M vs Delta: "
          f"{np.linalg.norm(Delta - avg) / np.linalg.norm(Delta):.1e}")
