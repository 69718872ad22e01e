# Auditor D: chenli (64) L1436-L1438: for fixed lambda_i, P_X[ ||sum_i lambda_i^T X W_i||^2 in [0.95,1.05] S ] >=
# 1 - exp(-Omega(r_W/m)), S = sum_i ||lambda_i||^2 ||W_i||_F^2; under Assumption 8 / (9) kappa' << 1/m and
# Assumption 9 r_W >> m^3 k log d, Assumption 10 ||W_1||_F = 1.
# Own family: k = 2, lambda_i = e_1 - e_2 (in Delta^1 - Delta^1), W_i = a (P_0 + P_i) with P_0 a shared block of r0
# coordinates, P_i disjoint private blocks of r1 coordinates, a^2 = 1/(r0 + r1): ||W_i||_F = 1, <W_i, W_i'> = r0 a^2
# = kappa', ||W_i||_F^2/||W_i||_op^2 = r0 + r1 = r_W.  Z = ||(X_1 - X_2) sum_i W_i||^2 = 4 a^2 (m^2 B0 + B1),
# B0 ~ Bin(r0, 1/2), B1 ~ Bin(m r1, 1/2): exact law.
import numpy as np
from scipy.stats import binom
from mpmath import mp, mpf, log as mlog
mp.dps = 30

def p_inside(m, rW, kfac, lo=0.95, hi=1.05):
    r0 = max(1, int(round(rW / (kfac * m)))); r1 = rW - r0
    kap = r0 / rW
    S = 2.0 * m
    b0 = np.arange(r0 + 1); p0 = binom.pmf(b0, r0, 0.5)
    n1 = m * r1
    # Z/S = 2 (m^2 B0 + B1) / (m rW) in [lo, hi]  <=>  B1 in [lo m rW/2 - m^2 B0, hi m rW/2 - m^2 B0]
    L = np.ceil(lo * m * rW / 2 - m * m * b0 - 1e-9); H = np.floor(hi * m * rW / 2 - m * m * b0 + 1e-9)
    pin = np.where(H >= L, binom.cdf(H, n1, 0.5) - binom.cdf(L - 1, n1, 0.5), 0.0)
    pin = float((p0 * pin).sum())
    # direct tail (no cancellation): P[fail] = sum p0 (P[B1 <= L-1] + P[B1 >= H+1]), H < L rows count fully
    pf_rows = np.where(H >= L, binom.cdf(L - 1, n1, 0.5) + binom.sf(H, n1, 0.5), 1.0)
    p_inside.pfail = float((p0 * pf_rows).sum())
    EZ_S = 1 + (m - 1) * kap
    return kap, EZ_S, pin

k = 2
for kfac in (10, 20, 30):
    print(f"--- kappa' ~ 1/({kfac} m)")
    for m in (2, 3):
        for rW in (6000, 20000, 60000, 200000):
            d = m * rW  # ambient dimension used (>= r0 + m r1)
            a9 = rW - 10 * m**3 * k * np.log(d)
            kap, ez, pin = p_inside(m, rW, kfac)
            pf = p_inside.pfail
            rate = (rW / m) / float(-mlog(mpf(pf))) if 0 < pf < 1 else (0.0 if pf <= 0 else float('inf'))
            print(f"m={m} rW={rW:6d} kappa'={kap:.5f} (1/(10m)={1/(10*m):.5f}) E[Z]/S={ez:.4f} "
                  f"P[inside]={pin:.3e} P[fail]={pf:.3e} (rW/m)/log(1/Pfail)={rate:.3g} A9 slack(x10)={a9:.0f}")
# Lemma 6.2's own bracket [0.9, 1.1] at the factor-10 point
kap, ez, pin = p_inside(3, 60000, 10, 0.9, 1.1)
print("Lemma 6.2 bracket [0.9,1.1] at m=3, rW=6e4, kappa'=1/30: P[fail] =", 1 - pin)
