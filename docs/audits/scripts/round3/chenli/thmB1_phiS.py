"""Audit chenli.display.thmB.1-phiS (seed 000 L3660-L3662): eps' := 6 sup_{j, ||lam||<gamma} eps_{j,lam},
phi_S(lam) = exp(-(1/2) lam^T Q lam (1 +- eps')).  Instance: m = 1, S = sum of d Rademachers (X_j = +-1, tau = 1).
Also: asymmetric X_j (cubic term), and the summed-additive reading eps'_add = 12 gamma tau."""
import mpmath as mp

mp.mp.dps = 50
for d, gam in [(100, mp.mpf("0.005")), (10, mp.mpf("0.02")), (1000, mp.mpf("0.001"))]:
    lam = gam * (1 - mp.mpf("1e-9"))
    # (159): (1/2) lam^2 <= 1/10, eps_{j,lam} = gamma * lam^2 <= 1/100
    assert lam**2 / 2 <= 0.1 and gam * lam**2 <= 0.01
    epsp = 6 * gam * gam**2          # 6 sup_{||lam||<gamma} gamma tau lam^T Q^(j) lam, tau = 1, Q^(j) = 1
    logphiS = d * mp.log(mp.cos(lam))   # phi_S = cos(lam)^d exactly
    rel = abs(logphiS / (-d * lam**2 / 2) - 1)
    print(f"Rademacher d={d}, lam=gamma(1-1e-9)={mp.nstr(lam,6)}: relative error of log phi_S = {mp.nstr(rel,6)} "
          f"vs eps' = {mp.nstr(epsp,6)} -> holds: {rel <= epsp};  12 gamma tau = {mp.nstr(12*gam,4)}")
# asymmetric: X_j takes 2 w.p. 1/3, -1 w.p. 2/3 (mean 0, var 2, tau = 2)
d = 50; gam = mp.mpf("0.004"); lam = gam * (1 - mp.mpf("1e-9")); tau = 2
phij = mp.mpf(1) / 3 * mp.expj(2 * lam) + mp.mpf(2) / 3 * mp.expj(-lam)
x = lam**2 * 2 / 2
assert x <= 0.1 and gam * tau * 2 * lam**2 <= 0.01
epsp = 6 * gam * tau * 2 * gam**2
rel = abs(d * mp.log(phij) / (-d * x) - 1)
print(f"asymmetric (2 w.p. 1/3, -1 w.p. 2/3), d={d}, lam~{mp.nstr(gam,3)}: |log phi_S/(-lam^T Q lam/2) - 1| = {mp.nstr(rel,6)} "
      f"vs eps' = {mp.nstr(epsp,6)};  12 gamma tau = {mp.nstr(12*gam*tau,4)}")
