# Auditor A r29: thesis (A.163) first '>=' at the end of training: sum_{b<T} K(b)||q_1(b)|| >= T / e^{||q_1(T)||^2 - (delta+tau)||q_1(T)||}.
# Own torch (float64, 1 thread) ViT of (2.1), Algorithm 3 (SGD, hinge), noise-free one-hot tokens (tau = 0). No repo imports.
import numpy as np, torch, sys
torch.set_num_threads(1); torch.set_default_dtype(torch.float64)
def run(eta, seed, N=20, S=8, n_rel=3, M=5, d=8, m=64, B=None, c_kq=0.8, c_v=0.9, xi=0.01, Tmax=200000):
    rng = np.random.default_rng(seed); torch.manual_seed(seed)
    B = B or N
    mu = np.eye(d)[:M]
    Xs, ys = [], []
    for n in range(N):
        y = 1 if n % 2 == 0 else -1
        rel = 0 if y == 1 else 1
        pats = [rel]*n_rel + list(rng.integers(2, M, S - n_rel))
        Xs.append(mu[rng.permutation(pats)].T); ys.append(y)           # X^n: d x |S|
    X = torch.tensor(np.array(Xs)); Y = torch.tensor(ys, dtype=torch.float64)
    WQ = (c_kq*torch.eye(d)).requires_grad_(); WK = (c_kq*torch.eye(d)).requires_grad_()
    WV = (c_v*torch.eye(d)).requires_grad_()                            # Assumption 2.3.1: sigma = 1 - c_v, delta = 1 - c_kq, norms <= 1
    WO = (xi*torch.randn(m, d)).requires_grad_()
    A = torch.tensor(rng.choice([-1.0, 1.0], size=(S, m))/np.sqrt(m))   # a_(l), fixed
    delta, tau = 1 - c_kq, 0.0
    def F(Xb):
        att = torch.softmax(torch.einsum('nds,de,nel->nsl', Xb, WK.T @ WQ, Xb), dim=1)   # softmax over s of x_s^T W_K^T W_Q x_l
        H = torch.relu(torch.einsum('md,nds,nsl->nml', WO @ WV, Xb, att))               # m x |S| per sample
        return torch.einsum('lm,nml->n', A, H)/S
    mu1 = torch.tensor(mu[0])
    lhs = 0.0; lhs_abs = 0.0; lhs_alt = 0.0; t = 0; order = np.arange(N)
    while t < Tmax:
        with torch.no_grad():
            if (Y*F(X) >= 1).all(): break
        idx = order if B == N else rng.choice(N, B, replace=False)
        loss = torch.clamp(1 - Y[idx]*F(X[idx]), min=0).mean()
        g = torch.autograd.grad(loss, [WQ, WK, WV, WO])
        with torch.no_grad():
            Kmat = (WK @ torch.tensor(mu.T))                            # columns W_K^(b) mu_a (q_a(b))
            q1 = Kmat[:, 0].clone(); Qold = WQ @ mu1
            for P_, G_ in zip([WQ, WK, WV, WO], g): P_ -= eta*G_
            dQ = WQ @ mu1 - Qold
            coef = torch.linalg.lstsq(Kmat, dQ[:, None]).solution[:, 0]
            Kb = coef[0].item()*1.0                                     # the q_1(b) coordinate of the mu_1 query's update
            lhs += Kb*q1.norm().item(); lhs_abs += abs(Kb)*q1.norm().item()
            q1n = (WK @ mu1).norm().item(); lhs_alt += (q1n**2/q1.norm().item()**2 - 1)*q1.norm().item()
        t += 1
    with torch.no_grad():
        q1T = (WK @ mu1).norm().item()
        margin = (Y*F(X)).min().item()
    rhs = t/np.exp(q1T**2 - (delta + tau)*q1T)
    run.alt = lhs_alt
    return t, lhs, lhs_abs, q1T, rhs, margin
if __name__ == "__main__":
    for eta in [0.5, 0.2, 0.1, 0.05]:
        for seed in [0, 1]:
            T, lhs, la, q1T, rhs, mg = run(eta, seed)
            print(f"eta={eta} seed={seed}: T*={T} (min y F = {mg:.3f}), sum K(b)||q1(b)|| = {lhs:.4f} (|K|: {la:.4f}), ||q1(T)|| = {q1T:.4f}, "
                  f"right side T/e^(...) = {rhs:.2f}, ratio = {lhs/rhs:.3e}", flush=True)
