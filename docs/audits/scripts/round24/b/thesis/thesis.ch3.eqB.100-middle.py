# Auditor B, round 24: thesis (seed 003) (B.100) (proof of Lemma B.3.1, Chapter 3 graph transformer).
# Own model, nothing from the repository.  (3.1) F(x_n) = a^T Relu(W_O sum_{s in S^{n,t}} W_V x_s softmax_n(x_s^T W_K^T W_Q x_n
# + u_(s,n)^T b)), hinge loss (3.3), Algorithm 4 SGD (W_O, W_V, W_K, W_Q, b; a fixed +-1/sqrt(m)); b^(0) = 0;
# W_O^(0) ~ N(0, xi^2).  Data (Sec. 3.4.2): x_n = mu_j = e_j exactly, M = 3, two communities (labels), disc. nodes
# mu_1 (+) / mu_2 (-) with fraction gamma_d, the rest mu_3.
# (B.100): W_O(i)^(t+1) p_1 >~ y(t) >~ xi e^{X(t)},  X >= 0, so the right side is >= xi > 0 for every t.
# We check t = 0: W_O^(1)(i) p_1 over lucky neurons i in W_l(0), l a mu_1 node.
import sys, math, torch, collections, functools
torch.set_default_dtype(torch.float64)

@functools.lru_cache(maxsize=None)
def graph(seed, N=200, gd=0.5, deg=3, cross=0.01, Z=4):
    g = torch.Generator().manual_seed(seed)
    comm = torch.tensor([1 if n < N // 2 else -1 for n in range(N)])
    pat = torch.where(torch.rand(N, generator=g) < gd, torch.where(comm > 0, 0, 1), torch.tensor(2))
    adj = [set() for _ in range(N)]
    for n in range(N):
        same = [k for k in range(N) if comm[k] == comm[n] and k != n]
        for k in torch.randint(0, len(same), (deg,), generator=g).tolist():
            adj[n].add(same[k]); adj[same[k]].add(n)
        for k in range(N):
            if comm[k] != comm[n] and torch.rand(1, generator=g).item() < cross / N * 10:
                adj[n].add(k); adj[k].add(n)
    D = torch.full((N, N), 10 ** 6, dtype=torch.long)
    for s in range(N):
        D[s, s] = 0; q = collections.deque([s])
        while q:
            u = q.popleft()
            for v in adj[u]:
                if D[s, v] > D[s, u] + 1:
                    D[s, v] = D[s, u] + 1; q.append(v)
    U = torch.clamp(D, max=Z - 1)   # u_(s,n) = e_{min(SPD, Z-1)+1}
    y = comm.double()
    # winning margins (3.5), core distance (3.6), eps_0 (Assumption 3.4.2)
    star = torch.where(y[:, None] > 0, (pat == 0)[None, :], (pat == 1)[None, :])
    hsh = torch.where(y[:, None] > 0, (pat == 1)[None, :], (pat == 0)[None, :])
    marg = {z: ((star & (D == z)).sum(1) - (hsh & (D == z)).sum(1)).double() for z in range(1, Z)}
    zm = max(marg, key=lambda z: marg[z].mean().item())
    eps0 = (marg[zm] <= 0).double().mean().item()
    return dict(N=N, pat=pat, U=U, y=y, zm=zm, eps0=eps0, Z=Z)

def run(seed, m, eta, xi, S=20, B=64, sigma=0.0, reading='B4'):
    G = graph(seed)
    g = torch.Generator().manual_seed(500 + seed)
    d = 6; M = 3
    X = torch.eye(d)[G['pat']]            # N x d
    def near_I(eps):
        if eps == 0: return torch.eye(d)
        E = torch.randn(d, d, generator=g); E = E / torch.linalg.matrix_norm(E, 2)
        W = torch.eye(d) + eps * E; return W / torch.linalg.matrix_norm(W, 2)
    WV = near_I(sigma); WK = near_I(sigma / 2); WQ = WK.clone()
    WO = xi * torch.randn(m, d, generator=g)
    a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1) / math.sqrt(m)
    b = torch.zeros(G['Z'])
    p1 = torch.eye(d)[0]
    N = G['N']
    # lucky sets for a mu_1 node l
    l = int((G['pat'] == 0).nonzero()[0])
    if reading == 'B4':     # (B.3)/(B.4): V over the aggregation set (whole graph: T^n = V), b = 0
        sc = X @ WK.T @ WQ @ X[l]
        V = WV @ (X.T @ torch.softmax(sc, 0))
    else:                   # (B.7): sum over s in S_1 only  -> proportional to W_V mu_1
        V = WV @ X[l]
    lucky = (WO @ V) > 0
    # one SGD step (Algorithm 4), batch B of labeled nodes (all nodes labeled), S^{n,0} uniform from the graph
    idx = torch.randperm(N, generator=g)[:B]
    samp = torch.stack([torch.randperm(N, generator=g)[:S] for _ in range(B)])
    P = dict(WO=WO.clone(), WV=WV.clone(), WK=WK.clone(), WQ=WQ.clone(), b=b.clone())
    for k in P: P[k].requires_grad_(True)
    Xs = X[samp]                                       # B x S x d
    sc = torch.einsum('bsd,ed,ef,bf->bs', Xs, P['WK'], P['WQ'], X[idx]) + P['b'][G['U'][samp, idx[:, None]]]
    att = torch.softmax(sc, 1)
    Vn = torch.einsum('ad,bsd,bs->ba', P['WV'], Xs, att)
    Fo = torch.relu(Vn @ P['WO'].T) @ a
    loss = torch.clamp(1 - G['y'][idx] * Fo, min=0).mean()
    gr = torch.autograd.grad(loss, list(P.values()))
    WO1 = (P['WO'] - eta * gr[0]).detach()
    w1 = WO1 @ p1; w0 = WO @ p1
    return G, lucky, a, w0, w1

if __name__ == '__main__':
    for reading in (sys.argv[1:] or ['B7']):
        for sigma in ((0.0, 0.1) if reading == 'B7' else (0.0,)):
            for xi in ((0.01,) if reading == 'B4' else (0.01, 1 / math.sqrt(3))):
                for eta in (0.1,):
                    print(f"reading {reading} sigma {sigma} xi {xi:.3f} eta {eta}")
                    for m in (48, 200, 1000, 5000):
                        out = []
                        for seed in range(6):
                            G, lucky, a, w0, w1 = run(seed, m, eta, xi, sigma=sigma, reading=reading)
                            L1 = lucky; L2 = lucky & (a > 0)
                            out.append((L1.sum().item(), (w1[L1] < 0).sum().item(), w1[L1].min().item() / xi,
                                        (w1[L2] < 0).sum().item(), w1[L2].min().item() / xi, G['zm'], G['eps0']))
                        print("  m=%5d: " % m + " | ".join("lucky %d neg %d min/xi %.3g; a>0: neg %d min/xi %.3g (zm %d eps0 %.2f)" % o for o in out))
                        sys.stdout.flush()
