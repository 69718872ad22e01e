#!/usr/bin/env python3
"""Auditor A, round 16: thesis (seed 003) (D.13) L6678, proof of Lemma D.1.2: Gamma(A*) := sum_{k=1}^L (1/(L Psi(L, k)))
sum_{j in N_k} A_{n,j} <= O(1), Psi(n, i) = sqrt(d_n/d_i) d_i |N_i| / sum_l d_l |N_l| (D.7), max_n Psi(n, i) = Psi(L, i) (D.9)
with d_L the largest degree. A = D^{-1/2} A~ D^{-1/2}, A~ the adjacency with self-connections, D its degrees (L1365);
groups N_i = nodes of equal degree d_i (Lemma D.1.2). Own numpy code."""
import math

import numpy as np


def gamma_max(At):
    deg = At.sum(1)
    A = At / np.sqrt(np.outer(deg, deg))
    ds = np.unique(deg)
    L, dL = len(ds), ds[-1]
    tot = sum(d * np.sum(deg == d) for d in ds)
    g = np.zeros(len(deg))
    g_model = np.zeros(len(deg))
    for d in ds:
        mask = deg == d
        psi = math.sqrt(dL / d) * d * mask.sum() / tot
        g += A[:, mask].sum(1) / (L * psi)
        g_model += (d * mask.sum() / tot) * np.sqrt(deg / d) / (L * psi)     # (D.8)'s approximation of the row sum
    return g.max(), int(g.argmax()), L, g_model.max()


def clique_star(Q, k=2, connect=False):
    N = Q + k + 1
    At = np.zeros((N, N))
    At[:Q, :Q] = 1
    At[Q, Q + 1:] = At[Q + 1:, Q] = 1
    if connect:                       # one edge from a leaf's far side: connect the last leaf to clique node 0
        At[0, N - 1] = At[N - 1, 0] = 1
    np.fill_diagonal(At, 1)
    return At


for connect in (False, True):
    print("clique K_Q beside a 2-leaf star" + (" (joined by one edge)" if connect else " (disjoint)"))
    for Q in (8, 32, 128, 512):
        g, n, L, gm = gamma_max(clique_star(Q, connect=connect))
        print(f"  Q={Q:4d}: max_n Gamma = {g:9.3f} at node {n} (L = {L}); Gamma/Q^1.5 = {g / Q**1.5:.3f}; "
              f"(D.8)-model value max_n sqrt(d_n/d_L) = {gm:.3f}")
Q = 128
c = (7 + Q * Q) * ((2 / math.sqrt(6)) / (12 * math.sqrt(Q / 2)) + 1 / (27 * math.sqrt(Q / 3)))
print(f"closed form at the star centre, Q = 128: {c:.3f}")
rng = np.random.default_rng(0)
for N, p in ((40, 0.1), (60, 0.5)):
    At = np.triu((rng.random((N, N)) < p).astype(float), 1); At = At + At.T + np.eye(N)
    print(f"G({N},{p}): max Gamma = {gamma_max(At)[0]:.3f}")
