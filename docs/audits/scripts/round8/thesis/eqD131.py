"""Audit thesis.ch5.eqD.131-last (seed 003 L7801; Table D.2 L6770-L6783; (D.126)-(D.127) L7780-L7782)."""
import sympy as sp
e0, m1, m2, C0, A = sp.symbols('epsilon_0 m1 m2 C0 A', positive=True)
tv = m1 ** (sp.Rational(1, 2) - sp.Rational(5, 1000)) / (sp.sqrt(e0) * sp.sqrt(m2))
tw = C0 / (e0 ** sp.Rational(1, 4) * m1 ** (sp.Rational(3, 4) - sp.Rational(5, 1000)))
mid = sp.simplify(A ** 2 * tv * tw * m1 ** sp.Rational(1, 4) * sp.sqrt(m2) * 1)
print("printed middle member =", mid, "; ratio to C0 A^2 =", sp.simplify(mid / (C0 * A ** 2)))
print("at eps0 = 1/100:", sp.N((mid / (C0 * A ** 2)).subs(e0, sp.Rational(1, 100))))
tight = sp.simplify(A ** 2 * (e0 ** sp.Rational(1, 2) * tv) * (e0 ** sp.Rational(1, 4) * tw) * m1 ** sp.Rational(1, 4) * sp.sqrt(m2))
print("with (D.126)-(D.127) factors:", tight)
