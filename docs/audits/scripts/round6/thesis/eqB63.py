"""Audit thesis.ch3.eqB.63 (seed 003 L4145-L4147): Pr(||mean_B G - E G|| >= eps ||E G||) <= e^{-B eps^2}, G = dl/dW_O
for a uniformly drawn labelled node, at initialisation. Own minimal graph transformer after (3.1): V_n = sum_{s in N(n)}
W_V x_s softmax_s(x_s^T W_K^T W_Q x_n), F = (1/m) sum_i a_i Relu(W_O(i) V_n), hinge l = max(0, 1 - y F);
W_V = W_K = W_Q = I (initial model, norms <= 1), W_O ~ N(0, 1/m_a) rows, a_i = +-1. Graph: ring of N nodes plus random
chords; features one-hot of M = 3 patterns; label +1 if the node's 1-hop neighbourhood has more pattern-1 than pattern-2
nodes, else -1. E G exact (average over all N nodes); batches of B nodes i.i.d. uniform."""
import math
import numpy as np
rng = np.random.default_rng(4)
N, M, ma, m = 60, 3, 4, 16
adj = {v: {v, (v + 1) % N, (v - 1) % N} for v in range(N)}
for _ in range(30):
    a_, b_ = rng.integers(N, size=2); adj[a_].add(b_); adj[b_].add(a_)
pat = rng.integers(M, size=N); X = np.eye(ma)[pat]                  # x_n = e_{pattern} in R^{m_a}
y = np.array([1.0 if sum(pat[s] == 0 for s in adj[n]) > sum(pat[s] == 1 for s in adj[n]) else -1.0 for n in range(N)])
WO = rng.normal(size=(m, ma)) / np.sqrt(ma); a = rng.choice([-1.0, 1.0], size=m)
G = []
for n in range(N):
    S = sorted(adj[n]); lg = np.array([X[s] @ X[n] for s in S]); att = np.exp(lg - lg.max()); att /= att.sum()
    V = sum(att[k] * X[s] for k, s in enumerate(S))
    h = WO @ V; F = (a @ np.maximum(h, 0)) / m
    G.append(-y[n] * (a * (h > 0))[:, None] * V[None, :] / m if y[n] * F < 1 else np.zeros((m, ma)))
G = np.array(G); EG = G.mean(0); nE = np.linalg.norm(EG)
r2 = np.mean(np.sum((G - EG) ** 2, axis=(1, 2))) / nE ** 2
print(f"labels +1/-1: {(y > 0).sum()}/{(y < 0).sum()}; ||E G|| = {nE:.4e}; r2 = {r2:.2f}")
for B, eps in [(16, 0.5), (32, 0.5), (16, 1.0)]:
    R = 4000; hits = sum(np.linalg.norm(G[rng.integers(N, size=B)].mean(0) - EG) >= eps * nE for _ in range(R))
    print(f"B={B} eps={eps}: P = {hits/R:.4f} vs e^(-B eps^2) = {math.exp(-B*eps*eps):.3e}")
