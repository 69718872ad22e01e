"""Audit mhgd.display.prop3-psi: seed 004 L1562-L1568. DM1 with y = -1, M = 1, S = 1, T = 2, R = {1}, z = 0 (Z_mu = 0),
W = (126) scaled by Gamma~ = 10; mpmath."""
import mpmath as mp
mp.mp.dps = 30
S = mp.mpf(1); mu_p = mp.matrix([S, 0, 0]); mu_m = mp.matrix([0, S, 0]); nu = mp.matrix([0, 0, S])
W = 10 * (mu_p * mu_p.T + mu_m * mu_m.T + nu * (mu_p + mu_m).T)
y = -1; X = [mu_m, nu]; R = [0]; eps = mp.mpf('0.1'); Zmu = 0
for t in range(2):
    sc = [(X[t].T * W * X[s])[0] for s in range(2)]; e = [mp.e ** v for v in sc]; p = [v / sum(e) for v in e]
    psi = sum(p[s] * ((mu_p - mu_m).T * X[s])[0] for s in range(2))
    leak = sum(p[s] for s in range(2) if s not in R)
    print(f"t={t+1}: leak={mp.nstr(leak,4)} (<= eps {leak <= eps})  psi_t={mp.nstr(psi,8)}  printed bound y S^2(1-eps)-2eps Zmu={mp.nstr(y*S**2*(1-eps)-2*eps*Zmu,4)}"
          f"  holds={psi >= y*S**2*(1-eps)}  y*psi_t={mp.nstr(y*psi,8)} >= S^2(1-eps)? {y*psi >= S**2*(1-eps)}")
