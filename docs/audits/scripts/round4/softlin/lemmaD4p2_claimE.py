"""Auditor r4 softlin: (1) Lemma D.4 Part 2 (seed 001 L790-L792), D1, QK^T = 1_{dxd}, V = I, row j0 != j3:
Pr_sigma[<c_exp(j0), sigma> < (c+0.1) sqrt(ln n)] >= 1 - delta/poly(n).  (2) Appendix E's omitted claims (L1588-L1590)
with Section E data (Def D.1 rows, b^2 + c^2 = 1, QK^T = I_d). Own code (reuses only my own familyA_whp.py builder)."""
import itertools
import mpmath as mp
from scipy.stats import binom
from familyA_whp import self_A, cmat
mp.mp.dps = 40

print("=== (1) Lemma D.4 Part 2 at n = 100, d = 4, exact enumeration")
n, d = 100, 4
s = mp.sqrt(mp.log(n))
for a1, b, c in ((2, '0.5', '0.5'), (1, '0.5', '0.5'), ('0.8', '0.5', '0.5'), ('0.7', '0.9', '0.1')):
    a1, b, c = mp.mpf(a1), mp.mpf(b), mp.mpf(c)
    A, j3 = self_A(n, d, a1, b, c)
    C = cmat(A, A, mp.ones(d, d), 'exp')
    thr = (c + mp.mpf('0.1')) * s
    worst = 0
    for j0 in range(1, n):
        cnt = sum(1 for sg in itertools.product((-1, 1), repeat=d) if mp.fsum(C[j0, i] * sg[i] for i in range(d)) >= thr)
        worst = max(worst, cnt / 2**d)
    print(f"a1={a1} b={b} c={c}: row 1 c = ({', '.join(mp.nstr(C[1, i], 5) for i in range(d))}), f(j0,j3) = "
          f"{mp.nstr(n**a1 / (n**a1 + n - 1), 6)}, thr = {mp.nstr(thr, 5)}: max_j0!=j3 Pr[<c,sigma> >= thr] = {worst}")

def fam_fail(n, k, a1, b, c):
    """analytic row j0 != j3 (units s): c1 = a1 fj3, c_k3 = b (fj3 + (t-1) fo), c_II = b t fo (k-1 columns), c_III = c."""
    t = mp.floor(n / k); n = t * k
    Z = n**a1 + n - 1; fj3 = n**a1 / Z; fo = 1 / Z
    c1, ck3, cII = a1 * fj3, b * (fj3 + (t - 1) * fo), b * t * fo
    thr = c + mp.mpf('0.1'); M = k - 1; tot = mp.mpf(0)
    for s1 in (-1, 1):
        for s2 in (-1, 1):
            for s3 in (-1, 1):
                base = s1 * c1 + s2 * ck3 + s3 * c
                # base + cII (2K - M) >= thr  <=>  K >= ((thr - base)/cII + M)/2
                hi = mp.ceil(((thr - base) / cII + M) / 2)
                if hi > M:
                    pr = 0.0
                elif hi <= 0:
                    pr = 1.0
                else:
                    pr = binom.sf(int(hi) - 1, int(M), 0.5)
                tot += mp.mpf(pr) / 8
    return tot
print("=== Lemma D.4 Part 2 along d - 2 = ceil(n^0.03) (t sqrt d = o(n^0.99)), b = c = 0.5")
for a1 in (2, 1, mp.mpf('0.8')):
    row = []
    for e in (2, 10, 50, 100, 200, 300):
        nn = mp.mpf(10)**e; k = int(mp.ceil(nn**mp.mpf('0.03')))
        row.append(f"1e{e}: {mp.nstr(fam_fail(nn, k, mp.mpf(a1), mp.mpf('0.5'), mp.mpf('0.5')), 4)}")
    print(f"a1={a1}: " + "; ".join(row))

print("=== (2) Appendix E omitted claims: Section E data (b^2+c^2=1, b=0.15), QK^T = I_4, n = 100, d = 4")
b = mp.mpf('0.15'); c = mp.sqrt(1 - b**2); tau = (c + mp.mpf('0.1')) * s
for name, first, kind in (("D0 (a0=1e-4) F_exp = 0", mp.mpf('1e-4'), 'exp'), ("D1 (a1=1) F_lin = 0", mp.mpf(1), 'lin'),
                          ("D0 (a0=1e-4) F_lin = 0", mp.mpf('1e-4'), 'lin')):
    A, j3 = self_A(n, d, first, b, c)
    C = cmat(A, A, mp.eye(d), kind)
    rows = {}
    for j0 in range(n):
        rows.setdefault(tuple(mp.nstr(C[j0, i], 20) for i in range(d)), j0)
    fire = sum(1 for sg in itertools.product((-1, 1), repeat=d)
               if any(mp.fsum(C[j0, i] * sg[i] for i in range(d)) > tau for j0 in rows.values()))
    p = mp.mpf(fire) / 2**d
    print(f"{name}: rows {[tuple(mp.nstr(C[j0, i], 4) for i in range(d)) for j0 in rows.values()]}, tau = {mp.nstr(tau, 5)}:"
          f" p = {p}; Pr[F != 0] at m = 1: {mp.nstr(p, 4)}, m = 33: {mp.nstr(1 - (1 - p)**33, 6)}")
