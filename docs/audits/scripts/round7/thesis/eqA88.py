"""Audit thesis.ch2.eqA.88: (A.87) dy/dt = Theta(A + (eta t r)(P/2) y) (r = |S_1|/|S|, P = (1/B) sum |S_1| m p/(|S| a), identical samples)
has integrating-factor exponent eta r P t^2/4; (A.88) prints (1/a) eta t^2 r P/4. sympy: solve the ODE, compare exponents."""
import sympy as sp
t, eta, r, P, A, a, C0 = sp.symbols("t eta r P A a C0", positive=True)
y = sp.Function("y")
sol = sp.dsolve(sp.Eq(y(t).diff(t), A + eta * t * r * P / 2 * y(t)), y(t))
print("solution of (A.87):", sol)
ode_exp = eta * r * P * t ** 2 / 4; printed_exp = eta * t ** 2 * r * P / (4 * a)
print("ODE exponent / printed exponent =", sp.simplify(ode_exp / printed_exp), "(= a = sqrt(m), unbounded)")
# (A.83)'s increments: (eta/a)(A' + eta t r (P/2) y) -> exponent eta^2 t^2 r P/(4a)
inc_exp = eta ** 2 * r * P * t ** 2 / (4 * a)
print("(A.83)-based exponent / printed =", sp.simplify(inc_exp / printed_exp))
