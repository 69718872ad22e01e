"""Auditor A r27: thesis.ch7.theorem5a-self-errors (seed 003 L2203, Theorem 5 (a): Condition 7.3.2 fails =>
R_ICL >= Omega(1)). Model: my ch7_identity2.py (l = infinity), training (C) (a random shift g per task, the same g at
every step; L2100-compliant within a task), saved W. Test patterns mu'_j = mu_j, j < M' (orthonormal, in the span:
(7.19)); test tasks act on [M'] mod M'. Nothing imported from the repository (only my own audit script)."""
import os, sys, torch
from ch7_identity2 import train, shift, M, K, d, Cm
torch.set_num_threads(1)
path = "ch7_W_C.pt"
if not os.path.exists(path):
    res = train(lambda g: [[shift(int(s))] * K for s in torch.randint(1, M, (16,), generator=g)], 3200, {800, 3200})
    torch.save({t: res[t][1] for t in res}, path)
Ws = torch.load(path)

def icl(W, Mp, As, alphap=0.8):
    I = torch.eye(Mp)
    B = As[0] @ As[1] @ As[2]
    errs, mg = 0, []
    for z0 in range(Mp):
        P0 = torch.full((Mp,), (1 - alphap) / (Mp - 1)); P0[z0] = alphap
        J = P0[:, None] * B / K
        q = torch.zeros(2 * d); q[z0] = 1.0; q = q + Cm[0]
        Wq = W @ q
        S = Wq[:Mp][:, None] + Wq[d:d + Mp][None, :] + Cm[0] @ Wq
        w = J * torch.exp(S); num = w.sum(0); den = w.sum()
        for k in range(1, K): den = den + torch.exp(Cm[k] @ Wq) / K
        F = num / den
        tgt = int(torch.argmax(torch.eye(Mp)[z0] @ torch.stack([torch.roll(torch.eye(Mp), 1, 1)] * 1)[0] @ torch.roll(torch.eye(Mp), 1, 1) @ torch.roll(torch.eye(Mp), 1, 1)))  # f = shift 3
        v = int(torch.argmax(F)); errs += (v != tgt)
        mg.append(float(F[tgt] - max(F[j] for j in range(Mp) if j != tgt)))
    return errs / Mp, min(mg), B

def Sft(Mp, s): return torch.roll(torch.eye(Mp), s, 1)         # row i -> e_{i+s}
for t, W in sorted(Ws.items()):
    print(f"T={t}: mean mu^T W[out,in] mu over the M' = 10 test patterns = {sum(float(W[d + j, j]) for j in range(10)) / 10:+.3f}")
    for Mp in (10, 20):
        for p in (0.38, 0.40, 0.42, 0.44):
            A1 = p * Sft(Mp, 1) + (1 - p) / 2 * (Sft(Mp, -2) + Sft(Mp, 4)); A2 = p * Sft(Mp, 1) + (1 - p) / 2 * (Sft(Mp, 3) + Sft(Mp, 5))
            A3 = p * Sft(Mp, 1) + (1 - p) / 2 * (Sft(Mp, 6) + Sft(Mp, 7))
            er, mg, B = icl(W, Mp, [A1, A2, A3])
            am = [int(torch.argmax(B[i])) for i in range(Mp)]
            cond = all(am[i] == (i + 3) % Mp for i in range(Mp))
            rho = min(1 - (1 - p) / 2 / p for _ in range(1))
            print(f"   M'={Mp} p={p}: (7.12) rho^f={rho:.3f}; Condition 7.3.2 {'holds' if cond else 'FAILS'} (row 0: argmax {am[0]}, B(0,argmax)={float(B[0].max()):.4f}, B(0,f(0))={float(B[0,3]):.4f}); R_ICL = {er:.2f} (label margin {mg:+.4f})")
