"""Audit thesis.ch4.eqC.18 and eqC.20: seed 003 L5237-L5267, Definition C.2.2 (L5151). phi sigmoid. mpmath quadrature in
t = sigma z ~ N(u, sigma^2)."""
import mpmath as mp
mp.mp.dps = 40
sig = lambda t: 1 / (1 + mp.e ** (-t))
d1 = lambda t: sig(t) * (1 - sig(t))
d2 = lambda t: d1(t) * (1 - 2 * sig(t))
def E(g, u, s):
    return mp.quad(lambda t: g(t) * mp.npdf(t, u, s), [u - 12 * s, u, u + 12 * s])
def c18(u, s):   # beta_2(u/s) - alpha_2^2(u/s)/(u^2/s^2 + 1), with z = t/s
    b2 = E(lambda t: d1(t) ** 2 * t**2, u, s) / s**2
    a2 = E(lambda t: d1(t) * t**2, u, s) / s**2
    return b2 - a2**2 / (u**2 / s**2 + 1)
def var0(u, s):
    return E(lambda t: d1(t) ** 2, u, s) - E(d1, u, s) ** 2
for u in [mp.mpf(1), mp.mpf('0.5'), mp.mpf(2)]:
    vals = [c18(u, mp.mpf(10) ** -k) for k in (2, 3)]
    print(f"(C.18) u={u}: expr at sigma=1e-2,1e-3: {[mp.nstr(v, 8) for v in vals]}; u^2 phi''(u)^2 = {mp.nstr(u**2*d2(u)**2, 8)}; printed phi'(u)^2 = {mp.nstr(d1(u)**2, 8)}")
u = mp.mpf(1)
for s in [mp.mpf('0.1'), mp.mpf('0.01'), mp.mpf('0.001')]:
    der = mp.diff(lambda x: var0(u, x), s)
    print(f"(C.20) u=1 sigma={s}: d/dsigma Var = {mp.nstr(der, 8)} (2 sigma phi''^2 = {mp.nstr(2*s*d2(u)**2, 8)}); printed phi'^2/sigma = {mp.nstr(d1(u)**2/s, 6)}; "
          f"(u^2/sigma^2+1) Var = {mp.nstr((1/s**2+1)*var0(u, s), 8)}")
