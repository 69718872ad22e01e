# Auditor A r28: mhgd (87) L1031, first '=': beta_3(theta) with Corollary 1's printed definition (L133) vs the right member.
import sympy as sp
d, T, R, n = sp.symbols('d T R n', positive=True)
beta3_cor1 = 2*d*sp.sqrt(T)*d*R**3*(3*sp.sqrt(d)*R**2*n + 1)     # L133 (and Lemma 6 (3), L782)
rhs87 = 2*d*sp.sqrt(T*d)*R**3*(3*sp.sqrt(d)*R**2*n + 1)          # (87) right member, = Prop. 5 L611 / L1173
print("beta3_cor1 / rhs87 =", sp.simplify(beta3_cor1/rhs87))
print("T=1, d=2, R=1, n=0:", float(beta3_cor1.subs({T:1,d:2,R:1,n:0})), "vs", float(rhs87.subs({T:1,d:2,R:1,n:0})))
for dv in (1, 2, 5, 16):
    print(f"d={dv}: ratio {float((beta3_cor1/rhs87).subs(d, dv)):.4f}")
