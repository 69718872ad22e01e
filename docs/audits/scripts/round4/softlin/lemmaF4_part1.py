"""Auditor r4 softlin Lemma F.4 Part 1 (seed 001 L2086-L2094): A in D1 (Def F.1), QK^T = I, V = I:
'If j0 = j3, then Pr[<c_exp(j0), sigma> >= 1 - 0.1] = 1/10'. Exact enumeration; my own builders."""
import itertools
import mpmath as mp
from familyA_whp import cross_A, cmat
mp.mp.dps = 40
def pr(C, j0, thr):
    d = C.cols
    return mp.mpf(sum(1 for sg in itertools.product((-1, 1), repeat=d) if mp.fsum(C[j0, i] * sg[i] for i in range(d)) >= thr)) / 2**d
for n, d, a1 in ((12, 5, 2), (15, 6, 2), (100, 3, mp.mpf('1.0001')), (100, 5, 2), (60, 7, mp.mpf('1.5'))):
    B1, B2, (j2, j3) = cross_A(n, d, mp.mpf(a1))
    C = cmat(B1, B2, mp.eye(d), 'exp')
    print(f"n={n} d={d} a1={a1}: row j3 = ({', '.join(mp.nstr(C[j3, i], 4) for i in range(d))}) Pr = {pr(C, j3, mp.mpf('0.9'))};"
          f" row j2 = ({', '.join(mp.nstr(C[j2, i], 4) for i in range(d))}) Pr = {pr(C, j2, mp.mpf('0.9'))}")
