# Auditor A r26: thesis.ch3.eqB.64-T38 (seed 003 L4145-L4151 (B.64); Theorem 3.4.4 L869-L877; model (3.1)-(3.3) L770-L785;
# Algorithm 4 L3877-L3889; Assumption B.2.1 L3891-L3897; Definitions 3.4.1/3.4.3, Assumption 3.4.2 L836-L853). Own code, torch float64.
# Own graph: N nodes, M = 4 orthonormal patterns e_1..e_4 (||x_n|| = 1), gamma_d = 0.4 (D_1, D_2 half each), non-discriminative
# nodes (patterns 3, 4) each linked to K1 relevant + K2 confusion discriminative nodes of their construction class, endpoints
# spread round-robin (bounded degrees, so delta_zm is small and (3.9) can be met with constant 1); discriminative nodes on a
# ring within their class. Labels: D_1 -> +1, D_2 -> -1, non-discriminative -> construction class, then a fraction q of the
# non-discriminative labels flipped. z_m, V_d, eps_0, eps_S (3.7), delta_zm computed from the definitions.
import sys, math, json, time
import numpy as np, torch
torch.set_num_threads(1); torch.set_default_dtype(torch.float64)

def build_graph(N, q, K1=3, K2=1, gd=0.4, seed=0):
    rng = np.random.default_rng(seed)
    Nd = int(round(gd*N)) // 2 * 2; Nn = N - Nd
    pat = np.empty(N, dtype=np.int64); pat[:Nd//2] = 0; pat[Nd//2:Nd] = 1
    pat[Nd:] = 2 + (np.arange(Nn) % 2)
    cls = np.zeros(N, dtype=np.int64); cls[:Nd//2] = 1; cls[Nd//2:Nd] = -1
    cls[Nd:] = np.where(rng.random(Nn) < 0.5, 1, -1)
    adj = [set() for _ in range(N)]
    D = {1: list(range(Nd//2)), -1: list(range(Nd//2, Nd))}
    for c in (1, -1):                                     # ring inside each class
        L = D[c]
        for i in range(len(L)):
            a, b = L[i], L[(i+1) % len(L)]; adj[a].add(b); adj[b].add(a)
    ptr = {1: 0, -1: 0}; order = {c: rng.permutation(D[c]) for c in (1, -1)}
    def take(c, k, avoid):
        out = []
        while len(out) < k:
            v = int(order[c][ptr[c] % len(order[c])]); ptr[c] += 1
            if v not in avoid and v not in out: out.append(v)
        return out
    for n in range(Nd, N):
        c = cls[n]
        for v in take(c, K1, adj[n]) + take(-c, K2, adj[n]):
            adj[n].add(v); adj[v].add(n)
    y = cls.copy()
    nd = np.arange(Nd, N); flip = rng.choice(nd, int(round(q*Nn)), replace=False); y[flip] *= -1
    # SPD up to 2
    N1 = [np.array(sorted(a), dtype=np.int64) for a in adj]
    N2 = []
    for n in range(N):
        s = set()
        for v in N1[n]: s.update(adj[v])
        s.discard(n); s.difference_update(adj[n]); N2.append(np.array(sorted(s), dtype=np.int64))
    return dict(N=N, Nd=Nd, pat=pat, y=y, N1=N1, N2=N2, rng=rng, flip=flip)

def stats(G, L_idx):
    pat, y, N1, N2 = G['pat'], G['y'], G['N1'], G['N2']
    def delta(n, S):  # winning margin (3.5)
        d1 = np.sum(pat[S] == 0); d2 = np.sum(pat[S] == 1)
        return (d1 - d2) if y[n] == 1 else (d2 - d1)
    Dz = {z: np.array([delta(n, (N1 if z == 1 else N2)[n]) for n in range(G['N'])]) for z in (1, 2)}
    zm = max((1, 2), key=lambda z: Dz[z].mean())           # (3.6), Z = 3 so z in [Z-1] = {1, 2}
    Vd = Dz[zm] > 0                                         # Assumption 3.4.2
    eps0 = 1 - Vd.mean()
    Nz = N1 if zm == 1 else N2
    delta_zm = max(len(a) for a in Nz)
    return zm, Vd, eps0, delta_zm, Dz

class GT:
    def __init__(self, m, ma=8, mb=8, M=4, xi=0.01, seed=0):
        g = torch.Generator().manual_seed(seed)
        I = torch.zeros(ma, M); I[:M, :M] = torch.eye(M)
        self.WK = I.clone().requires_grad_(); self.WQ = I.clone().requires_grad_()       # Assumption B.2.1 with delta = 0
        Qv, _ = torch.linalg.qr(torch.randn(mb, mb, generator=g)); self.WV = Qv[:, :M].clone().requires_grad_()  # sigma = 0
        self.WO = (xi*torch.randn(m, mb, generator=g)).requires_grad_()
        self.a = (torch.randint(0, 2, (m,), generator=g)*2 - 1).double()/math.sqrt(m)     # fixed
        self.b = torch.zeros(3, requires_grad=True)                                       # PE, Z = 3
        self.params = [self.WO, self.WV, self.WK, self.WQ, self.b]
    def F(self, pn, ps, ds, mask):
        # pn: (B,) pattern of n; ps: (B,K) patterns of aggregated nodes; ds: (B,K) SPD bucket 0/1/2; mask (B,K) bool
        E = torch.eye(4)
        xs = E[ps]; xn = E[pn]
        keys = xs @ self.WK.T; qn = xn @ self.WQ.T                      # (B,K,ma), (B,ma)
        g = torch.einsum('bkm,bm->bk', keys, qn) + self.b[ds]
        g = g.masked_fill(~mask, -1e300)
        al = torch.softmax(g, dim=1)
        h = torch.einsum('bk,bkv->bv', al, xs @ self.WV.T)
        return torch.relu(h @ self.WO.T) @ self.a

def sample_sets(G, nodes, S, rng):
    # self + S nodes uniformly (without replacement) from the 1-2-hop set T^n \ {n}; SPD buckets
    out_p, out_d, out_m = [], [], []
    K = S + 1
    P = np.zeros((len(nodes), K), dtype=np.int64); Dd = np.zeros((len(nodes), K), dtype=np.int64); Mk = np.zeros((len(nodes), K), dtype=bool)
    for i, n in enumerate(nodes):
        cand = np.concatenate([G['N1'][n], G['N2'][n]]); dist = np.concatenate([np.ones(len(G['N1'][n]), dtype=np.int64), 2*np.ones(len(G['N2'][n]), dtype=np.int64)])
        k = min(S, len(cand)); sel = rng.choice(len(cand), k, replace=False)
        P[i, 0] = G['pat'][n]; Dd[i, 0] = 0; Mk[i, 0] = True
        P[i, 1:k+1] = G['pat'][cand[sel]]; Dd[i, 1:k+1] = dist[sel]; Mk[i, 1:k+1] = True
    return torch.from_numpy(P), torch.from_numpy(Dd), torch.from_numpy(Mk)

def full_sets(G, nodes):
    K = 1 + max(len(G['N1'][n]) + len(G['N2'][n]) for n in nodes)
    P = np.zeros((len(nodes), K), dtype=np.int64); Dd = np.zeros((len(nodes), K), dtype=np.int64); Mk = np.zeros((len(nodes), K), dtype=bool)
    for i, n in enumerate(nodes):
        cand = np.concatenate([[n], G['N1'][n], G['N2'][n]]); dist = np.concatenate([[0], np.ones(len(G['N1'][n])), 2*np.ones(len(G['N2'][n]))]).astype(np.int64)
        P[i, :len(cand)] = G['pat'][cand]; Dd[i, :len(cand)] = dist; Mk[i, :len(cand)] = True
    return torch.from_numpy(P), torch.from_numpy(Dd), torch.from_numpy(Mk)

def run(N, q, T, eps, eta=0.2, S=10, mconst=1.0, seed=0, neval=4000, K1=3, K2=1):
    t0 = time.time()
    G = build_graph(N, q, K1=K1, K2=K2, seed=seed); rng = np.random.default_rng(seed + 1)
    L_idx = rng.permutation(N)[:int(0.8*N)]
    zm, Vd, eps0, dzm, Dz = stats(G, L_idx)
    B = math.ceil(eps**-2*math.log(N)); m = math.ceil(mconst*16*math.log(N))
    # eps_S (3.7): labelled non-discriminative nodes, sampled nodes at distance z_m (one draw per node, as an estimate)
    Lnd = L_idx[L_idx >= G['Nd']][:6000]
    P, Dd, Mk = sample_sets(G, Lnd, S, rng)
    yl = G['y'][Lnd]
    rel = np.where(yl == 1, 0, 1); conf = 1 - rel
    atz = (Dd.numpy() == zm) & Mk.numpy()
    ns = ((P.numpy() == rel[:, None]) & atz).sum(1); nc = ((P.numpy() == conf[:, None]) & atz).sum(1)
    ok = (ns + nc) > 0; epsS = float(np.mean(nc[ok]/(ns[ok] + nc[ok])))
    F1 = (1 + dzm**2)*math.log(N)/(1 - 2*epsS*(1 - 0.4) - 0)**2
    assert 0 < epsS < 0.5 and 0 < eps0 < 0.5, (epsS, eps0)
    assert len(L_idx) >= B*T, ("|L| < BT", len(L_idx), B*T)
    model = GT(m, seed=seed)
    for t in range(T):                                     # Algorithm 4 (no separate W_O pre-training, T_0 = 0)
        batch = L_idx[rng.choice(len(L_idx), B, replace=False)]
        P, Dd, Mk = sample_sets(G, batch, S, rng)
        yb = torch.from_numpy(G['y'][batch]).double()
        loss = torch.clamp(1 - yb*model.F(torch.from_numpy(G['pat'][batch]), P, Dd, Mk), min=0).mean()
        grads = torch.autograd.grad(loss, model.params)
        with torch.no_grad():
            for p, g in zip(model.params, grads): p -= eta*g
    # evaluation: hinge over labelled V_d nodes (subsample neval), sampled aggregation (4 draws) and full T^n
    LV = L_idx[Vd[L_idx]]; ev = rng.choice(LV, min(neval, len(LV)), replace=False)
    yv = torch.from_numpy(G['y'][ev]).double(); pn = torch.from_numpy(G['pat'][ev])
    with torch.no_grad():
        hs = []
        for r in range(4):
            P, Dd, Mk = sample_sets(G, ev, S, rng); hs.append(torch.clamp(1 - yv*model.F(pn, P, Dd, Mk), min=0))
        hs = torch.stack(hs).mean(0)
        P, Dd, Mk = full_sets(G, ev); hf = torch.clamp(1 - yv*model.F(pn, P, Dd, Mk), min=0)
    isnd = torch.from_numpy(ev >= G['Nd'])
    shape38 = eta**-0.5*(1 - 2*eps0)**-0.5                  # (3.8) shape, delta = 0 (exact init)
    return dict(N=N, q=q, T=T, eps=eps, B=B, m=m, S=S, eta=eta, seed=seed, zm=zm, eps0=round(eps0, 4), epsS=round(epsS, 4),
                delta_zm=dzm, L=len(L_idx), BT=B*T, F1=round(F1), L_ge_F1=len(L_idx) >= F1, C38=round(T/shape38, 2),
                hinge_Vd_sampled=round(float(hs.mean()), 4), hinge_Vd_full=round(float(hf.mean()), 4),
                nd_part_sampled=round(float(hs[isnd].mean()), 4), frac_zero_full=round(float((hf == 0).double().mean()), 4),
                secs=round(time.time() - t0, 1))

if __name__ == '__main__':
    N = int(sys.argv[1]); q = float(sys.argv[2]); T = int(sys.argv[3]); eps = float(sys.argv[4])
    kw = {}
    for a in sys.argv[5:]:
        k, v = a.split('='); kw[k] = float(v) if '.' in v else int(v)
    print(json.dumps(run(N, q, T, eps, **kw)), flush=True)
