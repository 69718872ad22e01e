"""Auditor B r26: thesis Ch.3 Theorem 3.4.4 (3.8)/(3.10) and (B.64) under the FULL-aggregation reading (F of (3.1) with T^n),
an every-C38 mechanism: T in (3.8) does not depend on eps_S, but near eps_S -> 1/2 the two label classes of non-discriminative
nodes have aggregates that differ by O(1/k), so a margin needs ||W_O|| ||W_V|| ~ k, which T fixed steps cannot reach.

Graph (own construction): M = 3 orthonormal patterns (||x_n|| = 1, L754), Z = 2 (PE buckets: self / distance >= 1, so z_m = 1),
T^n = {n} u N_1(n). P nodes of type A (pattern mu_3, label +1, neighbours k+1 in D1 and k in D2), P of type B (mu_3, label -1,
k in D1 and k+1 in D2); D1 (mu_1, label +1) and D2 (mu_2, label -1), Q = P nodes each, each class on a ring.
Delta_n(1) = 1 (A, B) and 2 (D1, D2): V_d = V, so eps_0 can be any small number; eps_S = k/(2k+1) < 1/2.

Bound (any weights): |F(A) - F(B)| <= ||a||_2 ||W_O||_op ||W_V||_op s_k, s_k = sup_softmax ||c_A - c_B||_1 (c = aggregation coefficients
over {self, mu_1-neighbours, mu_2-neighbours}); hinge(A) + hinge(B) >= 2 - |F(A) - F(B)|.
Growth (any SGD run): per-sample ||d l/d W_O||_op <= ||W_V||_op, ||d l/d W_V||_op <= ||W_O||_op (||a|| = 1, ||x|| = 1; W_K, W_Q, b only move
the softmax weights, which the bound already takes as arbitrary), so ||W_O^T|| ||W_V^T|| <= ((u_0 + v_0)/2)^2 (1 + eta)^{2T}."""
import sys, math, numpy as np, torch
from scipy.optimize import minimize
torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)

def s_k(k):
    # sup over (w0, w1, w2) > 0 of || (w0, (k+1) w1, k w2)/Z_A - (w0, k w1, (k+1) w2)/Z_B ||_1
    def neg(lw):
        w0, w1, w2 = np.exp(lw)
        cA = np.array([w0, (k + 1) * w1, k * w2]); cA /= cA.sum()
        cB = np.array([w0, k * w1, (k + 1) * w2]); cB /= cB.sum()
        return -np.abs(cA - cB).sum()
    best = 0
    rng = np.random.default_rng(0)
    for _ in range(200):
        r = minimize(neg, rng.uniform(-8, 8, 3), method='Nelder-Mead', options={'xatol': 1e-10, 'fatol': 1e-14, 'maxiter': 4000})
        best = max(best, -r.fun)
    return best

def build(P, k, seed):
    rng = np.random.default_rng(seed)
    # node ids: A: 0..P-1, B: P..2P-1, D1: 2P..3P-1, D2: 3P..4P-1
    N = 4 * P; pat = np.r_[np.full(2 * P, 2), np.zeros(P, int), np.ones(P, int)]
    y = np.r_[np.ones(P), -np.ones(P), np.ones(P), -np.ones(P)]
    nbr = [set() for _ in range(N)]
    D1 = list(range(2 * P, 3 * P)); D2 = list(range(3 * P, 4 * P))
    c1 = c2 = 0
    perm1 = rng.permutation(D1); perm2 = rng.permutation(D2)
    for n in range(2 * P):
        n1, n2 = (k + 1, k) if n < P else (k, k + 1)
        for _ in range(n1): nbr[n].add(int(perm1[c1 % P])); c1 += 1
        for _ in range(n2): nbr[n].add(int(perm2[c2 % P])); c2 += 1
    for D in (D1, D2):
        for i in range(P): a, b = D[i], D[(i + 1) % P]; nbr[a].add(b); nbr[b].add(a)
    for n in range(2 * P):
        for j in nbr[n]: nbr[j].add(n)
    # checks: A/B nodes got exactly the intended counts (k+1 <= P so round-robin gives distinct nodes)
    for n in range(2 * P):
        c = np.bincount(pat[list(nbr[n])], minlength=3)
        assert (c[0], c[1]) == ((k + 1, k) if n < P else (k, k + 1)), (n, c)
    return N, pat, y, nbr

def delta1(n, pat, y, nbr):
    rel = 0 if y[n] > 0 else 1; con = 1 - rel
    c = np.bincount(pat[list(nbr[n])], minlength=3); return c[rel] - c[con]

def run(P, k, C38, eta, eps, seed, S=10, xi=0.01, delta_B21=0.0, eps0=0.01, fix_b=False, no_self=False, Tover=None):
    N, pat, y, nbr = build(P, k, seed)
    d1 = np.array([delta1(n, pat, y, nbr) for n in range(N)])
    assert (d1 > 0).all()                                          # V_d = V (Assumption 3.4.2 with any eps_0 > 0)
    deg = np.array([len(nbr[n]) for n in range(N)]); dzm = deg.max()
    M, ma = 3, 4
    m = math.ceil(M * M * math.log(N)); B = math.ceil(eps ** -2 * math.log(N))
    T = max(1, round(C38 * eta ** -0.5 * (1 - 2 * eps0) ** -0.5 * (1 - delta_B21) ** -0.5)) if Tover is None else Tover
    g = torch.Generator().manual_seed(seed)
    X = torch.eye(M)                                               # pattern vectors (orthonormal, unit norm)
    E = torch.zeros(ma, M); E[:M, :M] = torch.eye(M)               # Assumption B.2.1 with sigma = delta = 0
    WK, WQ, WV = E.clone().requires_grad_(), E.clone().requires_grad_(), E.clone().requires_grad_()
    WO = (xi * torch.randn(m, ma, generator=g)).requires_grad_()
    a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1) / math.sqrt(m)
    b = torch.zeros(2, requires_grad=True)
    u0 = torch.linalg.matrix_norm(WO.detach(), 2).item(); v0 = torch.linalg.matrix_norm(WV.detach(), 2).item()
    rng = np.random.default_rng(seed + 100)
    L = rng.permutation(N)[: int(0.8 * N)]
    # |L| >= BT and (3.9)'s first term with constant 1
    epsS = k / (2 * k + 1)
    F1 = (1 + dzm ** 2) * math.log(N) / (1 - 2 * epsS * (1 - 0.5) - 0) ** 2
    def forward(nodes, sets):
        # sets: list of (self, list of others); pad
        maxlen = max(len(s) for s in sets) + 1
        idx = torch.full((len(nodes), maxlen), -1, dtype=torch.long); spd = torch.zeros(len(nodes), maxlen, dtype=torch.long)
        for i, (n, s) in enumerate(zip(nodes, sets)):
            idx[i, 0] = -1 if no_self else n; idx[i, 1:1 + len(s)] = torch.tensor(s, dtype=torch.long); spd[i, 1:] = 1
        mask = idx >= 0
        P_ = torch.as_tensor(pat)[idx.clamp(min=0)]  # masked entries get -inf logits                  # patterns of aggregated nodes
        xs = X[P_]                                                  # (n, L, M)
        xq = X[torch.as_tensor(pat)[torch.tensor(nodes)]]           # (n, M)
        keys = xs @ WK.T; q = xq @ WQ.T
        logits = (keys * q[:, None, :]).sum(-1) + b[spd]
        logits = logits.masked_fill(~mask, -1e300)
        att = torch.softmax(logits, dim=1)
        V = (att[:, :, None] * (xs @ WV.T)).sum(1)                  # (n, ma)
        return torch.relu(V @ WO.T) @ a
    full_sets = [sorted(nbr[n]) for n in range(N)]
    for t in range(T):
        batch = rng.choice(L, size=min(B, len(L)), replace=False)
        sets = [list(rng.choice(full_sets[n], size=min(S, len(full_sets[n])), replace=False)) for n in batch]
        Fv = forward(list(batch), sets)
        loss = torch.clamp(1 - torch.as_tensor(y[batch]) * Fv, min=0).mean()
        for p in (WK, WQ, WV, WO, b):
            if p.grad is not None: p.grad = None
        if fix_b: b.grad = None
        loss.backward()
        with torch.no_grad():
            for p in ((WK, WQ, WV, WO) if fix_b else (WK, WQ, WV, WO, b)): p -= eta * p.grad
    with torch.no_grad():
        Ff = np.concatenate([forward(list(range(i, min(N, i + 5000))), full_sets[i:i + 5000]).numpy() for i in range(0, N, 5000)])
    h = np.maximum(0, 1 - y * Ff)
    Lmask = np.zeros(N, bool); Lmask[L] = True
    uT = torch.linalg.matrix_norm(WO.detach(), 2).item(); vT = torch.linalg.matrix_norm(WV.detach(), 2).item()
    return dict(N=N, k=k, T=T, B=B, m=m, dzm=int(dzm), epsS=epsS, F1=F1, BT=B * T, Lsize=len(L),
                hVd_L=h[Lmask].mean(), f_all=h.mean(), hAB=h[: 2 * P].mean(), FA=Ff[:P].mean(), FB=Ff[P:2 * P].mean(),
                prodT=uT * vT, bound=((u0 + v0) / 2) ** 2 * (1 + eta) ** (2 * T))

if __name__ == '__main__':
    print("s_k = sup ||c_A - c_B||_1 vs 2/(2k+1):", [(k, round(s_k(k), 6), round(2 / (2 * k + 1), 6)) for k in (1, 5, 20, 80, 320)])
    args = dict(a.split('=') for a in sys.argv[1:])
    P = int(args.get('P', 300)); C38 = float(args.get('C38', 10)); eta = float(args.get('eta', 0.1)); eps = float(args.get('eps', 0.1))
    for k in [int(x) for x in args.get('ks', '2,8,32').split(',')]:
        for seed in [int(x) for x in args.get('seeds', '0').split(',')]:
            r = run(P, k, C38, eta, eps, seed)
            sk = s_k(k)
            print(f"k={k} seed={seed}: N={r['N']} T={r['T']} (C38={C38}, eta={eta}) B={r['B']} m={r['m']} delta_zm={r['dzm']} eps_S={r['epsS']:.3f} "
                  f"|L|={r['Lsize']} BT={r['BT']} F1={r['F1']:.3g} (|L| >= max(BT, F1): {r['Lsize'] >= max(r['BT'], r['F1'])}) | labelled V_d hinge (B.64) = {r['hVd_L']:.4f}, population f = {r['f_all']:.4f} "
                  f"(2 eps_0 + eps = {0.02 + eps:.3f}); A/B hinge = {r['hAB']:.4f}, mean F(A) = {r['FA']:.3f}, F(B) = {r['FB']:.3f}; "
                  f"||W_O|| ||W_V|| = {r['prodT']:.3f} (growth bound {r['bound']:.3g}); floor for A/B hinge from bound: {max(0, 1 - r['prodT'] * sk / 2):.4f}", flush=True)
