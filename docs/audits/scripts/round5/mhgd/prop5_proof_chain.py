"""Audit mhgd.display.prop5-proof-chain: eq (52), seed 004 L694-L699.
Independent: sympy exact Hessian of Phi = <U, softmax_rows(X W X^T) X>, T=2, d=1, then mpmath eigen."""
import sympy as sp
import mpmath as mp
mp.mp.dps = 40
u1, u2, w = sp.symbols('u1 u2 w', real=True)
X = [sp.Integer(1), sp.Integer(-2)]
U = [u1, u2]
Phi = 0
for t in range(2):
    g = [w * X[t] * X[s] for s in range(2)]
    Z = sum(sp.exp(gs) for gs in g)
    Phi += U[t] * sum(sp.exp(g[s]) / Z * X[s] for s in range(2))
params = [u1, u2, w]
H = sp.hessian(Phi, params)
vals = {u1: sp.Integer(-3), u2: sp.Rational(3, 2), w: sp.Rational(-7, 10)}
Hn = mp.matrix([[mp.mpf(sp.N(H[i, j].subs(vals), 50)) for j in range(3)] for i in range(3)])
print("H =", Hn)
ev = mp.eigsy(Hn)[0]
print("eigenvalues", [mp.nstr(e, 12) for e in ev])
spec = max(abs(e) for e in ev)
HWW = Hn[2, 2]
B = mp.matrix([[Hn[0, 2]], [Hn[1, 2]]])
normB = mp.sqrt(B[0] ** 2 + B[1] ** 2)
# Term1 = max_{||v||=1} q^T H_WW q = max(HWW,0); Term2 = max p^T B q over ||p||^2+||q||^2=1 = ||B||/2
rhs_literal = max(HWW, 0) + 2 * normB / 2
rhs_abs = abs(HWW) + normB
print("||H|| =", mp.nstr(spec, 12), " H_WW =", mp.nstr(HWW, 12), " ||H_UW|| =", mp.nstr(normB, 12))
print("literal rhs =", mp.nstr(rhs_literal, 12), " abs-reading rhs =", mp.nstr(rhs_abs, 12))
print("lambda_max(H) =", mp.nstr(max(ev), 12), "<= literal rhs?", max(ev) <= rhs_literal)
# Prop 1 bound at this instance
x = [1, -2]; Xu = [[x[s] * (-3) for s in range(2)], [x[s] * 1.5 for s in range(2)]]
X2inf = 2; X1inf = 2; d = 1; T = 2
prop1 = 6 * d**2 * X2inf * X1inf**3 * sum(max(abs(a) for a in r) for r in Xu) + 2 * d * mp.sqrt(T) * d * X2inf * X1inf**2
print("Prop 1 bound =", mp.nstr(prop1, 12))
# Direct evaluation of the printed Term_1 / Term_2 integrands (d=1) to check identification with H blocks
import numpy as np
Xv = mp.matrix([[1], [-2]]); Uv = [mp.mpf(-3), mp.mpf(1.5)]; W = mp.mpf(-0.7)
def sm(v):
    e = [mp.e ** a for a in v]; s = sum(e); return mp.matrix([[a / s] for a in e])
T1 = 0; T2coef = [0, 0]
for t in range(2):
    xt = Xv[t]
    g = [W * xt * Xv[s] for s in range(2)]
    ph = sm(g)
    phip = mp.diag([ph[0], ph[1]]) - ph * ph.T
    Xu = Xv * Uv[t]  # T x 1
    rowvec = Xu.T * mp.diag([Xv[0], Xv[1]]) - (ph.T * Xv)[0] * Xu.T - (ph.T * Xu)[0] * Xv.T
    T1 += xt * xt * (rowvec * phip * Xv)[0]          # coefficient of q^2
    T2coef[t] = xt * (Xv.T * phip * Xv)[0]           # coefficient of p_t q
print("printed Term_1 integrand coefficient of q^2:", mp.nstr(T1, 12), "(H_WW/1 ->", mp.nstr(HWW, 12), ")")
print("printed Term_2 coefficients:", [mp.nstr(c, 12) for c in T2coef], "H_UW:", mp.nstr(B[0], 12), mp.nstr(B[1], 12))
