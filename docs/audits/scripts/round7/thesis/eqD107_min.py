"""Audit thesis.ch5.display.D.107-min (L7645-L7651): from (D.107) c1 <= (1-eta)(2c3 - c2) + (eta gamma/4)c3 + eta(OPT + Q a^4 eps0/gamma) + eta^1.5
(O's at constant 1, a = ||A*||_inf, Q = ||q^T A*||_1), the worst pair c1 = c2 = (2(1-eta)c3 + eta gamma c3/4 + eta OPT + eta Q a^4 eps0/gamma + eta^1.5)/(2-eta)
against the implied min{c1,c2} <= (1 - eta/2 + eta gamma/8)c3 + eta OPT/2 + Q a^2 eta eps0/gamma + eta^1.5. Exact Fractions (eta^1.5 with eta = 1/4 is 1/8)."""
from fractions import Fraction as F
eta, gam, eps0, Q, c3, OPT = F(1, 4), F(1, 2), F(1, 2), F(1), F(0), F(0)
e15 = F(1, 8)
for a in [1, 4, 16, 64]:
    K = 2 * (1 - eta) * c3 + eta * gam * c3 / 4 + eta * OPT + eta * Q * a ** 4 * eps0 / gam + e15
    mn = K / (2 - eta)
    rhs = (1 - eta / 2 + eta * gam / 8) * c3 + eta * OPT / 2 + Q * a ** 2 * eta * eps0 / gam + e15
    rhs4 = (1 - eta / 2 + eta * gam / 8) * c3 + eta * OPT / 2 + Q * a ** 4 * eta * eps0 / gam + e15
    print(f"a={a}: worst min = {float(mn):.4g}, printed rhs (a^2) = {float(rhs):.4g}, ratio {float(mn / rhs):.4g}; with a^4: ratio {float(mn / rhs4):.4g}")
