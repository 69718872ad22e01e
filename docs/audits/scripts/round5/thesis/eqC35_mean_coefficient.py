"""Audit thesis.ch4.eqC.35-mean-coefficient: seed 003 L5352-L5366 (C.35). phi = sigmoid (L5209).
(a) sympy series of sigmoid'; (b) exact sigma^4 coefficient of E_{z~N(mu,1)} phi'(sigma z) via Gaussian moments;
(c) mpmath quadrature check at mu = 0, 1; (d) which coefficient makes the last line of (C.35) right."""
import sympy as sp
import mpmath as mp
t, s, mu = sp.symbols('t sigma mu', real=True)
sig = 1 / (1 + sp.exp(-t))
dser = sp.series(sp.diff(sig, t), t, 0, 7).removeO()
print("sigmoid'(t) series:", sp.expand(dser))
# E[(sigma z)^k], z ~ N(mu,1)
z = sp.symbols('z')
mom = {0: 1, 2: sp.expand(s**2 * (mu**2 + 1)), 4: sp.expand(s**4 * (mu**4 + 6 * mu**2 + 3))}
c = {k: dser.coeff(t, k) for k in (0, 2, 4)}
mean = sp.expand(sum(c[k] * mom[k] for k in (0, 2, 4)))
print("E phi'(sigma z) up to sigma^4:", sp.factor(mean.coeff(s, 4)), "* sigma^4 +", mean.coeff(s, 2), "* sigma^2 +", mean.coeff(s, 0))
printed4 = (3 + 6 * mu**2 + mu**4) / 192
print("printed sigma^4 coefficient:", printed4, " ratio true/printed =", sp.simplify(mean.coeff(s, 4) / printed4))
mp.mp.dps = 40
def alpha0(m, sg):
    f = lambda x: (lambda e: e / (1 + e) ** 2)(mp.e ** (-sg * x)) * mp.npdf(x, m, 1)
    return mp.quad(f, [-mp.inf, m - 10, m, m + 10, mp.inf])
for m in (0, 1):
    sg = mp.mpf('1e-3')
    est = (alpha0(m, sg) - mp.mpf(1) / 4 + (m**2 + 1) * sg**2 / 16) / sg**4
    print(f"mu={m}: numeric sigma^4 coefficient {mp.nstr(est, 10)}; true {(3+6*m**2+m**4)/96}; printed {(3+6*m**2+m**4)/192}")
# last line of (C.35) with either coefficient
A2 = (mu**2 + 1) * s**2; B4 = (3 + 6 * mu**2 + mu**4) * s**4
first = sp.Rational(1, 16) - A2 / 32 + sp.Rational(7, 768) * B4
for den in (96, 192):
    diff = sp.expand(first - (sp.Rational(1, 4) - A2 / 16 + B4 / den) ** 2)
    print(f"with /{den}: sigma^4 coefficient of the difference =", sp.factor(diff.coeff(s, 4)),
          " (printed last line: 1/128 + mu^2/64)")
