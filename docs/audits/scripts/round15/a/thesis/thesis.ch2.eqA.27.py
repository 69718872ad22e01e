#!/usr/bin/env python3
"""Auditor A, round 15: thesis (seed 003) (A.27) L2769, Lemma A.3.1 Claim 1 (explicit '<='):
for unlucky neurons i and j in W_{l,n}(0), k in U_{l,n}(0), p in P: W_O(i)^(t) p <= (1/sqrt(B)) min{W_O(j)^(t) p_1,
W_O(k)^(t) p_2}. Own model (my (A.20)/(A.24) script's trained(), own code). Unlucky = in neither lucky set (union
over (l, n)); readings R0 (lucky sets as printed) and R2 (lucky also W_O(j)^(0) p_own > 0, making the right side
positive). t = 1 and t = 3."""
import importlib.util
import math

import numpy as np

spec = importlib.util.spec_from_file_location("a2024", "/work/audit/r15A/thesis/thesis.ch2.eqA.20_24.py")
src = open("/work/audit/r15A/thesis/thesis.ch2.eqA.20_24.py").read().split('print("t = 1, M = 3')[0]
ns = {}
exec(compile(src, "a2024", "exec"), ns)
trained = ns["trained"]

for (seed, M, L, N, eta, steps) in ((0, 3, 8, 64, 0.5, 1), (1, 3, 8, 64, 1.0, 3), (2, 4, 10, 256, 0.5, 1), (3, 3, 8, 1024, 0.5, 1)):
    WO0, WOt, W, U, m = trained(seed, M, L, N, N, eta, 1.0, steps, False)
    unl = ~(W | U)
    C = WOt[:, :M]
    if not bool(unl.any()):
        print(f"seed {seed}: no unlucky neuron"); continue
    lhs = float(C[unl].max())
    for tag, Wset, Uset in (("R0", W, U), ("R2", W & (WO0[:, 0] > 0), U & (WO0[:, 1] > 0))):
        rhs = min(float(C[Wset, 0].min()), float(C[Uset, 1].min())) / math.sqrt(N)
        print(f"M={M} L={L} B=N={N} m={m} eta={eta} t={steps} seed {seed} {tag}: unlucky {int(unl.sum())}, max unlucky "
              f"component {lhs:.3f} vs (1/sqrt B) min = {rhs:.2e} ({'sign crossing' if rhs <= 0 else f'ratio {lhs / rhs:.1f}'})")
