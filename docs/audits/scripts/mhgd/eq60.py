# mhgd.eq60: first line of (60): ||Hess Phi|| <= 6 d^2 R^4 sum_t max_tau x_tau^T u_t + 2 d sqrt(Td) R^3
import sympy as sp, mpmath as mp
from _model import build
T, d = 1, 1; X = [[2]]; R = 2
Phi, P = build(T, d, X)
vals = {P[0]: -5, P[1]: sp.Rational(1, 10)}
Hs = sp.hessian(Phi, P).subs(vals)
Hs = sp.simplify(Hs); print("Phi =", sp.simplify(Phi), " Hessian =", Hs.tolist())
ev = [abs(complex(e)) for e in Hs.eigenvals()]
spec = max(ev) if ev else 0
u = [-5]; x = [2]
rhs_printed = 6*d**2*R**4*sum(max(x[tau]*u[t] for tau in range(T)) for t in range(T)) + 2*d*(T*d)**0.5*R**3
rhs_abs = 6*d**2*R**4*sum(max(abs(x[tau]*u[t]) for tau in range(T)) for t in range(T)) + 2*d*(T*d)**0.5*R**3
print("||Hess|| =", spec, " printed RHS =", rhs_printed, " with |x^T u| (= (59)'s ||Xu_t||_inf) RHS =", rhs_abs)
print("printed holds?", spec <= rhs_printed, " abs reading holds?", spec <= rhs_abs)
