# Auditor A r26: thesis.ch3.eqB.64-T38 -- a parameter-free lower bound on the sampled V_d hinge for my graph (b64_T38_sim.py):
# for every input a (self pattern, multiset of (pattern, SPD bucket) of the sampled nodes), F(a) is one number whatever the
# weights, so w+(a) max(0, 1 - F(a)) + w-(a) max(0, 1 + F(a)) >= 2 min(w+(a), w-(a)). Summing over a:
#   f_N(V_d) = mean over labelled V_d nodes of E_sample hinge >= 2 sum_a min(w+(a), w-(a)) / |V_d cap L|,
# for every Psi (any T, B, m, eta). Exact multivariate-hypergeometric enumeration per node type.
import sys, math, itertools, numpy as np
from collections import Counter, defaultdict
from b64_T38_sim import build_graph, stats
def comps(counts, S):
    # all ways to draw S items without replacement from categories with given counts: yield (composition, prob)
    tot = sum(counts); denom = math.comb(tot, S)
    def rec(i, left):
        if i == len(counts) - 1:
            if left <= counts[i]: yield (left,)
            return
        for k in range(0, min(left, counts[i]) + 1):
            for rest in rec(i + 1, left - k): yield (k,) + rest
    for c in rec(0, S):
        p = 1
        for k, n in zip(c, counts): p *= math.comb(n, k)
        yield c, p/denom
N = int(sys.argv[1]); q = float(sys.argv[2]); seed = int(sys.argv[3]) if len(sys.argv) > 3 else 0
G = build_graph(N, q, seed=seed); rng = np.random.default_rng(seed + 1)
L_idx = rng.permutation(N)[:int(0.8*N)]                      # same labelled set as b64_T38_sim.run
zm, Vd, eps0, dzm, Dz = stats(G, L_idx)
pat, y = G['pat'], G['y']
LV = L_idx[Vd[L_idx]]
types = Counter()
for n in LV:
    cats = [0]*8                                               # (pattern 0..3) x (distance 1, 2)
    for v in G['N1'][n]: cats[pat[v]] += 1
    for v in G['N2'][n]: cats[4 + pat[v]] += 1
    types[(int(y[n]), int(pat[n]), tuple(cats))] += 1
print(f"N={N} q={q} seed={seed}: z_m={zm}, eps0={eps0:.3f}, |V_d cap L|={len(LV)}, node types={len(types)}")
for S in [int(s) for s in (sys.argv[4].split(',') if len(sys.argv) > 4 else ['10', '20'])]:
    w = {1: defaultdict(float), -1: defaultdict(float)}
    for (yy, p, cats), cnt in types.items():
        SS = min(S, sum(cats))
        for c, pr in comps(list(cats), SS):
            w[yy][(p, c)] += cnt*pr
    keys = set(w[1]) | set(w[-1])
    floor = 2*sum(min(w[1].get(a, 0), w[-1].get(a, 0)) for a in keys)/len(LV)
    print(f"  |S| = {S}: parameter-free floor of the sampled labelled-V_d hinge = {floor:.5f}")
