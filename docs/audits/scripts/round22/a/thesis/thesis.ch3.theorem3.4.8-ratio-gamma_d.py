"""Auditor A, round 22: thesis (seed 003) Theorem 3.4.8 (L927) and its reading L929 ('learning with position embedding
has an equivalent generalization performance to learning from the core neighborhood only'), against Theorem 3.4.4
(both with T of (3.8), no gamma_d).  Own model (torch float64, no repository code):
GT (3.1): F(x_n) = a^T relu(W_O sum_{s in T^n} W_V x_s softmax_n(x_s^T W_K^T W_Q x_n + u_(s,n)^T b)), hinge (3.3),
patterns mu_1..mu_4 = e_1..e_4 (d = 4), m_a = m_b = 8, W_K = W_Q = W_V = [I; 0] (Assumption B.2.1, zero error),
W_O ~ N(0, xi^2), a = +-1/sqrt(m) fixed, b^(0) = 0, Z = 3 (SPD 0, 1, >= 2).
Training = full-batch GD over all nodes (the B -> inf limit of Algorithm 4) with the aggregation over the whole
sampling set (|S^{n,t}| = |T^n|, no sampling noise); exact because the attention only depends on
(key pattern, SPD bucket), so each node is summarised by its count table c[p, z].
 GT-with-PE (Thm 3.4.4): T^n = {n} u N_1^n u N_2^n (Section 3.5.1's sampler), b learned.
 oracle (Thm 3.4.8):     T^n = N_zm^n = N_1^n, b = 0 fixed.
Graph component (copies only change N): k mu_1 nodes (clique, label +1), k mu_2 nodes (clique, label -1), n_nd
non-discriminative nodes (mu_3/mu_4, labels +-1 balanced); a +1 non-disc node is joined to k - 1 mu_1 nodes and 1 mu_2 node
(round robin), a -1 node the reverse (eps_S = 1/k).  gamma_d = 2k/(2k + n_nd).
T* = first step (checked every 10) with mean hinge over all nodes <= target.
"""
import sys, math, collections
import numpy as np
import torch
torch.set_default_dtype(torch.float64)

def build(k, n_nd, seed=0):
    rng = np.random.default_rng(seed)
    N = 2 * k + n_nd
    pat = np.array([0] * k + [1] * k + [2 + (i % 2) for i in range(n_nd)])
    lab = np.array([1] * k + [-1] * k + [1 if (i // 2) % 2 == 0 else -1 for i in range(n_nd)])
    adj = [set() for _ in range(N)]
    def edge(i, j):
        if i != j: adj[i].add(j); adj[j].add(i)
    for c in range(2):
        for i in range(k):
            for j in range(i + 1, k):
                edge(c * k + i, c * k + j)
    for i in range(n_nd):
        node = 2 * k + i
        rel = 0 if lab[node] == 1 else 1
        skip = rng.integers(k)          # the one relevant node not joined
        for j in range(k):
            if j != skip: edge(node, rel * k + j)
        edge(node, (1 - rel) * k + int(rng.integers(k)))   # one confusion node
    return pat, lab, adj

def counts(pat, lab, adj, mode):
    N = len(pat)
    rows = []
    for n in range(N):
        d1 = adj[n]
        d2 = set()
        for j in d1: d2 |= adj[j]
        d2 -= d1; d2.discard(n)
        c = np.zeros((4, 3))
        if mode == 'gt':
            c[pat[n], 0] += 1
            for j in d1: c[pat[j], 1] += 1
            for j in d2: c[pat[j], 2] += 1
        else:
            for j in d1: c[pat[j], 1] += 1
        rows.append((pat[n], lab[n], tuple(c.ravel())))
    cnt = collections.Counter(rows)
    q = np.array([r[0] for r in cnt]); y = np.array([r[1] for r in cnt], float)
    C = np.array([r[2] for r in cnt]).reshape(-1, 4, 3); w = np.array(list(cnt.values()), float)
    return q, y, C, w / w.sum()

def margins_info(pat, lab, adj):
    """Delta_n(1), Delta_n(2) (Definition 3.4.1) -> z_m, min Delta_n(z_m)."""
    D = {1: [], 2: []}
    for n in range(len(pat)):
        d1 = adj[n]; d2 = set()
        for j in d1: d2 |= adj[j]
        d2 -= d1; d2.discard(n)
        rel = 0 if lab[n] == 1 else 1
        for z, S in ((1, d1), (2, d2)):
            D[z].append(sum(pat[j] == rel for j in S) - sum(pat[j] == 1 - rel for j in S))
    return {z: (np.mean(v), np.min(v)) for z, v in D.items()}

def train(q, y, C, w, mode, m=200, xi=0.01, eta=0.2, target=0.05, tmax=40000, seed=0, every=10):
    g = torch.Generator().manual_seed(seed)
    I = torch.zeros(8, 4); I[:4, :4] = torch.eye(4)
    WK = I.clone().requires_grad_(); WQ = I.clone().requires_grad_(); WV = I.clone().requires_grad_()
    WO = (xi * torch.randn(m, 8, generator=g)).requires_grad_()
    a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1) / math.sqrt(m)
    b = torch.zeros(3, requires_grad=True)
    params = [WO, WV, WK, WQ] + ([b] if mode == 'gt' else [])
    qt = torch.tensor(q); yt = torch.tensor(y); Ct = torch.tensor(C); wt = torch.tensor(w)
    mask = Ct > 0
    E = torch.eye(4)
    def loss_fn():
        S = (WK @ E).T @ (WQ @ E)                    # S[p, q] = (W_K mu_p).(W_Q mu_q)
        logits = S[:, qt].T[:, :, None] + (b if mode == 'gt' else 0 * b)[None, None, :]
        logits = torch.where(mask, logits, torch.full_like(logits, -1e300))
        mx = logits.amax(dim=(1, 2), keepdim=True)
        ew = Ct * torch.exp(logits - mx)
        att = ew / ew.sum(dim=(1, 2), keepdim=True)  # [g, p, z]
        h = att.sum(2) @ (WV @ E).T                  # [g, 8]
        F = torch.relu(h @ WO.T) @ a
        return (wt * torch.clamp(1 - yt * F, min=0)).sum(), att, F
    for t in range(tmax + 1):
        L, att, F = loss_fn()
        if t % every == 0 and L.item() <= target:
            return t, L.item(), b.detach().numpy().copy()
        grads = torch.autograd.grad(L, params)
        with torch.no_grad():
            for p, gr in zip(params, grads):
                p -= eta * gr
    return None, L.item(), b.detach().numpy().copy()

if __name__ == "__main__":
    k = int(sys.argv[1]) if len(sys.argv) > 1 else 8
    seeds = [int(s) for s in sys.argv[2].split(',')] if len(sys.argv) > 2 else [0]
    gammas = [float(s) for s in sys.argv[3].split(',')] if len(sys.argv) > 3 else [0.8, 0.4, 0.2, 0.1, 0.05, 0.02]
    eta = float(sys.argv[4]) if len(sys.argv) > 4 else 0.2
    for gd in gammas:
        n_nd = max(2, int(round(2 * k * (1 - gd) / gd / 4)) * 4)
        pat, lab, adj = build(k, n_nd)
        gd_real = 2 * k / (2 * k + n_nd)
        mi = margins_info(pat, lab, adj)
        for seed in seeds:
            res = {}
            for mode in ('gt', 'oracle'):
                q, y, C, w = counts(pat, lab, adj, mode)
                res[mode] = train(q, y, C, w, mode, seed=seed, eta=eta)
            Tg, To = res['gt'][0], res['oracle'][0]
            ratio = (Tg / To) if (Tg and To) else float('nan')
            print(f"k={k} gamma_d={gd_real:.3f} (n_nd={n_nd}) Dbar(1)={mi[1][0]:.2f} minD(1)={mi[1][1]} Dbar(2)={mi[2][0]:.2f} "
                  f"seed={seed}: T*_GT={Tg} (b={np.round(res['gt'][2], 2)}, loss {res['gt'][1]:.3f}) T*_oracle={To} ratio={ratio:.2f}", flush=True)
