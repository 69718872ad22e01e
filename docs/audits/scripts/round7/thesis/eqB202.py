"""Audit thesis.ch3.eqB.202 (L4862-L4866): dLoss/dW_V with indicator 1[W_O(i) sum_s W_V x_l softmax >= 0] (= 1[W_O(i) W_V x_l >= 0])
and no hinge indicator, vs autograd of (3.1) (F = a^T Relu(W_O sum_s W_V x_s softmax_n(...))) with Loss (B.1). Unit-norm features."""
import torch
dt = torch.float64
def run(xl, Xs, WO, WV, a, y, WQ, WK):
    WV = WV.clone().requires_grad_(True)
    att = torch.softmax((Xs @ WK.T) @ (WQ @ xl), 0)
    V = (att[:, None] * (Xs @ WV.T)).sum(0)
    F = a @ torch.relu(WO @ V)
    torch.clamp(1 - y * F, min=0).backward()
    ind = (WO @ (WV.detach() @ xl) >= 0).to(dt)                      # printed indicator (at W_V x_l)
    ctx = (att[:, None] * Xs).sum(0)
    printed = sum((-y) * a[i] * ind[i] * torch.outer(WO[i], ctx) for i in range(len(a)))
    return float(F), WV.grad, printed
I = torch.eye(2, dtype=dt); Z = torch.zeros(2, 2, dtype=dt)
xl = torch.tensor([-1.0, 0.0], dtype=dt); Xs = torch.tensor([[1.0, 0.0], [0.0, 1.0]], dtype=dt)
WO = torch.tensor([[1.0, 0.0]], dtype=dt); a = torch.tensor([1.0], dtype=dt)
for y in (-1.0, 1.0):
    F, g, p = run(xl, Xs, WO, I, a, y, Z, Z)
    print(f"y = {y}: F = {F:.3f}, margin yF = {y*F:.3f}; autograd dLoss/dW_V = {g.tolist()}, printed = {p.tolist()}")
# a fitted node (margin > 1), indicator otherwise consistent: x_l = x_s1 direction
WO2 = torch.tensor([[5.0, 5.0]], dtype=dt)
F, g, p = run(torch.tensor([1.0, 0.0], dtype=dt), Xs, WO2, I, a, 1.0, Z, Z)
print(f"fitted node: margin {F:.3f}; autograd = {g.tolist()}, printed = {p.tolist()}")
