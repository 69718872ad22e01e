# Auditor D: chenli proof of Lemma 9.1 (L2955-L2961): Theorem 9.5 (L2947) with ell(y,y') = ||y - y'||^2,
# L = O(sqrt(mdk)), c = O(mdk ||W_1||^2) (Lemma 9.4), Theorem 9.6 R_N <= R W / sqrt N with R = sqrt(mdk), W = sqrt m,
# empirical loss <= eps^2 d^3 k^3 m ||W_1||^2 (Lemma 9.3), N = poly(m,d,k) sqrt(log(1/delta))
# => claimed test loss O(eps^2 d^3 k^3 m ||W_1||^2).  Compute Theorem 9.5's bound / target (constants 1).
from mpmath import mp, mpf, sqrt, log10
mp.dps = 60

def ratio(d, k, m, eps, p, Ldelta, W1=mpf(1)):
    d, k, m, eps, Ldelta = mpf(d), mpf(k), mpf(m), mpf(eps), mpf(Ldelta)
    P = (m * d * k) ** p
    N = P * sqrt(Ldelta)
    emp = eps**2 * d**3 * k**3 * m * W1**2
    Lip, c = sqrt(m * d * k), m * d * k * W1**2
    rad = 4 * Lip * (sqrt(m * d * k) * sqrt(m) / sqrt(N))
    dev = 2 * c * sqrt(Ldelta / (2 * N))
    return (emp + rad + dev) / emp, rad / emp, dev / emp

d, k, m = mpf(10)**40, 3, 1
print("hypotheses: ||W_1||_F = 1 (A10); m = 1 <= ln d = %.1f (A11); k = 3 << d; Lemma 9.1: any eps, delta > 0" % float(mp.log(d)))
print("delta -> 0 at eps = 1e-10, P = (mdk)^2:")
for LD in ["1e2", "1e50", "1e100", "1e200", "1e300", "1e1000"]:
    r, a, b = ratio(d, k, m, mpf("1e-10"), 2, mpf(LD))
    print(f"  log(1/delta)={LD:>6}: bound/target = {mp.nstr(r, 5)} (Rademacher {mp.nstr(a, 3)}, deviation {mp.nstr(b, 3)})")
print("eps -> 0 at log(1/delta) = 10, P = (mdk)^4:")
for e in ["1e-20", "1e-40", "1e-60", "1e-80", "1e-100"]:
    r, a, b = ratio(d, k, m, mpf(e), 4, mpf(10))
    print(f"  eps={e}: bound/target = {mp.nstr(r, 5)}")
# what N would make the deviation term <= target: N >= 2 c^2 log(1/delta)/(target^2) -- linear in log(1/delta), 1/eps^4
