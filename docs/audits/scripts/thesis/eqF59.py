# Audit (F.59): Pr(mean 1[m_i=mu'_{q2}] >= a B2 + c rho a B1) <= exp(-l rho c^2 a B1), indicators iid Bernoulli(a B2),
# (7.13): B2 <= (1-rho) B1. First step of (F.59) needs c <= 1/2.
from fractions import Fraction as F
import mpmath as mp
mp.mp.dps=40
def tail(l,p,thr):  # Pr(Bin(l,p) >= thr), exact via mpmath betainc regularized
    from scipy.stats import binom
    k=int(mp.ceil(thr-mp.mpf('1e-25')))
    return mp.e**mp.mpf(binom.logsf(k-1,l,float(p)))
def case(a,B1,B2,rho,c,l):
    a,B1,B2,rho,c=map(mp.mpf,(a,B1,B2,rho,c))
    assert B2<=(1-rho)*B1+mp.mpf('1e-30') and c<=0.5
    # first step: (1-rho/2) a B1 >= a B2 + c rho a B1
    assert (1-rho/2)*a*B1 >= a*B2 + c*rho*a*B1 - mp.mpf('1e-30')
    thr=l*(a*B2+c*rho*a*B1); P=tail(l,a*B2,thr); bound=mp.e**(-l*rho*c**2*a*B1)
    hoeff=mp.e**(-2*l*(c*rho*a*B1)**2)
    print(f"a={a} B1={B1} B2={B2} rho={rho} c={c} l={l}: Pr={mp.nstr(P,6)} printed={mp.nstr(bound,6)} {'VIOLATED' if P>bound else 'ok'}; Hoeffding exp(-2lt^2)={mp.nstr(hoeff,6)} {'ok' if P<=hoeff else 'VIOL'}")
case(1,'0.5','0.45','0.1','0.5',1000)
case(1,'0.5','0.45','0.1','0.5',10000)
case('0.5','0.6','0.57','0.05','0.25',20000)
case(1,'0.5','0.25','0.5','0.5',1000)   # large rho: ok
for rho in ['0.1','0.01']:
    c='0.05'; case(1,'0.5',str(0.5*(1-float(rho))),rho,c,200000)
