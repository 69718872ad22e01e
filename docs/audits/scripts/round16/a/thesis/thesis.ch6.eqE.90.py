#!/usr/bin/env python3
"""Auditor A, round 16: thesis (seed 003) (E.90) L8361-8363: for mu'_j = sum_i k_ji mu_i (sum k >= 1, sum k^2 = 1) and p'_query with
ODR pattern mu'_j, |(mu_j^T, 0^T) W_Q^(T) p'_query| >= |k_j| (mu_j^T, 0^T) W_Q^(T) p_query (1 - Theta(1)/M1 - Theta(1)/M2) 'for any
p_query with mu_j as the IDR pattern'. Own model (training loop of thesis.ch6.eqE.83_93.py, M1 = 4, M2 = 8, beta = 2). Uniform k_i =
1/sqrt(M1); p'_query = (mu' + kappa' nu_1; 0), p_query = (mu_j + kappa nu_k; 0); ratio = least LHS / largest |k_j| (mu_j,0) W_Q p_query."""
import importlib.util
import math
import sys

import torch

spec = importlib.util.spec_from_file_location("e8393", "/work/audit/r16A/thesis/thesis.ch6.eqE.83_93.py")
mod = importlib.util.module_from_spec(spec)
sys.argv = [sys.argv[0], "--noop"]
spec.loader.exec_module(mod)
for d, s in ((0.15, 1), (0.05, 1), (0.015, 2)):
    r = mod.train(s, delta=d)
    M1, M2, b, K = r["M1"], r["M2"], r["beta"], r["K"]
    W = r["WQT"]
    kv = torch.full((M1,), M1 ** -0.5)
    worst = math.inf
    for j in range(M1):
        lhs = min(abs(b * float(W[j, :M1] @ (b * kv)) + kap * b * b * float(W[j, M1])) for kap in (-1.0, 0.0, 1.0))
        own = max(b * (b * float(W[j, j]) + kap * b * float(W[j, M1 + k])) for k in range(M2) for kap in (-K, K))
        worst = min(worst, lhs / (float(kv[j]) * own))
    print(f"delta={d} seed={s}: T={r['T']}: least |(mu_j,0) W_Q p'| / (|k_j| (mu_j,0) W_Q p_query) = {worst:.4f} (printed: >= 1 - Theta(1)/M1 - Theta(1)/M2)", flush=True)
