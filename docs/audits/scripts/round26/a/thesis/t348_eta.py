# Auditor A r26: thesis.ch3.theorem3.4.8-eta (seed 003 L927-L929 Theorem 3.4.8; (3.8)-(3.10) L869-L879; model (3.1) L770; ||x_n|| = 1 L773;
# Algorithm 4 L3877-L3889; Assumption B.2.1 ||W_V^(0)|| <= 1). Deterministic bound (as round 23's thesis.ch3.eqB.64-eta), own derivation:
# |F(x_n)| <= ||W_O|| ||W_V|| =: p q (||a|| = 1, h_n = W_V (convex comb. of unit vectors)); one SGD step changes p by <= eta q and q by
# <= eta p (hinge subgradients: ||dF/dW_O||_F <= q, ||dF/dW_V||_F <= p; W_K, W_Q, b do not enter), so p + q <= s0 (1 + eta)^t and
# EVERY node's hinge >= 1 - s0^2 e^{2 eta T}/4, whatever the graph, sampling sets (b = 0 or not), B, m, N.
import math, numpy as np, torch
torch.set_num_threads(1)
s0 = 1.2                                                  # q0 <= 1 (Assumption B.2.1), p0 = ||W_O^(0)||_2 <= 0.2
eps0, delta = 0.1, 0.1
print("lower bound on every node's hinge after T = C eta^{-1/2}(1-2eps0)^{-1/2}(1-delta)^{-1/2} steps (eps0 = delta = 0.1):")
for C in (1, 10, 100, 1000):
    row = []
    for eta in (1e-2, 1e-4, 1e-6, 1e-8):
        T = math.ceil(C*eta**-0.5*(1 - 2*eps0)**-0.5*(1 - delta)**-0.5)
        row.append(f"eta={eta:g}: T={T}, hinge>={1 - s0**2*math.exp(2*eta*T)/4:.3f}")
    print(f"  C = {C}: " + "; ".join(row))
print(f"(3.10) asks f <= 2 eps0 + eps = {2*eps0:.1f} + eps; the bound -> 1 - s0^2/4 = {1 - s0**2/4:.2f} along eta -> 0 for EVERY C.")
# numerical check of the one-step growth bound on random instances of (3.1) (torch autograd, hinge, random batch/labels)
torch.manual_seed(0); worst = 0
for _ in range(300):
    m, mb, d, K, Bsz = 50, 6, 4, 5, 8
    WO = (0.03*torch.randn(m, mb)).double().requires_grad_(); WV = torch.linalg.qr(torch.randn(mb, d).double())[0].requires_grad_()
    WK = torch.randn(mb, d).double().requires_grad_(); WQ = torch.randn(mb, d).double().requires_grad_()
    a = (torch.randint(0, 2, (m,))*2 - 1).double()/math.sqrt(m)
    Xs = torch.nn.functional.normalize(torch.randn(Bsz, K, d).double(), dim=2); xn = Xs[:, 0]; y = torch.randint(0, 2, (Bsz,)).double()*2 - 1
    g = torch.einsum('bkd,ed,ef,bf->bk', Xs, WK, WQ, xn); al = torch.softmax(g, 1)
    h = torch.einsum('bk,bkd,ed->be', al, Xs, WV); F = torch.relu(h @ WO.T) @ a
    loss = torch.clamp(1 - y*F, min=0).mean(); gO, gV = torch.autograd.grad(loss, [WO, WV])
    p, q = torch.linalg.matrix_norm(WO, 2), torch.linalg.matrix_norm(WV, 2)
    worst = max(worst, float(torch.linalg.norm(gO)/q), float(torch.linalg.norm(gV)/p), float(F.abs().max()/(p*q)))
print(f"check on 300 random instances: max of ||dL/dW_O||_F/q, ||dL/dW_V||_F/p, |F|/(p q) = {worst:.4f} (<= 1)")
