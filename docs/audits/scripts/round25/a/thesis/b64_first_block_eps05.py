"""Auditor A r25: (B.64), seed 003 L4145-L4151 (end of the proof of Theorem 3.4.4): with B >~ eps^-2 log N, 'for all n in V_d,
f_N(Psi) <= eps' -- read as: the hinge empirical risk (3.3) of the trained model over the labelled nodes of V_d (Assumption 3.4.2)
is <= eps. Own simulator gt_sim.py; helper's path: flipped labels (flip 0.2), B = ceil(eps^-2 ln N), m = ceil(M^2 ln N), one pass
T = |L|/B (|L| = 0.8 N), eta = 0.2, gamma_d = 0.4, eps_S = 0.1, eps = 0.5; along N. Margins Delta_n(z) by exact 1/2-hop sets."""
import sys, time, numpy as np, gt_sim as G
eps = float(sys.argv[1]) if len(sys.argv) > 1 else 0.5
Ns = [int(x) for x in sys.argv[2].split(',')] if len(sys.argv) > 2 else [1200, 4800, 19200]
seed = int(sys.argv[3]) if len(sys.argv) > 3 else 0
import os
gd, eS, flip, eta, M = float(os.environ.get("GD", 0.4)), float(os.environ.get("ES", 0.1)), float(os.environ.get("FLIP", 0.2)), 0.2, 10
for N in Ns:
    t0 = time.time()
    A, pat, y, ytrue = G.make_graph(N, gd, eS, seed=seed, flip=flip)
    rng = np.random.default_rng(seed)
    rel = np.where(y > 0, 0, 1)
    def delta(n):
        n1, n2 = G.neigh12(A, n)
        out = []
        for s in (n1, n2):
            c1 = np.sum(pat[s] == 0); c2 = np.sum(pat[s] == 1)
            out.append(c1 - c2 if rel[n] == 0 else c2 - c1)
        return out
    sub = rng.choice(N, min(N, 1500), replace=False)
    Dsub = np.array([delta(n) for n in sub]); Dbar = Dsub.mean(0); zm = 1 + int(np.argmax(Dbar))
    L = rng.permutation(N)[:int(0.8 * N)]
    B = int(np.ceil(eps ** -2 * np.log(N))); m = int(np.ceil(M ** 2 * np.log(N))); T = len(L) // B
    p, _, smp = G.train(A, pat, y, L, B=B, T=T, m=m, eta=eta, seed=seed)
    ev = rng.choice(L, min(len(L), 2000), replace=False)
    Dev = np.array([delta(n) for n in ev])[:, zm - 1]
    Vd = ev[Dev > 0]
    F = G.evaluate(p, Vd, smp)
    h = np.maximum(1 - y[Vd] * F, 0)
    Fall = G.evaluate(p, ev, smp); hall = np.maximum(1 - y[ev] * Fall, 0)
    print(f"gd={gd} eS={eS} flip={flip} N={N} eps={eps}: Delta_bar(1,2)~{np.round(Dbar,1)} z_m={zm} |V_d|/n={len(Vd)/len(ev):.3f} B={B} m={m} T={T}: "
          f"hinge over labelled V_d = {h.mean():.3f} ({'<=' if h.mean() <= eps else '>'} eps)  frac(V_d nodes with loss > eps)={np.mean(h>eps):.3f}  "
          f"all labelled {hall.mean():.3f}  [{time.time()-t0:.0f}s]", flush=True)
