#!/usr/bin/env python3
"""Auditor A, round 16: chenli (seed 000) Lemma 9.1 / Algorithm 5, L2860-2885.
Printed: given ||Theta^_i - Theta_i||_F <= eps, Algorithm 5 draws N = poly(m, k, d) sqrt(log(1/delta)) samples and its W^_i
satisfy E[(F^(X) - F(X))^2] <~ eps^2 d^4 k^3 m ||W_1||_F^2 with probability >= 1 - delta.
Own numpy code: F(X) = sum_i softmax(X Theta_i X^T) X W_i^T (row softmax), X ~ {+-1}^{k x d}; Algorithm 5 line 5 per
column s: argmin_{||w|| <= sqrt m} (1/N) sum_a ||Z_a w - Y_{:,s}||^2 with Z of (140); here every one of the N samples
equals one X0 (probability 2^{-k d N} for a given X0), so the problem is one k x md system: rank <= k < md; its
minimum-norm solution (norm <= ||w*|| <= sqrt(m) here, so the constraint is inactive) is computed, and the test loss of
F^ estimated over fresh X (Monte Carlo). Theta^ = Theta (eps -> 0: the printed bound -> 0).
"""
import math

import numpy as np


def softmax_rows(A):
    A = A - A.max(1, keepdims=True)
    E = np.exp(A)
    return E / E.sum(1, keepdims=True)


def Fm(X, Th, W):
    return sum(softmax_rows(X @ T @ X.T) @ X @ Wi.T for T, Wi in zip(Th, W))


def Zmat(X, Th):          # (140): row r, block i, coordinate j: sum_l softmax(X_r Th_i X_l^T) X_{l,j}
    return np.concatenate([softmax_rows(X @ T @ X.T) @ X for T in Th], axis=1)    # k x (m d)


def trial(m, k, d, seed, ntest=3000):
    rng = np.random.default_rng(seed)
    Th = [rng.normal(size=(d, d)) * 2 / d for _ in range(m)]
    W = [rng.normal(size=(d, d)) for _ in range(m)]
    W = [w / np.linalg.norm(w) * (1.0 if i == 0 else 0.7) for i, w in enumerate(W)]   # ||W_1||_F = 1 largest
    X0 = rng.choice([-1.0, 1.0], size=(k, d))
    Z0, Y0 = Zmat(X0, Th), Fm(X0, Th, W)
    What = np.linalg.pinv(Z0) @ Y0              # column s: min-norm solution; blocks -> W^_i^T rows
    Wh = [What[i * d:(i + 1) * d, :].T for i in range(m)]   # s-th column of W^_i = i-th block of w^ (line 6)
    norms = [np.linalg.norm(What[:, s]) for s in range(d)]
    res_train = np.abs(Z0 @ What - Y0).max()
    loss = np.mean([np.sum((Fm(X, Th, Wh) - Fm(X, Th, W)) ** 2)
                    for X in rng.choice([-1.0, 1.0], size=(ntest, k, d))])
    return loss, res_train, max(norms), math.sqrt(m)


for (m, k, d) in [(1, 2, 3), (2, 2, 8), (1, 3, 20), (2, 4, 40)]:
    for seed in range(2):
        loss, r, wn, cap = trial(m, k, d, seed)
        print(f"m={m} k={k} d={d} seed={seed}: one-sample fit residual {r:.1e}, max||w^||={wn:.3f} (<= sqrt m = {cap:.3f}), "
              f"test loss {loss:.3g}; printed bound at eps = 1e-12, C = 1e6: {1e6 * 1e-24 * d**4 * k**3 * m:.2e}")

print("\nfailure probability >= 2^{-k d N} vs delta = e^{-L}, N = P sqrt(L):")
for (k, d, P) in [(2, 3, 6**4), (4, 40, (2 * 4 * 40) ** 3)]:
    Lstar = (k * d * P * math.log(2)) ** 2
    for L in (Lstar / 4, 4 * Lstar):
        N = math.ceil(P * math.sqrt(L))
        print(f"  k={k} d={d} P={P}: L={L:.3g}: ln P[all N equal X0] = {-k*d*N*math.log(2):.3g} vs ln delta = {-L:.3g} "
              f"-> {'FAILS' if -k*d*N*math.log(2) > -L else 'ok'}")
