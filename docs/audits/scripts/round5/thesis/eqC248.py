"""Audit thesis.ch4.eqC.248: seed 003 L6478-L6490 vs Definition C.1.1 (L5078-L5086). d = 1 (sympy exact) and d = 2 weight check."""
import sympy as sp
x, mu = sp.symbols('x mu', real=True); S = sp.Integer(4)
p = (2 * sp.pi * S) ** sp.Rational(-1, 2) * sp.exp(-(x - mu) ** 2 / (2 * S))
true = sp.simplify(-sp.diff(p, x, 3) / p)
u = (x - mu) / S; z = 1 / S                       # v (x)~ Z with Z = Sigma^{-1}: 3 v z^2 in d = 1
printed = u**3 - 3 * u * z**2
fixed = u**3 - 3 * u * (1 / sp.sqrt(S)) ** 2      # Z = Sigma^{-1/2}
vals = {x: 1, mu: 0}
print("d=1, Sigma=4, x-mu=1: -p'''/p =", true.subs(vals), " printed bracket =", printed.subs(vals), " with Z = Sigma^{-1/2}:", fixed.subs(vals))
# d = 2 weight: (2 pi |Sigma|)^{-d/2} vs (2 pi)^{-d/2} |Sigma|^{-1/2}
detS = sp.Integer(6)
print("d=2, |Sigma|=6: printed weight/true weight =", sp.nsimplify(((2 * sp.pi * detS) ** -1) / ((2 * sp.pi) ** -1 * detS ** sp.Rational(-1, 2))))
