# Auditor B, round 25: own Chapter-3 GT simulator (no repository code) for (B.64) at a FIXED (3.8) constant (fixed T) along N.
# Graph per Sec. 3.5.1 scaled (M = 4 orthonormal patterns, exact features x_n = mu_j (Sec. 3.4.2), gamma_d/2 each mu_1, mu_2,
# rest split over mu_3, mu_4; non-discriminative node labelled +-1 w.p. 1/2 and linked to Binomial(deg, 1-epsS) nodes of its
# class pattern and the rest of the other; mu_1-mu_1 / mu_2-mu_2 edges until degree >= deg); then a fraction q of the
# non-discriminative labels flipped.  Model (3.1) with SPD PE (3.2) (Z = 3: distance 0, 1, 2), hinge (3.3), Algorithm-4 SGD
# on W_O, W_V, W_K, W_Q, b (a fixed), Assumption B.2.1 init: W_V orthogonal, W_K = W_Q = I, W_O ~ N(0, xi^2), xi = 0.01,
# a = +-1/sqrt m, b = 0; S^{n,t} = n + 10 uniform from the 1-2-hop set; |L| = 0.8 N labelled, B = ceil(eps^-2 ln N),
# m = ceil(M^2 ln N), eta = 0.2.  Reports z_m, |V_d|/N, eps_S of (3.7) (sampled, over labelled non-discriminative nodes at
# distance z_m), and the hinge over labelled V_d nodes (10 fresh samples each) after T steps.
import sys, math, numpy as np, scipy.sparse as sp, torch
torch.set_num_threads(1)
def build(N, q, seed, gamma=0.4, epsS=0.1, deg=8, M=4):
    rng = np.random.default_rng(seed)
    pat = rng.choice(M, size=N, p=[gamma/2, gamma/2] + [(1-gamma)/(M-2)]*(M-2))
    y = np.where(pat == 0, 1, np.where(pat == 1, -1, rng.choice([1, -1], size=N)))
    nd = np.where(pat >= 2)[0]; P1 = np.where(pat == 0)[0]; P2 = np.where(pat == 1)[0]
    rows, cols = [], []
    nconf = rng.binomial(deg, epsS, size=len(nd))
    for i, n in enumerate(nd):
        rel, conf = (P1, P2) if y[n] == 1 else (P2, P1)
        tgt = np.concatenate([rng.choice(rel, deg - nconf[i], replace=False), rng.choice(conf, nconf[i], replace=False)])
        rows += [n] * len(tgt); cols += list(tgt)
    A = sp.coo_matrix((np.ones(len(rows)), (rows, cols)), shape=(N, N)).tocsr(); A = ((A + A.T) > 0).astype(np.float32)
    for P in (P1, P2):
        d = np.asarray(A[P].sum(1)).ravel()
        need = np.maximum(deg - d, 0).astype(int)
        r2, c2 = [], []
        for n, k in zip(P, need):
            if k > 0:
                t = rng.choice(P, k, replace=False); r2 += [n] * k; c2 += list(t)
        if r2:
            E = sp.coo_matrix((np.ones(len(r2)), (r2, c2)), shape=(N, N)).tocsr()
            A = ((A + E + E.T) > 0).astype(np.float32)
    A.setdiag(0); A.eliminate_zeros()
    A2 = ((A @ A) > 0).astype(np.float32); A2 = A2 - A2.multiply(A); A2.setdiag(0); A2.eliminate_zeros()   # exact distance 2
    y_true = y.copy()
    flip = rng.choice(nd, int(round(q * len(nd))), replace=False); y = y.copy(); y[flip] *= -1
    onehot = np.zeros((N, M), np.float32); onehot[np.arange(N), pat] = 1
    def delta(Ad):
        c = Ad @ onehot; return np.where(y == 1, c[:, 0] - c[:, 1], c[:, 1] - c[:, 0])
    D1, D2 = delta(A), delta(A2)
    zm = 1 + int(D2.mean() > D1.mean())
    Dz = D2 if zm == 2 else D1
    Vd = Dz > 0
    return dict(N=N, M=M, pat=pat, y=y, A=A.tocsr(), A2=A2.tocsr(), zm=zm, Vd=Vd, nd=nd, rng=rng)

def neigh(g, n):
    a = g['A'].indices[g['A'].indptr[n]:g['A'].indptr[n+1]]; b = g['A2'].indices[g['A2'].indptr[n]:g['A2'].indptr[n+1]]
    return a, b

def sample(g, nodes, k=10):
    S, D = [], []
    for n in nodes:
        a, b = neigh(g, n); allp = np.concatenate([a, b]); dist = np.concatenate([np.ones(len(a), int), 2*np.ones(len(b), int)])
        idx = g['rng'].choice(len(allp), k, replace=len(allp) < k)
        S.append(np.concatenate([[n], allp[idx]])); D.append(np.concatenate([[0], dist[idx]]))
    return np.array(S), np.array(D)

def run(N, q, T, seed=0, eps=0.3, eta=0.2, Z=3):
    g = build(N, q, seed); M = g['M']; d = 8
    B = math.ceil(eps**-2 * math.log(N)); m = math.ceil(M**2 * math.log(N))
    gen = torch.Generator().manual_seed(seed)
    X = torch.zeros(N, d, dtype=torch.float64); X[torch.arange(N), torch.tensor(g['pat'])] = 1.0
    Qm, _ = torch.linalg.qr(torch.randn(d, d, generator=gen, dtype=torch.float64))
    WV = Qm.clone(); WK = torch.eye(d, dtype=torch.float64); WQ = torch.eye(d, dtype=torch.float64)
    WO = 0.01 * torch.randn(m, d, generator=gen, dtype=torch.float64); a = (torch.randint(0, 2, (m,), generator=gen).double() * 2 - 1) / math.sqrt(m)
    b = torch.zeros(Z, dtype=torch.float64)
    yv = torch.tensor(g['y'], dtype=torch.float64)
    L = g['rng'].permutation(N)[:int(0.8 * N)]
    assert len(L) >= B * T, 'need |L| >= BT'
    def F(nodes, S, D, WO, WV, WK, WQ, b):
        xs = X[torch.tensor(S)]; xn = X[torch.tensor(nodes)]
        sc = torch.einsum('bkd,ed,ef,bf->bk', xs, WK, WQ, xn) + b[torch.tensor(D)]
        at = torch.softmax(sc, 1)
        h = torch.einsum('bk,bkd->bd', at, xs @ WV.T)
        return torch.relu(h @ WO.T) @ a
    # confusion ratio (3.7) over labelled non-discriminative nodes, sampled, at distance z_m
    ratios = []
    for t in range(T):
        batch = L[t*B:(t+1)*B]
        S, D = sample(g, batch)
        for n, s, dd in zip(batch, S, D):
            if g['pat'][n] >= 2:
                sel = s[dd == g['zm']]; ps = g['pat'][sel]
                rel = (ps == (0 if g['y'][n] == 1 else 1)).sum(); conf = (ps == (1 if g['y'][n] == 1 else 0)).sum()
                if rel + conf > 0: ratios.append(conf / (rel + conf))
        P = [w.clone().requires_grad_(True) for w in (WO, WV, WK, WQ, b)]
        out = F(batch, S, D, *P)
        loss = torch.clamp(1 - yv[torch.tensor(batch)] * out, min=0).mean()
        gr = torch.autograd.grad(loss, P)
        WO, WV, WK, WQ, b = [(w - eta * gw).detach() for w, gw in zip((WO, WV, WK, WQ, b), gr)]
    Lv = np.array([n for n in L if g['Vd'][n]])
    hs = []
    for rep in range(3):
        S, D = sample(g, Lv)
        with torch.no_grad():
            hs.append(torch.clamp(1 - yv[torch.tensor(Lv)] * F(Lv, S, D, WO, WV, WK, WQ, b), min=0).mean().item())
    return dict(N=N, q=q, T=T, B=B, m=m, zm=g['zm'], Vd_frac=float(g['Vd'].mean()), epsS=float(np.mean(ratios)) if ratios else float('nan'),
                hinge_Vd=float(np.mean(hs)), b=b.tolist())

if __name__ == '__main__':
    q = float(sys.argv[1]); T = int(sys.argv[2]); Ns = [int(x) for x in sys.argv[3].split(',')]
    eps = float(sys.argv[4]) if len(sys.argv) > 4 else 0.3
    for N in Ns:
        r = run(N, q, T, eps=eps)
        print('eps=%.2f q=%.2f T=%d N=%d B=%d m=%d z_m=%d |V_d|/N=%.3f eps_S(3.7)=%.3f  V_d hinge=%.3f  b=%s' % (eps, r['q'], r['T'], r['N'], r['B'], r['m'], r['zm'], r['Vd_frac'], r['epsS'], r['hinge_Vd'], ['%.3f' % v for v in r['b']]), flush=True)
