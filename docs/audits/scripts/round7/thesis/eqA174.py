"""Audit thesis.ch2.eqA.174 (L3452-L3454): dLoss_b/dW_V printed with -y and no hinge indicator, vs autograd of (A.1)/(A.2) (L2623-L2627)."""
import torch
dt = torch.float64
torch.manual_seed(1)
def F(X, WO, WV, WK, WQ, A):            # (A.1): (1/|S|) sum_l a_(l)^T Relu(W_O W_V X softmax(X^T W_K^T W_Q x_l)); X is d x L
    L = X.shape[1]; out = 0
    for l in range(L):
        att = torch.softmax(X.T @ WK.T @ WQ @ X[:, l], 0)
        out = out + A[l] @ torch.relu(WO @ WV @ X @ att)
    return out / L
def printed(X, WO, WV, WK, WQ, A, y):
    L = X.shape[1]; G = torch.zeros_like(WV)
    for l in range(L):
        att = torch.softmax(X.T @ WK.T @ WQ @ X[:, l], 0)
        act = (WO @ WV @ X @ att >= 0).to(dt)
        for i in range(WO.shape[0]):
            G += (-y) * A[l][i] * act[i] * torch.outer(WO[i], X @ att)
    return G / L
d, L, m = 3, 3, 4
X = torch.randn(d, L, dtype=dt); WK = torch.randn(d, d, dtype=dt); WQ = torch.randn(d, d, dtype=dt)
A = torch.randn(L, m, dtype=dt).sign() / m ** 0.5
for scale, y in [(0.3, 1.0), (0.3, -1.0), (30.0, 1.0), (30.0, -1.0)]:
    WO = torch.randn(m, d, dtype=dt) * scale; WV = torch.randn(d, d, dtype=dt).requires_grad_(True)
    f = F(X, WO, WV, WK, WQ, A); torch.clamp(1 - y * f, min=0).backward()
    p = printed(X, WO, WV.detach(), WK, WQ, A, y)
    print(f"scale {scale}, y {y}: margin {float(y * f.detach()):.3f}; ||autograd|| {WV.grad.norm():.4e}, ||printed|| {p.norm():.4e}, diff {(p - WV.grad).norm():.2e}")
# the helper's scalar instance: a = 1, W_O = 10, W_V = x = y = 1 (one token)
X1 = torch.ones(1, 1, dtype=dt); WV1 = torch.ones(1, 1, dtype=dt, requires_grad=True)
f1 = F(X1, torch.full((1, 1), 10.0, dtype=dt), WV1, torch.ones(1, 1, dtype=dt), torch.ones(1, 1, dtype=dt), torch.ones(1, 1, dtype=dt))
torch.clamp(1 - f1, min=0).backward()
print("scalar: F =", float(f1.detach()), " autograd =", float(WV1.grad), " printed =", float(printed(X1, torch.full((1, 1), 10.0, dtype=dt), WV1.detach(), torch.ones(1, 1, dtype=dt), torch.ones(1, 1, dtype=dt), torch.ones(1, 1, dtype=dt), 1.0)))
