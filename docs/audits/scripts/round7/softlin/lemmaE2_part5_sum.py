"""Audit softlin.display.lemmaE.2-part5-sum (L1790-L1791): for j0 != j3, i0 in {2..d-1}:
<f_exp(A,x)_j0, (A3 V)_i0> = t b sqrt(log n) (1/n) <= t b sqrt(log n)/n^{1-b^2}. D1 (Definition D.1) with b^2 + c^2 = 1, V = I.
Reading I: QK^T = I_d (Section E / Lemma E.1, which the proof cites). Reading II: QK^T = 1_{dxd} as Lemma E.2's hypothesis L1719 prints."""
import mpmath as mp
mp.mp.dps = 40
def build(d, t, a1, b, j3=0):
    n = t * (d - 2); s = mp.sqrt(mp.log(n)); c = mp.sqrt(1 - b * b)
    A = [[mp.mpf(0)] * d for _ in range(n)]
    A[j3][0] = a1 * s
    for j in range(n):
        A[j][1 + (j % (d - 2))] = b * s; A[j][d - 1] = c * s
    return A, n, s
def cexp(A, n, d, j0, i0, ones):
    if ones:
        rs = [sum(r) for r in A]; sc = [rs[j0] * rs[j] for j in range(n)]
    else:
        sc = [sum(A[j0][k] * A[j][k] for k in range(d)) for j in range(n)]
    m = max(sc); u = [mp.e ** (v - m) for v in sc]; Z = sum(u)
    return sum(u[j] / Z * A[j][i0] for j in range(n))
for d, t, a1, b in [(5, 20, 1, 0.6), (4, 10, 1.5, 0.8), (3, 10, 1, 0.6)]:
    A, n, s = build(d, t, mp.mpf(a1), mp.mpf(b))
    mid = t * b * s / n; end = t * b * s / mp.mpf(n) ** (1 - b * b)
    for ones in (False, True):
        vals = [cexp(A, n, d, 1, i0, ones) for i0 in range(1, d - 1)]
        print(f"{'1_dxd' if ones else 'I_d  '} n={n} d={d} t={t} a1={a1} b={b}: c(1, i0) over Type-II columns = {[mp.nstr(v, 5) for v in vals]}"
              f"; printed middle t b s/n = {mp.nstr(mid, 5)}; end t b s/n^(1-b^2) = {mp.nstr(end, 5)}; all <= end: {all(v <= end for v in vals)}")
