"""Auditor A r21: chenli Lemma 6.8 Item 4 (seed 000 L1659; proof L1669-L1675):
| ||x^T (Th_i)_{:,S^c}||^2 - ||Th_i||_F^2 | <= 2 kappa ||Th_1||_F^2 for all i and ALL S with |S| <= d' (w.p. 1 - small const).
Own instance: m = 1, Th diagonal with a heavy block H (|H| = floor(d')) of mass 2 g kappa F^2 and a light part with
generic magnitudes and balanced signs.  For diagonal Th, (x^T Th)_j = x_j Th_jj, so ||x^T Th_{:,S^c}||^2 = sum_{j notin S} Th_jj^2
for EVERY x: at S = H the deviation is 2 g kappa F^2 deterministically.  Ratio deviation/(2 kappa F^2) = g."""
import numpy as np
import mpmath as mp

mp.mp.dps = 50
rng = np.random.default_rng(1)

print("(a) identity check on a small diagonal instance (d = 400, d' = 10, g = 2, kappa = 0.01, 2000 random x):")
d, dp, kap, g = 400, 10, 0.01, 2.0
F2 = 1.0
heavy = np.sqrt(2 * g * kap * F2 / dp) * np.ones(dp)
light = rng.uniform(0.5, 1.5, d - dp); light *= np.sqrt((1 - 2 * g * kap) * F2 / (light ** 2).sum())
diag = np.concatenate([heavy, light]) * np.where(np.arange(d) % 2 == 0, 1, -1)
Th = np.diag(diag)
X = rng.choice([-1.0, 1.0], size=(2000, d))
S = np.arange(dp)
vals = ((X @ Th)[:, dp:] ** 2).sum(1)
print(f"   ||Th||_F^2 = {np.sum(diag**2):.6f}; deviation over x: min {np.min(np.abs(vals - 1)):.6f} max "
      f"{np.max(np.abs(vals - 1)):.6f}; 2 kappa F^2 = {2 * kap:.4f}; Tr/F = {diag.sum():.3e}")

print("(b) the instance at Section 4's scales (exact arithmetic, log d = L):  m = 1, k = 3, lambda = 1/2,")
print("    kappa = c7 lambda^6.5/(m^6.5 log^2 d) (7); r_Theta = 10 log^c8(dmk)/(kappa lambda) (8, '>>' = 10x), need r <= d^(1/4)/10;")
print("    d' = kappa sqrt(d)/(nu sqrt(log d)) (75); heavy columns need v^2 >= 2 g kappa d/d'; Assumption 4: v <= sqrt(d)/(10 r^2);")
print("    Assumption 3: eff. rank = d'/(2 g kappa) >= r (also after removing <= c d columns).  g_max = largest admissible g.")
for L in [600, 1200, 2500]:
    for c7 in [1, 1e-3]:
        for c8 in [3, 10]:
            for nu in [1e-3, 1, 1e5]:
                dd = mp.e ** L; lam = mp.mpf(1) / 2; m = 1; k = 3
                kap = c7 * lam ** 6.5 / (m ** 6.5 * mp.mpf(L) ** 2)
                r = 10 * mp.log(dd * m * k) ** c8 / (kap * lam)
                if r > dd ** 0.25 / 10:
                    print(f"   L={L} c7={c7} c8={c8} nu={nu}: (8) window empty at this log d"); continue
                dpr = mp.floor(kap * mp.sqrt(dd) / (nu * mp.sqrt(L)))
                vmax2 = dd / (100 * r ** 4)
                g_rank = dpr / (2 * kap * r)
                g_v = vmax2 * dpr / (2 * kap * dd)
                g_mass = 1 / (4 * kap)  # keep the heavy mass <= F^2/2
                gmax = min(g_rank, g_v, g_mass)
                print(f"   L={L} c7={c7:g} c8={c8} nu={nu:g}: kappa={mp.nstr(kap, 3)} r={mp.nstr(r, 3)} d'={mp.nstr(dpr, 3)} "
                      f"g_max={mp.nstr(gmax, 3)} (rank {mp.nstr(g_rank, 3)}, v {mp.nstr(g_v, 3)}, mass {mp.nstr(g_mass, 3)}) "
                      f"-> deviation/(2 kappa F^2) = g_max {'> 1: CROSS' if gmax > 1 else '<= 1'}")
print("(c) the proof's step L1673 needs (d' log d/d) v^2 << kappa, i.e. v^2 << nu sqrt(d/log d); Assumption 4 allows v^2 up to")
print("    d/r^4, e.g. L = 600, c7 = 1, c8 = 3, nu = 1: nu sqrt(d/log d) =",
      mp.nstr(mp.sqrt(mp.e ** 600 / 600), 3), "vs d/r^4 =",
      mp.nstr(mp.e ** 600 / (10 * mp.log(3 * mp.e ** 600) ** 3 / ((mp.mpf(1) / 2) ** 6.5 / 600 ** 2 / 2)) ** 4, 3))
