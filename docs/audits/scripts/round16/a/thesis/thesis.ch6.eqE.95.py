#!/usr/bin/env python3
"""Auditor A, round 16: thesis (seed 003) (E.95) L8377: for an ODR pattern mu'_j = sum_i k_ji mu_i (sum_i k_ji >= 1, sum_i k_ji^2 = 1,
L8361) and a query p'_query with mu'_j as ODR pattern (p' = (mu'_j + kappa' nu'; 0), (6.8)), |(mu'_j^T, 0^T) W_Q^(T) p'_query| >~
sum_i |k_ji| sqrt(log M1) >= sqrt(log M1). Own model: training loop of thesis.ch6.eqE.83_93.py (M1 = 4, M2 = 8, beta = 2,
alpha = 0.8, eta = 0.9, m = 80, B = 45, l = 18), zero loss; k = e_j (sum = 1) or uniform 1/sqrt(M1) (sum = sqrt(M1) = 2),
nu' = nu_1, kappa' in {-1, 0, 1} (K' = 1)."""
import importlib.util
import math
import sys

import torch

spec = importlib.util.spec_from_file_location("e8393", "/work/audit/r16A/thesis/thesis.ch6.eqE.83_93.py")
mod = importlib.util.module_from_spec(spec)
sys.argv = [sys.argv[0], "--noop"]
spec.loader.exec_module(mod)
import os
RUNS = ((0.15, 1), (0.15, 2), (0.05, 1), (0.05, 2)) if not os.environ.get("E95_SMALL") else ((0.015, 2), (0.015, 4))
for d, s in RUNS:
    r = mod.train(s, delta=d)
    M1, M2, b = r["M1"], r["M2"], r["beta"]
    W = r["WQT"]; mb = W.shape[0]
    out = []
    for name, kv in (("e_1", torch.eye(M1)[0]), ("uniform", torch.full((M1,), M1 ** -0.5))):
        worst = math.inf
        for kap in (-1.0, 0.0, 1.0):
            p = torch.zeros(M1 + M2 + 1); p[:M1] = b * kv; p[M1] = kap * b
            mu = torch.zeros(mb); mu[:M1] = b * kv
            worst = min(worst, abs(float(mu @ W @ p)))
        rhs = float(kv.abs().sum()) * math.sqrt(math.log(M1))
        out.append(f"{name}: least |score| {worst:.3f} vs sum|k| sqrt(ln M1) = {rhs:.3f} (ratio {worst / rhs:.3f})")
    print(f"delta={d} seed={s}: T={r['T']}: " + "; ".join(out), flush=True)
