# Auditor C, round 21: thesis.ch3.eqB.138-init (seed 003 L4518, Lemma B.3.2 L3979 'There exists K(t), Q(t) > 0,
# t = 0, 1, ..., T-1'; K(t) = q_1(t) coefficient of W_Q^(t+1) x_j - W_Q^(t) x_j, x_j = mu_1, (B.134) L4500).
# Own model, nothing from the repository: graph transformer (3.1) with SPD positional embedding (3.2), hinge (3.3),
# Algorithm 4 first step (t = 0, b^(0) = 0). Two-community graph, one-hot patterns mu_1..mu_M (mu_1 only in the
# + community, mu_2 only in the - community, mu_3.. anywhere), labels = community. Assumption B.2.1 with zero error:
# W_K0 = W_Q0 = I (q_j = r_j = e_j), W_V0 = U orthogonal; W_O ~ N(0, xi^2), a = +-1/sqrt(m).
import sys, numpy as np, torch
from collections import deque
torch.set_num_threads(1); torch.set_default_dtype(torch.float64)

def graph(seed, Nc=40, pin=0.25, pout=0.02, gamma_d=0.5, M=4, Z=4):
    rng = np.random.default_rng(seed)
    N = 2 * Nc; y = np.array([1] * Nc + [-1] * Nc)
    Adj = np.zeros((N, N), bool)
    for i in range(N):
        for j in range(i + 1, N):
            p = pin if y[i] == y[j] else pout
            if rng.random() < p: Adj[i, j] = Adj[j, i] = True
    pat = np.where(rng.random(N) < gamma_d, np.where(y == 1, 0, 1), rng.integers(2, M, N))
    # SPD by BFS
    D = np.full((N, N), 10 ** 6)
    for s in range(N):
        D[s, s] = 0; dq = deque([s])
        while dq:
            u = dq.popleft()
            for v in np.nonzero(Adj[u])[0]:
                if D[s, v] > D[s, u] + 1: D[s, v] = D[s, u] + 1; dq.append(v)
    U = np.minimum(D, Z - 1)        # one-hot index of u_(s,n): SPD i-1 -> e_i, truncated at e_Z
    # winning margins (3.5), core distance (3.6), eps_0 of Assumption 3.4.2
    star = np.where(y == 1, 0, 1); hsh = 1 - star
    Dbar = []
    for z in range(1, Z):
        Nz = (D == z)
        Dn = np.array([np.sum(Nz[n] & (pat == star[n])) - np.sum(Nz[n] & (pat == hsh[n])) for n in range(N)])
        Dbar.append((Dn.mean(), Dn))
    zm = 1 + int(np.argmax([x[0] for x in Dbar]))
    eps0 = float(np.mean(Dbar[zm - 1][1] <= 0))
    gd = float(np.mean(pat <= 1))
    return dict(N=N, y=y, pat=pat, U=U, zm=zm, eps0=eps0, gamma_d=gd, Dbar=[round(x[0], 2) for x in Dbar])

def K0(G, seed, m=128, eta=0.2, M=4, d=8, Z=4, xi=None, S=None, B=None):
    g = torch.Generator().manual_seed(1000 + seed); rng = np.random.default_rng(1000 + seed)
    N = G['N']; xi = xi if xi is not None else 1 / np.sqrt(M)
    X = torch.zeros(d, N); X[G['pat'], np.arange(N)] = 1.0
    Y = torch.tensor(G['y'], dtype=torch.float64)
    U = torch.tensor(G['U'])
    Uo, _ = torch.linalg.qr(torch.randn(d, d, generator=g))
    WV = Uo.clone().requires_grad_(True); WK = torch.eye(d).requires_grad_(True); WQ = torch.eye(d).requires_grad_(True)
    WO = (xi * torch.randn(m, d, generator=g)).requires_grad_(True)
    a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1).double() / np.sqrt(m)
    b = torch.zeros(Z, requires_grad=True)
    batch = np.arange(N) if B is None else rng.integers(0, N, B)       # labeled nodes = all nodes
    loss = 0.0
    for n in batch:
        Sn = np.arange(N) if S is None else rng.choice(N, S, replace=False)   # S^{n,0}: uniform from the whole graph
        Sn = np.union1d(Sn, [n]) if S is not None else Sn
        xs = X[:, Sn]
        gsc = (WK @ xs).T @ (WQ @ X[:, n]) + b[U[Sn, n]]
        att = torch.softmax(gsc, 0)
        V = WV @ xs @ att
        F = a @ torch.relu(WO @ V)
        loss = loss + torch.clamp(1 - Y[n] * F, min=0)
    loss = loss / len(batch)
    gQ, = torch.autograd.grad(loss, [WQ])
    with torch.no_grad():
        mu = torch.eye(d)[:, :M]
        dQ = -eta * gQ @ mu[:, 0]
        qb = WK @ mu
        coef = torch.linalg.lstsq(qb, dQ[:, None]).solution[:, 0]
        res = (qb @ coef - dQ).norm().item()
    return coef.numpy(), dQ.norm().item(), res

if __name__ == '__main__':
    G = graph(0)
    print(f"graph: N = {G['N']}, gamma_d = {G['gamma_d']:.2f}, mean winning margins z=1..3 {G['Dbar']}, z_m = {G['zm']}, eps_0 = {G['eps0']:.3f}")
    for label, kw in (('full batch, T^n = whole graph', {}), ('B = 64 with replacement, |S^{n,0}| = 20', dict(B=64, S=20)),
                      ('full batch, m = 512', dict(m=512)), ('full batch, xi = 0.01', dict(xi=0.01))):
        Ks = []
        for s in range(20):
            c, nrm, res = K0(G, s, **kw); Ks.append((c[0], nrm, res))
        Ks = np.array(Ks)
        neg = Ks[:, 0] < 0
        print(f'{label}: K(0) < 0 on {neg.sum()} of 20 inits; K(0) values (first 6) {np.round(Ks[:6, 0], 7)}; '
              f'least K(0)/||update|| {np.min(Ks[:, 0] / Ks[:, 1]):.3f}; max residual {Ks[:, 2].max():.1e}', flush=True)
