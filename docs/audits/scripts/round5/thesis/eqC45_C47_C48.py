"""Audit thesis.ch4.eqC.45, eqC.47, eqC.48: seed 003 L5429-L5446. mpmath quadrature + sympy derivatives."""
import mpmath as mp
import sympy as sp
mp.mp.dps = 30
# (C.45): second line vs printed third line
def c45(mu, s):
    l2 = 2 * mp.quad(lambda z: z**2 / (16 * mp.e ** (2 * s * z)) * mp.npdf(z + abs(mu)), [0, mp.inf])
    l3 = 1 / (8 * mp.sqrt(2 * mp.pi)) * mp.e ** (abs(mu) * s + 2 * s**2) * mp.quad(lambda t: (t - 2 * s) ** 2 * mp.e ** (-t**2 / 2), [2 * abs(mu) + 2 * s, mp.inf])
    l3c = 1 / (8 * mp.sqrt(2 * mp.pi)) * mp.e ** (2 * abs(mu) * s + 2 * s**2) * mp.quad(lambda t: (t - abs(mu) - 2 * s) ** 2 * mp.e ** (-t**2 / 2), [abs(mu) + 2 * s, mp.inf])
    return l2, l3, l3c
for mu, s in [(1, 1), (0, 1), (2, mp.mpf('0.5'))]:
    a, b, c = c45(mp.mpf(mu), mp.mpf(s))
    print(f"(C.45) mu={mu} sigma={s}: second line {mp.nstr(a,8)}  printed third {mp.nstr(b,8)}  completed-square {mp.nstr(c,8)}")
# (C.47), (C.48): f from (C.46), mu >= 0 symbol
s, t, k, m = sp.symbols('sigma t k1 mu', positive=True)
f = sp.Integral((t - 2 * s) ** 2 * sp.exp(-t**2 / 2), (t, m + 2 * s, sp.oo)) - sp.exp(-2 * m * s - 2 * s**2 - k * sp.log(s))
E = sp.exp(-2 * m * s - 2 * s**2)
f1 = sp.diff(f, s).doit()
f1p = 8 * s * sp.Integral(sp.exp(-t**2 / 2), (t, m + 2 * s, sp.oo)) + E * (4 * s**(1 - k) + k * s**(-1 - k) + 2 * m * s**(-k) - 4 * sp.exp(-m**2 / 2))
for vals in [{m: 2, s: 1, k: 4}, {m: 0, s: 1, k: 4}, {m: 1, s: 3, k: 5}]:
    tv = sp.N(f1.subs(vals), 20); pv = sp.N(f1p.subs(vals).doit(), 20)
    miss = sp.N((-2 * m**2 * sp.exp(-m**2 / 2) * E).subs(vals), 20)
    print(f"(C.47) {vals}: true f' = {tv}, printed = {pv}, diff = {sp.N(tv - pv, 10)}, -2mu^2 e^(-mu^2/2) E = {miss}")
f3 = sp.diff(f, s, 3).doit()
f3p = E * (64 * s**(3 - k) + 96 * m * s**(2 - k) + 16 * (3 * k - 3 + m**2) * s**(1 - k) + 8 * m * (-m**2 - 3 + 6 * k) * s**(-k)
           + 4 * k * (3 * k + m**2) * s**(-1 - k) + 2 * k * (1 + k) * (m + 2) * s**(-2 - k) + k * (1 + k) * (2 + k) * s**(-3 - k) - 16 * sp.exp(-m**2 / 2))
for vals in [{m: 0, s: sp.Rational(3, 2), k: 4}, {m: 1, s: 2, k: 4}, {m: 0, s: 10, k: 4}, {m: 0, s: 10, k: 2}]:
    print(f"(C.48) {vals}: true f''' = {sp.N(f3.subs(vals), 12)}, printed = {sp.N(f3p.subs(vals), 12)}")
