# Auditor B r21: softlin (seed 001) Lemmas F.11, F.14, D.14 -- exact check (Fractions; log n factored out of u_lin).
# u_lin(A,x)_{j0} = ((A1)_{j0,*} QK^T A2^T)^T (Claim C.3), f = u / <u, 1>, c_lin(j0,i0) = <f_{j0}, (A3 V)_{i0}>.
from fractions import Fraction as Fr
def mat(r, c, f): return [[f(i, j) for j in range(c)] for i in range(r)]
def mm(A, B): return [[sum(A[i][k] * B[k][j] for k in range(len(B))) for j in range(len(B[0]))] for i in range(len(A))]
def T(A): return [list(r) for r in zip(*A)]
def rows_f(U): return [[x / sum(r) for x in r] for r in U]

def F1_data(d, t, j2, j3, a, last_col=True):
    # Definition F.1 (D0 with a = a0, D1 with a = a1); entries in units of log n; columns 2..d (last_col) or 2..d-1
    n = (d - 1) * t
    A1 = mat(n, d, lambda i, j: (a if i == j2 else 0) if j == 0 else (1 if (j < d - 1 or last_col) else 0))
    A2 = mat(n, d, lambda i, j: (1 if i == j3 else 0) if j == 0 else (1 if (i % (d - 1)) == j - 1 else 0))
    return n, A1, A2
def lemmaF11(d=3, t=1, j2=0, j3=1, a0=Fr(1, 20), last_col=True):
    n, A1, A2 = F1_data(d, t, j2, j3, a0, last_col)
    U = mm(A1, T(A2)); f = rows_f(U); C = mm(f, A2)           # QK^T = V = I_d, A3 = A2
    bad3 = [(j0, C[j0][0]) for j0 in range(n) if j0 != j3 and C[j0][0] > Fr(1, n)]
    bad4 = [(j0, i0, C[j0][i0]) for j0 in range(n) if j0 != j3 for i0 in range(1, d) if C[j0][i0] > Fr(t, n)]
    return n, bad3, bad4
def lemmaF14(d=3, t=1, j2=0, j3=1, a1=Fr(2), a0=Fr(1, 20)):
    n, A1, A2 = F1_data(d, t, j2, j3, a1)
    U = mm(A1, T(A2)); f = rows_f(U)
    p1 = U[j3][j3]; p5 = [(j0, j1, f[j0][j1]) for j0 in range(n) if j0 != j3 for j1 in range(n) if f[j0][j1] != Fr(1, n)]
    p3 = f[j3][j3]
    return n, p1, 1 + a0, p5, p3, (1 + a0) / n
def D1_data(d, t, j3, a0, b):
    n = (d - 2) * t; c = 1 - b
    A = mat(n, d, lambda i, j: (a0 if i == j3 else 0) if j == 0 else (b if (j <= d - 2 and (i % (d - 2)) == j - 1) else (c if j == d - 1 else 0)))
    return n, A                                          # entries in units of sqrt(log n)
def lemmaD14(d, t, j3, a0, b, ones=False):
    n, A = D1_data(d, t, j3, a0, b)
    QK = mat(d, d, lambda i, j: 1 if ones else (1 if i == j else 0))
    U = mm(mm(A, QK), T(A)); f = rows_f(U)
    claims = {'1a': (U[j3][j3], (1 + a0) ** 2)}
    other = [j for j in range(n) if j != j3]
    worst4b = max(f[j0][j1] for j0 in other for j1 in other)
    worst3b = max(f[j3][j1] for j1 in other)
    return n, claims, worst4b, Fr(1, n), worst3b, max(f[j0][j3] for j0 in other), (1 + a0) / n
if __name__ == '__main__':
    n, b3, b4 = lemmaF11()
    print('F.11 d=3,t=1,j2=0,j3=1,a0=1/20: n =', n, 'Part 3 violations (j0, c, 1/n):', [(j, str(v), float(v)) for j, v in b3], 'Part 4:', [(j, i, str(v)) for j, i, v in b4])
    n, b3, b4 = lemmaF11(d=4, t=2, j2=0, j3=1)
    print('F.11 d=4,t=2,j2=0,j3=1: n =', n, 'Part 3:', [(j, str(v)) for j, v in b3], ' Part 4 (t/n = %s):' % Fr(2, n), [(j, i, str(v)) for j, i, v in b4])
    n, b3, b4 = lemmaF11(d=4, t=2, j2=0, j3=1, last_col=False)
    print('F.11 literal "columns 2..d-1" of A1 (column d zero): Part 3:', [(j, str(v)) for j, v in b3], 'Part 4:', [(j, i, str(v)) for j, i, v in b4][:3])
    n, b3, b4 = lemmaF11(d=4, t=2, j2=1, j3=1)
    print('F.11 with j2 = j3: violations', b3, b4)
    for j2 in (0, 1):
        n, p1, p1c, p5, p3, p3c = lemmaF14(j2=j2)
        print(f'F.14 (D1, a1=2) j2={j2}, j3=1, n={n}: u(j3,j3)/log n = {p1} vs printed {p1c}; Part 5 violations {[(a, b, str(v)) for a, b, v in p5]}; f(j3,j3) = {p3} vs <= {p3c}: {"VIOLATED" if p3 > p3c else "ok"}')
    for (d, t, b) in [(3, 2, Fr(1, 2)), (12, 1, Fr(9, 10)), (5, 3, Fr(1, 2))]:
        for ones in (False, True):
            n, cl, w4b, inv, w3b, w4a, c4a = lemmaD14(d, t, 0, Fr(1, 20), b, ones)
            print(f'D.14 QK^T={"1 1^T" if ones else "I_d  "} d={d} t={t} n={n} b={b}: Part 1a u/log n = {cl["1a"][0]} ({float(cl["1a"][0]):.4f}) vs (1+a0)^2 = {float(cl["1a"][1]):.4f};'
                  f' max f Part 4b = {float(w4b):.4f} vs 1/n = {float(inv):.4f}; Part 3b {float(w3b):.4f}; Part 4a {float(w4a):.4f} vs {float(c4a):.4f}')
