# Auditor A r26: thesis.ch3.theorem3.4.4-T38 -- parameter-free lower bound on the sampled hinge over the UNLABELLED nodes
# (the population risk (3.4) estimated on V \ L), compared with 2 eps_0 (3.10). Same argument as b64_T38_floor.py.
import sys, math, numpy as np
from collections import Counter, defaultdict
from b64_T38_sim import build_graph, stats
from b64_T38_floor import comps
N = int(sys.argv[1]); q = float(sys.argv[2]); seed = int(sys.argv[3]); Ss = [int(s) for s in sys.argv[4].split(',')]
G = build_graph(N, q, seed=seed); rng = np.random.default_rng(seed + 1)
perm = rng.permutation(N); L_idx = perm[:int(0.8*N)]; U_idx = perm[int(0.8*N):]
zm, Vd, eps0, dzm, Dz = stats(G, L_idx)
pat, y = G['pat'], G['y']
for name, idx in (("unlabelled", U_idx), ("all nodes", np.arange(N))):
    types = Counter()
    for n in idx:
        cats = [0]*8
        for v in G['N1'][n]: cats[pat[v]] += 1
        for v in G['N2'][n]: cats[4 + pat[v]] += 1
        types[(int(y[n]), int(pat[n]), tuple(cats))] += 1
    for S in Ss:
        w = {1: defaultdict(float), -1: defaultdict(float)}
        for (yy, p, cats), cnt in types.items():
            for c, pr in comps(list(cats), min(S, sum(cats))):
                w[yy][(p, c)] += cnt*pr
        keys = set(w[1]) | set(w[-1])
        floor = 2*sum(min(w[1].get(a, 0), w[-1].get(a, 0)) for a in keys)/len(idx)
        print(f"N={N} q={q} seed={seed} {name} (|.|={len(idx)}), |S|={S}: floor of sampled hinge f = {floor:.5f}; eps_0 = {eps0:.4f}; floor - 2 eps_0 = {floor - 2*eps0:.5f}", flush=True)
