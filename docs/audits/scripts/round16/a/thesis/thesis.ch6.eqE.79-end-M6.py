#!/usr/bin/env python3
"""(E.79) chain's end at M1 = 6 (M2 = 12 = 2 M1, beta = 2, alpha = 0.8, delta = 0.015, eta = 0.9, m = 130 >= 2 M1^2 ln M1 = 129,
B = 70 >= 6 M1 ln M1 = 64.5, l = 18): how often the trained own score is negative (w.h.p. would need <= M1^{-C}, C > 1)."""
import importlib.util
import math
import sys

spec = importlib.util.spec_from_file_location("e8393", "/work/audit/r16A/thesis/thesis.ch6.eqE.83_93.py")
mod = importlib.util.module_from_spec(spec)
sys.argv = [sys.argv[0], "--noop"]
spec.loader.exec_module(mod)
for s in range(1, 11):
    r = mod.train(s, M1=6, M2=12, beta=2.0, alpha=0.8, delta=0.015, eta=0.9, m=130, B=70, l=18, Tmax=7000)
    if r["T"] is None:
        print(f"seed={s}: no zero loss in 7000 steps", flush=True); continue
    W, b, K, M1, M2 = r["WQT"], 2.0, 0.5, 6, 12
    best = min(b * (b * float(W[j, j]) + kap * b * float(W[j, M1 + k])) for j in range(M1) for k in range(M2) for kap in (-K, K))
    print(f"seed={s}: T={r['T']} (eta T/(M1 sqrt lnM1) = {0.9 * r['T'] / (M1 * math.sqrt(math.log(M1))):.0f}); own entries "
          f"{[round(b * b * float(W[j, j]), 2) for j in range(M1)]}; least score {best:.3f} vs sqrt(ln 6) = {math.sqrt(math.log(6)):.3f}", flush=True)
