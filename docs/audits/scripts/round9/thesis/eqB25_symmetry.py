"""Audit thesis.ch3.eqB.25 (Lemma B.3.3, L3997): b_z^(t) >= (positive factors) x (|S_* cap N_z| - |S_# cap N_z|)/(K|S|), 'during the
training', z >= 1.  Exact symmetry at t = 1: b^(0) = 0 except the fixed b_0 (L3872, L3993), a uniform on {+-1/sqrt m} independent of
W_O ~ N(0, xi^2) (L3872), F(x_l) = sum_i a_i Relu(W_O(i) V_l) is linear in a with a-free gates, and with xi small every hinge is active
at init (|F| < 1), so dLoss/db_z = -(1/B) sum y_n dF_n/db_z flips sign under a -> -a (a law-preserving map, batches independent of a):
b_z^(1) = -eta grad has a symmetric law, P[b_z^(1) > 0] <= 1/2, while (B.25) at t = 1 demands b_z^(1) >= a positive number wherever
the ring factor is positive.  Numerical illustration (torch float64, model (3.1) with the PE, Z = 3 buckets, W_V = W_K = W_Q = I):
one draw and its a -> -a mirror, and the fraction of 400 init draws with b_1^(1) <= 0.
"""
import torch

torch.set_default_dtype(torch.float64)
# graph: node 0 (mu_1, y=+1) with ring-1 {1: mu_1, 2: mu_1, 3: mu_2, 4: mu_3}; node 5 (mu_2, y=-1) with ring-1 {6: mu_2, 7: mu_2,
# 8: mu_1, 9: mu_3}; rings are disjoint stars; distance >= 2 bucket for everything else.
pat = [0, 0, 0, 1, 2, 1, 1, 1, 0, 2]
N = len(pat)
X = torch.eye(3)[pat]
adj = {0: [1, 2, 3, 4], 5: [6, 7, 8, 9]}
dist = torch.full((N, N), 2, dtype=torch.long)
for i in range(N):
    dist[i, i] = 0
for c, nb in adj.items():
    for j in nb:
        dist[c, j] = dist[j, c] = 1
    for j in nb:
        for k in nb:
            if j != k:
                dist[j, k] = min(dist[j, k].item(), 2)
labeled = [(0, 1.0), (5, -1.0)]
# ring-1 factor |S_* cap N_1| - |S_# cap N_1|: node 0: 2 - 1 = 1 > 0; node 5: 2 - 1 = 1 > 0


def grad_b1(a, WO, b0=1.0):
    b = torch.tensor([b0, 0.0, 0.0], requires_grad=True)
    loss = 0
    for l, y in labeled:
        logits = X @ X[l] + b[dist[l]]
        s = torch.softmax(logits, 0)
        V = X.T @ s
        F = a @ torch.relu(WO @ V)
        assert abs(F.item()) < 1
        loss = loss + torch.clamp(1 - y * F, min=0)
    (loss / len(labeled)).backward()
    return b.grad[1].item()


torch.manual_seed(0)
m, xi, eta = 64, 0.01, 1.0
a = (torch.randint(0, 2, (m,)) * 2 - 1) / m**0.5
WO = xi * torch.randn(m, 3)
g, gm = grad_b1(a, WO), grad_b1(-a, WO)
print(f"one draw: b_1^(1) = {-eta * g:.3e}; mirrored a -> -a: {-eta * gm:.3e}")
neg = 0
for trial in range(400):
    a = (torch.randint(0, 2, (m,)) * 2 - 1) / m**0.5
    WO = xi * torch.randn(m, 3)
    neg += (-eta * grad_b1(a, WO)) <= 0
print(f"fraction of init draws with b_1^(1) <= 0: {neg / 400:.3f}")
