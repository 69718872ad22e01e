"""Auditor A r23: thesis (B.64) (seed 003 L4149-L4151, proof of Theorem 3.4.4) along eta -> 0.
(1) Deterministic bound (own derivation, GT (3.1)): h_n = W_V sum_s x_s softmax_s is W_V times a convex combination of
unit vectors, so ||h_n|| <= q := ||W_V||_2 and |F(x_n)| = |a^T Relu(W_O h_n)| <= ||a|| p q = p q (p := ||W_O||_2,
||a|| = 1); hinge subgradients: ||dF/dW_O||_F <= q, ||dF/dW_V||_F <= p (softmax does not involve W_V), W_K, W_Q, b do not
enter the bound; SGD batch averages keep these, so p_t + q_t <= (p_0 + q_0)(1 + eta)^t and after T steps every node has
hinge >= 1 - (p_0 + q_0)^2 e^{2 eta T}/4, whatever m, B, |S^{n,t}|, |L|, N, the graph, the labels or the sampling.
(3.8): T = C eta^{-1/2} (1 - 2 eps_0)^{-1/2} (1 - delta)^{-1/2} => eta T = C sqrt(eta) (..) -> 0.
(2) Simulation (torch float64, no repository code): GT (3.1) on a random graph, all of W_O, W_V, W_K, W_Q, b trained."""
import math, torch
torch.set_default_dtype(torch.float64)
print("(1) bound: least hinge over all nodes >= 1 - s0^2 exp(2 eta T)/4, s0 = p0 + q0 <= 1.2 (q0 <= 1 Assumption B.2.1, p0 <= 0.2)")
eps0, delta = 0.2, 0.1
K0 = (1 - 2 * eps0) ** -.5 * (1 - delta) ** -.5
for C in [1, 10, 100]:
    row = []
    for eta in [1e-1, 1e-2, 1e-4, 1e-6, 1e-8]:
        T = math.ceil(C * eta ** -.5 * K0); lb = 1 - 1.2 ** 2 * math.exp(2 * eta * T) / 4
        row.append(f"eta={eta:.0e}: T={T}, eta T={eta*T:.3g}, hinge >= {lb:+.3f}")
    print(f"  C={C}: " + "; ".join(row))

# (2) simulation
def sim(eta, C, seed=0, N=300, M=4, m=200, eps=0.5, xi=0.01, deg=6):
    g = torch.Generator().manual_seed(seed)
    d = ma = mb = 6
    pat = torch.randint(0, M, (N,), generator=g)
    X = torch.eye(d)[pat]                                            # unit features
    nb = [torch.cat([torch.tensor([n]), torch.randint(0, N, (deg,), generator=g)]) for n in range(N)]
    y = torch.where(pat == 0, 1., torch.where(pat == 1, -1., 0.))
    for n in range(N):                                               # non-discriminative: majority of mu_1/mu_2 nbrs
        if y[n] == 0:
            s = (pat[nb[n]] == 0).sum() - (pat[nb[n]] == 1).sum(); y[n] = 1. if s >= 0 else -1.
    flip = torch.rand(N, generator=g) < eps0
    y_obs = torch.where(flip & (pat > 1), -y, y)                     # inconsistent labels outside V_d
    WV = torch.eye(mb, d).requires_grad_(True); WK = torch.eye(ma, d).requires_grad_(True)
    WQ = torch.eye(ma, d).requires_grad_(True); b = torch.zeros(2, requires_grad=True)
    WO = (xi * torch.randn(m, mb, generator=g) / math.sqrt(ma)).requires_grad_(True)
    a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1) / math.sqrt(m)
    idx = torch.stack(nb)                                            # N x (deg+1)
    u = torch.zeros(N, deg + 1, 2); u[:, 0, 0] = 1; u[:, 1:, 1] = 1  # one-hot distance (0 or 1)
    def F(nodes):
        Xs = X[idx[nodes]]                                           # n x k x d
        sc = torch.einsum('nkd,ad,ae,ne->nk', Xs, WK, WQ, X[nodes]) + u[nodes] @ b
        h = torch.einsum('nk,nkd,md->nm', torch.softmax(sc, 1), Xs, WV)
        return torch.relu(h @ WO.T) @ a
    B = math.ceil(C * eps ** -2 * math.log(N))
    T = math.ceil(C * eta ** -.5 * K0)
    s0 = float(torch.linalg.matrix_norm(WO.detach(), 2) + torch.linalg.matrix_norm(WV.detach(), 2))
    for t in range(T):
        bt = torch.randint(0, N, (B,), generator=g)
        loss = torch.clamp(1 - y_obs[bt] * F(bt), min=0).mean()
        gs = torch.autograd.grad(loss, (WO, WV, WK, WQ, b))
        with torch.no_grad():
            for P_, G in zip((WO, WV, WK, WQ, b), gs): P_ -= eta * G
    with torch.no_grad():
        Vd = torch.where(pat <= 1)[0]
        hin = torch.clamp(1 - y[Vd] * F(Vd), min=0)
    lb = 1 - s0 ** 2 * math.exp(2 * eta * T) / 4
    print(f"  eta={eta:.0e} C={C}: T={T}, B={B}, m={m} (M^2 ln N={M*M*math.log(N):.0f}), eta T={eta*T:.3g}: "
          f"least V_d hinge {float(hin.min()):.4f} (mean {float(hin.mean()):.4f}), bound >= {lb:.4f}, eps={eps}")
print("(2) simulation (N = 300, M = 4, eps_0 = 0.2 flips outside V_d, eps = 0.5):")
for C in [1, 4]:
    for eta in [1e-1, 1e-2, 1e-3, 1e-4]:
        sim(eta, C)
