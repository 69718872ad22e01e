"""Auditor r4 softlin proof of Lemma D.4 Part 2, L832-L834: |<c_exp(j0)_S, sigma>| <= c s + 0.05 s, S = {1, d}, j0 != j3, D1,
QK^T = 1_{dxd}, V = I. Max over sigma of the lhs = c(j0,1) + c(j0,d) = a1 s f(j0,j3) + c s (c(j0,d) = c s exactly)."""
import mpmath as mp
from familyA_whp import self_A, cmat
mp.mp.dps = 40
n, d = 100, 4
s = mp.sqrt(mp.log(n))
for a1 in ('0.7', '1', '2'):
    a1 = mp.mpf(a1); b = c = mp.mpf('0.5')
    A, j3 = self_A(n, d, a1, b, c)
    C = cmat(A, A, mp.ones(d, d), 'exp')
    lhs = abs(C[1, 0]) + abs(C[1, d - 1]); rhs = c * s + mp.mpf('0.05') * s
    print(f"n=100 a1={a1}: f(j0,j3) = {mp.nstr(C[1, 0] / (a1 * s), 6)} (formula {mp.nstr(n**a1 / (n**a1 + n - 1), 6)}); lhs = {mp.nstr(lhs, 6)} vs {mp.nstr(rhs, 6)}: ratio {mp.nstr(lhs / rhs, 5)}")
for a1 in (mp.mpf('0.7'), mp.mpf('0.9'), mp.mpf(1), mp.mpf(2)):
    row = []
    for e in (2, 10, 50, 100, 300):
        nn = mp.mpf(10) ** e
        row.append(f"1e{e}: a1 f = {mp.nstr(a1 * nn**a1 / (nn**a1 + nn - 1), 4)}")
    print(f"a1={a1}: need a1 f <= 0.05: " + "; ".join(row))
