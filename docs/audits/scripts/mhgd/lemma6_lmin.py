# mhgd.display.lemma6-lmin: lambda_min(Hess L) >= -(1/n) sum |l'_i| y_i ||Hess Phi_i||  (y_i inside)
import sympy as sp, mpmath as mp
from _model import build
mp.mp.dps = 30
T, d = 2, 1
Phi, P = build(T, d, [[1], [sp.Rational(-1, 2)]])
y = -1
vals = dict(zip(P, [sp.Rational(7, 10), sp.Rational(-4, 10), sp.Rational(3, 10)]))
zz = sp.Symbol('z'); l = sp.log(1 + sp.exp(-zz))
L = l.subs(zz, y*Phi)
HL = sp.hessian(L, P).subs(vals).evalf(30)
HP = sp.hessian(Phi, P).subs(vals).evalf(30)
phi = Phi.subs(vals).evalf(30)
l1 = sp.diff(l, zz).subs(zz, y*phi).evalf(30)
eL = sorted(mp.eig(mp.matrix(HL.tolist()))[0], key=lambda e: mp.re(e))
eP = mp.eig(mp.matrix(HP.tolist()))[0]
nHP = max(abs(e) for e in eP)
lmin = mp.re(eL[0])
rhs_printed = -abs(l1)*y*nHP
rhs_fixed = -abs(l1)*nHP
print("Phi =", phi, " l'(y Phi) =", l1, " ||Hess Phi|| =", mp.nstr(nHP, 12))
print("lambda_min(Hess L) =", mp.nstr(lmin, 12), "; printed RHS =", mp.nstr(rhs_printed, 12), "->", lmin >= rhs_printed)
print("without y_i RHS =", mp.nstr(rhs_fixed, 12), "->", lmin >= rhs_fixed)
R = 1; Umax = mp.sqrt(mp.mpf('0.49') + mp.mpf('0.16')); Lval = mp.log(1 + mp.e**(-y*phi))
print("Lemma 6 (3) RHS =", mp.nstr(-2*d*mp.sqrt(T*d)*R**3*(3*mp.sqrt(d)*R**2*Umax + 1)*Lval, 12))
