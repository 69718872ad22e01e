"""Auditor A r27: thesis.ch3.lemma3.4.7-printed (seed 003 L917-L923; (3.1)-(3.2) L765-L777; (3.5)-(3.6) L826-L832;
Algorithm 4 L3877-L3891; appendix e^{b_z} on N_z^n, Definition B.2.3 L3926ff).
(3.2): u_(s,n) = e_i if SPD(s, n) = i - 1 (i <= Z), e_Z beyond, so the printed b_z weights SPD z - 1.
Own graph (gadgets: center c (non-discriminative) - relay r (non-discriminative) - k discriminative nodes of c's class;
relays joined in a ring), own BFS, own torch model of (3.1)-(3.2), SGD on all parameters but a (Algorithm 4) with
S^{n,t} = the whole graph (a uniform 'subset' of full size). Nothing imported from the repository."""
import math, sys
from collections import deque
import torch
torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)

def build(G, k, seed):
    g = torch.Generator().manual_seed(seed)
    pat, y, edges = [], [], []
    relays = []
    cls = [1 if i < G // 2 else -1 for i in range(G)]
    perm = torch.randperm(G, generator=g).tolist()                 # balanced gadget classes, random ring order
    for gi in range(G):
        yc = cls[perm[gi]]
        c = len(pat); pat.append(2 + gi % 2); y.append(yc)                      # center: non-disc (mu_3/mu_4)
        r = len(pat); pat.append(2 + (gi // 2) % 2); y.append(int(torch.randint(0, 2, (1,), generator=g)) * 2 - 1)
        edges.append((c, r)); relays.append(r)
        for _ in range(k):
            dnode = len(pat); pat.append(0 if yc == 1 else 1); y.append(yc); edges.append((r, dnode))
    for i in range(G):
        edges.append((relays[i], relays[(i + 1) % G]))
    N = len(pat)
    adj = [[] for _ in range(N)]
    for u, v in edges: adj[u].append(v); adj[v].append(u)
    D = torch.zeros(N, N, dtype=torch.long)
    for s in range(N):
        dist = [-1] * N; dist[s] = 0; q = deque([s])
        while q:
            u = q.popleft()
            for v in adj[u]:
                if dist[v] < 0: dist[v] = dist[u] + 1; q.append(v)
        D[s] = torch.tensor(dist)
    return pat, y, D

def margins(pat, y, D, Z):
    N = len(pat)
    D1 = {i for i in range(N) if pat[i] == 0}; D2 = {i for i in range(N) if pat[i] == 1}
    def Delta(n, z):
        S = {int(v) for v in (D[n] == z).nonzero().flatten()}
        Ds, Dh = (D1, D2) if y[n] == 1 else (D2, D1)
        return len(Ds & S) - len(Dh & S)
    bar = {z: sum(Delta(n, z) for n in range(N)) / N for z in range(1, Z)}
    zm = max(bar, key=bar.get)
    eps0 = sum(1 for n in range(N) if Delta(n, zm) <= 0) / N
    # eps_S (3.7) with S = whole graph: non-disc nodes, confusion fraction among discriminative nodes in N_zm
    fr = []
    for n in range(N):
        if pat[n] in (0, 1): continue
        S = {int(v) for v in (D[n] == zm).nonzero().flatten()}
        Ds, Dh = (D1, D2) if y[n] == 1 else (D2, D1)
        tot = len((Ds | Dh) & S)
        if tot: fr.append(len(Dh & S) / tot)
    return bar, zm, eps0, sum(fr) / len(fr)

def train(G=40, k=4, Z=5, seed=0, T=3000, B=32, eta=0.05, m=64, d=8, c0=0.01, report=(500, 1000, 3000)):
    pat, y, D = build(G, k, seed)
    N = len(pat)
    g = torch.Generator().manual_seed(1000 + seed)
    M = 4
    X = torch.eye(d)[torch.tensor(pat)] + c0 * torch.randn(N, d, generator=g)       # rows x_n; patterns e_1..e_4
    # x_i^T x_j >= 1 same pattern (rescale a bit, L3907), <= lambda < 1 different
    X = X * 1.02
    yt = torch.tensor(y, dtype=torch.float64)
    idx = torch.clamp(D, max=Z - 1)                                                   # SPD i-1 -> e_i, SPD >= Z-1 -> e_Z
    WQ = torch.eye(d).clone().requires_grad_(); WK = torch.eye(d).clone().requires_grad_()
    WV = torch.eye(d).clone().requires_grad_()
    WO = (0.01 * torch.randn(m, d, generator=g)).requires_grad_()
    a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1) / math.sqrt(m)
    b = torch.zeros(Z, requires_grad=True)
    params = [WQ, WK, WV, WO, b]
    def F(nodes):
        Lg = (X @ WK.T) @ (WQ @ X[nodes].T)                      # [s, n]
        Lg = Lg + b[idx[:, nodes]]
        A = torch.softmax(Lg, dim=0)
        V = WV @ X.T @ A                                           # d x |nodes|
        return a @ torch.relu(WO @ V)
    bar, zm, eps0, epsS = margins(pat, y, D, Z)
    print(f"[G={G} k={k} seed={seed}] N={N} Z={Z}: Delta_bar={ {z: round(v, 3) for z, v in bar.items()} } z_m={zm} eps0={eps0:.3f} eps_S={epsS:.3f} "
          f"#pos-#neg={sum(y)} gamma_d={sum(1 for p in pat if p < 2)/N:.3f}")
    out = {}
    for t in range(1, T + 1):
        nodes = torch.randint(0, N, (B,), generator=g)
        loss = torch.clamp(1 - yt[nodes] * F(nodes), min=0).mean()
        for p in params: p.grad = None
        loss.backward()
        with torch.no_grad():
            for p in params: p -= eta * p.grad
        if t in report:
            with torch.no_grad():
                full = torch.clamp(1 - yt * F(torch.arange(N)), min=0).mean()
                bb = b.detach().clone()
                printed = bb[zm - 1] - bb[zm]            # printed index: b_{z_m} - b_{z_m + 1} (0-based: zm-1, zm)
                spd = bb[zm] - bb[zm - 1]                # appendix index: w(SPD z_m) - w(SPD z_m - 1)
                spd2 = bb[zm] - bb[zm + 1] if zm + 1 < Z else float("nan")
                rhs = bar[zm] - bar[zm + 1]
                print(f"   t={t}: hinge(all nodes)={float(full):.3f}; b by SPD 0..{Z-2}, >={Z-1}: {[round(float(v), 4) for v in bb]}; "
                      f"printed b_zm - b_(zm+1) = {float(printed):+.4f} vs Delta_bar(zm) - Delta_bar(zm+1) = {rhs:+.3f}; "
                      f"SPD reading: w(zm)-w(zm-1) = {float(spd):+.4f}, w(zm)-w(zm+1) = {float(spd2):+.4f}")

for seed in [int(s) for s in (sys.argv[1] if len(sys.argv) > 1 else "0,1").split(",")]:
    train(seed=seed, T=20000, report=(1000, 5000, 20000))
train(G=30, k=6, Z=4, seed=7, T=20000, report=(1000, 5000, 20000))
