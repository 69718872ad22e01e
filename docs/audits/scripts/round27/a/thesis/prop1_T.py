"""Auditor A r27: thesis.ch2.prop1-eq2.14 (seed 003 L606-L614, Proposition 1; T from (2.10) L590: T = Theta(eta^{-3/5} alpha*^{-1})).
Own model of (A.1) (Section 2.3 / Appendix A): F(X) = (1/|S|) sum_l a_(l)^T Relu(W_O W_V X softmax(X^T W_K^T W_Q x_l)),
W_K = W_Q = I frozen ('no self-attention layer' update), W_V = I and W_O ~ N(0, 1/M) (xi = 1/sqrt(M), Algorithm 3),
a_(l)i = +-1/sqrt(m) fixed; data of Section 2.4.1 (d = m_a = m_b = 10, M = 5 orthonormal patterns, token noise c0 = 0.01);
hinge loss, mini-batch SGD (Algorithm 3). T* = first step at which the TRAINING hinge is 0 on all N samples (necessary for
zero population risk (2.14)). Nothing imported from the repository."""
import math, sys
import torch
torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)
d, M, L, m, N, B = 10, 5, 10, 128, 40, 8
c0 = 0.01; alpha_s = 0.5                      # alpha* = 1/2: 5 label-relevant tokens, 2 confusion, 3 irrelevant
g = torch.Generator().manual_seed(3)
E = torch.eye(d)
def sample(y):
    rel, conf = (0, 1) if y > 0 else (1, 0)
    pats = [rel] * 5 + [conf] * 2 + [2 + int(torch.randint(0, M - 2, (1,), generator=g)) for _ in range(3)]
    X = torch.stack([E[p] + c0 * torch.randn(d, generator=g) for p in pats], 1)   # d x L
    return X
ys = torch.tensor([1.0 if i % 2 == 0 else -1.0 for i in range(N)])
Xs = torch.stack([sample(float(y)) for y in ys])                                      # N x d x L
# tau = max token distance to its pattern; sigma = ||W_V mu - p|| = 0 (W_V = I); delta = 0 (W_K = W_Q = I)
tau = max(float(torch.norm(Xs[n][:, l] - E[int(torch.argmax(Xs[n][:, l]))])) for n in range(N) for l in range(L))
A0 = (torch.randint(0, 2, (m, L), generator=g) * 2 - 1) / math.sqrt(m)
WO0 = torch.randn(m, d, generator=g) / math.sqrt(M)
def F(WO, WV, X):                               # X: n x d x L
    S = torch.softmax(X.transpose(1, 2) @ X, dim=1)                # [n, s, l] = softmax over s of x_s^T x_l
    V = WV @ X @ S                                                   # n x d x L
    H = torch.relu(WO @ V)                                           # n x m x L
    return (A0[None] * H).sum(1).mean(1)
def run(eta, Tmax):
    WO = WO0.clone().requires_grad_(); WV = torch.eye(d).requires_grad_()
    gg = torch.Generator().manual_seed(7)
    for t in range(1, Tmax + 1):
        idx = torch.randperm(N, generator=gg)[:B]
        loss = torch.clamp(1 - ys[idx] * F(WO, WV, Xs[idx]), min=0).mean()
        WO.grad = WV.grad = None; loss.backward()
        with torch.no_grad():
            WO -= eta * WO.grad; WV -= eta * WV.grad
            if t % 5 == 0 or t < 50:
                if float(torch.clamp(1 - ys * F(WO, WV, Xs), min=0).max()) == 0.0:
                    dist = math.sqrt(float(((WO - WO0) ** 2).sum() + ((WV - torch.eye(d)) ** 2).sum()))
                    return t, dist
    return None, None
with torch.no_grad():
    m0 = ys * F(WO0, torch.eye(d), Xs)
print(f"tau = {tau:.3f} (delta = sigma = 0: Theorem 1's tau <= min(sigma, delta) is met only with sigma, delta >= tau, admissible as upper bounds); "
      f"initial margins y F in [{float(m0.min()):.3f}, {float(m0.max()):.3f}] (zero hinge needs >= 1)")
for eta in [float(x) for x in (sys.argv[1] if len(sys.argv) > 1 else "1.6,0.4,0.1,0.025").split(",")]:
    T, dist = run(eta, int(400 / eta) + 200)
    print(f"eta={eta}: T* = {T}, eta T* = {eta*T if T else float('nan'):.1f}, T* eta^(3/5) = {T*eta**0.6 if T else float('nan'):.1f}, parameter distance travelled = {dist if dist else float('nan'):.3f}")
