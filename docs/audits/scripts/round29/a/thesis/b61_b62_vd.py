# Auditor A r29: thesis (B.61)/(B.62) on V_d with T = C x (B.59), eta -> 0. Own torch (float64, 1 thread), no repo imports.
import numpy as np, torch, math, sys
torch.set_num_threads(1); torch.set_default_dtype(torch.float64)
def make_graph(N, M, gamma_d, deg, flip, rng):
    probs = np.r_[gamma_d/2, gamma_d/2, np.full(M-2, (1-gamma_d)/(M-2))]
    pat = rng.choice(M, size=N, p=probs)
    adj = [set() for _ in range(N)]
    for n in range(N):
        for j in rng.choice(N, size=deg//2, replace=False):
            if j != n: adj[n].add(j); adj[j].add(n)
    # SPD by BFS up to 3
    spd = np.full((N, N), 99, int)
    for s in range(N):
        spd[s, s] = 0; fr = [s]
        for dist in range(1, 4):
            nf = []
            for u in fr:
                for v in adj[u]:
                    if spd[s, v] == 99: spd[s, v] = dist; nf.append(v)
            fr = nf
    # N_z^n = nodes at SPD exactly z; labels by majority of mu_1 (pattern 0) vs mu_2 (pattern 1) in N_2^n, ties random, then flips
    cnt = lambda n, z, p: int(((spd[n] == z) & (pat == p)).sum())
    y = np.zeros(N, int)
    for n in range(N):
        dlt = cnt(n, 2, 0) - cnt(n, 2, 1)
        y[n] = 1 if dlt > 0 else (-1 if dlt < 0 else rng.choice([-1, 1]))
    fl = rng.random(N) < flip; y[fl] *= -1
    # winning margins (3.5): class-relevant = pattern of the label, confusion = the other discriminative pattern
    def Delta(n, z):
        rel, con = (0, 1) if y[n] == 1 else (1, 0)
        return cnt(n, z, rel) - cnt(n, z, con)
    Dbar = {z: np.mean([Delta(n, z) for n in range(N)]) for z in (1, 2)}
    zm = max(Dbar, key=Dbar.get)
    Vd = np.array([Delta(n, zm) > 0 for n in range(N)])
    return pat, spd, y, Vd, zm
def run(N, M, eta, C, xi, seed, gamma_d=0.4, flip=0.2, delta=0.0, eps=0.8, Z=3):
    rng = np.random.default_rng(seed); torch.manual_seed(seed)
    pat, spd, y, Vd, zm = make_graph(N, M, gamma_d, 6, flip, rng)
    eps0 = 1 - Vd.mean()
    assert 0 < eps0 < 0.5
    T = math.ceil(C*eta**-0.5*(1-delta)**-0.5/math.sqrt(1-2*eps0))     # C x (B.59)
    B = math.ceil(C*eps**-2*math.log(N)); m = math.ceil(C*M**2*math.log(N))
    assert B*T <= N, (B, T, N)                                          # |L| >= BT, one pass over fresh labels
    d = M; X = torch.eye(M)[pat]                                        # unit features, x_i^T x_j = 1 same pattern, 0 else
    WV = torch.eye(d, requires_grad=True); WK = torch.eye(d, requires_grad=True); WQ = torch.eye(d, requires_grad=True)
    WO = (xi*torch.randn(m, d)).requires_grad_(); b = torch.zeros(Z, requires_grad=True)
    a = torch.tensor(rng.choice([-1, 1], size=m)/math.sqrt(m))
    Tn = [np.where(spd[n] <= 2)[0] for n in range(N)]                   # T^n = n + SPD 1..2
    U = [torch.eye(Z)[np.minimum(spd[n, Tn[n]], Z-1)] for n in range(N)]
    def F(n):
        xs = X[Tn[n]]; g = (xs @ WK.T) @ (WQ @ X[n]) + U[n] @ b
        h = WV @ (xs.T @ torch.softmax(g, 0))
        return a @ torch.relu(WO @ h)
    p0 = torch.linalg.matrix_norm(WO.detach(), 2).item(); q0 = torch.linalg.matrix_norm(WV.detach(), 2).item()
    order = rng.permutation(N); params = [WO, WV, WK, WQ, b]
    for t in range(T):
        batch = order[t*B:(t+1)*B]
        loss = sum(torch.clamp(1 - int(y[n])*F(n), min=0) for n in batch)/B
        gr = torch.autograd.grad(loss, params)
        with torch.no_grad():
            for P_, G_ in zip(params, gr): P_ -= eta*G_
    with torch.no_grad():
        yF = np.array([int(y[n])*F(n).item() for n in range(N)])
        pT = torch.linalg.matrix_norm(WO, 2).item(); qT = torch.linalg.matrix_norm(WV, 2).item()
    bound = (p0 + q0)**2*(1 + eta)**(2*T)/4
    vp = Vd & (y == 1); vm = Vd & (y == -1)
    print(f"N={N} eta={eta} C={C} xi={xi} seed={seed}: eps0={eps0:.3f} zm={zm} T={T} B={B} m={m} |L|=BT={B*T} eta*T={eta*T:.3f} "
          f"| V_d y=+1: max yF={yF[vp].max():.4f} (#yF<=1: {(yF[vp] <= 1).sum()}/{vp.sum()}); y=-1: max yF={yF[vm].max():.4f} "
          f"(#<=1: {(yF[vm] <= 1).sum()}/{vm.sum()}) | max |F| all nodes={np.abs(yF).max():.4f}; p_T q_T={pT*qT:.4f} <= bound (p0+q0)^2(1+eta)^2T/4={bound:.4f}", flush=True)
    return yF, Vd, bound
if __name__ == "__main__":
    cases = [(0.2, 1, 0.005, 0), (0.2, 1, 0.005, 1), (0.02, 1, 0.005, 0), (0.02, 1, 0.005, 1), (0.002, 1, 0.005, 0), (0.02, 2, 0.005, 0), (0.2, 1, 0.1, 0), (0.02, 1, 0.1, 0)]
    if len(sys.argv) > 1: cases = cases[int(sys.argv[1]):int(sys.argv[2])]
    for (eta, C, xi, seed) in cases:
        N = 400
        for _ in range(3):
            Tn = math.ceil(C*eta**-0.5/math.sqrt(1-2*0.35)); Bn = math.ceil(C*0.8**-2*math.log(N))
            N = max(N, int(1.2*Tn*Bn) + 50)
        run(N, 6, eta, C, xi, seed, flip=0.1)
