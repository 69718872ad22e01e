# Auditor B r29: thesis (B.216) (seed 003 L4931-L4933, proof of Lemma B.3.6, t = 1): for i in W_l(0), l in D_1,
#   W_O(i)^(1) V_l(1) = W_O(i)^(1)(... + z(t) + ... - eta sum_b (sum_{k in W_l(0)} V_k(b) W_O(k)^(b)T + sum_{k notin W_l(0)} V_k(b) lambda W_O(k)^(b)T)),
# V_k(b) of (B.204) = coefficient of W_O(k)^T in the W_V gradient applied to a mu_1 token x_j (up to its Theta(1)).
# Reading (helper's, from the audited ch.2 twin): drift(i, l) := W_O(i)^(1)(W_V^(1) - W_V^(0)) xbar_l^(1) must equal
# -eta c sum_k w_k V_k(0) W_O(i)^(1) W_O(k)^(0)T, w_k = 1 on W_l(0), lambda off it, for ONE lambda in [0, 1] and ONE c > 0 (best fit).
import math, numpy as np, torch
torch.set_num_threads(1); torch.set_default_dtype(torch.float64)
from b61_vd import build_graph
def run(seed=0, N=60, M=4, deg=4, gamma_d=0.5, flip=0.1, m=64, B=16, s_samp=4, eta=1.0, xi=0.01, sigma=0.05, delta=0.1):
    rng = np.random.default_rng(seed); g = torch.Generator().manual_seed(seed)
    N1, N2, pat, y, D1, D2 = build_graph(N, deg, M, gamma_d, flip, rng)
    Z = 3; d = M; ma = mb = M + 2
    X = torch.eye(d)[torch.tensor(pat)]
    Tn = [[n] + N1[n] + N2[n] for n in range(N)]; spd = [[0] + [1] * len(N1[n]) + [2] * len(N2[n]) for n in range(N)]
    def init_close(noise):
        W = torch.zeros(ma, d); W[:d, :d] = torch.eye(d); W += noise * torch.randn(ma, d, generator=g) / math.sqrt(ma * d)
        return W / max(1.0, torch.linalg.matrix_norm(W, 2).item())
    WV, WK, WQ = init_close(sigma), init_close(delta), init_close(delta)
    WO = xi * torch.randn(m, mb, generator=g); a = torch.where(torch.rand(m, generator=g) < .5, 1.0, -1.0) / math.sqrt(m)
    b = torch.zeros(Z); params = [WO, WV, WK, WQ, b]
    for P in params: P.requires_grad_(True)
    def xbar(n, idx=None, WK=WK, WQ=WQ, b=b):
        nodes = Tn[n] if idx is None else [Tn[n][i] for i in idx]; dist = spd[n] if idx is None else [spd[n][i] for i in idx]
        Xs = X[nodes]; u = torch.eye(Z)[torch.tensor(dist)]
        return Xs.T @ torch.softmax((Xs @ WK.T) @ (WQ @ X[n]) + u @ b, 0)
    batch = rng.choice(N, B, replace=False); samp = {n: rng.choice(len(Tn[n]), min(s_samp + 1, len(Tn[n])), replace=False) for n in batch}
    loss = sum(torch.clamp(1 - y[n] * (a @ torch.relu(WO @ (WV @ xbar(n, samp[n])))), min=0) for n in batch) / B
    grads = torch.autograd.grad(loss, params)
    with torch.no_grad():
        # own per-neuron decomposition of the W_V gradient: dL/dW_V = sum_k W_O(k)^T G_k^T
        G = torch.zeros(m, d)
        for n in batch:
            xb = xbar(n, samp[n]); h = WO @ (WV @ xb)
            if 1 - y[n] * float(a @ torch.relu(h)) > 0:
                G += torch.outer(-y[n] * a * (h > 0).double(), xb)
        G /= B
        dec_err = float((WO.T @ G - grads[1]).abs().max())
        WO0, WV0 = WO.detach().clone(), WV.detach().clone()
        V0 = G @ torch.eye(d)[0]                                   # V_k(0) = G_k . x_j, x_j = mu_1
        # lucky sets at t = 0 and aggregates
        agg0 = {l: xbar(l) for l in range(N)}
        newp = [P - eta * Gr for P, Gr in zip(params, grads)]
        WO1, WV1, WK1, WQ1, b1 = newp
        pairs = []
        for l in np.where(pat == 0)[0]:                            # l in D_1
            Vl0 = WV0 @ agg0[l]; Wl = (WO0 @ Vl0 > 0)
            xb1 = xbar(l, None, WK1, WQ1, b1)
            for i in np.where(Wl.numpy())[0]:
                drift = float(WO1[i] @ (WV1 - WV0) @ xb1)
                base_in = float(-eta * torch.sum(Wl.double() * V0 * (WO0 @ WO1[i])))
                base_out = float(-eta * torch.sum((~Wl).double() * V0 * (WO0 @ WO1[i])))
                pairs.append((drift, base_in, base_out, int(l)))
    P = np.array(pairs); dr = P[:, 0]
    best = (np.inf, None, None)
    for lam in np.linspace(0, 1, 101):
        pr = P[:, 1] + lam * P[:, 2]
        for c in np.exp(np.linspace(np.log(1e-3), np.log(1e3), 601)):
            r = np.abs(dr - c * pr).max() / np.abs(dr).max()
            if r < best[0]: best = (r, lam, c)
    lam, c = best[1], best[2]
    signs = np.mean(np.sign(dr) != np.sign(P[:, 1] + lam * P[:, 2]))
    # variant: the Theta(1) of (B.204) allowed to depend on l (one c_l >= 0 per node, least squares), one lambda
    L_ids = P[:, 3].astype(int); best2 = (np.inf, None)
    for lam2 in np.linspace(0, 1, 101):
        pr = P[:, 1] + lam2 * P[:, 2]; res = np.zeros_like(dr)
        for l_ in np.unique(L_ids):
            k_ = L_ids == l_; cl = max(0.0, float(pr[k_] @ dr[k_]) / max(float(pr[k_] @ pr[k_]), 1e-300)); res[k_] = dr[k_] - cl * pr[k_]
        r2 = np.abs(res).max() / np.abs(dr).max()
        if r2 < best2[0]: best2 = (r2, lam2)
    print(f"   per-node c_l variant: best lambda {best2[1]:.2f}, relative residual {best2[0]:.3f}")
    print(f"seed={seed} N={N} M={M} m={m} B={B}: W_V-gradient decomposition error {dec_err:.1e}; {len(P)} lucky pairs (i in W_l(0), l in D_1); "
          f"max|drift| = {np.abs(dr).max():.3e}; best lambda = {lam:.2f}, c = {c:.3g}: relative residual {best[0]:.3f}; sign mismatch {signs:.2f}; c = 0 gives 1.000", flush=True)
for seed in (0, 1, 2, 3):
    run(seed=seed)
