#!/usr/bin/env python3
"""Auditor A, round 15: thesis (seed 003) (C.203) L6246-L6249, end of Lemma C.4.5's proof:
P(sup_{W in B(W*P, r)} ||Hess f_n(W) - Hess fbar(W)|| <= C_6 sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2
sqrt(dK log n/n)) <= d^{-10} (as long as n >= C' dK log dK), while Lemma C.4.5 (L5855-L5859) states the event with
probability >= 1 - d^{-10}. Own numpy (no repository import): K = 1 (Theorem 2's model reduces to logistic regression,
footnote 16), where Hess l(W; x, y) = sigma'(w^T x) x x^T for either label; population Hessian by 60x60 Gauss-Hermite;
the deviation at W* (a point of every ball; as r -> 0 the sup tends to it by continuity, r of (C.81) is proportional to
eps_0 in (0, 1/4)) over 500 samples of size n."""
import math

import numpy as np
from scipy.special import expit

rng = np.random.default_rng(0)
t, w = np.polynomial.hermite_e.hermegauss(60)
w = w / w.sum()
G1, G2 = np.meshgrid(t, t, indexing="ij")
Wt = np.outer(w, w).ravel()


def sp(z):
    s = expit(z); return s * (1 - s)


for (mus, lam, ws, n) in (([np.array([0.5, 0.0]), np.array([-0.5, 0.0])], [0.5, 0.5], np.array([0.8, 0.3]), 1000),
                          ([np.array([1.0, 1.0]), np.array([-1.0, 0.5])], [0.3, 0.7], np.array([1.5, -0.5]), 5000)):
    d, K = 2, 1
    Hbar = np.zeros((d, d))
    for l_, mu in zip(lam, mus):
        X = np.stack([mu[0] + G1.ravel(), mu[1] + G2.ravel()], 1)
        Hbar += l_ * np.einsum("n,n,na,nb->ab", Wt, sp(X @ ws), X, X)
    S = sum(l_ * (np.linalg.norm(mu) + 1.0) ** 2 for l_, mu in zip(lam, mus))    # Sigma_l = I
    devs = []
    for _ in range(500):
        g = rng.choice(2, n, p=lam)
        X = np.array(mus)[g] + rng.standard_normal((n, d))
        Hn = np.einsum("n,na,nb->ab", sp(X @ ws), X, X) / n
        devs.append(np.linalg.norm(Hn - Hbar, 2))
    devs = np.array(devs)
    for C6 in (0.1, 1.0):
        thr = C6 * S * math.sqrt(d * K * math.log(n) / n)
        frac = (devs <= thr).mean()
        print(f"n = {n}, lambda = {lam}: max deviation {devs.max():.4f}, threshold (C_6 = {C6}) {thr:.4f}: "
              f"{int((devs <= thr).sum())}/500 samples in the event (frequency {frac:.3f} vs printed <= d^-10 = {d ** -10:.1e})")
