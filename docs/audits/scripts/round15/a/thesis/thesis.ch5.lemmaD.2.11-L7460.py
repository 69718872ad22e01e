#!/usr/bin/env python3
"""Auditor A, round 15: thesis (seed 003) L7460, proof of Lemma D.2.11, case ||Z'_n||_0 = 1:
||q^T A (Z' eta (V + V^rho) . D_{v,rho}) c_r|| <= O~(eta ||q^T A||_1 ||A||_inf tau_{w,inf}), with (L7442)
Z' = A(AX(W + W^rho + eta W'' Sigma) + B_1) . D_{w,rho,eta} (the whole masked first-layer output), ||W''||_{2,inf} <=
tau_{w,inf}, eta <= eta0. Own numpy (no repository import). Literal Z' vs the reading Z'_diff (mask D_{w,rho,eta} -
D_{w,rho}, the sign-change part of (D.86)'s first term)."""
import math

import numpy as np


def run(N, m1, m2, eta, tau, seed, p=0.5):
    rng = np.random.default_rng(seed)
    At = np.triu((rng.random((N, N)) < p).astype(float), 1); At = At + At.T + np.eye(N)
    dg = At.sum(1); A = At / np.sqrt(np.outer(dg, dg))
    d = 2
    X = rng.standard_normal((N, d)); X /= np.linalg.norm(X, axis=1, keepdims=True)
    W = rng.standard_normal((d, m1)); B1 = rng.standard_normal((N, m1)) * 0.1
    W2 = rng.standard_normal((d, m1)); W2 *= tau / np.linalg.norm(W2, axis=0, keepdims=True)   # ||W''||_{2,inf} = tau
    Sig = np.diag(rng.choice([0.0, 1.0], m1))
    V = rng.standard_normal((m1, m2)); B2 = rng.standard_normal((N, m2)) * 0.1
    c = rng.standard_normal(m2); q = np.eye(N)[0]
    pre0 = A @ (A @ X @ W + B1)                      # at W + W^rho (W^rho folded into W)
    pre1 = A @ (A @ X @ (W + eta * W2 @ Sig) + B1)
    Dw0, Dw1 = (pre0 >= 0).astype(float), (pre1 >= 0).astype(float)
    Zlit = pre1 * Dw1
    Zdiff = pre1 * (Dw1 - Dw0)
    Dv = ((A @ (Zlit @ V) + B2) >= 0).astype(float)
    lhs = lambda Z: abs(q @ A @ ((Z * eta) @ V * Dv) @ c)
    bound = eta * np.abs(q @ A).sum() * np.abs(A).sum(1).max() * tau
    return lhs(Zlit) / bound, lhs(Zdiff) / bound, int((Zlit[0] != 0).sum())


# the claim's one-node instance, by hand: A = [1], x = 1, W + W^rho = 1/4, B_1 = 1/4, W'' = tau, V = B_2 = c = q = 1
for tau in (1.0, 1e-2, 1e-4, 1e-6):
    eta = 1e-3
    lhs = eta * (0.25 + 0.25 + eta * tau) * 1.0
    print(f"one node: tau = {tau:g}: lhs = {lhs:.4e}, eta ||q^T A||_1 ||A||_inf tau = {eta * tau:.4e}, ratio = {lhs / (eta * tau):.3e}")
print("random graphs N = 6, m1 = 1 (so ||Z'_n||_0 <= 1), m2 = 8, eta = 1e-4: literal ratio and sign-change-reading ratio")
for tau in (1.0, 1e-2, 1e-4):
    lit = [run(6, 1, 8, 1e-4, tau, s) for s in range(20)]
    ok = [r for r in lit if r[2] == 1]
    print(f"  tau = {tau:g}: {len(ok)} draws in the case ||Z'_n||_0 = 1; max literal ratio {max(r[0] for r in ok):.3e}; "
          f"max reading ratio {max(r[1] for r in ok):.3e}")
