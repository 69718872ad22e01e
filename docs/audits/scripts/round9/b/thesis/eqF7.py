"""Auditor B: thesis (F.7) L9317-L9321, Lemma F.3.5: for 1 <= t <= O(eta^-1 alpha^-2 K^3 log(K/eps)) and any context column p~,
p~^T eta (1/B) sum_n dl/dW^(t) p~ <= (eta/B) sum_n [ (1/(KM)) (1-p_n)^2 (-4 p_n (1 + a^2/K^2) + (a^2/K^2)(1 + 2(K-1)/K))
- (a^2/K^3)(1-p_n)^2 ].  Own trainer (eqF49.py, K = 1), gradient by autograd on a batch; all context-column tokens
(e_x; e_y) + c_1 with y = f(x) for some task (x != y) or any (x, y)."""
import math, torch
from eqF49 import prompts, attn, M, d, D, c1

def run(alpha, eta, l, t_steps, Btrain, Bgrad, seed, xi=1e-4):
    g = torch.Generator().manual_seed(seed)
    W = (torch.randn(D, D, generator=g) * xi).requires_grad_(True)
    def batch_grad(B):
        P, Q, Z, inS = prompts(B, l, alpha, g)
        a = attn(W, P, Q); F = torch.einsum('nl,nlk->nk', a, P[..., d:])
        loss = 0.5 * ((Z - F) ** 2).sum(1).mean()
        (G,) = torch.autograd.grad(loss, W)
        pn = (a * inS).sum(1).detach()
        return G, pn
    for _ in range(t_steps):
        G, _ = batch_grad(Btrain)
        with torch.no_grad():
            W -= eta * G
    G, pn = batch_grad(Bgrad)
    K = 1; A2 = alpha**2 / K**2
    rhs = (eta * ((1 / (K * M)) * (1 - pn)**2 * (-4 * pn * (1 + A2) + A2 * (1 + 2 * (K - 1) / K)) - alpha**2 / K**3 * (1 - pn)**2)).mean()
    forms = []
    for x in range(M):
        for y in range(M):
            p = torch.zeros(D); p[x] = 1; p[d + y] = 1; p = p + c1
            forms.append((eta * p @ G @ p).item())
    return max(forms), min(forms), rhs.item(), pn.mean().item()

for (alpha, eta, l) in [(0.5, 0.5, 2), (0.5, 0.9, 8), (0.7, 0.9, 4), (0.3, 0.9, 10)]:
    for t in (1, 3, 10):
        mx, mn, rhs, pm = run(alpha, eta, l, t, Btrain=math.ceil(M * math.log(M)), Bgrad=8192, seed=0)
        print(f"alpha={alpha} eta={eta} l={l} t={t}: eta p~^T G p~ in [{mn:.4f}, {mx:.4f}] vs printed upper {rhs:.4f} "
              f"(mean p_n {pm:.3f}) -> violated: {mx > rhs}")
