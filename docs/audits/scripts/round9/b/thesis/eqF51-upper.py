"""Auditor B: thesis (F.51) L9537-L9539, O half: same-TSR-pattern score p~_j^T W^(T) p~_q = Theta(log(K/eps)), eps in (0, 1),
W^(T) trained per Theorem 3 (B, T from (F.19)/(F.34) with constant c_T). Reuses my own Chapter 7 trainer (eqF49.py), K = 1."""
import math, torch
from eqF49 import train, prompts, M, d

def score(W, alpha, l, seed):
    g = torch.Generator().manual_seed(seed + 5)
    P, Q, Z, inS = prompts(2048, l, alpha, g, noise=0.3)
    s = torch.einsum('nld,de,ne->nl', P, W, Q)
    return s[inS].max().item(), s[inS].mean().item()

eta, alpha, l = 0.9, 0.5, 8
for cT in (1, 4):
    for eps in (0.5, 0.9, 0.99, 0.999, 0.9999):
        W, B, T = train(eps, eta, alpha, l, cT, 1.0, seed=3)
        mx, me = score(W, alpha, l, 3)
        print(f"cT={cT} eps={eps}: B={B} T={T}: max same-pattern score {mx:.4f}, mean {me:.4f}, log(K/eps) = {math.log(1/eps):.2e}, "
              f"ratio max/log = {mx / math.log(1/eps):.3g}, mean/(1+log) = {me / (1 + math.log(1/eps)):.3f}")
