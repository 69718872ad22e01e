"""(B.103)/(B.104) L4337-L4341 (proof of Lemma B.3.1, p_j in P minus p+): |H_4| <= (eta^2/a) sum_b sqrt(log m log B/B)
(1/2B) sum_n (m/a) p_n(b) W_O(i)^T p_j, and |H_5| <~ (eta^2 t m/(sqrt(B) a^2)) W_O(k)^T p_1 + (same form with p_2).
H_4 (B.77) / H_5 (B.78): (1/B) sum_{n in batch} eta y_n a_i 1[W_O(i) V_n(t) >= 0] x (the W_V-update part of V_n(t),
from the lucky neurons k in W_l(0) resp. the others, projected on p_j). Own model of (3.1): random graph, one-hot
patterns (d = M), labels by mu_1/mu_2 majority in the distance-1 neighbourhood (Assumption 3.4.2, z_m = 1), aggregation
over distance <= 2 with a trained bias per distance (Z = 3), W_V, W_K, W_Q = [I; 0] (orthogonal embeddings, Assumption
B.2.1, p_j = W_V mu_j = e_j), W_O ~ N(0, xi^2), a = +-1/sqrt(m) (so a = sqrt(m) in the thesis's 1/a). SGD (B.2) on the
hinge loss with batches WITHOUT replacement from L = V, B = N (full batch) and B = N/4, N growing (B <= N always)."""
import sys, math, numpy as np, torch
torch.set_default_dtype(torch.float64); torch.set_num_threads(1)

def graph(N, deg, gamma, M, rng):
    adj = [set() for _ in range(N)]
    for n in range(N):                       # ring + random chords, ~deg neighbours
        adj[n].add((n + 1) % N); adj[(n + 1) % N].add(n)
    while sum(len(a) for a in adj) < deg * N:
        u, v = rng.integers(N, size=2)
        if u != v: adj[u].add(v); adj[v].add(u)
    probs = np.array([gamma / 2, gamma / 2] + [(1 - gamma) / (M - 2)] * (M - 2))
    pat = rng.choice(M, N, p=probs)
    D = np.full((N, N), 3)                   # truncated distance index 0, 1, 2 (3 = outside)
    for n in range(N):
        D[n, n] = 0
        for u in adj[n]: D[n, u] = min(D[n, u], 1)
        for u in adj[n]:
            for w in adj[u]:
                if D[n, w] > 2: D[n, w] = 2
    y = np.zeros(N)
    for n in range(N):
        nb = [u for u in adj[n]]
        d = sum(pat[u] == 0 for u in nb) - sum(pat[u] == 1 for u in nb)
        y[n] = np.sign(d) if d != 0 else rng.choice([-1.0, 1.0])   # ties: the eps_0 inconsistent nodes
    return pat, y, D

def run(N, Bfrac, M=4, deg=4, gamma=0.5, xi=0.01, eta=1.0, t=4, seed=0):
    rng = np.random.default_rng(seed)
    pat, y, D = graph(N, deg, gamma, M, rng)
    m = math.ceil(M * M * math.log(N)); mb = M + 2
    B = max(2, int(N * Bfrac))
    E = torch.zeros(mb, M); E[:M, :M] = torch.eye(M)
    WQ, WK, WV = E.clone().requires_grad_(True), E.clone().requires_grad_(True), E.clone().requires_grad_(True)
    WO = (xi * torch.tensor(rng.normal(size=(m, mb)))).requires_grad_(True)
    bias = torch.zeros(3, requires_grad=True)
    a = torch.tensor(rng.choice([1, -1], m) / math.sqrt(m))
    X = torch.eye(M)[pat]                                  # (N, M) one-hot features
    Dt = torch.tensor(D); mask = Dt <= 2; yt = torch.tensor(y)
    def fwd(idx):
        g = (X[idx] @ WQ.T) @ (WK @ X.T)                   # (b, N): (W_K x_s)^T W_Q x_n
        g = g + torch.where(mask[idx], bias[Dt[idx].clamp(max=2)], torch.tensor(-1e30))
        att = torch.softmax(g, 1)
        xbar = att @ X                                     # aggregated raw features
        pre = xbar @ WV.T @ WO.T
        return xbar, pre, torch.relu(pre) @ a
    with torch.no_grad():
        pre0 = fwd(np.arange(N))[1]
    lucky = (a > 0) & ((pre0 > 0) & torch.tensor(pat == 0)[:, None]).any(0)
    DWl = torch.zeros(mb, M); DWn = torch.zeros(mb, M)
    for step in range(t):
        idx = rng.choice(N, B, replace=False)
        xbar, pre, F = fwd(idx)
        loss = torch.clamp(1 - yt[idx] * F, min=0).mean()
        for w in (WQ, WK, WV, WO, bias): w.grad = None
        loss.backward()
        with torch.no_grad():
            coef = yt[idx] * (yt[idx] * F < 1).double() / B
            Gk = torch.einsum('n,k,nk,nd->kd', coef, a, (pre > 0).double(), xbar)    # g_k
            upd = eta * WO.T @ Gk
            assert torch.allclose(upd, -eta * WV.grad, atol=1e-13), "W_V split != autograd"
            DWl += eta * WO[lucky].T @ Gk[lucky]; DWn += eta * WO[~lucky].T @ Gk[~lucky]
            for w in (WQ, WK, WV, WO, bias): w -= eta * w.grad
    idx = rng.choice(N, B, replace=False)
    with torch.no_grad():
        xbar, pre, F = fwd(idx)
        ind = (pre >= 0).double()
        out = {}
        for name, DW in (("H4", DWl), ("H5", DWn)):
            best = 0.0; arg = None
            for j in range(1, M):
                proj = xbar @ DW.T[:, j]                   # (DW xbar_n)^T p_j, p_j = e_j
                H = (eta * torch.einsum('n,n,k,nk->k', yt[idx], proj, a, ind) / B).abs()
                H = torch.where(lucky, H, torch.zeros_like(H))
                if float(H.max()) > best: best, arg = float(H.max()), j
            out[name] = (best, arg)
        wlu = float(WO[lucky][:, 1:M].abs().max()); wk1 = float(WO[~lucky][:, 0].abs().max()); wi2 = float(WO[lucky][:, 1].abs().max())
        c = math.sqrt(math.log(m) * math.log(B) / B)
        rhs103 = eta ** 2 * t * c * 0.5 * wlu              # (eta^2/a)(m/a) = eta^2, p_n <= 1, most favourable |W_O p_j|
        rhs104 = eta ** 2 * t * wk1 / math.sqrt(B) + eta ** 2 * t * c * 0.5 * wi2
    print(f"N={N:6d} B={B:6d} m={m} lucky={int(lucky.sum())} |H4|={out['H4'][0]:.3e} (j={out['H4'][1]}) side(B.103)<={rhs103:.3e} "
          f"ratio={out['H4'][0]/rhs103:.3f} | |H5|={out['H5'][0]:.3e} side(B.104)<={rhs104:.3e} ratio={out['H5'][0]/rhs104:.3f}")

if __name__ == '__main__':
    for Bfrac in [float(v) for v in (sys.argv[3].split(",") if len(sys.argv) > 3 else ["1.0", "0.25"])]:
        for N in [int(v) for v in sys.argv[1].split(',')]:
            run(N, Bfrac, seed=int(sys.argv[2]) if len(sys.argv) > 2 else 0)
