"""Cross-check the trapezoid rho() against mpmath quadrature at a few points."""
import mpmath as mp, numpy as np, sys
sys.path.insert(0, __file__.rsplit('/', 1)[0])
from cor441_lambda import rho
mp.mp.dps = 30
def dphi(x): p = 1/(1+mp.e**(-x)); return p*(1-p)
def mom(ui, sig):
    pdf = lambda z: mp.e**(-(z-ui)**2/2)/mp.sqrt(2*mp.pi)
    I = lambda f: mp.quad(lambda z: f(z)*pdf(z), [-mp.inf, ui-3, 0, ui+3, mp.inf])
    return (I(lambda z: dphi(sig*z)), I(lambda z: dphi(sig*z)*z*z), I(lambda z: dphi(sig*z)**2), I(lambda z: dphi(sig*z)**2*z*z))
def rho_mp(u, sig):
    vals = []
    for i in range(len(u)):
        a0, a2, b0, b2 = mom(u[i], sig)
        vals += [(u[j]**2+1)*(b0-a0**2) for j in range(len(u)) if j != i]
        vals.append(b2 - a2**2/(u[i]**2+1))
    return min(vals)
for u, s in [((0, 0), 0.5), ((0, 0), 3), ((0, 0), 5), ((1/np.sqrt(2)/3,)*2, 3), ((1/np.sqrt(2)/5,)*2, 5), ((1/np.sqrt(2)/0.5,)*2, 0.5)]:
    a, b = rho(u, s), rho_mp([mp.mpf(x) for x in u], mp.mpf(s))
    print(f'u={tuple(round(x,4) for x in u)} sigma={s}: trapz={a:.10e} mpmath={mp.nstr(b,11)} rel.diff={abs(a-float(b))/float(b):.1e}')
