#!/usr/bin/env python3
"""Auditor A, round 15: thesis (seed 003) (E.222) L9096-L9098 at t = 1: for i in W_n,
W_O(i)^(t) V^n(t) = W_O(i)^(0) W_O(i)^(t)T + eta (1/B) sum_{n in B_b} (1/a) sum_s softmax(.) (delta p_s^T W_O(i)^(t)T
+ sum_{b<t} eta (sum_i' V_i'(b) W_O(i')^(b))^T W_O(i)^(t)T), V^n(t) = sum_{s=1}^{l+1} W_V^(t) p_s softmax(.) (E.30).
Own check on my Chapter 6 model (eq6.16 script's make, own code), one SGD step: the left side against the printed right
side (1/a = m, a_i = +-1/m; V_i'(b) by (E.177), the gradient) and against the prompt's own expansion (the reading)."""
import math

import numpy as np
import torch

src = open("/work/audit/r15A/thesis/thesis.ch6.eq6.16.py").read().split('if __name__ == "__main__":')[0]
ns = {}
exec(compile(src, "eq616", "exec"), ns)
make = ns["make"]
torch.set_default_dtype(torch.float64)
M1, M2, m, B, eta, delta, seed = 4, 2, 64, 40, 1.0, 0.2, 0
rng = np.random.default_rng(seed); torch.manual_seed(seed)
D = M1 + M2 + 1
WV = torch.eye(D) * delta; WQ = torch.zeros(D, D); WK = torch.zeros(D, D)
for i in range(M1 + M2):
    WQ[i, i] = WK[i, i] = delta
WO = torch.randn(m, D) / math.sqrt(m); a = torch.tensor(rng.choice([-1.0, 1.0], m)) / m
WO0, WV0, WQ0, WK0 = WO.clone(), WV.clone(), WQ.clone(), WK.clone()


def attn_all(P, WQ, WK):                         # softmax over all l + 1 columns (E.30)
    return torch.softmax(torch.einsum("nid,nd->ni", P @ WK.T, P[:, -1, :] @ WQ.T), 1)


def F(P, WQ, WK, WV, WO):
    att = attn_all(P, WQ, WK)
    return torch.relu(torch.einsum("ni,nid->nd", att, P @ WV.T) @ WO.T) @ a


tasks = [(j, (j + 1) % M1) for j in range(M1)]
P0, z0 = make(M1, M2, B, 12, 0.9, tasks, rng, beta=3.0)
params = [WQ, WK, WV, WO]
for p in params:
    p.requires_grad_()
loss = torch.clamp(1 - z0 * F(P0, WQ, WK, WV, WO), min=0).mean()
gQ, gK, gV, gO = torch.autograd.grad(loss, params)
WQ1, WK1, WV1, WO1 = (W.detach() - eta * g for W, g in zip(params, (gQ, gK, gV, gO)))
# lucky W_n of (E.31) at t = 0 for the prompts of B_0; left and printed sides at t = 1 for each (n, i in W_n)
att0 = attn_all(P0, WQ0, WK0); V0 = torch.einsum("ni,nid->nd", att0, P0 @ WV0.T)
dx = M1 + M2
att1 = attn_all(P0, WQ1, WK1); V1 = torch.einsum("ni,nid->nd", att1, P0 @ WV1.T)
worst, worst_read = 0.0, 0.0
for n in range(B):
    Wn = ((WO0[:, :dx] @ V0[n, :dx] > 0) & (WO0[:, dx:] @ V0[n, dx:] > 0) & (a > 0)).nonzero().flatten()
    for i in Wn.tolist():
        lhs = float(WO1[i] @ V1[n])
        # (E.177): eta G p = eta sum_i' V_i' W_O(i')^(0): the bracket's update term is (eta G p)^T W_O(i)^(1)
        brk = torch.einsum("ni,nid->nd", att1, delta * P0 + (eta * P0 @ gV.T)) @ WO1[i]    # per prompt n'
        printed = float(WO0[i] @ WO1[i]) + eta / B * m * float(brk.sum())
        own = float(torch.einsum("i,id->d", att1[n], delta * P0[n] - eta * P0[n] @ gV.T) @ WO1[i])
        if abs(lhs - printed) > abs(worst):
            worst, pair = lhs - printed, (n, i, lhs, printed, float(WO0[i] @ WO1[i]))
        worst_read = max(worst_read, abs(lhs - own))
n, i, lhs, printed, lead = pair
print(f"M1 = {M1}, M2 = {M2}, m = {m}, B = {B}, eta = {eta}, t = 1: largest disagreement at (n = {n}, i = {i}): "
      f"W_O(i)^(1) V^n(1) = {lhs:.4e} against the printed {printed:.4e} (its leading W_O(i)^(0) W_O(i)^(1)T = {lead:.4e}); "
      f"the prompt's own expansion (update sign): max |difference| = {worst_read:.1e}")
