#!/usr/bin/env python3
"""Auditor A, round 15: thesis (seed 003) (C.104) L5769-L5773, first '<=':
fbar(W_t) <= E[sum_k (d fbar(W_t)/d w_k)^T (w_t(k) - w_k*)] = <grad fbar(W_t), W_t - W*>, fbar the population
cross-entropy (4.4) of the mixture, labels P(y=1|x) = H(W*, x) = mean_k sigmoid(w_k*^T x) (4.1).
Own computation (no repository import): tensor Gauss-Hermite risk (labels integrated out), the directional derivative
<grad fbar(W_t), W_t - W*> by a central difference along W_t - W*, the Hessian at W* by finite differences (the ball
of Theorem 2 / Lemma C.4.4: local strong convexity; W_t -> W* stays inside whatever its unspecified radius)."""
import math

import numpy as np
from scipy.special import expit, log_expit

t1, w1 = np.polynomial.hermite_e.hermegauss(40)
w1 = w1 / w1.sum()


def grid(mu, sig):
    d = len(mu)
    g = np.meshgrid(*([t1] * d), indexing="ij")
    X = np.stack([mu[i] + sig[i] * g[i].ravel() for i in range(d)], 1)
    W = np.ones(1)
    for _ in range(d):
        W = np.multiply.outer(W, w1)
    return X, W.ravel()


def fbar(W, Ws, groups):
    tot = 0.0
    for lam, X, wts in groups:
        Hs = expit(X @ Ws).mean(1)
        Z = X @ W
        K = W.shape[1]
        logH = np.logaddexp.reduce(log_expit(Z), axis=1) - math.log(K)
        log1H = np.logaddexp.reduce(log_expit(-Z), axis=1) - math.log(K)
        tot += lam * float((wts * -(Hs * logH + (1 - Hs) * log1H)).sum())
    return tot


def hess_min(Ws, groups, h=1e-3):
    n = Ws.size
    H = np.zeros((n, n))
    E = np.eye(n)
    for i in range(n):
        for j in range(i, n):
            Ei, Ej = E[i].reshape(Ws.shape) * h, E[j].reshape(Ws.shape) * h
            H[i, j] = H[j, i] = (fbar(Ws + Ei + Ej, Ws, groups) - fbar(Ws + Ei - Ej, Ws, groups)
                                 - fbar(Ws - Ei + Ej, Ws, groups) + fbar(Ws - Ei - Ej, Ws, groups)) / (4 * h * h)
    return float(np.linalg.eigvalsh(H)[0])


rng = np.random.default_rng(3)
cases = [("1/2 N(+-(0.5,0), I), W* = 0.8[[1,.3],[0,1]]", 0.8 * np.array([[1, 0.3], [0, 1.0]]),
          [(0.5, np.array([0.5, 0.0]), np.ones(2)), (0.5, np.array([-0.5, 0.0]), np.ones(2))]),
         ("0.2 N(0, diag(.5,2)) + 0.8 N((1,1), I), W* Gaussian", rng.normal(size=(2, 2)),
          [(0.2, np.zeros(2), np.sqrt([0.5, 2.0])), (0.8, np.ones(2), np.ones(2))])]
for name, Ws, spec in cases:
    groups = [(lam, *grid(mu, sig)) for lam, mu, sig in spec]
    f0 = fbar(Ws, Ws, groups)
    print(f"{name}: fbar(W*) = {f0:.4f} (entropy floor), lambda_min Hess fbar(W*) = {hess_min(Ws, groups):.3e}")
    D = rng.normal(size=Ws.shape)
    D /= np.linalg.norm(D)
    for r in (0.3, 0.1, 0.03, 0.01, 0.003):
        Wt = Ws + r * D
        ft = fbar(Wt, Ws, groups)
        e = 1e-4
        g = (fbar(Wt + e * (Wt - Ws), Ws, groups) - fbar(Wt - e * (Wt - Ws), Ws, groups)) / (2 * e)
        print(f"  ||W_t - W*|| = {r}: fbar(W_t) = {ft:.6f}, <grad fbar(W_t), W_t - W*> = {g:.3e}, "
              f"fbar(W_t)/grad term = {ft / g:.3e}, excess/grad term = {(ft - f0) / g:.3f}")
