# Audit (b): thesis.ch4.eqC.44 / eqC.50. phi'(x) = 1/(e^x+e^-x+2) (sigmoid derivative, as in (C.40)).
from mpmath import mp, quad, exp, sqrt, pi, inf, mpf, log
mp.dps = 40
def dphi(x): return 1/(exp(x)+exp(-x)+2)
def E(f, mu, s):   # E_{z~N(mu,1)} f(z); integrate in x = s z for accuracy
    return quad(lambda z: f(z)*exp(-(z-mu)**2/2)/sqrt(2*pi), [-inf, mu-10, -1/s, 0, 1/s, mu+10, inf])
def al(q, mu, s): return E(lambda z: dphi(s*z)*z**q, mu, s)
def be(q, mu, s): return E(lambda z: dphi(s*z)**2*z**q, mu, s)
def c44(mu, s, k1, k2):
    lhs = be(0,mu,s) - al(0,mu,s)**2
    rhs = s**(-k1)/(8*sqrt(2*pi)) - s**(-2*k2)/(2*pi)
    return lhs, rhs
def c50(mu, s, k1, k2):
    lhs = be(2,mu,s) - al(2,mu,s)**2/(mu**2+1)
    rhs = s**(-k1)/(8*sqrt(2*pi)) - 2/(pi*(mu**2+1))*s**(-2*k2)
    return lhs, rhs
L,R = c44(mpf(1), mpf('15.85'), mpf('1.01'), mpf(1)); print("C.44 mu=1 s=15.85 k1=1.01 k2=1:", float(L), float(R), "holds" if L>=R else "FAILS")
L,R = c50(mpf(2), sqrt(10), mpf('3.01'), mpf('2.2525')); print("C.50 mu=2 s=sqrt10 k1=3.01 k2=2.2525:", float(L), float(R), "holds" if L>=R else "FAILS")
# large-sigma behaviour at same (mu,k1,k2)
for s in [50, 200, 1000, 10000]:
    L,R = c44(mpf(1), mpf(s), mpf('1.01'), mpf(1)); L2,R2 = c50(mpf(2), mpf(s), mpf('3.01'), mpf('2.2525'))
    print(f"sigma={s}: C.44 {float(L):.4e} vs {float(R):.4e} {'ok' if L>=R else 'FAIL'};  C.50 {float(L2):.4e} vs {float(R2):.4e} {'ok' if L2>=R2 else 'FAIL'}")
# the two claims used: L5421 int_{|mu|+2s}^inf e^{-t^2/2} > e^{-2|mu|s-2s^2-k1 log s}; L5431 int_{|mu|+s}^inf e^{-t^2/2} < e^{-|mu|s - s^2/2 - k2 log s}
def cl1(mu,s,k1): return quad(lambda t: exp(-t**2/2), [abs(mu)+2*s, inf]) - exp(-2*abs(mu)*s-2*s**2-k1*log(s))
def cl2(mu,s,k2): return exp(-abs(mu)*s-s**2/2-k2*log(s)) - quad(lambda t: exp(-t**2/2), [abs(mu)+s, inf])
print("claims at C.44 instance (both must be >0):", float(cl1(1,mpf('15.85'),mpf('1.01'))), float(cl2(1,mpf('15.85'),1)))
print("--- eventual behaviour (sigma large enough reading)")
for s in [100, 1000, 10000]:
    L,R = c44(mpf(1), mpf(s), mpf('1.5'), mpf(1)); L2,R2 = c50(mpf(2), mpf(s), mpf('3.5'), mpf(2))
    print(f"sigma={s}: C.44(k1=1.5) L/R={float(L/R):.3f};  C.50(k1=3.5,k2=2) L/R={float(L2/R2):.3f}")
# asymptotics: beta0-alpha0^2 ~ phi_N(mu) * int phi'^2 / sigma = phi_N(mu)/(6 sigma)
s=mpf(10000); print("sigma*(beta0-alpha0^2) at mu=1:", float(s*c44(1,s,1.01,1)[0]), " phi_N(1)/6 =", float(exp(-0.5)/sqrt(2*pi)/6))
