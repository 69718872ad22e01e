"""Audit softlin Theorem E.4 (seed 001 L1877-L1903): D1 of Def D.1 with a1 >= 1, b^2 + c^2 = 1, b in (0, 0.2), QK^T = I_d,
tau = (c+0.1) sqrt(log n), m = O(log(n/delta)): F_exp > 0 w.p. 1 - delta/poly(n). Pr[F=0] = (1-p)^m exactly."""
import mpmath as mp
from common_mine import c_rows, fire_prob, report
def build(n, d, a1, b, c, j3):
    L = mp.sqrt(mp.log(n)); A = [[mp.mpf(0)]*d for _ in range(n)]
    A[j3][0] = a1*L
    for r in range(n):
        A[r][1 + (r % (d-2))] = b*L; A[r][d-1] = c*L
    return A, L
n, d, a1, b = 60, 8, 1.0, mp.mpf('0.1'); c = mp.sqrt(1 - b**2)
assert n % (d-2) == 0 and a1 >= 1 and 0 < b < 0.2 and abs(b**2 + c**2 - 1) < 1e-40 and d <= n
I = mp.eye(d)
ps = {}
for j3 in range(n):
    A, L = build(n, d, a1, b, c, j3)
    p, rows = fire_prob(c_rows(A, A, A, I, I), (c + mp.mpf('0.1'))*L)
    ps.setdefault(p, []).append((j3, len(rows)))
for p, lst in ps.items():
    print(f"p = {p} = {float(p):.6f} for {len(lst)} choices of j3 (e.g. j3={lst[0][0]}, rows that ever fire: {lst[0][1]})")
report(min(ps), n, Cs=(1.5, 2.0))
# Def D.1's own b + c = 1 (incompatible with b^2 + c^2 = 1 unless b c = 0): also report b = 0.1, c = 0.9 for completeness
A, L = build(n, d, a1, mp.mpf('0.1'), mp.mpf('0.9'), 0)
p2, _ = fire_prob(c_rows(A, A, A, I, I), (mp.mpf('0.9') + mp.mpf('0.1'))*L)
print(f"(b + c = 1 variant, b = 0.1, c = 0.9, j3 = 0): p = {p2} = {float(p2):.4f}")
