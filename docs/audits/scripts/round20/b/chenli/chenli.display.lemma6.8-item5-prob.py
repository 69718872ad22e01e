# Auditor B, round 20: chenli.display.lemma6.8-item5-prob (own computation; no repository code).
# Lemma 6.8 Item 5 (seed 000 L1659): w.p. >= 1 - (arbitrarily small const), |x^T Th_i Th_i'^T x| <= kappa ||Th_1||_F^2, i != i'.
# E[x^T Th_1 Th_2^T x] = <Th_1, Th_2>, which Assumption 2 lets sit at kappa ||Th_1||_F ||Th_2||_F.
# Instance: m = 2, Th_1 = diag(s) + eps P (P cyclic shift), Th_2 = diag(s'), s, s' in {+-1}^d balanced (trace 0),
# <s, s'> = k0 = largest integer = d mod 4 below kappa ||Th_1|| ||Th_2||; x uniform on {+-1}^d.
# x^T Th_1 Th_2^T x = <s,s'> + eps T,  T = sum_j s'_{j+1} x_j x_{j+1} = sum_j w_j with w iid Rademacher conditioned on
# prod w = prod s' = (-1)^{d/2}:  T = d - 2K, K ~ Binom(d, 1/2) restricted to K = d/2 mod 2 (prob C(d,K)/2^{d-1}).
from mpmath import mp, mpf, log, sqrt, ncdf, binomial, floor
import math
mp.dps = 60

def kappa_of(d, lam=1, m=2, c=1):
    return c*lam**mpf(6.5)/(m**mpf(6.5)*log(d)**2)

def fail_exact(d, u):
    # exact sum over K (only for moderate d)
    kap = kappa_of(d); eps = u/(kap*sqrt(d))
    n1 = sqrt(d*(1+eps**2)); n2 = sqrt(d)
    k0 = floor(kap*n1*n2); k0 -= (k0 - d) % 4
    thr = kap*d*(1+eps**2)
    tot = mpf(0)
    for K in range(0, d+1):
        if (K - d//2) % 2: continue
        T = d - 2*K
        if abs(k0 + eps*T) > thr: tot += binomial(d, K)/mpf(2)**(d-1)
    return tot, kap, eps

def fail_clt(d, u):
    kap = kappa_of(d); eps = u/(kap*sqrt(d))
    n1 = sqrt(d*(1+eps**2)); n2 = sqrt(d)
    # k0 = kap*n1*n2 (integer rounding shifts by O(1); the scale of eps*T is u/kap >> 1); thr = kap d (1+eps^2)
    # (thr - k0)/(eps sqrt d) = kap sqrt(d) eps sqrt(1+eps^2)/(1+sqrt(1+eps^2)), computed without cancellation
    a = sqrt(1+eps**2)
    z_hi = kap*sqrt(d)*eps*a/(1+a); z_lo = -kap*sqrt(d)*eps*(a*a + a)/eps**2/ (1) if False else -(kap*d*(1+eps**2) + kap*d*a)/(eps*sqrt(d))
    lo = ncdf(z_lo) if z_lo > -1e4 else mpf(0)
    return (1 - ncdf(z_hi)) + lo, kap, eps, z_hi

if __name__ == '__main__':
    u = mpf('0.2')
    print('exact enumeration (validation of the formula, d too small for (8)):')
    for d in (400, 2000, 10000):
        f, kap, eps = fail_exact(d, u)
        fc = fail_clt(mpf(d), u)[0]
        print(f'  d={d}: kappa={float(kap):.3e} eps={float(eps):.3e}  P[fail] exact = {float(f):.4f}, CLT formula = {float(fc):.4f}')
    print('CLT (Berry-Esseen error <= ~1/sqrt(d)), inside (8) for large d:')
    for e in (40, 100, 400, 3000):
        d = mpf(10)**e
        f, kap, eps, z = fail_clt(d, u)
        lam = 1/(1+eps**2)
        for cexp in (1, 3):
            rlow = log(d*2*1)**cexp/(kap*lam)   # lower end of (8) with k = 1
            ok = rlow < d**mpf(0.25)
            print(f'  d=1e{e}: kappa={float(kap):.3e} eps={float(eps):.2e}  P[fail] = {float(f):.4f} (z = {float(z):.4f}; P[N > u/2] = {float(1-ncdf(u/2)):.4f})'
                  f'  (8) lower end with log^{cexp}: r_Theta = {float(rlow):.3e} < d^(1/4): {ok}, kappa r_Theta = {float(kap*rlow):.3g}')
