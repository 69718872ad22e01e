"""Audit softlin Theorem F.5 (seed 001 L2121-L2141): D1 of Def F.1 (cross attention, A1 != A2 = A3, n = (d-1) t),
QK^T = I_d (Lemma F.2), V = I, tau = 0.9, m = O(log(n/delta)): F_exp > 0 w.p. 1 - delta/poly(n). Pr[F=0] = (1-p)^m."""
import mpmath as mp
from common_mine import c_rows, fire_prob, report
def build(n, d, a1, j2, j3, last_col_logn=True):
    Ln = mp.log(n)
    A1 = [[mp.mpf(0)]*d for _ in range(n)]; A2 = [[mp.mpf(0)]*d for _ in range(n)]
    A1[j2][0] = a1*Ln
    for r in range(n):
        for col in range(1, d-1): A1[r][col] = Ln
        A1[r][d-1] = Ln if last_col_logn else mp.mpf(0)   # column d of A1 is not printed; Lemma F.2's u values need log n
        A2[r][1 + (r % (d-1))] = mp.mpf(1)               # columns 2..d: stacked I_{d-1}
    A2[j3][0] = mp.mpf(1)
    return A1, A2
n, d, a1, j2, j3 = 63, 8, mp.mpf('1.5'), 2, 5
assert n == (d-1)*(n//(d-1)) and a1 > 1 and d <= n
I = mp.eye(d)
A1, A2 = build(n, d, a1, j2, j3)
M = mp.matrix(A1)*mp.matrix(A2).T
print("Lemma F.2 check: u[j2,j3] = n^%s, u[j2,other] = n^%s, u[other,any] in n^{%s..%s}" % (
    mp.nstr(M[j2, j3]/mp.log(n), 6), mp.nstr(M[j2, 0]/mp.log(n), 6),
    mp.nstr(min(M[i, j] for i in range(n) if i != j2 for j in range(n))/mp.log(n), 4),
    mp.nstr(max(M[i, j] for i in range(n) if i != j2 for j in range(n))/mp.log(n), 4)))
C = c_rows(A1, A2, A2, I, I)
p, rows = fire_prob(C, mp.mpf('0.9'))
print(f"j2={j2}, j3={j3}: p = {p} = {float(p):.6f}; rows that ever fire: {len(rows)} of {n}")
report(p, n, Cs=(1.5, 2.0))
ps = set()
for jj2, jj3 in [(0, 0), (0, 6), (10, 3), (62, 61)]:
    A1b, A2b = build(n, d, a1, jj2, jj3); ps.add(fire_prob(c_rows(A1b, A2b, A2b, I, I), mp.mpf('0.9'))[0])
print("p at other (j2, j3):", sorted(ps))
A1c, A2c = build(n, d, a1, j2, j3, last_col_logn=False)
print("A1 last column = 0 variant: p =", fire_prob(c_rows(A1c, A2c, A2c, I, I), mp.mpf('0.9'))[0])
