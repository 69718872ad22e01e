#!/usr/bin/env python3
"""Auditor A, round 15: thesis (seed 003) (E.187) L8914-L8921, first '=': eta (1/B) sum_b sum_{n in B_b}
dl(P^n, z^n; Psi)/dW_V (nu_k; 0) = eta (1/B) sum_b sum_n (-z^n) sum_k' a_k' 1[W_O(k') sum_s W_V p_s softmax >= 0]
W_O(k')^T sum_s softmax(.) p_s^T (nu_k; 0), l the hinge max{0, 1 - z F} of (6.3).
Own check with my Chapter 6 model (the eq6.16 script's make/forward, own code): SGD for t0 + 1 steps; at each step's
iterate, the autograd W_V gradient of the batch's summed hinge applied to (nu_k, 0) (every IDI pattern k) against the
printed term (no hinge-activity factor) and against the printed term with 1[z F < 1] restored."""
import math

import numpy as np
import torch

src = open("/work/audit/r15A/thesis/thesis.ch6.eq6.16.py").read().split('if __name__ == "__main__":')[0]
ns = {}
exec(compile(src, "eq616", "exec"), ns)
make = ns["make"]
torch.set_default_dtype(torch.float64)


def parts(P, WQ, WK, WV, WO, a):
    ctx, qry = P[:, :-1, :], P[:, -1, :]
    att = torch.softmax(torch.einsum("nid,nd->ni", ctx @ WK.T, qry @ WQ.T), 1)
    agg_p = torch.einsum("ni,nid->nd", att, ctx)                  # sum_s softmax p_s
    pre = (agg_p @ WV.T) @ WO.T
    return agg_p, pre


M1, M2, m, B, eta, t0, seed = 3, 2, 27, 30, 1.0, 100, 1
rng = np.random.default_rng(seed); torch.manual_seed(seed)
D = M1 + M2 + 1
WV = torch.eye(D) * 0.2; WQ = torch.zeros(D, D); WK = torch.zeros(D, D)
for i in range(M1 + M2):
    WQ[i, i] = WK[i, i] = 0.2
WO = torch.randn(m, D) / math.sqrt(m); a = torch.tensor(rng.choice([-1.0, 1.0], m)) / m
for W in (WQ, WK, WV, WO):
    W.requires_grad_()
tasks = [(j, (j + 1) % M1) for j in range(M1)]
opt = torch.optim.SGD([WQ, WK, WV, WO], lr=eta)
G = torch.zeros(D, M2); Pr = torch.zeros(D, M2); Pa = torch.zeros(D, M2)
nu = torch.zeros(D, M2)
for k in range(M2):
    nu[M1 + k, k] = 3.0                                        # (nu_k; 0), beta = 3
zero_batches = 0
for t in range(t0 + 1):
    P, z = make(M1, M2, B, 12, 0.9, tasks, rng, beta=3.0)
    agg_p, pre = parts(P, WQ, WK, WV, WO, a)
    F = torch.relu(pre) @ a
    loss = torch.clamp(1 - z * F, min=0).sum() / B
    opt.zero_grad(); loss.backward()
    with torch.no_grad():
        G += eta * WV.grad @ nu
        ind = (pre >= 0).double() * a                          # (n, m): a_k' 1[...]
        dF = torch.einsum("nk,kd,ne->nde", ind, WO, agg_p)     # dF/dW_V per prompt, (n, D, D)
        Pr += eta * torch.einsum("n,nde->de", -z, dF) @ nu / B
        act = (z * F < 1).double()
        Pa += eta * torch.einsum("n,nde->de", -z * act, dF) @ nu / B
        zero_batches += int(bool((z * F >= 1).all()))
    opt.step()
print(f"M1 = {M1}, M2 = {M2}, beta = 3, m = {m}, B = {B}, eta = {eta}, t0 = {t0}: {zero_batches} of {t0 + 1} batches at "
      f"zero loss; max |gradient sum - printed| = {float((G - Pr).abs().max()):.4f} (max |printed| "
      f"{float(Pr.abs().max()):.4f}, max |gradient| {float(G.abs().max()):.4f}); with 1[z F < 1] restored: "
      f"{float((G - Pa).abs().max()):.1e}")
