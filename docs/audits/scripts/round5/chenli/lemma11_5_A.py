"""Audit chenli.display.lemma11.5-A-singular-values, -sigma-min-A, -sigma-min-Mhat: seed 000 L3127-L3140, (147).
mpmath for the 2x2 block; numpy (float64, small sizes) for A, D, Mhat = A D."""
import mpmath as mp
import numpy as np
mp.mp.dps = 30
def A_mat(dM, rho):
    n = 2 * dM + 1; A = np.zeros((n + 1, n + 1)); A[:n, :n] = rho * np.eye(n); A[n, 0] = 1 / n; A[n, n] = 1 / n
    return A
dM, rho = 1, mp.mpf(1); a = mp.mpf(1) / (2 * dM + 1)
pr = [a**2 + rho**2 / 2 - mp.sqrt(a**4 + rho**4 / 4), a**2 + rho**2 / 2 + mp.sqrt(a**4 + rho**4 / 4)]
B = mp.matrix([[rho, 0], [a, a]]); sv = sorted(mp.svd_r(B, compute_uv=False))
print("dM=1 rho=1: printed 'singular values' =", [mp.nstr(x, 6) for x in pr], " true singular values (2x2 block) =",
      [mp.nstr(x, 6) for x in sv], " squares =", [mp.nstr(x**2, 6) for x in sv])
for dM in (5, 20):
    n = 2 * dM + 2; D = np.abs(np.subtract.outer(np.arange(n), np.arange(n))).astype(float)
    for rho in (10.0, 100.0, 1000.0):
        A = A_mat(dM, rho); Mh = A @ D
        sA = np.linalg.svd(A, compute_uv=False).min(); sM = np.linalg.svd(Mh, compute_uv=False).min()
        inv_inf = np.abs(np.linalg.inv(Mh)).sum(axis=1).max()
        print(f"dM={dM} rho={rho:g}: sigma_min(A)={sA:.5f} (1/(2dM+1)={1/(2*dM+1):.5f}, rho/dM={rho/dM:g})  sigma_min(Mhat)={sM:.5f}  "
              f"||Mhat^-1||_inf={inv_inf:.4f} (dM/rho={dM/rho:.4g}, dM={dM})")
