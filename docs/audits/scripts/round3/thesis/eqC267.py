"""Audit thesis (C.267): E_x[sigma_min^-6 (v^T Uhat^T x)^3] <~ tau^6 sqrt(D_6(Psi)).
Own computation (sympy exact + mpmath for the absolute-moment reading)."""
import sympy as sp, mpmath as mp
t = sp.symbols('t', positive=True)
lam = [sp.Rational(3, 10), sp.Rational(7, 10)]
mu = [t, -t/2]; s = [t, t]             # d = K = 1, L = 2, Sigma_l = t^2
# hypotheses: L>=2, lambda in (0,1) sum 1; U = Uhat = 1 (||UU^T - UhUh^T|| = 0 <= 1/4); v = 1; W* = 1 (delta_1 = 1)
def m3(m, sd):  # E X^3 for N(m, sd^2)
    return m**3 + 3*m*sd**2
sig_max = max(s); sig_min = min(s)      # ||Sigma||^{1/2}, ||Sigma^{-1}||^{-1/2}
tau = sp.simplify(sig_max/sig_min)
D6 = sum(l*(sp.Abs(m)/sd + 1)**6 for l, m, sd in zip(lam, mu, s))
Ex3 = sp.expand(sum(l*m3(m, sd) for l, m, sd in zip(lam, mu, s)))
lhs = sp.simplify(Ex3/sig_min**6)
rhs = tau**6*sp.sqrt(D6)
print("tau =", tau, " D6 =", sp.nsimplify(D6), "=", float(D6), " tau^6 sqrt(D6) =", float(rhs))
print("E x^3 =", Ex3, "  lhs =", lhs)
for tv in [1, sp.Rational(1, 10), sp.Rational(1, 100), sp.Rational(1, 1000)]:
    print(f"t={float(tv):g}: lhs={float(lhs.subs(t, tv)):.6g} ratio={float((lhs/rhs).subs(t, tv)):.4g}")
# absolute-moment reading E|x|^3 (mpmath quadrature), same scaling
mp.mp.dps = 30
def Eabs3(tv):
    f = lambda x: sum(float(l)*mp.npdf(x, float(m.subs(t, tv)), float(tv)) for l, m in zip(lam, mu))*abs(x)**3
    return mp.quad(f, [-mp.inf, -3*tv, 0, 3*tv, mp.inf])
for tv in [1, 0.1, 0.01, 0.001]:
    print(f"abs reading t={tv:g}: sigma_min^-6 E|x|^3 = {float(Eabs3(tv)/tv**6):.6g}, ratio {float(Eabs3(tv)/tv**6/rhs):.4g}")
# corrected candidate sigma_min^-3 tau^6 sqrt(D6): ratio constant
print("corrected ratio (lhs / (sigma_min^-3 tau^6 sqrt D6)) =", sp.simplify(lhs/(rhs/sig_min**3)), float(sp.simplify(lhs/(rhs/sig_min**3))))
