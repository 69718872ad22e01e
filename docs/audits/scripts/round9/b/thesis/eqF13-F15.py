"""Auditor B: thesis Lemma F.3.7 (F.13) L9366 and (F.15) L9374, t >= T_1 = eta^-1 alpha^-2 K^3 log(K/eps). Own trainer (eqF49.py), K = 1
(all columns share c_1). (F.13): form(p~) = eta p~^T G p~ <= -(eta/(2M)) mean_n 4 p_n (1-p_n)^2 for every context column p~.
(F.15): |eta p~'^T G p~'| <= (eta/(2M)) mean_n p_n (1-p_n)^2 for p~' of another TRR pattern (literal), or mixed |eta p~'^T G p~|."""
import math, torch
from eqF49 import prompts, attn, M, d, D, c1

def run(alpha, eta, l, eps, seed, Bgrad=8192, xi=1e-4, extra=0):
    g = torch.Generator().manual_seed(seed)
    T1 = math.ceil(alpha**-2 * math.log(1 / eps) / eta) + extra
    Btr = math.ceil(M * math.log(M))
    W = (torch.randn(D, D, generator=g) * xi).requires_grad_(True)
    def grad(B):
        P, Q, Z, inS = prompts(B, l, alpha, g)
        a = attn(W, P, Q); F = torch.einsum('nl,nlk->nk', a, P[..., d:])
        (G,) = torch.autograd.grad(0.5 * ((Z - F) ** 2).sum(1).mean(), W)
        return G, (a * inS).sum(1).detach()
    for _ in range(T1):
        G, _ = grad(Btr)
        with torch.no_grad():
            W -= eta * G
    G, pn = grad(Bgrad)
    s = (pn * (1 - pn) ** 2).mean().item()
    rhs13 = -eta / (2 * M) * 4 * s; rhs15 = eta / (2 * M) * s
    tok = {}
    for x in range(M):
        for y in range(M):
            p = torch.zeros(D); p[x] = 1; p[d + y] = 1; tok[(x, y)] = p + c1
    forms = {k: (eta * v @ G @ v).item() for k, v in tok.items()}
    mixed = max(abs((eta * tok[k1] @ G @ tok[k2]).item()) for k1 in tok for k2 in tok if k1[0] != k2[0])
    return T1, max(forms.values()), min(forms.values()), rhs13, max(abs(v) for v in forms.values()), rhs15, mixed, pn.mean().item()

for (alpha, eta, l, eps) in [(0.5, 0.5, 2, 0.04), (0.5, 0.9, 8, 0.1), (0.7, 0.9, 4, 0.2), (0.3, 0.9, 10, 0.1)]:
    for extra in (0, 50):
        T1, mx, mn, r13, mabs, r15, mixed, pm = run(alpha, eta, l, eps, seed=0, extra=extra)
        print(f"alpha={alpha} eta={eta} l={l} eps={eps} t={T1}: (F.13) forms in [{mn:.4f}, {mx:.4f}] vs <= {r13:.4f} "
              f"-> {'violated' if mx > r13 else 'holds'}; (F.15) max|form| {mabs:.4f}, mixed {mixed:.4f} vs {r15:.4f} "
              f"-> literal {'violated' if mabs > r15 else 'holds'}, mixed {'violated' if mixed > r15 else 'holds'} (mean p {pm:.3f})")
