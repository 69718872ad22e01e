"""Audit C of thesis.ch3.eqB.25: sign of b_z^(t) (z >= 1) under Algorithm 4 with b_0 fixed, in the regime of Theorem
3.4.4 (m >= M^2 log N, full batch = the largest B), own torch GT (3.1)/(3.2), hinge (3.3). Prints b^(t) and the
factor Delta(z) = mean_l (|S*_l cap N_z^l| - |S#_l cap N_z^l|)/|S^l| (reading 'averaged over l') and how many nodes have
a positive factor."""
import sys
import torch
torch.set_default_dtype(torch.float64)
def run(seed, N=40, M=3, m=200, deg=3, eta=0.5, T=20, Z=3, b0=1.0, sig=0.1, B=None):
    g = torch.Generator().manual_seed(seed)
    # random graph: ring + random chords (connected), adjacency, SPD by BFS
    adj = [set() for _ in range(N)]
    for i in range(N):
        adj[i].add((i + 1) % N); adj[(i + 1) % N].add(i)
    for _ in range(N * (deg - 2) // 2):
        i, j = torch.randint(0, N, (2,), generator=g).tolist()
        if i != j:
            adj[i].add(j); adj[j].add(i)
    spd = torch.full((N, N), 99, dtype=torch.long)
    for s in range(N):
        spd[s, s] = 0; fr = [s]
        while fr:
            nf = []
            for u in fr:
                for v in adj[u]:
                    if spd[s, v] == 99:
                        spd[s, v] = spd[s, u] + 1; nf.append(v)
            fr = nf
    pat = torch.randint(0, M, (N,), generator=g)          # mu_1, mu_2 discriminative, mu_3.. not
    y = torch.zeros(N)
    for n in range(N):
        if pat[n] == 0: y[n] = 1
        elif pat[n] == 1: y[n] = -1
        else:
            c = sum(1 if pat[v] == 0 else -1 if pat[v] == 1 else 0 for v in adj[n])
            y[n] = 1 if c > 0 else -1 if c < 0 else (1 if torch.rand(1, generator=g) < .5 else -1)
    d = M; X = torch.eye(d)[:, pat]
    U = torch.nn.functional.one_hot(torch.clamp(spd, max=Z - 1), Z).double()   # U[s, n] = u_(s,n)
    def near_I():
        E = torch.randn(d, d, generator=g); W = torch.eye(d) + sig * E / torch.linalg.matrix_norm(E, 2)
        return W / max(1.0, float(torch.linalg.matrix_norm(W, 2)))
    WV, WK, WQ = near_I(), near_I(), near_I()
    WO = torch.randn(m, d, generator=g) / M ** .5
    a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1) / m ** .5
    bfree = torch.zeros(Z - 1)
    P = [WO, WV, WK, WQ, bfree]
    def F(P):
        WO, WV, WK, WQ, bfree = P
        b = torch.cat([torch.tensor([b0]), bfree])
        logits = (WK @ X).T @ (WQ @ X) + torch.einsum('snz,z->sn', U, b)      # [s, n]
        att = torch.softmax(logits, 0)
        return a @ torch.relu(WO @ (WV @ X @ att))                           # [n]
    hist = []
    for t in range(T):
        Pr = [p.clone().requires_grad_(True) for p in P]
        idx = torch.arange(N) if B is None else torch.arange(t * B, (t + 1) * B)   # fresh disjoint batches: |L| >= B T (3.9)
        loss = torch.clamp(1 - y[idx] * F(Pr)[idx], min=0).mean()
        gs = torch.autograd.grad(loss, Pr)
        P = [p - eta * gg for p, gg in zip(P, gs)]
        hist.append(P[4].clone())
    fac = []
    for z in range(1, Z):
        vals = []
        for l in range(N):
            rel = 0 if y[l] > 0 else 1; conf = 1 - rel
            Nz = (spd[:, l] == z) if z < Z - 1 else (spd[:, l] >= z)
            vals.append(float(((pat == rel) & Nz).sum() - ((pat == conf) & Nz).sum()) / N)
        fac.append((sum(vals) / N, sum(v > 0 for v in vals)))
    return hist, fac
kw = dict(N=int(sys.argv[2]), B=int(sys.argv[3]), m=int(sys.argv[4])) if len(sys.argv) > 4 else {}
print('config', kw or 'N=40 full batch m=200')
for seed in range(int(sys.argv[1]) if len(sys.argv) > 1 else 6):
    hist, fac = run(seed, **kw)
    bt = torch.stack(hist)
    print(f"seed {seed}: factor(z=1) mean {fac[0][0]:+.4f} ({fac[0][1]} nodes > 0), factor(z>=2) mean {fac[1][0]:+.4f} ({fac[1][1]} > 0);"
          f" b_1^(t) at t=1,5,20: {bt[0,0]:+.2e} {bt[4,0]:+.2e} {bt[-1,0]:+.2e}; b_2: {bt[0,1]:+.2e} {bt[4,1]:+.2e} {bt[-1,1]:+.2e}")
