"""E.175 under the per-prompt reading p_j^n (first label-q context token of prompt n), larger B, seeds 0..11."""
import numpy as np
src = open("eqE174_E175.py").read().split("for seed in range(4):")[0]
ns = {}; exec(src, ns); build = ns['build']
for seed in range(12):
    d = build(seed, B=150000); z, a, gate, W, U, mix, P, lab = d['z'], d['a'], d['gate'], d['W'], d['U'], d['mix'], d['P'], d['lab']
    cw = (W & gate) @ a; cu = (U & gate) @ a
    has = (lab == 1).any(1); jn = np.argmax(lab == 1, 1)
    ovn = np.einsum('bd,bd->b', mix, P[np.arange(len(z)), jn]) * has
    tw = z * cw * ovn; diff = z * cu * ovn - tw / 2
    print(f"seed {seed}: S_W={tw.mean():+.5f}+-{tw.std()/np.sqrt(len(z)):.5f}  S_U-S_W/(b^2+1)={diff.mean():+.5f}+-{diff.std()/np.sqrt(len(z)):.5f}")
