# Auditor B, round 25: chenli (seed 000) L2403-L2405, last step of (117) (proof of Lemma 7.3):
#   "nu/sqrt(d), mu << 1/(C^3 sqrt(m/lambda)) by Eq. (111)"   -- mu part.
# Own parameter algebra (no repository code), all in log space with mpmath.
#   (111) L2286: mu << lambda^{5/2}/(omega^3 m^3 log^2 d)        -> mu = eps * that
#   (113) L2312: C = gamma1 omega sqrt(m log d)/lambda^2
#   R := mu C^3 sqrt(m/lambda)  must be << 1 for the step.
# Closed form: R = eps gamma1^3 / (lambda^4 m sqrt(log d))  (omega cancels).
# Hypotheses checked along each path (margins = big side / small side, must grow):
#   Assumption 1 (L432): lambda in (0,1), lambda >> m^{3/2} log m / sqrt(r)
#   (7) kappa = c7 lambda^{13/2}/(m^{13/2} log^2 d)
#   (8) log^{c8}(dmk)/(kappa lambda) << r << d^{1/4}
#   Assumption 4: 1 <= v << sqrt(d)/r^2  (v = 1)
#   Assumption 5: 1 <= chi <= sqrt(log k) (chi = 1, k = 3)
#   4.3: m <~ k <~ r^{Theta(1)}
#   Assumption 9: r_W >> m^3 k log d (r_W = d/log d possible for d x d W)
#   Assumption 11: m <= m1bar = lambda log(d/v)/log k (Theta~ read with constant 1); m2bar granted (as rounds 11-14:
#     with kappa of (7), k^{O(1/kappa)} >> d^3 for every large d, a paper-level inconsistency, not this display's)
#   (110): 1 <= omega << lambda^{7/4} sqrt(m kappa r/log d)
import mpmath as mp
mp.mp.dps = 50
ln = mp.log

def row(L, lam_fn, m=1, k=3, omega=mp.mpf(2), c7=mp.mpf(1), c8=10, gamma1=mp.mpf(1), eps=mp.mpf(1), label=''):
    L = mp.mpf(L)
    lnd = L
    lnr = L/4 - 2*ln(L)            # r_Theta = d^{1/4}/log^2 d
    lam = lam_fn(L, m, k)
    kappa = c7*lam**mp.mpf(6.5)/(m**mp.mpf(6.5)*L**2)
    mu = eps*lam**mp.mpf(2.5)/(omega**3*m**3*L**2)
    C = gamma1*omega*mp.sqrt(m*L)/lam**2
    R = mu*C**3*mp.sqrt(m/lam)
    Rclosed = eps*gamma1**3/(lam**4*m*mp.sqrt(L))
    assert abs(R/Rclosed - 1) < mp.mpf(10)**-30
    marg = {}
    marg['A1'] = (lam*mp.sqrt(mp.e**lnr)/(m**1.5*ln(m))) if m > 1 else mp.inf
    marg['(8)lo'] = mp.e**(lnr - (c8*ln(L + ln(m*k)) - ln(kappa*lam)))
    marg['(8)hi'] = mp.e**(L/4 - lnr)
    marg['A4'] = mp.e**(L/2 - 2*lnr)          # sqrt(d)/r^2 over v = 1
    marg['A5'] = mp.sqrt(ln(k))/1
    marg['A9'] = mp.e**(L - ln(L))/(m**3*k*L)
    marg['A11m1'] = lam*L/ln(k)/m
    marg['(110)'] = lam**mp.mpf(1.75)*mp.sqrt(m*kappa*mp.e**lnr/L)/omega
    assert 0 < lam < 1
    ok = all(v > 1 for v in marg.values())
    s = ' '.join('%s=%s' % (k_, mp.nstr(v, 3)) for k_, v in marg.items())
    print('%-10s logd=%-8s lam=%-10s R=mu C^3 sqrt(m/lam)=%-10s | margins %s | all>1: %s' %
          (label, mp.nstr(L, 6), mp.nstr(lam, 4), mp.nstr(R, 4), s, ok))
    return R, ok

print('Helper instance check: log d = 300, m = omega = c = 1, lambda = 6.11e-3, gamma1 = eps = 1')
lam = mp.mpf('6.11e-3'); L = 300
print('  R =', mp.nstr(1/(lam**4*1*mp.sqrt(L)), 4), ' m1bar(k=3) =', mp.nstr(lam*L/ln(3), 3),
      ' (8) with c8=1: 10 log(d)/(kappa lam) =', mp.nstr(10*L/(lam**7.5/L**2), 3), ' vs d^{1/4}/10 =', mp.nstr(mp.e**75/10, 3))
print('  (8) with c8=10:', mp.nstr(L**10/(lam**7.5/L**2), 3), '>> d^{1/4} = ', mp.nstr(mp.e**75, 3), '(window empty at this d)')
# helper's far point log d = 1400 at the (110) floor
L = mp.mpf(1400)
lam5 = 10*mp.sqrt(10)*L**1.5*mp.e**(-L/8)
lamf = lam5**(mp.mpf(1)/5)
print('  helper log d = 1400 point: lambda at the (110) floor =', mp.nstr(lamf, 3), ' m1bar =', mp.nstr(lamf*L/ln(3), 3), '< m = 1 (leaves Assumption 11)')
print()
paths = {
  'P1 lam=2 m log k/log d (A11 floor x2)': lambda L, m, k: 2*m*ln(k)/L,
  'P2 lam=log^{-1/2} d': lambda L, m, k: L**mp.mpf(-0.5),
  'P3 lam=log^{-1/8} d (border)': lambda L, m, k: L**mp.mpf(-0.125),
  'P0 lam=1/2 fixed': lambda L, m, k: mp.mpf(0.5),
}
for name, f in paths.items():
    print(name)
    for m in (1, 2):
        for L in (300, 3000, 1e4, 1e5, 1e6, 1e8):
            row(L, f, m=m, label='m=%d' % m)
    print()
print('eps -> 0 with the margin of (111) growing too (eps = 1/log log d), P2, m = 1:')
for L in (1e4, 1e5, 1e6, 1e8, 1e12):
    row(L, paths['P2 lam=log^{-1/2} d'], eps=1/ln(mp.mpf(L)), label='eps=1/lnL')
print('gamma1 = 10 (the paper needs gamma1 large), P1, m = 1:')
for L in (1e4, 1e6):
    row(L, paths['P1 lam=2 m log k/log d (A11 floor x2)'], gamma1=mp.mpf(10), label='g1=10')
