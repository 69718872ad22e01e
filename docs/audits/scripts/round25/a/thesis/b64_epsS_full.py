# realised eps_S (Definition 3.4.3, population form over N_{z_m}, all labelled non-discriminative nodes) for q = fraction of non-disc labels flipped
import sys, numpy as np, gt_sim as G
N = int(sys.argv[1]) if len(sys.argv) > 1 else 19200
A, pat, y0, _ = G.make_graph(N, 0.4, 0.1, M=4, deg=8, seed=0)
for q in (0.45, 0.48, 0.5):
    rng = np.random.default_rng(1); nd = np.where(pat >= 2)[0]
    y = y0.copy(); y[rng.choice(nd, int(round(q * len(nd))), replace=False)] *= -1
    L = rng.permutation(N)[:int(0.8 * N)]
    rel = np.where(y > 0, 0, 1); r1, r2 = [], []
    for n in L[pat[L] >= 2]:
        n1, n2 = G.neigh12(A, n)
        for s, acc in ((n1, r1), (n2, r2)):
            c1 = np.sum(pat[s] == 0); c2 = np.sum(pat[s] == 1); cs, cc = (c1, c2) if rel[n] == 0 else (c2, c1)
            if cs + cc > 0: acc.append(cc / (cs + cc))
    print(f"N={N} q={q}: eps_S over N_2 (z_m = 2) = {np.mean(r2):.4f} +- {np.std(r2)/np.sqrt(len(r2)):.4f} (n={len(r2)}); over N_1 = {np.mean(r1):.4f} +- {np.std(r1)/np.sqrt(len(r1)):.4f}", flush=True)
