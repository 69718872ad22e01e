# confusion ratio eps_S (Definition 3.4.3, population version over N_{z_m}) and delta_{z_m} for the (B.64) instance, by flip fraction of non-disc labels
import numpy as np, gt_sim as G
for N in (4800,):
  for frac in (0.5, 0.4, 0.3):
    A, pat, y, _ = G.make_graph(N, 0.4, 0.1, M=4, deg=8, seed=0)
    rng = np.random.default_rng(1); nd = np.where(pat >= 2)[0]
    fl = rng.choice(nd, int(round(frac * len(nd))), replace=False); y = y.copy(); y[fl] *= -1
    rel = np.where(y > 0, 0, 1)
    r1, r2, sz2, D1, D2 = [], [], [], [], []
    for n in rng.choice(N, 1500, replace=False):
        n1, n2 = G.neigh12(A, n); sz2.append(len(n2))
        for s, acc, D in ((n1, r1, D1), (n2, r2, D2)):
            c1 = np.sum(pat[s] == 0); c2 = np.sum(pat[s] == 1)
            cs, cc = (c1, c2) if rel[n] == 0 else (c2, c1)
            D.append(cs - cc)
            if pat[n] >= 2 and cs + cc > 0: acc.append(cc / (cs + cc))
    D1, D2 = np.array(D1), np.array(D2)
    zm = 1 if D1.mean() > D2.mean() else 2
    Dz = D1 if zm == 1 else D2
    print(f"N={N} flip {frac:.0%} of non-disc: Delta_bar(1,2)=({D1.mean():.2f},{D2.mean():.2f}) z_m={zm} |V_d|/N={np.mean(Dz>0):.3f} (eps0>={1-np.mean(Dz>0):.3f}) "
          f"eps_S over N_1={np.mean(r1):.3f} over N_2={np.mean(r2):.3f} (n with disc nodes in N_2: {len(r2)}/{np.sum(pat>=2)}) delta_2=max|N_2|~{max(sz2)}")
