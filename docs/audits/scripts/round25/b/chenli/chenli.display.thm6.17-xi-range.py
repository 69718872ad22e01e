# Auditor B, round 25: chenli (seed 000) L2176-L2184, Theorem 6.17, (107):
#   R^{Theta(1/lambda)}/e^{lambda/(m kappa)} << xi << min(R^{-Theta(1/lambda^2)}, 1/||Theta_1||_F),
#   "Note that by Eq. (7) in Assumption 2, there is a nonempty range of xi satisfying both bounds."
# R = k e^{beta^2}, beta = log(k/(eps sqrt lambda))/||Theta_1||_F (constant 1), kappa of (7) = c lambda^{13/2}/(m^{13/2} log^2 d).
# log-width of the window (every Theta-constant 1, the '<<' margins ignored -- favourable to the claim):
#   W = min(-log(R)/lambda^2, -log F) - (log(R)/lambda - lambda/(m kappa)).
import mpmath as mp
mp.mp.dps = 30
ln = mp.log
def width(L, le, k=3, m=1, lam=mp.mpf('0.5'), c=1, A=10):
    L = mp.mpf(L); r = mp.e**(L/4)/L**2; lamp = 1/r
    F = A*(ln(k) + L - ln(mp.sqrt(lamp)))
    kappa = c*lam**mp.mpf(6.5)/(m**mp.mpf(6.5)*L**2)
    beta = (ln(k) + le - ln(mp.sqrt(lam)))/F
    lnR = ln(k) + beta**2
    upper = min(-lnR/lam**2, -ln(F)); lower = lnR/lam - lam/(m*kappa)
    return F, lam/(m*kappa), beta, lnR, upper - lower
for L in (3000, 1e5):
    print('log d = %s, k = 3, m = 1, lambda = 1/2, c = 1, ||Theta_1||_F = 10 log(kd/sqrt lambda\') (Assumption 6 margin 10, lambda\' = 1/r_Theta)' % mp.nstr(L, 4))
    for le in (10, 1e3, 1e6, 1e8, 3e8, 1e9, 1e10, 1e12):
        F, lmk, beta, lnR, W = width(L, le)
        print('   eps = e^-%-7s beta = %-10s log R = %-10s lambda/(m kappa) = %-9s log-width = %-11s %s' % (
            mp.nstr(le, 2), mp.nstr(beta, 4), mp.nstr(lnR, 4), mp.nstr(lmk, 4), mp.nstr(W, 4), 'EMPTY' if W <= 0 else 'nonempty'))
    # the paper's stage-4 eps = (kd)^{-10 m}
    F, lmk, beta, lnR, W = width(L, 10*(ln(3) + L))
    print('   stage-4 eps = (kd)^{-10}: log-width = %s (nonempty)' % mp.nstr(W, 4))
