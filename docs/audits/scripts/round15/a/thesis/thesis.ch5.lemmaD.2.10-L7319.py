#!/usr/bin/env python3
"""Auditor A, round 15: thesis (seed 003) L7314-L7319, proof of Lemma D.2.10 (1): 'Since a~_n X w_i^(0) + B_{1(n,i)}^(0)
= a~_n X~ w~_i^(0) where w~_i^(0) = (w_i^(0), B_{1(n,i)}^(0)), X~ = (X, 1) ... a~_n X~ w~_i^(0) ~ N(0, ||a~_n X~||^2/m1)'.
a~_n = the n-th row of A = D^{-1/2} A~ D^{-1/2} (self-loops), W^(0) entries N(0, 1/m1), bias entries N(0, 1/m1).
Own numpy (no repository import): exact variances and a Monte Carlo of the pre-activation."""
import numpy as np

rng = np.random.default_rng(0)


def norm_adj(At):
    dg = At.sum(1)
    return At / np.sqrt(np.outer(dg, dg))


m1 = 100
cases = {"path 0-1-2": np.array([[1, 1, 0], [1, 1, 1], [0, 1, 1.0]]),
         "star, 5 leaves (centre)": np.block([[np.ones((1, 1)), np.ones((1, 5))], [np.ones((5, 1)), np.eye(5)]])}
for name, At in cases.items():
    A = norm_adj(At)
    N = A.shape[0]
    X = np.ones((N, 1))                             # unit features, d = 1
    a = A[0]
    rs = a.sum()
    v_true = (float((a @ X) @ (a @ X)) + 1.0) / m1  # Var(a X w + B)
    Xt = np.hstack([X, np.ones((N, 1))])
    v_print = float((a @ Xt) @ (a @ Xt)) / m1       # printed ||a~ X~||^2/m1
    # Monte Carlo of the pre-activation a X w + B
    w = rng.standard_normal((200000, 1)) / np.sqrt(m1)
    B = rng.standard_normal(200000) / np.sqrt(m1)
    pre = (a @ X) @ w.T + B
    print(f"{name}: row sum a~_0 1 = {rs:.4f}; Var(pre-activation) exact {v_true:.6f}, Monte Carlo {pre.var():.6f} "
          f"(+-{pre.var() * np.sqrt(2 / 200000):.6f}); printed ||a~ X~||^2/m1 = {v_print:.6f} "
          f"(ratio printed/true {v_print / v_true:.3f}); product a~ X~ w~ has variance {v_print:.6f} (the reading holds)")
