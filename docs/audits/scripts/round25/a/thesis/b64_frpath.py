# (B.64) along flip fraction f -> 1/2 (eps_S -> 1/2 from inside): V_d hinge after T steps, N = 19200, eps = 0.3 settings
import os, sys, numpy as np, gt_sim as G
N, eps, M, eta = 19200, 0.3, 4, 0.2
A, pat, y0, _ = G.make_graph(N, 0.4, 0.1, M=M, deg=8, seed=0)
B = int(np.ceil(eps ** -2 * np.log(N))); m = int(np.ceil(M ** 2 * np.log(N))); T1 = int(0.8 * N) // B
for f in [float(x) for x in sys.argv[1].split(',')]:
    rng = np.random.default_rng(1); nd = np.where(pat >= 2)[0]
    y = y0.copy(); y[rng.choice(nd, int(round(f * len(nd))), replace=False)] *= -1
    rel = np.where(y > 0, 0, 1)
    L = rng.permutation(N)[:int(0.8 * N)]
    ev = rng.choice(L, 1500, replace=False)
    Dz = []; epsS = []
    for n in ev:
        n1, n2 = G.neigh12(A, n); c1 = np.sum(pat[n2] == 0); c2 = np.sum(pat[n2] == 1)
        cs, cc = (c1, c2) if rel[n] == 0 else (c2, c1); Dz.append(cs - cc)
        if pat[n] >= 2 and cs + cc > 0: epsS.append(cc / (cs + cc))
    inV = np.array(Dz) > 0; disc = pat[ev] < 2
    out = []
    for passes in (4, 16):
        p, _, smp = G.train(A, pat, y, np.concatenate([rng.permutation(L) for _ in range(passes)]), B=B, T=T1 * passes, m=m, eta=eta, M=M, nsamp=10, seed=0)
        F = G.evaluate(p, ev, smp); h = np.maximum(1 - y[ev] * F, 0)
        out.append(f"T={T1*passes}: V_d {h[inV].mean():.3f} (non-disc {h[inV & ~disc].mean():.3f})")
    print(f"f={f}: eps_S(N_2)={np.mean(epsS):.3f} |V_d|/N={inV.mean():.3f}  " + "  ".join(out), flush=True)
