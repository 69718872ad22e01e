# mhgd.eq66 middle line: ||Hess L|| <= (1/n) sum |l''| ||grad Phi|| + |l'| ||Hess Phi||^2
import sympy as sp
from _model import build
T, d, H, n = 1, 1, 1, 1
Phi, P = build(T, d, [[3]]); y = 1
l = lambda z: sp.log(1 + sp.exp(-z)); zz = sp.Symbol('z')
L = l(y*Phi)                                   # H = 1: Phi~ = Phi
at = {p: 0 for p in P}
HL = sp.hessian(L, P).subs(at); HL = sp.nsimplify(sp.simplify(HL))
g = sp.Matrix([sp.diff(Phi, p) for p in P]).subs(at); HP = sp.hessian(Phi, P).subs(at)
l1 = sp.diff(l(zz), zz).subs(zz, 0); l2 = sp.diff(l(zz), zz, 2).subs(zz, 0)
normHL = max(abs(e) for e in HL.eigenvals())
normHP = max([abs(e) for e in HP.eigenvals()] + [0])
printed = abs(l2)*g.norm() + abs(l1)*normHP**2
fixed = abs(l2)*g.norm()**2 + abs(l1)*normHP
R = 3; Umax = 0
lemma6_2 = sp.Rational(2)*d*sp.sqrt(T*d)*R**3/sp.sqrt(H)*(3*sp.sqrt(d)*R**2*Umax + 1) + sp.Rational(T*R**2, 4)*(2*R**2*Umax + 1)**2
print("Hess L =", HL.tolist(), "||.|| =", normHL, "; l'(0) =", l1, " l''(0) =", l2, " ||grad Phi|| =", g.norm(), " ||Hess Phi|| =", normHP)
print("printed middle line RHS =", printed, "->", normHL <= printed)
print("squares on grad (triangle ineq. on (65)) RHS =", fixed, "->", normHL <= fixed)
print("Lemma 6 (2) RHS =", lemma6_2, "->", normHL <= lemma6_2)
