# Auditor D, round 21: own Graph-Transformer (3.1) model, Algorithm 4 SGD, for Theorem 3.4.4 (seed 003 L869-879).
# Nothing imported from the repository.
import numpy as np, torch, sys, json, time
torch.set_num_threads(1)

def build_graph(N, gamma, D, eps, rng, nondisc_pat=(2,3)):
    """Section 3.5.1-style graph. mu_1 nodes form a clique, mu_2 nodes form a clique (no mu_1-mu_2 edge);
    each non-discriminative node (pattern mu_3/mu_4, label +-1 w.p. 1/2) is joined to round(D(1-eps))
    class-relevant and round(D eps) confusion discriminative nodes, uniformly at random. No nondisc-nondisc edge."""
    n1 = int(round(gamma*N/2)); n2 = n1; nn = N - n1 - n2
    pat = np.empty(N, int); y = np.empty(N, int)
    pat[:n1] = 0; y[:n1] = 1; pat[n1:n1+n2] = 1; y[n1:n1+n2] = -1
    pat[n1+n2:] = rng.choice(nondisc_pat, nn); y[n1+n2:] = rng.choice([1,-1], nn)
    A = np.zeros((N, N), bool)
    A[:n1, :n1] = True; A[n1:n1+n2, n1:n1+n2] = True; np.fill_diagonal(A, False)
    D1 = np.arange(n1); D2 = np.arange(n1, n1+n2)
    kr = int(round(D*(1-eps))); kc = int(round(D*eps))
    for v in range(n1+n2, N):
        rel, con = (D1, D2) if y[v] == 1 else (D2, D1)
        for u in rng.choice(rel, kr, replace=False): A[v, u] = A[u, v] = True
        for u in rng.choice(con, kc, replace=False): A[v, u] = A[u, v] = True
    Ai = A.astype(np.float32)
    R2 = (Ai @ Ai) > 0
    R2 &= ~A; np.fill_diagonal(R2, False)
    N1 = [np.flatnonzero(A[v]) for v in range(N)]
    N2 = [np.flatnonzero(R2[v]) for v in range(N)]
    return pat, y, N1, N2, (n1, n2, nn, kr, kc)

def margins(pat, y, N1, N2):
    def dz(v, L):
        if len(L) == 0: return 0
        star = 0 if y[v] == 1 else 1
        return int(np.sum(pat[L] == star) - np.sum(pat[L] == 1-star))
    d1 = np.array([dz(v, N1[v]) for v in range(len(pat))]); d2 = np.array([dz(v, N2[v]) for v in range(len(pat))])
    return d1, d2

class Sampler:
    def __init__(s, N1, N2, k1, k2, mode, rng):
        s.N1, s.N2, s.k1, s.k2, s.mode, s.rng = N1, N2, k1, k2, mode, rng
    def sample(s, nodes):
        # returns idx [len, S], dist [len, S] (padded with mask)
        rows = []; dists = []
        for v in nodes:
            if s.mode == 'strat':   # self + min(|N1|,k1) of N1 + k2 of N2
                a = s.N1[v]; b = s.N2[v]
                a = a if len(a) <= s.k1 else s.rng.choice(a, s.k1, replace=False)
                b = b if len(b) <= s.k2 else s.rng.choice(b, s.k2, replace=False)
                rows.append(np.concatenate([[v], a, b])); dists.append(np.concatenate([[0], np.ones(len(a)), 2*np.ones(len(b))]))
            elif s.mode == 'unif':  # self + k uniformly from N1 u N2 (Section 3.5.1 sampler)
                pool = np.concatenate([s.N1[v], s.N2[v]]); dd = np.concatenate([np.ones(len(s.N1[v])), 2*np.ones(len(s.N2[v]))])
                k = min(s.k1, len(pool)); c = s.rng.choice(len(pool), k, replace=False)
                rows.append(np.concatenate([[v], pool[c]])); dists.append(np.concatenate([[0], dd[c]]))
            elif s.mode == 'core':  # oracle: self + k of N1 only (Theorem 3.4.8)
                a = s.N1[v]; a = a if len(a) <= s.k1 else s.rng.choice(a, s.k1, replace=False)
                rows.append(np.concatenate([[v], a])); dists.append(np.concatenate([[0], np.ones(len(a))]))
        S = max(len(r) for r in rows)
        idx = np.zeros((len(rows), S), int); dist = np.zeros((len(rows), S), int); mask = np.zeros((len(rows), S), bool)
        for i, (r, d) in enumerate(zip(rows, dists)):
            idx[i, :len(r)] = r; dist[i, :len(r)] = d; mask[i, :len(r)] = True
        return idx, dist, mask

def run(N=1200, gamma=0.2, D=20, eps=0.3, m=200, d=8, eta=0.2, B=4, xi=0.01, seed=0, Tmax=4000, every=20,
        target=0.05, mode='strat', k1=40, k2=10, neval=600, Z=3, log=False):
    rng = np.random.default_rng(seed); torch.manual_seed(seed)
    pat, y, N1, N2, info = build_graph(N, gamma, D, eps, rng)
    d1, d2 = margins(pat, y, N1, N2)
    mu = torch.eye(d)[:4]  # orthonormal patterns mu_1..mu_4 in R^d
    X = mu[torch.tensor(pat)]
    WK = torch.eye(d, requires_grad=True); WQ = torch.eye(d, requires_grad=True); WV = torch.eye(d, requires_grad=True)
    WO = (xi*torch.randn(m, d)).requires_grad_(True)
    a = torch.tensor(rng.choice([1.0, -1.0], m)/np.sqrt(m), dtype=torch.float32)
    b = torch.zeros(Z, requires_grad=True)
    params = [WO, WV, WK, WQ, b]
    yt = torch.tensor(y, dtype=torch.float32)
    smp = Sampler(N1, N2, k1, k2, mode, rng)
    def F(nodes):
        idx, dist, mask = smp.sample(nodes)
        Xs = X[torch.tensor(idx)]                     # [n,S,d]
        xq = X[torch.tensor(nodes)]                  # [n,d]
        g = torch.einsum('nsd,ed,ef,nf->ns', Xs, WK, WQ, xq) + b[torch.tensor(dist)]
        g = g.masked_fill(~torch.tensor(mask), -1e9)
        att = torch.softmax(g, 1)
        u = torch.einsum('ns,nsd->nd', att, Xs)
        V = u @ WV.T
        return torch.relu(V @ WO.T) @ a, att, torch.tensor(pat[idx]), torch.tensor(mask)
    evalnodes = rng.choice(N, min(neval, N), replace=False)
    hist = []; Tstar = None
    for t in range(Tmax+1):
        if t % every == 0:
            with torch.no_grad():
                f, _, _, _ = F(evalnodes)
                loss = torch.clamp(1 - yt[evalnodes]*f, min=0)
                nd = pat[evalnodes] >= 2
                L = float(loss.mean()); Lnd = float(loss[torch.tensor(nd)].mean())
            hist.append((t, L, Lnd))
            if log: print(t, round(L,4), round(Lnd,4), flush=True)
            if L <= target: Tstar = t; break
        if t == Tmax: break
        nodes = rng.choice(N, B)   # L = V, batch with replacement
        f, _, _, _ = F(nodes)
        loss = torch.clamp(1 - yt[nodes]*f, min=0).mean()
        for p in params: p.grad = None
        loss.backward()
        with torch.no_grad():
            for p in params: p -= eta*p.grad
    nd = pat >= 2
    at = {str(tt): round(l, 4) for (tt, l, _) in hist if tt in (100, 250, 500, 1000, 2000, 4000)}
    out = dict(loss_at=at, N=N, gamma=gamma, D=D, eps=eps, m=m, eta=eta, B=B, seed=seed, mode=mode, Tstar=Tstar, Tmax=Tmax,
               last=hist[-1], info=[int(x) for x in info],
               min_d1=int(d1.min()), max_d2_nondisc=int(d2[nd].max()), Dbar1=float(d1.mean()), Dbar2=float(d2.mean()),
               delta_z1=int(max(len(x) for x in N1)), max_N2=int(max(len(x) for x in N2)),
               eps_S_exact=float(np.mean([np.sum(pat[N1[v]] == (1 if y[v]==1 else 0)) / np.sum(pat[N1[v]] <= 1) for v in np.where(nd)[0]])),
               normWO=float(torch.linalg.matrix_norm(WO.detach(), 2)), normWV=float(torch.linalg.matrix_norm(WV.detach(), 2)), b=[round(float(x),3) for x in b.detach()])
    return out

if __name__ == '__main__':
    kw = json.loads(sys.argv[1]) if len(sys.argv) > 1 else {}
    t0 = time.time(); o = run(**kw); o['sec'] = round(time.time()-t0, 1); print(json.dumps(o), flush=True)
