"""Audit thesis.ch3.eqB.95: (B.94) dy/dt = Theta(A + eta t r (P/2) y), r = 1 - 2 eps_0, P = (1/B) sum (m/a) p_n; (B.95) exponent (1/a) eta t^2 r P/4."""
import sympy as sp
t, eta, r, P, A, a = sp.symbols("t eta r P A a", positive=True)
y = sp.Function("y")
sol = sp.dsolve(sp.Eq(y(t).diff(t), A + eta * t * r * P / 2 * y(t)), y(t))
print("solution of (B.94):", sol)
print("ODE exponent / (B.95) exponent =", sp.simplify((eta * r * P * t ** 2 / 4) / (eta * t ** 2 * r * P / (4 * a))))
print("(B.91)-based exponent / (B.95) =", sp.simplify((eta ** 2 * r * P * t ** 2 / (4 * a)) / (eta * t ** 2 * r * P / (4 * a))))
