# Auditor A r29: thesis (B.216) t = 1 drift vs the printed -eta sum_b (sum_{W_l(0)} V_i W_O(i)^T + sum lambda V_i W_O(i)^T).
# Own torch (float64), own graph transformer (3.1), one SGD step (Algorithm 4). No repo imports.
import numpy as np, torch, itertools
from scipy.optimize import nnls
torch.set_num_threads(1); torch.set_default_dtype(torch.float64)
def graph(N, M, gamma_d, deg, rng):
    probs = np.r_[gamma_d/2, gamma_d/2, np.full(M-2, (1-gamma_d)/(M-2))]
    pat = rng.choice(M, size=N, p=probs)
    adj = [set() for _ in range(N)]
    for n in range(N):
        for j in rng.choice(N, size=deg//2, replace=False):
            if j != n: adj[n].add(j); adj[j].add(n)
    spd = np.full((N, N), 9, int)
    for s in range(N):
        spd[s, s] = 0; fr = [s]
        for dist in (1, 2, 3):
            nf = []
            for u in fr:
                for v in adj[u]:
                    if spd[s, v] == 9: spd[s, v] = dist; nf.append(v)
            fr = nf
    y = np.array([1 if ((spd[n] <= 2) & (pat == 0)).sum() >= ((spd[n] <= 2) & (pat == 1)).sum() else -1 for n in range(N)])
    return pat, spd, y
def run(seed, N=60, M=4, gamma_d=0.5, m=64, B=16, eta=1.0, xi=0.01, Z=3):
    rng = np.random.default_rng(seed); torch.manual_seed(seed)
    pat, spd, y = graph(N, M, gamma_d, 4, rng)
    d = M; X = torch.eye(M)[pat]
    WV0 = torch.eye(d); WK = torch.eye(d, requires_grad=True); WQ = torch.eye(d, requires_grad=True)
    WO0 = xi*torch.randn(m, d); b = torch.zeros(Z, requires_grad=True)
    a = torch.tensor(rng.choice([-1.0, 1.0], size=m)/np.sqrt(m))
    Tn = [np.where(spd[n] <= 2)[0] for n in range(N)]
    Un = [torch.eye(Z)[np.minimum(spd[n, Tn[n]], Z-1)] for n in range(N)]
    def xbar(n, WK_, WQ_, b_):
        xs = X[Tn[n]]; g = (xs @ WK_.T) @ (WQ_ @ X[n]) + Un[n] @ b_
        return xs.T @ torch.softmax(g, 0)
    batch = rng.choice(N, B, replace=False)
    U = (WO0 @ WV0).clone().requires_grad_()          # F depends on W_O, W_V only through U = W_O W_V
    loss = sum(torch.clamp(1 - int(y[n])*(a @ torch.relu(U @ xbar(n, WK, WQ, b))), min=0) for n in batch)/B
    GU, gK, gQ, gb = torch.autograd.grad(loss, [U, WK, WQ, b])
    # chain rule: dLoss/dW_V = W_O^T GU, dLoss/dW_O = GU W_V^T; check against direct autograd
    WVv = WV0.clone().requires_grad_(); WOv = WO0.clone().requires_grad_()
    loss2 = sum(torch.clamp(1 - int(y[n])*(a @ torch.relu(WOv @ WVv @ xbar(n, WK, WQ, b))), min=0) for n in batch)/B
    gV, gO = torch.autograd.grad(loss2, [WVv, WOv])
    assert torch.allclose(gV, WO0.T @ GU, atol=1e-14) and torch.allclose(gO, GU @ WV0.T, atol=1e-14)
    with torch.no_grad():
        WV1 = WV0 - eta*gV; WO1 = WO0 - eta*gO; WK1 = WK - eta*gK; WQ1 = WQ - eta*gQ; b1 = b - eta*gb
        Vk = GU @ torch.eye(d)[0]                      # V_k(0): coefficient of W_O(k)^T in the W_V gradient applied to a mu_1 token
        rows = []; D = []; Acol = []; Bcol = []; ls = []
        for l in np.where(pat == 0)[0]:                # l in D_1
            V_l0 = WV0 @ xbar(l, WK, WQ, b)
            Wl = (WO0 @ V_l0 > 0)                      # lucky set (B.4) at t = 0
            xb1 = xbar(l, WK1, WQ1, b1)
            for i in np.where(Wl.numpy())[0]:
                D.append((WO1[i] @ (WV1 - WV0) @ xb1).item())
                inner = WO1[i] @ WO0.T                # W_O(i)^(1) W_O(k)^(0)T
                Acol.append(-eta*(Vk*inner*Wl).sum().item()); Bcol.append(-eta*(Vk*inner*(~Wl)).sum().item()); ls.append(l)
        D = np.array(D); Acol = np.array(Acol); Bcol = np.array(Bcol); ls = np.array(ls)
    # global fit: P = c*A + c*lambda*B with c > 0, lambda in [0, 1]: nonneg LS in (alpha = c - c lambda, beta = c lambda) on (A, A + B)
    from scipy.optimize import minimize_scalar
    def fit(idx):
        # min over lambda in [0,1] (grid) and c (convex 1-D, both signs) of max|D - c (A + lambda B)| / max|D|
        Dm = np.abs(D[idx]).max(); best_pos, best_any = 1.0, 1.0
        for lam in np.linspace(0, 1, 101):
            P = Acol[idx] + lam*Bcol[idx]
            f = lambda c: np.abs(D[idx] - c*P).max()
            sc = np.abs(D[idx]).max()/max(np.abs(P).max(), 1e-300)
            rp = minimize_scalar(f, bounds=(0, 50*sc), method='bounded'); rn = minimize_scalar(f, bounds=(-50*sc, 0), method='bounded')
            best_pos = min(best_pos, rp.fun/Dm); best_any = min(best_any, rp.fun/Dm, rn.fun/Dm)
        return best_pos, best_any
    rg, rg_neg = fit(np.arange(len(D)))
    per_l = [fit(np.where(ls == l)[0])[0] for l in np.unique(ls)]
    signs = np.mean(np.sign(D) != np.sign(Acol))
    print(f"seed={seed}: N={N} M={M} m={m} B={B} eta={eta}: {len(D)} lucky pairs over {len(np.unique(ls))} nodes l in D_1; "
          f"max|drift| = {np.abs(D).max():.3e}; best global (c>0, lambda in [0,1]) rel. max residual = {rg:.3f} (either sign of c: {rg_neg:.3f}); "
          f"per-node fits (c_l, lambda_l): median {np.median(per_l):.3f}, max {np.max(per_l):.3f}; sign(drift) != sign(W_l-term) on {signs:.0%}")
for seed in range(4):
    run(seed)
run(0, N=120, M=6, m=128, B=32, eta=0.5)
