"""Auditor A r18: Definition E.4.4 (seed 003 L7997-L8001) read literally: zeta_t = min_i min_n zeta_{i,n,t} over ALL neurons i,
zeta_{i,n,t} = W_O(i)^(t) sum_{s=1}^{l+1} (W_V^(t) p_s^n) softmax(p_s^nT W_K^(t)T W_Q^(t) p_query^n).
At t = 0 (Section 6.2.3 init: W_V diag delta, first d_x diagonal entries of W_Q, W_K = delta, W_O ~ N(0, xi^2), xi = 1/sqrt(m))
each zeta_{i,n,0} is a symmetric Gaussian given the data (W_O(i) symmetric), so zeta_0 < 0 unless all m x N values are positive.
Own data model (6.6): x = mu_j + kappa nu_k (orthogonal patterns of norm beta, kappa ~ U(-K, K)), y = +-q."""
import numpy as np
rng = np.random.default_rng(44)
def zeta0(M1=3, M2=4, beta=1.0, K=0.5, l=27, m=50, N=20, delta=0.2, dy=1):
    dx = M1 + M2; dim = dx + dy; mab = dim + 2
    mus = beta * np.eye(dx)[:M1]; nus = beta * np.eye(dx)[M1:]
    q = np.ones(dy) / np.sqrt(dy)
    WV = np.zeros((mab, dim)); WV[:dim, :dim] = delta * np.eye(dim)
    WQ = np.zeros((mab, dim)); WQ[:dx, :dx] = delta * np.eye(dx); WK = WQ.copy()
    WO = rng.normal(0, 1 / np.sqrt(m), (m, mab))
    vals = []
    for n in range(N):
        a, b = rng.choice(M1, 2, replace=False)
        def tok(j, lab):
            x = mus[j] + rng.uniform(-K, K) * nus[rng.integers(M2)]
            return np.concatenate([x, lab * q])
        jq = rng.choice([a, b]); query = np.concatenate([mus[jq] + rng.uniform(-K, K) * nus[rng.integers(M2)], np.zeros(dy)])
        ctx = []
        for _ in range(l):
            j = rng.integers(M1); lab = 1 if j == a else (-1 if j == b else rng.choice([-1, 1]))
            ctx.append(tok(j, lab))
        Pm = np.array(ctx + [query])
        sc = (Pm @ WK.T) @ (WQ @ query); w = np.exp(sc - sc.max()); w /= w.sum()
        vals.append(WO @ ((Pm @ WV.T).T @ w))
    vals = np.array(vals)                  # N x m
    return vals.min(), np.mean(vals < 0), vals[vals > 0].min()
for kw in [dict(), dict(M1=4, M2=8, beta=2.0, l=18, m=80, N=45), dict(delta=0.05)]:
    zmin, frac, zpos = zeta0(**kw)
    print(f"{kw}: literal zeta_0 = {zmin:.4f} (share of negative (n,i) values {frac:.2f}); Table E.2's zeta_0 (smallest positive) = {zpos:.2e}")
