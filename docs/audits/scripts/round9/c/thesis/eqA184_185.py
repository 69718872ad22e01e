"""Audit C of thesis.ch2.eqA.184 / eqA.185: first '=' of (A.184) L3496 / (A.185) L3500,
W_V^(t+1) x_j = W_V^(0) x_j - eta (dL/dW_V |_{W_V^(0)}) x_j, against Algorithm 3 (A.6) on the ViT (A.1), hinge (A.2).
Own torch float64 implementation. Full batch (B = N, every step the same batch), so the only gradient 'at W^(0)' is the
full-batch gradient at the initial weights; t = 1 and t = 5. j in S_2^n: a mu_2 token; j in S^n / (S_1 u S_2): mu_3.
"""
import torch
torch.set_default_dtype(torch.float64)
g = torch.Generator().manual_seed(0)
M = d = 3; m = 8; L = 4; eta = 1.0; sigma = delta = 0.05
mu = torch.eye(d)
# data: y=+1 -> tokens mu_1 (label-relevant) and mu_3; y=-1 -> mu_2 and mu_3 (alpha_* = 1/2, alpha_# = 0)
X, y = [], []
for n in range(4):
    lab = 1 if n % 2 == 0 else -1
    k = 0 if lab == 1 else 1
    X.append(torch.stack([mu[k], mu[k], mu[2], mu[2]], 1)); y.append(lab)
def near_I():
    E = torch.randn(d, d, generator=g); W = torch.eye(d) + sigma * E / torch.linalg.matrix_norm(E, 2)
    return W / max(1.0, float(torch.linalg.matrix_norm(W, 2)))  # ||W|| <= 1, ||W e_j - e_j|| <= 2 sigma
WV0, WK0, WQ0 = near_I(), near_I(), near_I()     # (2.6): ||W mu_j - p_j|| <= sigma, p_j = e_j
WO0 = torch.randn(m, d, generator=g) / M ** .5   # xi = 1/sqrt(M)
a = (torch.randint(0, 2, (m, L), generator=g) * 2 - 1) / m ** .5
def F(Xn, WO, WV, WK, WQ):
    out = 0.
    for l in range(L):
        att = torch.softmax(Xn.T @ WK.T @ WQ @ Xn[:, l], 0)
        out = out + a[:, l] @ torch.relu(WO @ WV @ Xn @ att)
    return out / L
def loss(P):
    return sum(torch.clamp(1 - yn * F(Xn, *P), min=0) for Xn, yn in zip(X, y)) / len(X)
def grads(P):
    P = [p.clone().requires_grad_(True) for p in P]
    return torch.autograd.grad(loss(P), P)
P0 = [WO0, WV0, WK0, WQ0]
g0 = grads(P0)
for t in (1, 5):
    P = [p.clone() for p in P0]
    for _ in range(t + 1):
        gs = grads(P); P = [p - eta * gg for p, gg in zip(P, gs)]
    for name, xj in (("(A.184) mu_2", mu[1]), ("(A.185) mu_3", mu[2])):
        lhs = P[1] @ xj
        printed = WV0 @ xj - eta * g0[1] @ xj
        print(f"t={t} {name}: W_V^(t+1) x_j = {lhs.numpy().round(6)}  printed = {printed.numpy().round(6)}  "
              f"max diff = {float((lhs-printed).abs().max()):.3e}")
print("loss at init", float(loss(P0)), "loss after", float(loss(P)))
