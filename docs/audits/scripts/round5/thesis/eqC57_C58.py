"""Audit thesis.ch4.eqC.57-C.58: seed 003 L5481-L5494. g as printed in (C.57) with |Sigma| = det; mpmath quadrature."""
import mpmath as mp
mp.mp.dps = 30
# d = 1, Sigma = 4, mu = 0.3, f = 1 (even)
S, m = mp.mpf(4), mp.mpf('0.3')
g = lambda x: (2 * mp.pi * S**2) ** (-mp.mpf(1) / 2) * mp.e ** (-(x - m) ** 2 / (2 * S))
print("d=1: int g =", mp.nstr(mp.quad(g, [-mp.inf, m, mp.inf]), 15), " E f = 1")
# d = 1, f(x) = x^2 (even): E = Sigma + mu^2
g2 = lambda x: x**2 * g(x)
print("d=1, f=x^2: int g =", mp.nstr(mp.quad(g2, [-mp.inf, m, mp.inf]), 15), " E f =", mp.nstr(S + m**2, 15),
      " ratio =", mp.nstr(mp.quad(g2, [-mp.inf, m, mp.inf]) / (S + m**2), 10), "(|Sigma|^{1/2-d} =", mp.nstr(S ** (mp.mpf(1)/2 - 1), 10), ")")
# d = 2, Sigma = diag(2, 3), mu = (0.5, -1), f = 1
D = mp.mpf(6); d = 2
g3 = lambda x, y: (2 * mp.pi * D**2) ** (-mp.mpf(d) / 2) * mp.e ** (-((x - 0.5) ** 2 / 2 + (y + 1) ** 2 / 3) / 2)
I3 = mp.quad(g3, [-mp.inf, 0.5, mp.inf], [-mp.inf, -1, mp.inf])
print("d=2: int g =", mp.nstr(I3, 15), " predicted |Sigma|^{1/2-d} =", mp.nstr(D ** (mp.mpf(1) / 2 - d), 15))
# the chain's conclusion E_{N(mu)} f = E_{N(-mu)} f for even f (both sides carry the same factor)
h = lambda x: (x**2 + mp.cos(x)) * mp.npdf(x, m, 2); hm = lambda x: (x**2 + mp.cos(x)) * mp.npdf(x, -m, 2)
print("E_{N(mu)} f - E_{N(-mu)} f for even f:", mp.nstr(mp.quad(h, [-mp.inf, mp.inf]) - mp.quad(hm, [-mp.inf, mp.inf]), 5))
