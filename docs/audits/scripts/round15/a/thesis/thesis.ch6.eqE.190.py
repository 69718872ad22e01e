#!/usr/bin/env python3
"""Auditor A, round 15: thesis (seed 003) (E.190) L8942-L8948: W_V^(t) p_s^n = delta (p_s^n; 0) + sum_{b<t} eta
(sum_i V_i(b) W_O(i)^(b))^T, with (E.177) L8873-L8879 defining V_i(b) by the GRADIENT:
eta (1/B) sum_n dl/dW_V^(b) p_j = eta sum_i V_i(b) W_O(i)^(b); Subroutine 2's step (E.2) L7910 subtracts the gradient.
Own check on my Chapter 6 model (eq6.16 script's make/forward, own code): t SGD steps; sum_b eta G_b p (G_b the autograd
W_V gradient of the batch's mean hinge), against W_V^(t) p - delta (p; 0)."""
import math

import numpy as np
import torch

src = open("/work/audit/r15A/thesis/thesis.ch6.eq6.16.py").read().split('if __name__ == "__main__":')[0]
ns = {}
exec(compile(src, "eq616", "exec"), ns)
make, forward = ns["make"], ns["forward"]
torch.set_default_dtype(torch.float64)
M1, M2, m, B, eta, delta, seed = 4, 2, 64, 40, 1.0, 0.2, 0
rng = np.random.default_rng(seed); torch.manual_seed(seed)
D = M1 + M2 + 1
WV = torch.eye(D) * delta; WQ = torch.zeros(D, D); WK = torch.zeros(D, D)
for i in range(M1 + M2):
    WQ[i, i] = WK[i, i] = delta
WO = torch.randn(m, D) / math.sqrt(m); a = torch.tensor(rng.choice([-1.0, 1.0], m)) / m
for W in (WQ, WK, WV, WO):
    W.requires_grad_()
tasks = [(j, (j + 1) % M1) for j in range(M1)]
opt = torch.optim.SGD([WQ, WK, WV, WO], lr=eta)
acc = torch.zeros(D, D)
for t in range(1, 4):
    P, z = make(M1, M2, B, 12, 0.9, tasks, rng, beta=3.0)
    loss = torch.clamp(1 - z * forward(P, WQ, WK, WV, WO, a, torch.ones(m)), min=0).mean()
    opt.zero_grad(); loss.backward()
    acc += eta * WV.grad.detach()
    opt.step()
    p = P[0].T                                                     # the first prompt's tokens p_s, columns
    lhs = WV.detach() @ p
    printed = delta * p + acc @ p                                  # '+' as printed
    update = delta * p - acc @ p                                   # with the update's sign
    print(f"t = {t}: max |W_V^(t) p - printed| = {float((lhs - printed).abs().max()):.3e}, "
          f"max |W_V^(t) p - (delta p - sum eta G p)| = {float((lhs - update).abs().max()):.1e}, "
          f"max |sum eta G p| = {float((acc @ p).abs().max()):.3e}")
