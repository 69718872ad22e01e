# Auditor B r29: thesis (B.61)/(B.62) (seed 003 L4131-L4143) under the reading 'n in V_d'.
# (1) deterministic bound: |F(x_n)| <= ||a|| ||W_O||_2 ||W_V||_2 max||x|| and ||grad_WO||_F <= q, ||grad_WV||_F <= p
#     => after T SGD steps every node has |F| <= (p0+q0)^2 (1+eta)^{2T}/4 (checked numerically along the run).
# (2) own torch GT (3.1) + Algorithm 4 on a random graph: max over V_d of y_n F(x_n) at t = T = ceil(C*(B.59)).
import sys, math, numpy as np, torch
torch.set_num_threads(1); torch.set_default_dtype(torch.float64)

def build_graph(N, deg, M, gamma_d, flip, rng):
    adj = [set() for _ in range(N)]
    for n in range(N):
        while len(adj[n]) < deg:
            j = int(rng.integers(N))
            if j != n: adj[n].add(j); adj[j].add(n)
    pat = np.where(rng.random(N) < gamma_d, rng.integers(0, 2, N), rng.integers(2, M, N))  # 0 = mu_1, 1 = mu_2
    N1 = [sorted(a) for a in adj]
    N2 = []
    for n in range(N):
        s = set()
        for j in adj[n]: s |= adj[j]
        N2.append(sorted(s - adj[n] - {n}))
    # labels from distance-1 majority of mu_1 vs mu_2, then flipped with prob. flip (the inconsistent nodes)
    y = np.empty(N, int)
    for n in range(N):
        c = sum(1 if pat[j] == 0 else -1 if pat[j] == 1 else 0 for j in N1[n])
        y[n] = 1 if c > 0 else -1 if c < 0 else (1 if rng.random() < .5 else -1)
    fl = rng.random(N) < flip; y[fl] = -y[fl]
    def margin(n, Nz):
        star, conf = (0, 1) if y[n] == 1 else (1, 0)
        return sum(pat[j] == star for j in Nz[n]) - sum(pat[j] == conf for j in Nz[n])
    D1 = np.array([margin(n, N1) for n in range(N)]); D2 = np.array([margin(n, N2) for n in range(N)])
    return N1, N2, pat, y, D1, D2

def run(eta, C, seed=0, M=4, gamma_d=0.5, flip=0.15, deg=5, eps=0.8, delta=0.1, sigma=0.05, s_samp=8, xi_scale=0.1):
    rng = np.random.default_rng(seed); g = torch.Generator().manual_seed(seed)
    # sizes grown with C (every hidden constant of m, B, |S| grown together)
    N = 400
    while True:
        lnN = math.log(N)
        B = math.ceil(C * eps**-2 * lnN); m = math.ceil(C * M**2 * lnN)
        N1, N2, pat, y, D1, D2 = build_graph(N, deg, M, gamma_d, flip, rng)
        eps0 = float(np.mean(D1 <= 0))
        T = math.ceil(C * eta**-0.5 * (1 - delta)**-0.5 / (1 - 2 * eps0)**0.5)   # (B.59) times C
        if 0.8 * N >= B * T: break
        N = int(1.25 * B * T) + 1
    Vd = np.where(D1 > 0)[0]
    zm_ok = D1.mean() > D2.mean()
    Z = 3; ma = mb = M + 2; d = M
    X = torch.eye(d)[torch.tensor(pat)]                                         # unit, orthonormal patterns
    Tn = [[n] + N1[n] + N2[n] for n in range(N)]
    spd = [[0] + [1] * len(N1[n]) + [2] * len(N2[n]) for n in range(N)]
    def init_close(noise):
        W = torch.zeros(ma, d); W[:d, :d] = torch.eye(d); W += noise * torch.randn(ma, d, generator=g) / math.sqrt(ma * d)
        return W / max(1.0, torch.linalg.matrix_norm(W, 2).item())
    WV, WK, WQ = init_close(sigma), init_close(delta), init_close(delta)
    xi = xi_scale / math.sqrt(m)
    WO = xi * torch.randn(m, mb, generator=g)
    a = torch.where(torch.rand(m, generator=g) < .5, 1.0, -1.0) / math.sqrt(m)
    b = torch.zeros(Z)
    params = [WO, WV, WK, WQ, b]
    for P in params: P.requires_grad_(True)
    def F(n, idx=None):
        nodes = Tn[n] if idx is None else [Tn[n][i] for i in idx]
        dist = spd[n] if idx is None else [spd[n][i] for i in idx]
        Xs = X[nodes]; u = torch.eye(Z)[torch.tensor(dist)]
        sc = (Xs @ WK.T) @ (WQ @ X[n]) + u @ b
        h = WV @ (Xs.T @ torch.softmax(sc, 0))
        return a @ torch.relu(WO @ h)
    L = rng.permutation(N)[: int(0.8 * N)]
    p0 = torch.linalg.matrix_norm(WO.detach(), 2).item(); q0 = torch.linalg.matrix_norm(WV.detach(), 2).item()
    worst_growth = 0.0; eS = []
    for t in range(T):
        batch = L[t * B:(t + 1) * B]
        loss = 0.0
        for n in batch:
            k = min(s_samp, len(Tn[n])); idx = rng.choice(len(Tn[n]), k, replace=False)
            if pat[n] >= 2:
                star, conf = (0, 1) if y[n] == 1 else (1, 0)
                S = [Tn[n][i] for i in idx if spd[n][i] == 1]
                ns, nc = sum(pat[j] == star for j in S), sum(pat[j] == conf for j in S)
                if ns + nc > 0: eS.append(nc / (ns + nc))
            loss = loss + torch.clamp(1 - y[n] * F(n, idx), min=0)
        loss = loss / len(batch)
        gr = torch.autograd.grad(loss, params, allow_unused=True)
        with torch.no_grad():
            for P, G in zip(params, gr):
                if G is not None: P -= eta * G
        p = torch.linalg.matrix_norm(WO.detach(), 2).item(); q = torch.linalg.matrix_norm(WV.detach(), 2).item()
        worst_growth = max(worst_growth, (p + q) / ((p0 + q0) * (1 + eta) ** (t + 1)))
    with torch.no_grad():
        yF = np.array([y[n] * F(n).item() for n in range(N)])
        p = torch.linalg.matrix_norm(WO, 2).item(); q = torch.linalg.matrix_norm(WV, 2).item()
    bound = (p0 + q0) ** 2 * (1 + eta) ** (2 * T) / 4
    vd = yF[Vd]
    print(f"eta={eta:g} C={C:g}: N={N} |L|={len(L)} B={B} T={T} BT={B*T} m={m} eps0={eps0:.3f} epsS={np.mean(eS):.3f} "
          f"zm=1:{zm_ok} |V_d|={len(Vd)} eta*T={eta*T:.3f} | p0+q0={p0+q0:.3f} growth<= {worst_growth:.3f} "
          f"| max|F| all={np.abs(yF).max():.4f} <= pq={p*q:.4f} <= bound {bound:.4f} | V_d: max yF={vd.max():.4f} "
          f"min yF={vd.min():.4f} #yF>1: {(vd > 1).sum()} (y=+1: {(vd[y[Vd]==1] > 1).sum()}, y=-1: {(vd[y[Vd]==-1] > 1).sum()})", flush=True)
    assert 0 < eps0 < 0.5 and len(L) >= B * T and np.mean(eS) < 0.5 and zm_ok
    return vd.max()

if __name__ == "__main__":
    for C in (1.0, 3.0):
        for eta in (0.2, 0.05, 0.01, 0.002):
            run(eta, C)
