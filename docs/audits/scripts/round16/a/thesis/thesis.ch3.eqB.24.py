#!/usr/bin/env python3
"""Auditor A, round 16: thesis (seed 003) (B.24) L3993-3995 (Lemma B.3.3, b_0 fixed): b_{z_m}^(t) - b_z^(t) >~ (positive factors) x
(Delta(z_m) - Delta(z)), the last factor > 0 for z != z_m by (3.6). Symmetry check at t = 1 (own torch, graph transformer of my (B.10)
script with SPD-bucket biases u_(s,n)^T b, buckets z = 0 (self), 1, 2, 3 assigned by a fixed random 'distance' per pair, b^(0) = 0,
b_0 frozen): F is linear in a, so a -> -a (same law) flips dF/db, and with every hinge active (|F| < 1 at init) it flips
b^(1) - b^(0) exactly; hence P[b_{z_m}^(1) - b_z^(1) < 0] = 1/2 for every m, B while the right side is > 0."""
import math

import torch

torch.set_default_dtype(torch.float64)


def step(a_sign, seed=0, N=120, M=4, m=64, B=64, ns=8, eta=0.1):
    g = torch.Generator().manual_seed(seed)
    pats = torch.multinomial(torch.tensor([0.3, 0.3, 0.2, 0.2]), N, replacement=True, generator=g)
    X = torch.eye(M)[pats]
    y = torch.where(pats == 0, 1.0, torch.where(pats == 1, -1.0, 0.0))
    lab = torch.nonzero(pats <= 1).flatten()
    WO = torch.randn(m, M, generator=g) * 0.1
    a = torch.where(torch.rand(m, generator=g) < 0.5, 1.0, -1.0) / math.sqrt(m) * a_sign
    dist = torch.randint(1, 4, (N, N), generator=g)
    b = torch.zeros(4, requires_grad=True)
    bn = lab[torch.randint(len(lab), (B,), generator=g)]
    S = torch.cat([bn[:, None], torch.randint(N, (B, ns), generator=g)], 1)
    z = torch.where(S == bn[:, None], torch.zeros_like(S), dist[bn[:, None], S])
    lg = torch.einsum("nsd,nd->ns", X[S], X[bn]) + b[z]
    att = torch.softmax(lg, 1)
    F = (torch.relu(torch.einsum("ns,nsd->nd", att, X[S]) @ WO.T) * a).sum(1)
    loss = torch.clamp(1 - y[bn] * F, min=0).mean()
    loss.backward()
    with torch.no_grad():
        g_ = b.grad.clone(); g_[0] = 0.0                      # b_0 fixed (Lemma B.3.3)
        return (-eta * g_), float(F.abs().max())


for seed in range(4):
    d1, f1 = step(1.0, seed); d2, f2 = step(-1.0, seed)
    gaps1 = [float(d1[1] - d1[z]) for z in (2, 3)]; gaps2 = [float(d2[1] - d2[z]) for z in (2, 3)]
    print(f"seed {seed}: max|F| = {f1:.3f}; b^(1)-b^(0) with a: {[round(float(v), 8) for v in d1]}, with -a: {[round(float(v), 8) for v in d2]}; "
          f"gaps b_1 - b_z (z = 2, 3): {[f'{v:.2e}' for v in gaps1]} vs {[f'{v:.2e}' for v in gaps2]}")
