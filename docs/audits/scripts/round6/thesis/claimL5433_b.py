# Audit (b) of thesis.ch4.display.propertyC.4-claim-L5433, own code.
# Claim: int_{2|mu|+2s}^inf (t-2s)^2 e^{-t^2/2} dt >= exp(-2|mu| s - 2 s^2 - k1 log s), k1 > 3
from mpmath import mp, quad, exp, log, inf, mpf
mp.dps = 60
def lhs(mu, s, lo=None):
    a = (2*abs(mu)+2*s) if lo is None else lo
    return quad(lambda t: (t-2*s)**2*exp(-t**2/2), [a, a+1, a+10, inf])
def rhs(mu, s, k1):
    return exp(-2*abs(mu)*s - 2*s**2 - k1*log(s))
for mu in [mpf(1), mpf('0.1'), mpf(0)]:
    for k1 in [mpf('3.5'), mpf(10)]:
        for s in [mpf(2), mpf(5), mpf(10), mpf(20), mpf(40), mpf(80)]:
            L = lhs(mu, s); R = rhs(mu, s, k1)
            # (C.46) lower limit |mu|+2s for comparison
            L46 = lhs(mu, s, lo=abs(mu)+2*s)
            print(f"mu={float(mu):4} k1={float(k1):4} sigma={float(s):5}  log(L/R)={float(log(L/R)):12.4f}   with |mu|+2s limit: {float(log(L46/R)):12.4f}")
print("--- correct completion of the square of (C.45): int_{|mu|+2s}^inf (t-|mu|-2s)^2 e^{-t^2/2} dt vs RHS")
for mu in [mpf(1), mpf(3)]:
    for s in [mpf(5), mpf(20), mpf(80)]:
        a = abs(mu)+2*s
        L = quad(lambda t: (t-a)**2*exp(-t**2/2), [a, a+1, a+10, inf])
        # sanity: direct (C.45) middle member 2*int_0^inf z^2/(16 e^{2sz}) phi(z+|mu|) dz vs (1/(8 sqrt(2pi))) e^{2|mu|s+2s^2} L
        from mpmath import sqrt, pi
        mid = 2*quad(lambda z: z**2/(16*exp(2*s*z))*exp(-(z+abs(mu))**2/2)/sqrt(2*pi), [0, 1, inf])
        alt = exp(2*abs(mu)*s+2*s**2)*L/(8*sqrt(2*pi))
        print(f"mu={float(mu)} sigma={float(s)} log(L/R)={float(log(L/rhs(mu,s,mpf('3.5')))):10.4f}  middle/alt={float(mid/alt):.12f}")
