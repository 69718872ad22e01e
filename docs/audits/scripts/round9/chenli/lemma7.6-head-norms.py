"""Audit chenli.display.lemma7.6-head-norms (L2545-L2549).

Printed: ||X_1 Theta_i||^2 <~ ||Theta_i||_F^2 for all i in [m] w.p. >= 1 - m exp(-Omega(m r_Theta)).
Own instance: head i = U_i V_i^T (U_i: r columns 1_B/sqrt(s) on disjoint blocks of size s; V_i: r distinct non-constant
Hadamard columns / sqrt(d)); heads on disjoint coordinates, d = m r s, equal norms (lambda any), kappa = 0. Then
||x^T Theta_i||^2/||Theta_i||_F^2 = mean of r iid Y = S^2/s, S a sum of s signs (law checked exactly by enumeration in
lemma7.3-hw-rate.py). Assumption 4 (nu << sqrt(d)/r^2, rows have ratio 1/sqrt(s r)) needs s >> r^3: take s = r^3 * 100.
(8) + (7) force r >> m^{13/2} (times polylog); take r = ceil(m^{6.5}) (log factors only make r larger and c smaller).
Lower bound for one head's failure (hidden K of '<~'): if at least n = ceil(K r/(K+1)) blocks have Y >= K+1, the mean
is >= K.  q = P[Y >= K+1] >= 2 Phibar(sqrt(K+1)) - 1.2/sqrt(s) (Berry-Esseen, Rademacher, constant 0.56 per side).
P[head fails] >= C(r, n) q^n (1-q)^(r-n)  (one binomial term). Needed c in m exp(-c m r) >= P[fail]: c <= (ln m +
ln 1/P)/(m r).
"""
from mpmath import mp, mpf, erfc, sqrt, log, loggamma, ceil

mp.dps = 40
print("K | m | r | q | ln P[one head fails] lower bd | needed c (<=)")
for K in [2, 4, 16]:
    for m in [2, 4, 8, 16, 32, 64]:
        r = int(ceil(mpf(m) ** mpf("6.5")))
        s = 100 * mpf(r) ** 3
        q = erfc(sqrt(K + 1) / sqrt(2)) - mpf("1.2") / sqrt(s)
        if q <= 0:
            print(K, m, r, 'Berry-Esseen slack too large, skipped', sep=' | ')
            continue
        n = int(ceil(mpf(K) * r / (K + 1)))
        lnP = loggamma(r + 1) - loggamma(n + 1) - loggamma(r - n + 1) + n * log(q) + (r - n) * log(1 - q)
        need = (log(m) - lnP) / (m * r)
        print(K, m, r, mp.nstr(q, 4), mp.nstr(lnP, 6), mp.nstr(need, 4), sep=" | ")
print("corrected m exp(-c r): needed c = (ln m - lnP)/r stays bounded below (it is -lnP/r ~ rate per block, const in m)")
