# Auditor A, round 28: thesis (D.19) (seed 003 L6712-L6716) vs the symmetric sampling of Section D.1.1 (L6684-L6686).
# Own numpy code, no repository imports.
import numpy as np
rng = np.random.default_rng(2819)

def norm_adj(Adj):
    At = Adj + np.eye(len(Adj)); d = At.sum(1); return At/np.sqrt(np.outer(d, d))

def sampled(A, groups, S, p):
    N = len(A); Ps = np.zeros(N); sel = np.zeros(N, bool)
    for l, Sl in enumerate(S):
        idx = np.flatnonzero(groups == l); ch = rng.choice(idx, Sl, replace=False); sel[ch] = True
        Ps[ch] = np.sqrt(p[l]*len(idx)/Sl)
    return Ps[:, None]*A*Ps[None, :], sel                       # A^s = P^s A P^s  (D.1.1)

def d19(A, groups, S, p, sel, sqrt_p, need_n):
    N = len(A); Nl = np.bincount(groups); out = np.zeros_like(A)
    for n in range(N):
        for j in range(N):
            if A[n, j] == 0 or not sel[j] or (need_n and not sel[n]): continue
            u, k = groups[n], groups[j]
            pp = np.sqrt(p[k]*p[u]) if sqrt_p else p[k]*p[u]
            out[n, j] = np.sqrt(Nl[k]*Nl[u]/(S[k]*S[u]))*pp*A[n, j]
    return out

# (a) the helper's instance: one group of 2 connected nodes, 1 sampled (node 1), p* = 1
A = norm_adj(np.array([[0., 1.], [1., 0.]])); g = np.array([0, 0])
rng = np.random.default_rng(0)
while True:
    As, sel = sampled(A, g, [1], [1.0])
    if sel[1]: break
print("(a) A =", A.tolist(), " sampled:", sel.tolist(), " A^s =", As.tolist())
print("    printed (D.19):", d19(A, g, [1], [1.0], sel, False, False).tolist(),
      " sqrt only:", d19(A, g, [1], [1.0], sel, True, False).tolist(), " sqrt + n selected:", d19(A, g, [1], [1.0], sel, True, True).tolist())

# (b) two degree groups, random graph, p* in (0, 1)
rng = np.random.default_rng(5)
N1, N2 = 20, 20; groups = np.r_[np.zeros(N1, int), np.ones(N2, int)]
P = np.where(groups[:, None] + groups[None, :] == 0, 0.15, np.where(groups[:, None] + groups[None, :] == 2, 0.5, 0.25))
Adj = np.triu(rng.random((40, 40)) < P, 1).astype(float); Adj = Adj + Adj.T
A = norm_adj(Adj); p = np.array([0.3, 0.6]); S = [15, 12]
worst = {"printed": 0, "sqrt only": 0, "sqrt + n selected": 0}
for rep in range(20):
    As, sel = sampled(A, groups, S, p)
    for name, sq, nn in (("printed", False, False), ("sqrt only", True, False), ("sqrt + n selected", True, True)):
        worst[name] = max(worst[name], np.abs(d19(A, groups, S, p, sel, sq, nn) - As).max())
print("(b) N = 40, two groups, p* = (0.3, 0.6), S = (15, 12), 20 samplings: max |(D.19) - P^s A P^s| entrywise:",
      {k: float(f"{v:.3e}") for k, v in worst.items()})

# (c) consequence for Lemma D.1.3's proof (D.23), which treats row n as in the printed (D.19) (n's selection ignored):
# one group, a (near-)regular graph, one node left unsampled; p* = 0.5.  ||A^t - A^*||_inf with the true A^t vs the proof's row form.
for N in (50, 200, 800):
    rng = np.random.default_rng(N)
    Adj = np.zeros((N, N))
    for i in range(N):
        for s in (1, 2, 3): Adj[i, (i+s) % N] = Adj[(i+s) % N, i] = 1
    A = norm_adj(Adj); g = np.zeros(N, int); p = np.array([0.5])
    As, sel = sampled(A, g, [N-1], p)
    Astar = np.sqrt(p[0])*A*np.sqrt(p[0])                    # (D.14)-(D.15)
    proof_form = d19(A, g, [N-1], p, sel, True, False)
    print(f"(c) N={N}, l = N-1: ||A^t - A^*||_inf true = {np.abs(As - Astar).sum(1).max():.4f}"
          f" (row of the unsampled node: {np.abs(As - Astar).sum(1)[~sel][0]:.4f}); with the proof's row form = {np.abs(proof_form - Astar).sum(1).max():.4f}")
