# Auditor B, round 25: chenli (seed 000) L2176-L2180, Theorem 6.17: "Take any eps > 0. Define beta ~ (1/||Theta_1||_F)
# log(k/(eps sqrt(lambda))) and R := k e^{beta^2}. Note that by Assumption 6, beta <~ 1."
# Assumption 6 (L461): log(kd/sqrt(lambda')) << ||Theta_1||_F <= (kd)^{O(m)}; Assumption 10: lambda' <= 1/r_Theta.
# beta * ||Theta_1||_F = log(k/(eps sqrt lambda)) grows without bound as eps -> 0; Assumption 6 does not involve eps.
import mpmath as mp
mp.mp.dps = 30
ln = mp.log
def inst(L, k=3, m=1, lam=mp.mpf('0.5'), A=10):
    L = mp.mpf(L)
    r = mp.e**(L/4)/L**2                       # r_Theta inside (8)'s window for large log d
    lamp = 1/r                                 # lambda' at Assumption 10's end
    F = A*(ln(k) + L - ln(mp.sqrt(lamp)))      # ||Theta_1||_F = A log(kd/sqrt(lambda')): Assumption 6 with margin A
    assert F <= (k*mp.e**L)**m                 # upper side of Assumption 6
    return L, k, m, lam, lamp, F
for L in (3000, 1e5):
    L, k, m, lam, lamp, F = inst(L)
    print('log d = %s, k = %d, m = %d, lambda = %s, lambda\' = %s, ||Theta_1||_F = %s (Assumption 6 margin 10)' % (mp.nstr(L, 5), k, m, lam, mp.nstr(lamp, 3), mp.nstr(F, 5)))
    for le in (10, 100, 1e4, 1e6, 1e9):     # eps = e^{-le}
        beta = (ln(k) + le - ln(mp.sqrt(lam)))/F
        print('   eps = e^-%-8s beta (constant 1) = %-10s  R = k e^{beta^2} = e^%s' % (mp.nstr(le, 3), mp.nstr(beta, 4), mp.nstr(ln(k) + beta**2, 4)))
    # the paper's own stage-4 choice eps = (kd)^{-c' m} (L3000), c' = 10, m up to Assumption 11's m1bar = lambda log d / log k
    for mm in (1, 10, 100, int(lam*L/ln(k))):
        le = 10*mm*(ln(k) + L)
        beta = (ln(k) + le - ln(mp.sqrt(lam)))/F
        print('   stage-4 eps = (kd)^{-10 m}, m = %-6d beta = %s' % (mm, mp.nstr(beta, 4)))
print('Lemma 6.4 (L1539) only needs beta << min(d, ||Theta_1||_F): beta/||Theta_1||_F = log(k/(eps sqrt lambda))/F^2 -> fails only once log(1/eps) >~ F^2')
