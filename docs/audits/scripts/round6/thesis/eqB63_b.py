# Audit (b) of thesis.ch3.eqB.63: Pr(||batch mean of df_N/dW - E df_N/dW|| >= eps ||E df_N/dW||) <= e^{-B eps^2}, "for any W in Psi".
# Own graph transformer (3.1), hinge loss (3.3), gradient w.r.t. W_O in closed form; E = mean over the uniform labelled node.
import numpy as np
rng = np.random.default_rng(4)
N = 120; d = 3; Z = 4; m = 16
# graph: ring + chords; patterns mu_1, mu_2 (discriminative), mu_3; labels = majority of mu_1 vs mu_2 among distance-1 neighbours
adj = {i: {(i-1) % N, (i+1) % N} for i in range(N)}
for _ in range(N//2):
    i, j = rng.integers(N, size=2)
    if i != j: adj[i].add(j); adj[j].add(i)
pat = rng.choice(3, N, p=[0.35, 0.35, 0.3]); X = np.eye(d)[pat]
from collections import deque
def bfs(s):
    dist = np.full(N, 10**9); dist[s] = 0; q = deque([s])
    while q:
        u = q.popleft()
        for v in adj[u]:
            if dist[v] > dist[u] + 1: dist[v] = dist[u] + 1; q.append(v)
    return dist
D = np.array([bfs(s) for s in range(N)])
y = np.array([1 if sum(pat[j] == 0 for j in adj[n]) >= sum(pat[j] == 1 for j in adj[n]) else -1 for n in range(N)])
print("labels +1/-1:", (y == 1).sum(), (y == -1).sum())
def grads(WO, a, WK, WQ, WV, b):
    G = np.zeros((N, m, d))
    for n in range(N):
        g = (X @ WK.T) @ (WQ @ X[n]) + b[np.minimum(D[n], Z-1)]
        s = np.exp(g - g.max()); s /= s.sum()
        V = WV @ (X.T @ s)
        h = WO @ V; F = a @ np.maximum(h, 0)
        if 1 - y[n]*F > 0:
            G[n] = -y[n]*np.outer(a*(h > 0), V)
    return G.reshape(N, -1)
for trial, xi in enumerate([1.0, 0.3]):
    WO = xi*rng.standard_normal((m, d)); a = rng.choice([1, -1], m)/np.sqrt(m)
    WK = WQ = WV = np.eye(d); b = np.zeros(Z)
    G = grads(WO, a, WK, WQ, WV, b); EG = G.mean(0)
    r2 = np.mean(np.sum((G - EG)**2, 1))/np.sum(EG**2)
    for B, eps in [(16, 0.5), (64, 0.5), (36, 1/3)]:
        idx = rng.integers(N, size=(4000, B))
        dev = np.linalg.norm(G[idx].mean(1) - EG, axis=1)/np.linalg.norm(EG)
        frac = np.mean(dev >= eps)
        print(f"xi={xi}: ||EG||={np.linalg.norm(EG):.4f}, r2={r2:.1f}; B={B} eps={eps:.3f}: Pr(rel dev >= eps) = {frac:.4f} (4000 batches) vs e^(-B eps^2) = {np.exp(-B*eps*eps):.4f}")
