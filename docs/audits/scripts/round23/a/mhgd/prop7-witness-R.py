"""Auditor A r23: mhgd Prop. 7 witness (seed 004 L1155-L1179) at large token norm. Own model (torch + cvxpy, no repository
code): MHA (2), H = 2 heads with an antisymmetric init ((U, W), (-U, W): Phi~(theta_0) = 0), n = 12 samples, T = 16, d = 4,
tokens of norm R = 50, random labels. P1: B_2 = max_h ||theta_h^(0)|| (>= 1 enforced); P2: B_Phi = max(1, max|Phi|);
P3: gamma = max over ||theta_*|| = sqrt(2) of min_i y_i <grad Phi(X_i; theta_0), theta_*> (SOCP). Witness
theta^(eps) = theta_0 + g0 theta_*, g0 = (2 B_Phi + log(1/eps))/gamma: ||theta^(eps) - theta_0|| = g0 ||theta_*|| = sqrt(2) g0
for EVERY instance (the display's 'g0(eps) = (2B_Phi + log(1/eps))/gamma' as the distance bound (ii) of Assumption 2)."""
import math, torch, numpy as np, cvxpy as cp
torch.set_default_dtype(torch.float64)
g = torch.Generator().manual_seed(1)
n, T, d, H, R = 12, 16, 4, 2, 50.0
X = torch.randn(n, T, d, generator=g); X = R * X / X.norm(dim=2, keepdim=True)
y = torch.tensor([1., -1.] * (n // 2))
U = torch.randn(T, d, generator=g); W = torch.randn(d, d, generator=g)
theta0 = torch.cat([U.flatten(), W.flatten(), (-U).flatten(), W.flatten()])
def Phi(theta, Xi):
    out = 0.
    for h in range(H):
        o = h * (T * d + d * d)
        Uh = theta[o:o + T * d].view(T, d); Wh = theta[o + T * d:o + T * d + d * d].view(d, d)
        out = out + (Uh * (torch.softmax(Xi @ Wh @ Xi.T, dim=1) @ Xi)).sum()
    return out / math.sqrt(H)
G = []
for i in range(n):
    th = theta0.clone().requires_grad_(True)
    G.append(torch.autograd.grad(Phi(th, X[i]), th)[0].numpy())
G = np.array(G)
B2 = max(1.0, max(float(theta0[h*(T*d+d*d):(h+1)*(T*d+d*d)].norm()) for h in range(H)))
BPhi = max(1.0, max(abs(float(Phi(theta0, X[i]))) for i in range(n)))
th = cp.Variable(G.shape[1]); gam = cp.Variable()
prob = cp.Problem(cp.Maximize(gam), [cp.multiply(y.numpy(), G @ th) >= gam, cp.norm(th) <= math.sqrt(2)])
prob.solve()
ts = th.value * math.sqrt(2) / np.linalg.norm(th.value)
gamma = float(np.min(y.numpy() * (G @ ts)))
for eps in [1e-2, 1e-12]:
    g0 = (2 * BPhi + math.log(1 / eps)) / gamma
    dist = np.linalg.norm(g0 * ts)
    print(f"R={R} n={n} T={T} d={d}: B2={B2:.3f} BPhi={BPhi:.3f} gamma={gamma:.4g} (||theta_*|| = {np.linalg.norm(ts):.6f}); "
          f"eps={eps:.0e}: g0={g0:.6g}, ||theta^(eps) - theta_0|| = {dist:.6g} = {dist/g0:.6f} x g0 > g0")
