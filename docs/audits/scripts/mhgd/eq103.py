# mhgd.eq103: (1/sqrtH) sum_h <U_h, phi(0) X> = (1/sqrtH) sum_h (alpha_h/T) <U_h, 1 1^T X>, U_h = alpha_h((zeta/2) 1 u*^T + 1 p^T)
from fractions import Fraction as F
def inner(A, B): return sum(a*b for ra, rb in zip(A, B) for a, b in zip(ra, rb))
def matmul(A, B): return [[sum(A[i][k]*B[k][j] for k in range(len(B))) for j in range(len(B[0]))] for i in range(len(A))]
def run(X, alpha, zeta, u, p, T):
    d = len(u)
    U = [[alpha*(zeta/2*u[j] + p[j]) for j in range(d)] for _ in range(T)]
    phi0 = [[F(1, T)]*T for _ in range(T)]
    ones = [[F(1)]*T for _ in range(T)]
    lhs = inner(U, matmul(phi0, X))
    rhs = F(alpha, T)*inner(U, matmul(ones, X))
    xh_true = [F(1, T)*inner([[ (zeta/2*u[j] + p[j])*a for j in range(d)] for _ in range(T)], matmul(ones, X)) for a in (1, -1)]
    return lhs, rhs, xh_true
# helper's instance (H = 1): x1 = x2 = (1,0), u* = mu_+ - mu_- = (1,-1), zeta = 1/2, p = 0, alpha = -1
print("helper instance (lhs, rhs):", run([[F(1), F(0)], [F(1), F(0)]], -1, F(1, 2), [F(1), F(-1)], [F(0), F(0)], 2)[:2])
# DM1-faithful instance: d = 3, mu_+ = e1, mu_- = e2, nu_1 = e3 (S = 1, M = 1), y = +1, T = 2, zeta = 1/2: x1 = mu_+, x2 = nu_1 (z = 0)
X = [[F(1), F(0), F(0)], [F(0), F(0), F(1)]]
for p in ([F(0)]*3, [F(1, 10), F(-1, 20), F(1, 30)]):
    for alpha in (1, -1):
        l, r, xt = run(X, alpha, F(1, 2), [F(1), F(-1), F(0)], p, 2)
        print(f"DM1 p={[str(v) for v in p]} alpha={alpha}: lhs={l} rhs={r} equal={l == r}")
    print("  correct X_h (no extra alpha) = <U_h, phi(0)X> for alpha=+1,-1:", [str(v) for v in xt], "-> mean", sum(xt)/2)
