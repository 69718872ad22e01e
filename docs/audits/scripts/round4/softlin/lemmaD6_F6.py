"""Auditor r4 softlin Lemma D.6 (L874-L900) and Lemma F.6 (L2149-L2175): printed hypothesis 'from dataset D1', conclusions in a0.
Exponents log u / log n from my own builders (familyA_whp.py), QK^T = 1 (D.6) / I (F.6)."""
import mpmath as mp
from familyA_whp import self_A, cross_A
mp.mp.dps = 40
n, d = 200, 12
L = mp.log(n)
for name, first in (("D1 a1=1.2 (printed hypothesis)", mp.mpf('1.2')), ("D0 a0=0.01 (reading)", mp.mpf('0.01'))):
    A, j3 = self_A(n, d, first, mp.mpf('0.2'), mp.mpf('0.8'))
    S = A * mp.ones(d, d) * A.T
    print(f"D.6 {name}: log u(j3,j3)/log n = {mp.nstr(S[j3, j3] / L, 8)} (printed (1+a0)^2 = {mp.nstr((1 + mp.mpf('0.01'))**2, 8)});"
          f" u(j3,j1!=j3): {mp.nstr(S[j3, 1] / L, 6)}; u(j0!=j3, j3): {mp.nstr(S[1, j3] / L, 6)}; u(j0,j1 != j3): {mp.nstr(S[1, 2] / L, 6)}")
n, d = 200, 5
L = mp.log(n)
for name, first in (("D1 a1=3 (printed)", mp.mpf(3)), ("D0 a0=1e-4 (reading)", mp.mpf('1e-4'))):
    B1, B2, (j2, j3) = cross_A(n, d, first)
    S = B1 * mp.eye(d) * B2.T
    print(f"F.6 {name}: log u(j2,j3)/log n = {mp.nstr(S[j2, j3] / L, 8)} (printed 1 + a0 = 1.0001); u(j2, j1 != j3) = {mp.nstr(S[j2, 2] / L, 6)}; u(j0 != j2, .) = {mp.nstr(S[3, j3] / L, 6)}, {mp.nstr(S[3, 2] / L, 6)}")
