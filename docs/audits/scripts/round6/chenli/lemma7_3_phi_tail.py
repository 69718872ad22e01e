"""Audit chenli.display.lemma7.3-first-link-Phi-tail (seed 000 L2401, L2409; event A L2316; C in (113) L2312;
Theorem 3.4's Phi = CDF, L325). Instance (m = 1, eta = 0): X_1 Theta~ X_2^T = r^{-1/2} sum_{j<=r} eps_j (Rademacher),
A = {sum eps_j > C sqrt(r)}; exact binomial tail (mpmath) and Hoeffding; compare with 1 - Phi_L2401(C) = P[g <= C]."""
import mpmath as mp
mp.mp.dps = 50
for r, C in [(4096, 2), (16384, 4), (2 ** 16, 8)]:
    thr = (r + C * mp.sqrt(r)) / 2              # #(+1) > thr
    k0 = int(mp.floor(thr)) + 1
    PA = mp.mpf(sum(__import__("math").comb(r, k) for k in range(k0, r + 1))) / mp.mpf(2) ** r
    cdf = mp.ncdf(C)
    print(f"r={r} C={C}: P[A] = {mp.nstr(PA, 6)} (Hoeffding <= {mp.nstr(mp.e ** (-C * C / 2), 4)}); 1 - Phi_L2401(C) = P[g <= C] ="
          f" {mp.nstr(cdf, 8)}; ratio {mp.nstr(cdf / PA, 4)}; CDF reading: 1 - Phi(C) = {mp.nstr(1 - cdf, 4)}")
