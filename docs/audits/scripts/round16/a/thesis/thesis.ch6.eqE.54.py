#!/usr/bin/env python3
"""Auditor A, round 16: thesis (seed 003) (E.54) L8179-8187 (proof of Theorem 6.3.3 (b)): for any context p_l with a different IDR
pattern than the query and p_s sharing it, (W_K^(T) p_l)^T (W_Q^(T) p_query) <~ (1/M1) (W_K^(T) p_s)^T (W_Q^(T) p_query) ('by Lemma
E.4.5', w.h.p.). Own model and training loop (thesis.ch6.eqE.83_93.py; cyclic tasks). Configurations: query (mu_j + kappa' nu_k'; 0) with
label z; same-pattern contexts (mu_j + kappa nu_k; z q); different-pattern contexts: the other decisive pattern (label -z) and the
non-decisive ones (either label); kappa, kappa' = +-K. Reported: sign crossings (some different-pattern score > 0 >= some same-pattern
score of the same query) and, over the queries without a crossing, the largest M1 * max_l score_l / min_s score_s."""
import importlib.util
import math
import sys

import torch

spec = importlib.util.spec_from_file_location("e8393", "/work/audit/r16A/thesis/thesis.ch6.eqE.83_93.py")
mod = importlib.util.module_from_spec(spec)
sys.argv = [sys.argv[0], "--noop"]
spec.loader.exec_module(mod)


def check(r):
    M1, M2, b, K = r["M1"], r["M2"], r["beta"], r["K"]
    dx = M1 + M2
    WQ, WK = r["WQT"], r["WKT"]

    def tok(j, k, kap, y):
        p = torch.zeros(dx + 1); p[j] = b; p[M1 + k] = kap * b; p[dx] = y
        return p

    cross, worst = 0, -math.inf
    nq = 0
    for j in range(M1):
        for z in (1.0, -1.0):
            other = (j + 1) % M1 if z > 0 else (j - 1) % M1
            for k2 in range(M2):
                for kap2 in (-K, K):
                    q = WQ @ tok(j, k2, kap2, 0.0)
                    same = [float((WK @ tok(j, k, kap, z)) @ q) for k in range(M2) for kap in (-K, K)]
                    diff = [float((WK @ tok(a, k, kap, y)) @ q) for a in range(M1) if a != j
                            for y in ((-z,) if a == other else (1.0, -1.0)) for k in range(M2) for kap in (-K, K)]
                    nq += 1
                    if max(diff) > 0 >= min(same):
                        cross += 1
                    elif min(same) > 0:
                        worst = max(worst, M1 * max(diff) / min(same))
    return cross, nq, worst


import os
RUNS = ((0.15, (1, 2, 3)), (0.05, (1, 2, 3)), (0.015, (3, 6, 10, 1))) if not os.environ.get("E54_UNBIASED") else ((0.015, tuple(range(1, 13))),)
for d, seeds in RUNS:
    for s in seeds:
        r = mod.train(s, delta=d, Tmax=6000)
        if r["T"] is None:
            print(f"delta={d} seed={s}: no zero loss"); continue
        c, nq, w = check(r)
        print(f"delta={d} seed={s}: T={r['T']}: query configurations with a sign crossing {c}/{nq}; "
              f"largest M1 max_l score_l / min_s score_s (no crossing) = {w:.2f}", flush=True)
