# Auditor B, round 25: chenli (seed 000) L2597-L2601, (129) in the proof of Lemma 7.7:
#   P[A | X_2 = x'] >= [1 - Phi(C/(1-eta))] [1 - O(nu/sqrt d + mu) C t sqrt(m/lambda)] exp{-O(nu/sqrt d + mu) C^3 t sqrt(m/lambda)}
#                   >~ exp(-C^2/(2(1-eta)^2)),  "where we used Eq. (111) in the last step",  t = O(sqrt(m log d)/lambda^2).
# mu part.  mu = eps lambda^{5/2}/(omega^3 m^3 log^2 d) ((111)), C = gamma1 omega sqrt(m log d)/lambda^2 ((113)),
# t = t0 sqrt(m log d)/lambda^2.  Closed forms (asserted):
#   R3 := mu C^3 t sqrt(m/lambda) = eps gamma1^3 t0 / (lambda^6 sqrt m)          (omega and log d cancel)
#   R1 := mu C   t sqrt(m/lambda) = eps gamma1 t0 / (omega^2 lambda^2 m^{3/2} log d)
# The last '>~' needs R3 = O(1) (and R1 < 1 for the bracket to be positive). Same hypothesis margins as the l2405 script.
import mpmath as mp
mp.mp.dps = 50
ln = mp.log

def margins(L, lam, m, k=3, omega=mp.mpf(2), c7=1, c8=10):
    lnr = L/4 - 2*ln(L)
    kappa = c7*lam**mp.mpf(6.5)/(m**mp.mpf(6.5)*L**2)
    mg = {'A1': (lam*mp.sqrt(mp.e**lnr)/(m**1.5*ln(m))) if m > 1 else mp.inf,
          '(8)lo': mp.e**(lnr - (c8*ln(L + ln(m*k)) - ln(kappa*lam))), '(8)hi': mp.e**(L/4 - lnr),
          'A4': mp.e**(L/2 - 2*lnr), 'A11m1': lam*L/ln(k)/m,
          '(110)': lam**mp.mpf(1.75)*mp.sqrt(m*kappa*mp.e**lnr/L)/omega}
    return mg

def row(L, lam_fn, m=1, k=3, omega=mp.mpf(2), gamma1=mp.mpf(1), t0=mp.mpf(1), eps=mp.mpf(1), label=''):
    L = mp.mpf(L); m = mp.mpf(m); lam = lam_fn(L, m, k)
    mu = eps*lam**mp.mpf(2.5)/(omega**3*m**3*L**2)
    C = gamma1*omega*mp.sqrt(m*L)/lam**2
    t = t0*mp.sqrt(m*L)/lam**2
    R3 = mu*C**3*t*mp.sqrt(m/lam); R1 = mu*C*t*mp.sqrt(m/lam)
    assert abs(R3/(eps*gamma1**3*t0/(lam**6*mp.sqrt(m))) - 1) < mp.mpf(10)**-30
    assert abs(R1/(eps*gamma1*t0/(omega**2*lam**2*m**1.5*L)) - 1) < mp.mpf(10)**-30
    mg = margins(L, lam, m, k, omega)
    ok = all(v > 1 for v in mg.values())
    print('%-6s logd=%-8s lam=%-10s R3=mu C^3 t sqrt(m/lam)=%-10s R1=mu C t sqrt(m/lam)=%-9s | %s | all>1: %s' % (
        label, mp.nstr(L, 6), mp.nstr(lam, 4), mp.nstr(R3, 4), mp.nstr(R1, 3),
        ' '.join('%s=%s' % (a, mp.nstr(b, 3)) for a, b in mg.items()), ok))

lam = mp.mpf('6.11e-3')
print('Helper instance log d = 300, lambda = 6.11e-3, m = 1, constants 1: R3 =', mp.nstr(1/lam**6, 4),
      '(helper 1.9e13); (8) with exponent c = 10 is empty at log d = 300 (see l2405 script); m1bar = %s' % mp.nstr(lam*300/ln(3), 3))
paths = {'P1 lam=2 m log k/log d': lambda L, m, k: 2*m*ln(k)/L,
         'P2 lam=log^{-1/2} d': lambda L, m, k: L**mp.mpf(-0.5),
         'P0 lam=1/2 fixed': lambda L, m, k: mp.mpf(0.5)}
for name, f in paths.items():
    print(name)
    for m in (1, 2):
        for L in (3000, 1e4, 1e5, 1e6, 1e8):
            row(L, f, m=m, label='m=%d' % m)
print('P2 with eps = 1/log log d (margin of (111) growing):')
for L in (1e4, 1e6, 1e8, 1e12):
    row(L, paths['P2 lam=log^{-1/2} d'], eps=1/ln(mp.mpf(L)), label='eps')
