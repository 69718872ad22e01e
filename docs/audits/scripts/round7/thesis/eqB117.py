"""Audit thesis.ch3.eqB.117 (L4397-L4406): dLoss/dW_Q written with (-y) for every node, Loss = max{1 - y F, 0} (B.1) L3808.
Own torch float64 model of the node output F (as in (B.117)'s chain): F = sum_i a_i Relu(W_O(i) sum_s W_V x_s softmax_l(x_s^T W_K^T W_Q x_l + u_s^T b))."""
import torch
torch.manual_seed(0)
dt = torch.float64
d, m, S = 4, 6, 3
X = torch.randn(S, d, dtype=dt); xl = X[0]; ub = torch.randn(S, dtype=dt) * 0.1
WV = torch.randn(d, d, dtype=dt); WK = torch.randn(d, d, dtype=dt); a = torch.tensor([1., -1, 1, -1, 1, 1], dtype=dt) / m
def F(WQ, WO):
    sc = (X @ WK.T) @ (WQ @ xl) + ub
    att = torch.softmax(sc, 0)
    V = (att[:, None] * (X @ WV.T)).sum(0)
    return a @ torch.relu(WO @ V)
def printed_grad(WQ, WO, y):
    sc = (X @ WK.T) @ (WQ @ xl) + ub; att = torch.softmax(sc, 0)
    V = (att[:, None] * (X @ WV.T)).sum(0); act = (WO @ V >= 0).to(dt)
    G = torch.zeros(d, d, dtype=dt)
    Kx = X @ WK.T; Kbar = (att[:, None] * Kx).sum(0)
    for i in range(m):
        for s in range(S):
            G += (-y) * a[i] * act[i] * (WO[i] @ (WV @ X[s])) * att[s] * torch.outer(Kx[s] - Kbar, xl)
    return G
for scale, y in [(0.1, 1.0), (0.1, -1.0), (1.0, 1.0), (300.0, 1.0), (300.0, -1.0)]:
    WQ = torch.randn(d, d, dtype=dt, requires_grad=True); WO = (torch.randn(m, d, dtype=dt) * scale)
    f = F(WQ, WO); loss = torch.clamp(1 - y * f, min=0); loss.backward()
    pg = printed_grad(WQ.detach(), WO, y)
    print(f"WO scale {scale}, y = {y}: margin y F = {float(y*f.detach()):.3f}; ||autograd dLoss/dW_Q|| = {WQ.grad.norm():.4e}, ||printed|| = {pg.norm():.4e}, "
          f"printed vs autograd diff = {(pg - WQ.grad).norm():.2e}")
