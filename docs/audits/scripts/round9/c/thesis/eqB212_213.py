"""Audit C of thesis.ch3.eqB.212 / eqB.213: first '=' of (B.212) L4909 / (B.213) L4913,
W_V^(t+1) x_j = W_V^(0) x_j^n - eta (dLoss(X^n, y_n)/dW_V |_{W_V^(0)}) x_j^n, against Algorithm 4 (B.2) on the graph
transformer (3.1) with SPD positional embedding (3.2), hinge (3.3). Own torch float64 code. Two batch readings:
(i) full batch every step (gradient of the batch-mean loss), (ii) B = 1 with the batch {n} drawn every step (then the
printed per-node Loss(X^n, y_n) is exactly the batch loss, and (B.211)'s first '=' is exactly the SGD step).
"""
import torch
torch.set_default_dtype(torch.float64)
g = torch.Generator().manual_seed(1)
M = d = 3; m = 8; Z = 3; eta = 1.0; sigma = delta = 0.05
mu = torch.eye(d)
pat = [0, 2, 1, 2, 0, 2, 1]                    # path graph 0-1-2-...-6, node features mu_pat (x_n = mu_k exactly)
y = [1, 1, -1, -1, 1, 1, -1]                   # mu_1 -> +1, mu_2 -> -1, mu_3 nodes: label of a neighbour
N = len(pat); X = torch.stack([mu[k] for k in pat], 1)
spd = torch.tensor([[abs(i - j) for j in range(N)] for i in range(N)])
U = torch.nn.functional.one_hot(torch.clamp(spd, max=Z - 1), Z).double()   # u_(s,n), truncated at Z
def near_I():
    E = torch.randn(d, d, generator=g); W = torch.eye(d) + sigma * E / torch.linalg.matrix_norm(E, 2)
    return W / max(1.0, float(torch.linalg.matrix_norm(W, 2)))  # ||W|| <= 1, ||W e_j - e_j|| <= 2 sigma
WV0, WK0, WQ0 = near_I(), near_I(), near_I()
WO0 = torch.randn(m, d, generator=g) / M ** .5
b0 = torch.zeros(Z)
a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1) / m ** .5
def F(n, WO, WV, WK, WQ, b):                    # (3.1), T^n = S^{n,t} = whole graph
    logits = (WK @ X).T @ (WQ @ X[:, n]) + U[:, n] @ b
    return a @ torch.relu(WO @ (WV @ X @ torch.softmax(logits, 0)))
def grads(P, batch):
    P = [p.clone().requires_grad_(True) for p in P]
    loss = sum(torch.clamp(1 - y[n] * F(n, *P), min=0) for n in batch) / len(batch)
    return torch.autograd.grad(loss, P)
P0 = [WO0, WV0, WK0, WQ0, b0]
for reading, batch in (("(i) full batch", list(range(N))), ("(ii) B=1, node 2 (mu_2)", [2]), ("(ii) B=1, node 1 (mu_3)", [1])):
    g0 = grads(P0, batch)
    for t in (1, 5):
        P = [p.clone() for p in P0]
        for _ in range(t + 1):
            gs = grads(P, batch); P = [p - eta * gg for p, gg in zip(P, gs)]
        for name, xj in (("(B.212) mu_2", mu[1]), ("(B.213) mu_3", mu[2])):
            lhs = P[1] @ xj; printed = WV0 @ xj - eta * g0[1] @ xj
            print(f"{reading} t={t} {name}: lhs={lhs.numpy().round(5)} printed={printed.numpy().round(5)} "
                  f"maxdiff={float((lhs-printed).abs().max()):.3e}")
