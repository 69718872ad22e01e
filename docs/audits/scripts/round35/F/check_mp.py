"""mpmath cross-check of the Gauss-Hermite rho terms at a few points (direct definition, no rewriting)."""
import mpmath as mp, numpy as np
from cor441_i import rho_terms
mp.mp.dps = 40
def dphi(t):
    e = mp.e**(-abs(t)); return e/(1+e)**2
def direct(u, sig):
    pdf = lambda z: mp.npdf(z, u, 1)
    E = lambda g: mp.quad(lambda z: g(z)*pdf(z), [u-12, u-3, u, u+3, u+12])
    a0 = E(lambda z: dphi(sig*z)); b0 = E(lambda z: dphi(sig*z)**2)
    a2 = E(lambda z: dphi(sig*z)*z**2); b2 = E(lambda z: dphi(sig*z)**2*z**2)
    return b0-a0**2, b2-a2**2/(u**2+1)
for su, sig in [(0.0, 0.5), (1.0, 0.5), (1.0, 0.01), (0.7, 0.001), (0.0, 0.001)]:
    v0, t2, u = rho_terms(su, sig)
    d0, dt2 = direct(mp.mpf(su)/sig, mp.mpf(sig))
    print(f"sigma*u={su} sigma={sig}: GH var0={v0:.10e} mp={float(d0):.10e} | GH t2={t2:.10e} mp={float(dt2):.10e}")
