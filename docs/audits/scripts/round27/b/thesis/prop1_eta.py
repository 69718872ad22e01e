"""Auditor B r27: thesis.ch2.prop1-eq2.14 (seed 003 L606-L614): with W_K, W_Q not updated, after T = Theta(eta^{-3/5}
alpha*^{-1}) iterations (2.10) the population hinge risk (2.4) is 0 (2.14). Own torch model (2.1), hinge loss (2.3), SGD
(Algorithm 3) on W_O, W_V only. T* = first step at which the TRAINING hinge is 0 on all N samples (necessary: tau = 0
makes the data law discrete, so a training sample with positive hinge is an atom of positive population risk)."""
import sys, numpy as np, torch
torch.set_num_threads(1); torch.set_default_dtype(torch.float64)
def run(eta, seed=3, M=3, d=8, L=6, N=40, B=8, m=128, sigma=0.1, delta=0.2, xi=0.1, Tmax=200000):
    g = torch.Generator().manual_seed(seed); rng = np.random.default_rng(seed)
    E = torch.eye(d)
    # samples: alpha* = 1/2 of the L tokens are the label pattern (mu_1 or mu_2), 1/6 the confusion pattern, rest mu_3
    X = torch.zeros(N, d, L); y = torch.tensor(rng.choice([-1.0, 1.0], N))
    for n in range(N):
        rel, con = (0, 1) if y[n] > 0 else (1, 0)
        toks = [rel] * (L // 2) + [con] * (L // 6) + [2] * (L - L // 2 - L // 6)
        X[n] = E[:, toks]
    # Assumption 2.3.1: W_V mu_j within sigma of orthonormal p_j, W_K, W_Q within delta (here: deviations drawn, norms <= 1)
    def near_orth(eps):
        Q, _ = torch.linalg.qr(torch.randn(d, d, generator=g)); P = torch.randn(d, d, generator=g)
        W = Q + eps * P / torch.linalg.matrix_norm(P, 2); W = W / max(1.0, float(torch.linalg.matrix_norm(W, 2))); return W, Q
    (WV, QV), (WK, QK) = near_orth(0.45 * sigma), near_orth(0.45 * delta)
    WQ = WK.clone()                                      # q_j = r_j (q_1 = r_1, q_2 = r_2)
    dv = max(float(torch.linalg.norm(WV @ E[:, j] - QV[:, j])) for j in range(M)); dk = max(float(torch.linalg.norm(WK @ E[:, j] - QK[:, j])) for j in range(M))
    assert dv <= sigma and dk <= delta and float(torch.linalg.matrix_norm(WV, 2)) <= 1 + 1e-12 and float(torch.linalg.matrix_norm(WK, 2)) <= 1 + 1e-12, (dv, dk)   # (2.6)
    al_s, al_h = 0.5, (L // 6) / L; assert al_s >= al_h / (np.exp(-delta) * (1 - sigma))              # (2.8), tau = 0
    assert m >= M**2 * np.log(N) and N >= 1 / (al_s * (al_s - sigma))**2                               # (2.7), (2.13) with constant 1
    WO = (xi * torch.randn(m, d, generator=g)).requires_grad_(); WV = WV.clone().requires_grad_()
    a = (torch.randint(0, 2, (L, m), generator=g) * 2 - 1) / np.sqrt(m)        # a_(l), fixed
    att = torch.softmax(torch.einsum('ndl,ed,ef,nfk->nlk', X, WK, WQ, X), 1)     # frozen attention (W_K, W_Q not updated)
    def Fall(WO, WV):
        H = torch.relu(torch.einsum('me,ed,ndl,nlk->nkm', WO, WV, X, att))        # per query token k
        return (H * a[None]).sum(-1).mean(-1)
    for t in range(Tmax):
        with torch.no_grad():
            if (1 - y * Fall(WO, WV)).clamp(min=0).max() == 0: return t
        idx = torch.tensor(rng.choice(N, B, replace=False))
        loss = (1 - y[idx] * Fall(WO, WV)[idx]).clamp(min=0).mean()
        gO, gV = torch.autograd.grad(loss, [WO, WV])
        with torch.no_grad(): WO -= eta * gO; WV -= eta * gV
    return None
for eta in [float(e) for e in sys.argv[1:]] or [1.6, 0.4, 0.1, 0.025]:
    T = run(eta)
    print(f"eta={eta}: T* = {T}, eta T* = {eta * T:.1f}, T* eta^(3/5) = {T * eta ** 0.6:.1f}", flush=True)
