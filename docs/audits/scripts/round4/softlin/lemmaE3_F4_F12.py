"""Auditor r4 softlin: Lemma E.3 Part 2 (L1818-L1820), Lemma F.4 Part 2 (L2095-L2097), Lemma F.12 (L2453-L2487), and the
literal-D1 readings of Theorems D.9 / F.9. Own builders from familyA_whp.py (mine). Exact sign enumeration."""
import itertools
import mpmath as mp
from familyA_whp import self_A, cross_A, cmat
mp.mp.dps = 40

def row_fail(C, j0, thr, absval=True):
    d = C.cols
    cnt = 0
    for sg in itertools.product((-1, 1), repeat=d):
        v = mp.fsum(C[j0, i] * sg[i] for i in range(d))
        cnt += (abs(v) >= thr) if absval else (v >= thr)
    return mp.mpf(cnt) / 2**d

def p_unit(C, tau):
    d, n = C.cols, C.rows
    return mp.mpf(sum(1 for sg in itertools.product((-1, 1), repeat=d)
                      if any(mp.fsum(C[j0, i] * sg[i] for i in range(d)) > tau for j0 in range(n)))) / 2**d

n, d = 100, 4
s = mp.sqrt(mp.log(n))
print("=== Lemma E.3 Part 2 (Section E: QK^T = I, b^2 + c^2 = 1), rows j0 != j3, one-sided >= (c+0.1)s")
for a1, b in ((1, '0.15'), (100, '0.05'), (3, '0.15')):
    a1, b = mp.mpf(a1), mp.mpf(b); c = mp.sqrt(1 - b**2)
    A, j3 = self_A(n, d, a1, b, c)
    C = cmat(A, A, mp.eye(d), 'exp')
    thr = (c + mp.mpf('0.1')) * s
    worst = max(row_fail(C, j0, thr, absval=False) for j0 in range(1, n))
    print(f"a1={a1} b={b}: row1 c = ({', '.join(mp.nstr(C[1, i], 4) for i in range(d))}), thr={mp.nstr(thr, 5)}: max fail = {worst}"
          f"; a1 s n^(b^2-1) = {mp.nstr(a1 * s * n ** (b**2 - 1), 4)}")
print("=== Lemma F.4 Part 2 (cross D1, QK^T = I, |<c,sigma>| < 0.5), n = 100, d = 3; j2 = row 0 (a1 row), j3 = row 1")
for a1 in ('1.0001', '2'):
    B1, B2, (j2, j3) = cross_A(n, 3, mp.mpf(a1))
    C = cmat(B1, B2, mp.eye(3), 'exp')
    print(f"a1={a1}: row j2 c = ({', '.join(mp.nstr(C[j2, i], 4) for i in range(3))}) fail {row_fail(C, j2, mp.mpf('0.5'))};"
          f" row j3 fail {row_fail(C, j3, mp.mpf('0.5'))}; generic row (2) c = ({', '.join(mp.nstr(C[2, i], 4) for i in range(3))}) fail {row_fail(C, 2, mp.mpf('0.5'))}")
print("=== Lemma F.12 (printed D0, in Section F.4 = D1), c_lin, |<c,sigma>| < 0.5")
for name, first in (("D0 a0=1e-4", mp.mpf('1e-4')), ("D1 a1=1.0001", mp.mpf('1.0001'))):
    B1, B2, (j2, j3) = cross_A(n, 3, first)
    C = cmat(B1, B2, mp.eye(3), 'lin')
    print(f"{name}: max_j0 fail = {max(row_fail(C, j0, mp.mpf('0.5')) for j0 in range(n))}")
print("=== literal D1 of Theorems D.9 / F.9 (F_exp = 0 claimed on D1)")
A, _ = self_A(n, d, mp.mpf('0.7'), mp.mpf('0.9'), mp.mpf('0.1'))
q = p_unit(cmat(A, A, mp.ones(d, d), 'exp'), mp.mpf('0.2') * s)
print(f"D.9 literal (self D1 a1=0.7, b=0.9, c=0.1): q = {q}; Pr[F_exp != 0] = 1-(1-q)^m: m=1 {mp.nstr(q, 4)}, m=10 {mp.nstr(1-(1-q)**10, 6)}, m=33 {mp.nstr(1-(1-q)**33, 6)}")
B1, B2, _ = cross_A(n, 3, mp.mpf('1.0001'))
q = p_unit(cmat(B1, B2, mp.eye(3), 'exp'), mp.mpf('0.9'))
print(f"F.9 literal (cross D1 a1=1.0001, tau=0.9): q = {q}; m=1 {mp.nstr(q, 4)}, m=10 {mp.nstr(1-(1-q)**10, 6)}, m=33 {mp.nstr(1-(1-q)**33, 6)}")
