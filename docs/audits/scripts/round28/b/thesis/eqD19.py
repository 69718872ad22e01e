"""Auditor B r28: thesis (D.19) (seed 003 L6714) vs the definition in Section D.1.1 (L6686): A^s = P^s A P^s,
P^s_ii = sqrt(p*_l N_l/S_l) if node i (group l) is sampled, 0 otherwise. Own numpy; A = D^-1/2 (Adj + I) D^-1/2."""
import numpy as np
rng = np.random.default_rng(19)
def normA(adj):
    Ah = adj + np.eye(len(adj)); d = Ah.sum(1); return Ah / np.sqrt(np.outer(d, d))
# (a) helper's instance: one group, 2 connected nodes, l = 1 sampled (node 1), p* = 1
A = normA(np.array([[0, 1], [1, 0]], float)); Ps = np.diag([0.0, np.sqrt(1 * 2 / 1)])
As = Ps @ A @ Ps
lit = np.sqrt(2 * 2 / (1 * 1)) * 1 * 1 * A[0, 1]
print(f"(a) (P^s A P^s)[0,1] = {As[0,1]:.3f}; (D.19) literal = {lit:.3f}; sqrt(p*p*) form = {np.sqrt(4) * 1 * A[0,1]:.3f}")
# (b) random graph with L = 3 groups, random p*, random samples; compare every connected pair
n = 60; grp = rng.integers(0, 3, n); adj = (rng.random((n, n)) < 0.15).astype(float); adj = np.triu(adj, 1); adj = adj + adj.T
A = normA(adj); pst = rng.uniform(0.2, 1.5, 3); Nl = np.array([(grp == l).sum() for l in range(3)])
Sl = np.maximum(1, (Nl * rng.uniform(0.3, 0.9, 3)).astype(int))
samp = np.zeros(n, bool)
for l in range(3): samp[rng.choice(np.where(grp == l)[0], Sl[l], replace=False)] = True
P = np.diag(np.where(samp, np.sqrt(pst[grp] * Nl[grp] / Sl[grp]), 0.0)); As = P @ A @ P
bad_lit = bad_sqrt = bad_read = 0; tot = 0
for i in range(n):
    for j in range(n):
        if A[i, j] == 0: continue
        tot += 1; u, k = grp[i], grp[j]; f = np.sqrt(Nl[k] * Nl[u] / (Sl[k] * Sl[u]))
        lit = f * pst[k] * pst[u] * A[i, j] if samp[j] else 0.0                  # as printed
        sq = f * np.sqrt(pst[k] * pst[u]) * A[i, j] if samp[j] else 0.0          # square root restored only
        rd = f * np.sqrt(pst[k] * pst[u]) * A[i, j] if (samp[j] and samp[i]) else 0.0  # + n selected
        bad_lit += abs(lit - As[i, j]) > 1e-12; bad_sqrt += abs(sq - As[i, j]) > 1e-12; bad_read += abs(rd - As[i, j]) > 1e-12
print(f"(b) {tot} connected pairs (incl. self-loops): mismatches literal {bad_lit}, sqrt-only {bad_sqrt}, sqrt + n selected {bad_read}")
