#!/usr/bin/env python3
"""Auditor A, round 15: thesis (seed 003) (C.219) L6323, proof of Lemma C.5.1: 'P(sup_{W in B(W*P, r)} ||grad f_n(W) -
grad fbar(W)||) <= C_13 sqrt(K sum_l lambda_l (||mu_l|| + ||Sigma_l||)^2) sqrt(d log n/n) <= d^{-10}', read as the
claim does: the event {sup ... <= threshold} has probability <= d^{-10}; Lemma C.5.1 states >= 1 - d^{-10}.
Own numpy, K = 1 (logistic regression; grad l = (sigma(w^T x) - y) x, labels y ~ Bern(sigma(w*^T x)); grad fbar(W*) =
0), the value at W* (every ball's point; the sup tends to it as r -> 0), 500 samples of size n."""
import math

import numpy as np
from scipy.special import expit

rng = np.random.default_rng(1)
for (mus, lam, ws, n) in (([np.array([0.5, 0.0]), np.array([-0.5, 0.0])], [0.5, 0.5], np.array([0.8, 0.3]), 1000),
                          ([np.array([1.0, 1.0]), np.array([-1.0, 0.5])], [0.3, 0.7], np.array([1.5, -0.5]), 5000)):
    d, K = 2, 1
    S = sum(l_ * (np.linalg.norm(mu) + 1.0) ** 2 for l_, mu in zip(lam, mus))     # Sigma_l = I, ||Sigma_l|| = 1
    vals = []
    for _ in range(500):
        g = rng.choice(2, n, p=lam)
        X = np.array(mus)[g] + rng.standard_normal((n, d))
        p = expit(X @ ws)
        y = (rng.random(n) < p).astype(float)
        vals.append(np.linalg.norm(((p - y)[:, None] * X).mean(0)))
    vals = np.array(vals)
    for C13 in (1.0, 0.3):
        thr = C13 * math.sqrt(K * S) * math.sqrt(d * math.log(n) / n)
        print(f"n = {n}, lambda = {lam}: max ||grad f_n(W*)|| = {vals.max():.4f}, threshold (C_13 = {C13}) {thr:.4f}: "
              f"{int((vals <= thr).sum())}/500 in the event (vs printed <= d^-10 = {d ** -10:.1e})")
