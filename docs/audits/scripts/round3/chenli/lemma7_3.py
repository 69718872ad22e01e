"""Independent audit of chenli.lemma7.3 (seed 000 L2353-L2355; Theta~, Z L2264; event A L2316; C, beta (113) L2312;
kappa (7) L439; Assumptions 1-6 L430-L462; proof's last step L2409).

Instance inside the standing assumptions (unlike a sparse diagonal, which breaks Assumption 4's column flatness):
  m = 1, Theta_1 = (n/sqrt d) P_pi with P_pi the cyclic-shift permutation matrix, E = 0 (mu = 0).
  ||Theta_1||_F = n; eff. rank d >= r_Theta (Assumption 3 is a LOWER bound, any r_Theta in (8) with r_Theta <= d^{1/5});
  column/row norms n/sqrt d (Assumption 4 with v = 1); Tr = 0 (Assumption 5); n large (Assumption 6).
  Z = 1/n^2, Theta~ = Theta_1, A: x^T Theta_1 y > C n  <=>  sum_j x_{j+1} y_j > C sqrt d  <=>  Bin(d,1/2) > (d + C sqrt d)/2.
  (Assumption 7 needs a tiny Gaussian smoothing of Theta_1, which moves P[A] continuously; ignored here.)
Printed: P[A] >= exp(-C^2/(2(1-eta)^2)), eta ~ (m kappa + mu sqrt m)/sqrt(lam), kappa = c lam^{13/2}/(m^{13/2} log^2 d).
"""
import itertools

import mpmath as mp
import numpy as np

mp.mp.dps = 60


def tail_upper(d, C):
    # rigorous upper bound: P[K >= k] <= pmf(k) / (1 - (d-k)/(k+1))  (pmf ratios decrease geometrically)
    thr = (mp.mpf(d) + C * mp.sqrt(d)) / 2
    k = int(mp.floor(thr)) + 1
    logpmf = mp.loggamma(d + 1) - mp.loggamma(k + 1) - mp.loggamma(d - k + 1) - d * mp.log(2)
    q0 = mp.mpf(d - k) / (k + 1)
    return mp.exp(logpmf) / (1 - q0)


def tail_binom(d, C):
    # P[Bin(d,1/2) > (d + C sqrt d)/2] exactly (regularized incomplete beta)
    thr = (mp.mpf(d) + C * mp.sqrt(d)) / 2
    k0 = int(mp.floor(thr))             # need K >= k0+1
    if k0 >= d:
        return mp.mpf(0)
    return mp.betainc(k0 + 1, d - k0, 0, mp.mpf(1) / 2, regularized=True)


# brute-force validation of the reduction on a small instance (no formula for the truth)
d, n, C = 10, 3.0, 1.1
Th = np.roll(np.eye(d), 1, axis=1) * n / np.sqrt(d)
cnt = 0
tot = 0
for xs in itertools.product([-1, 1], repeat=d):
    x = np.array(xs)
    v = x @ Th
    for ys in itertools.product([-1, 1], repeat=d):
        tot += 1
        cnt += (v @ np.array(ys)) > C * n
print(f"brute force d={d}: P[A]={cnt/tot:.6f}  binomial formula={float(tail_binom(d, C)):.6f}")
print('  upper-bound sanity d=4096,C=2:', mp.nstr(tail_upper(4096, 2), 8), '>= exact', mp.nstr(tail_binom(4096, 2), 8))
colmax = np.linalg.norm(Th, axis=0).max() * np.sqrt(d) / np.linalg.norm(Th)
print(f"  Assumption 4 v = {colmax:.3f}; trace = {np.trace(Th):.1f}; eff rank = "
      f"{np.linalg.norm(Th)**2/np.linalg.norm(Th,2)**2:.1f}")

lam = mp.mpf(1) / 2
print("\nLiteral check, eta = 0 limit:  d=4096, C=2: P[A] =", mp.nstr(tail_binom(4096, 2), 8),
      " exp(-C^2/2) =", mp.nstr(mp.exp(-2), 8))

print("\nAsymptotic path (m=1, lam=1/2, C = K sqrt(ln d) as in (113) with K = gamma_1 omega/lam^2,"
      " eta = c_eta * kappa/sqrt(lam), kappa = lam^{13/2}/ln^2 d (c=1)):")
print(" (for p <= 40 scipy binom.sf; for p > 40, P[A] is replaced by a rigorous UPPER bound pmf(k)/(1-q0))")
print(" p(d=2^p)   K   C        P[A]*e^{C^2/2}   bound*e^{C^2/2} (c_eta=100)   ratio P[A]/bound   eta needed / (kappa/sqrt lam)")
for K in [2, 5]:
    for p in [20, 40, 400, 1000, 3000]:
        mp.mp.dps = int(p * 0.302 * 1.3) + 60
        d = mp.mpf(2) ** p
        Ln = mp.log(d)
        C = K * mp.sqrt(Ln)
        kappa = lam ** mp.mpf(6.5) / Ln**2
        # r_Theta window (8) with m=1: log^c(d)/(kappa lam) << r_Theta << d^{1/4}; report that d^{1/5} exceeds lhs (c=3)
        window = Ln**3 / (kappa * lam) < d ** mp.mpf(0.2)
        eta = 100 * kappa / mp.sqrt(lam)
        dd = int(d)
        if p <= 40:
            from scipy.stats import binom
            k0 = int(mp.floor((d + C * mp.sqrt(d)) / 2))
            PA = mp.mpf(float(binom.sf(k0, dd, 0.5)))   # P[K > k0], double precision
        else:
            PA = tail_upper(dd, C)
        bound = mp.exp(-C**2 / (2 * (1 - eta) ** 2))
        # eta solving P[A] = exp(-C^2/(2(1-eta)^2))
        e_need = 1 - C / mp.sqrt(-2 * mp.log(PA))
        print(f" {p:5d} {K:3d} {mp.nstr(C,6):>8}  {mp.nstr(PA*mp.exp(C**2/2),6):>14}  {mp.nstr(bound*mp.exp(C**2/2),8):>20}"
              f"   {mp.nstr(PA/bound,6):>14}   {mp.nstr(e_need/(kappa/mp.sqrt(lam)),6):>12}   r_Theta window ok: {window}")
