# Auditor A r28: mhgd proof of Lemma 10, L910 last '=' vs Corollary 1's printed beta_3 (L133) and the appendix's (L611, L1031, L1173).
import sympy as sp
d, T, R, n, a, db = sp.symbols('d T R n a dbar', positive=True)
left = 4*d*sp.sqrt(T*db)*R**3*(3*sp.sqrt(db)*R**2*n + 1)*a**2                 # L910, last line before '='
beta3_cor1 = 2*d*sp.sqrt(T)*d*R**3*(3*sp.sqrt(d)*R**2*n + 1)                  # Cor. 1 (3), L133 (and Lemma 6 (3), L782)
beta3_app = 2*d*sp.sqrt(T*d)*R**3*(3*sp.sqrt(d)*R**2*n + 1)                   # Prop. 5 L611, (87) L1031, L1173
print("left/(2 beta3_cor1 a^2) with dbar = d:", sp.simplify((left/(2*beta3_cor1*a**2)).subs(db, d)))
print("left - 2 beta3_app a^2 with dbar = d:", sp.simplify((left - 2*beta3_app*a**2).subs(db, d)))
for dv in (2, 5, 16):
    for dbv in (dv, dv**2):
        vals = {d: dv, T: 3, R: 1.5, n: 0.7, a: 1.3, db: dbv}
        print(f"d={dv}, dbar={dbv}: left={float(left.subs(vals)):.6g}, 2 beta3_cor1 a^2={float((2*beta3_cor1*a**2).subs(vals)):.6g}, 2 beta3_app a^2={float((2*beta3_app*a**2).subs(vals)):.6g}")
# is there a dbar making L910 an identity with Cor.1's beta_3 for all n? need sqrt(T dbar) = d sqrt(T) and sqrt(dbar) = sqrt(d)
sol = sp.solve([sp.Eq(sp.sqrt(db), d), sp.Eq(sp.sqrt(db), sp.sqrt(d))], db, dict=True)
print("dbar making both factors match Cor. 1 (needs d = 1):", sol)
