"""Auditor A r19: thesis (B.144), seed 003 L4547-L4551, proof of Lemma B.3.2 (ii), at t = 0:
<eta (1/B) sum_{n in batch} dLoss(X, y_n)/dW_Q^(t) x_j, q_1(t)> >~ [positive at t = 0 when (1/4B) sum p'_n(0) > sigma], j not in S_1 u S_2.
Own model (no repository code; graph builder copied from my round-18 eqB89.py): Chapter 3 (3.1)-(3.3), 2-block SBM, labels = blocks,
mu_1 only in the + block, mu_2 only in the - block (nu_1 = nu_2 = gamma_d/2), non-discriminative patterns mu_3, mu_4 uniform elsewhere;
x_n = e_pattern (M = d = 4); Assumption B.2.1 with sigma = delta = 0: W_V = W_K = W_Q = [I_4; 0] in R^{6x4}; b^(0) = 0 (Z = 4 SPD);
a_i = +-1/sqrt(m), W_O^(0) ~ N(0, xi^2); hinge loss; S^{n,0} = the whole graph. With sigma = 0 the printed right side at t = 0 is
eta (1/B) sum (m/a) ((1-2eps_0)/B) sum xi eta m/a^2 (1/(4B)) sum p'_n(0) phi_n(0)(|S| - |S_1|) ||q_1(0)||^2 > 0 (the b-sum is empty),
so any negative left side violates (B.144) for every constant.
Left side: since Loss_n depends on W_Q only through W_Q x_n, dLoss_n/dW_Q x_j = g_n (x_n^T x_j): the sum runs over batch nodes with
x_j's pattern; <., q_1(0)> with q_1(0) = W_K^(0) mu_1 = e_1: eta * d(mean batch loss)/d W_Q[0, k], k = pattern of x_j in {2, 3}."""
import sys
import numpy as np, torch
from scipy.sparse.csgraph import shortest_path
torch.set_default_dtype(torch.float64)
M, d, mab = 4, 4, 6
def build(N, deg, pout_frac, gamma_d, rng):
    y = np.where(rng.random(N) < 0.5, 1, -1)
    pat = np.where(rng.random(N) < gamma_d, np.where(y > 0, 0, 1), rng.integers(2, M, size=N))
    same = (y[:, None] == y[None, :])
    P = np.where(same, deg * (1 - pout_frac) / (N / 2), deg * pout_frac / (N / 2))
    A = np.triu(rng.random((N, N)) < P, 1); A = A | A.T
    D = shortest_path(A.astype(float), unweighted=True); D[np.isinf(D)] = 1e9
    return y, pat, D
def eps_stats(y, pat, D, Z):
    best = None
    for z in range(1, Z):
        Nz = D == z
        rel = np.where(y > 0, (Nz & (pat[None, :] == 0)).sum(1), (Nz & (pat[None, :] == 1)).sum(1))
        con = np.where(y > 0, (Nz & (pat[None, :] == 1)).sum(1), (Nz & (pat[None, :] == 0)).sum(1))
        if best is None or (rel - con).mean() > best[0]:
            ok = (pat >= 2) & ((rel + con) > 0)
            best = ((rel - con).mean(), float(np.mean(rel - con <= 0)), float(np.mean(con[ok] / (rel[ok] + con[ok]))))
    return best[1], best[2]
def one(seed, N=400, deg=12, pout_frac=0.2, gamma_d=0.42, B=None, eta=0.5, xi=1e-3, Z=4):
    rng = np.random.default_rng(seed)
    y, pat, D = build(N, deg, pout_frac, gamma_d, rng)
    eps0, epsS = eps_stats(y, pat, D, Z)
    m = int(np.ceil(M ** 2 * np.log(N)))
    X = torch.zeros(N, d); X[torch.arange(N), torch.tensor(pat)] = 1.0
    Dct = torch.tensor(np.minimum(D, Z - 1).astype(int))
    g = torch.Generator().manual_seed(seed)
    I = torch.zeros(mab, d); I[:d, :d] = torch.eye(d)
    WV, WK, WQ = I.clone(), I.clone(), I.clone().requires_grad_()
    b = torch.zeros(Z)
    WO = xi * torch.randn(m, mab, generator=g)
    a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1) / np.sqrt(m)
    batch = torch.arange(N) if B is None else torch.randperm(N, generator=g)[:B]
    G = (X @ WK.T) @ (X @ WQ.T).T
    S = torch.softmax(G.T + b[Dct], dim=1)
    V = S @ (X @ WV.T)
    F = torch.relu(V[batch] @ WO.T) @ a
    yt = torch.tensor(y, dtype=torch.float64)[batch]
    loss = torch.clamp(1 - yt * F, min=0).mean()
    loss.backward()
    lhs = eta * WQ.grad[0, 2:4].numpy()          # k = 2, 3 (non-discriminative patterns mu_3, mu_4)
    # sign of the right side at t = 0 (sigma = 0): positive iff some batch node has mu_1 tokens in its sample and |S| > |S_1|
    rhs_pos = bool((pat == 0).any()) and N > int((pat == 0).sum())
    return lhs, rhs_pos, eps0, epsS, m, float(np.abs(F.detach()).max())
if __name__ == "__main__":
    for gamma_d in [0.42, 0.9]:
        for B in [None, 64]:
            neg = tot = 0; vals = []
            for s in range(40):
                lhs, rp, e0, eS, m, Fmax = one(s, gamma_d=gamma_d, B=B)
                for v in lhs:
                    tot += 1; neg += (v < 0) and rp; vals.append(v)
            vals = np.array(vals)
            print(f"gamma_d={gamma_d} B={'N=400 (all)' if B is None else B}: m={m}, eps0~{e0:.2f}, epsS~{eS:.2f} (last seed), |F|max~{Fmax:.1e} (hinge active), "
                  f"left side < 0 (right side > 0) on {neg}/{tot} (seed, k) pairs; left side quantiles 5/50/95%: {np.quantile(vals,[.05,.5,.95])}")
    print("recount with |left| > 1e-12 (and relative to the seed's largest |left| > 1e-6):")
    for gamma_d in [0.42, 0.9]:
        for B in [None, 64]:
            vals = np.array([one(s, gamma_d=gamma_d, B=B)[0] for s in range(40)]).ravel()
            big = np.abs(vals) > 1e-12
            print(f"  gamma_d={gamma_d} B={B}: negative and |.| > 1e-12: {int(((vals < 0) & big).sum())}/{len(vals)}; |.| <= 1e-12: {int((~big).sum())}; median |left| of negatives {np.median(np.abs(vals[(vals<0)&big])):.2e}")
