"""Audit thesis.ch5.eqD.19 (seed 003 L6710-L6714) vs Section D.1.1 (L6686): A^s = P^s A P^s, P^s_ii = sqrt(p_l N_l/S_l)
for sampled i (0 otherwise). Exact arithmetic with sympy."""
import sympy as sp
def check(N, S, p, Aadj):
    # one group, all nodes sampled when S = N
    A = sp.Matrix(Aadj) + sp.eye(N); d = [sum(A.row(i)) for i in range(N)]
    An = sp.Matrix(N, N, lambda i, j: A[i, j] / sp.sqrt(d[i] * d[j]))
    Ps = sp.diag(*[sp.sqrt(p * sp.Rational(N, S))] * N)
    As = Ps * An * Ps
    printed = sp.sqrt(sp.Rational(N * N, S * S)) * p * p * An[0, 1]
    corrected = sp.sqrt(sp.Rational(N * N, S * S)) * sp.sqrt(p * p) * An[0, 1]
    return As[0, 1], printed, corrected
for p in (sp.Integer(4), sp.Rational(1, 1000), sp.Integer(1)):
    print("p* =", p, ": A^s_12, printed (D.19), sqrt-corrected =", check(2, 2, p, [[0, 1], [1, 0]]))
