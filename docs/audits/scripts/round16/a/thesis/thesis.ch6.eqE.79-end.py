#!/usr/bin/env python3
"""Auditor A, round 16: thesis (seed 003) (E.79) L8317-8321, the chain's end: for p_query with mu_j as IDR pattern,
(mu_j^T, 0^T) W_Q^(T) p_query >~ sqrt(log M1) + delta >~ sqrt(log M1) (trained model, T the zero-loss step, eta T >= Theta(M1)
sqrt(log M1)). Own model (_icl_own.py) via the training loop of thesis.ch6.eqE.83_93.py (own code).
lhs = min over j, k, kappa = +-K of beta (beta W_Q[j, j] + kappa beta W_Q[j, M1 + k])."""
import importlib.util
import math
import sys

spec = importlib.util.spec_from_file_location("e8393", "/work/audit/r16A/thesis/thesis.ch6.eqE.83_93.py")
mod = importlib.util.module_from_spec(spec)
sys.argv = [sys.argv[0]] + ["--noop"]
spec.loader.exec_module(mod)


def own(r):
    M1, M2, b, K = r["M1"], r["M2"], r["beta"], r["K"]
    W = r["WQT"]
    best = min(b * (b * float(W[j, j]) + kap * b * float(W[j, M1 + k])) for j in range(M1) for k in range(M2) for kap in (-K, K))
    diag = [round(b * b * float(W[j, j]), 3) for j in range(M1)]
    return best, diag


import os
DS = [float(x) for x in os.environ.get("E79_DELTAS", "0.015,0.05").split(",")]
SEEDS = range(int(os.environ.get("E79_S0", "1")), int(os.environ.get("E79_S1", "7")))
for d in DS:
    for s in SEEDS:
        r = mod.train(s, delta=d, Tmax=6000)
        if r["T"] is None:
            print(f"delta={d} seed={s}: no zero loss within 6000 steps"); continue
        best, diag = own(r)
        M1 = r["M1"]
        print(f"delta={d} seed={s}: T={r['T']} (eta T/(M1 sqrt lnM1) = {r['eta'] * r['T'] / (M1 * math.sqrt(math.log(M1))):.0f}); "
              f"own entries {diag}; least score {best:.3f} vs sqrt(ln M1) = {math.sqrt(math.log(M1)):.3f}", flush=True)
