"""Audit softlin.display.lemmaD.3-part5-sum (L753-L760): for j0 != j3, i0 in {2..d-1}:
<f_exp(A,x)_j0, (A3 V)_i0> = t b sqrt(log n) / n <= (t/n) b sqrt(log n). Dataset D1 of Definition D.1 (L522-L560), QK^T = 1_{dxd},
V = I, n = t(d-2). Dense computation from the definition (mpmath), independent of Lemma D.2's closed forms."""
import mpmath as mp
mp.mp.dps = 40

def build(d, t, a1, b, j3):
    n = t * (d - 2); s = mp.sqrt(mp.log(n)); c = 1 - b
    A = [[mp.mpf(0)] * d for _ in range(n)]
    A[j3][0] = a1 * s
    for j in range(n):
        A[j][1 + (j % (d - 2))] = b * s   # [I_{d-2}; ...; I_{d-2}] * b sqrt(log n)
        A[j][d - 1] = c * s
    return A, n, s

def c_exp(A, n, d, j0, i0):
    # u_exp(A,x)_{j0,j1} = exp(<A1_j0 (x) A2_j1, QK^T = 1>) = exp(rowsum_j0 * rowsum_j1); f = row-normalised; c = f (A3 V)
    rs = [sum(r) for r in A]
    u = [mp.e ** (rs[j0] * rs[j1]) for j1 in range(n)]
    Z = sum(u)
    return sum(u[j] / Z * A[j][i0] for j in range(n))

for d, t, a1, b in [(4, 1, 0.7, 0.1), (12, 20, 0.7, 0.1), (3, 5, 0.7, 0.1), (6, 3, 0.9, 0.5)]:
    j3 = 0; A, n, s = build(d, t, mp.mpf(a1), mp.mpf(b), j3)
    bound = t * b * s / n
    j0 = 1
    vals = {i0: c_exp(A, n, d, j0, i0) for i0 in range(1, d - 1)}
    col_j3 = 1 + (j3 % (d - 2))
    on = vals[col_j3]; off = [v for i, v in vals.items() if i != col_j3]
    print(f"d={d} t={t} n={n} a1={a1} b={b}: t b s/n = {mp.nstr(bound, 5)}; column holding j3: {mp.nstr(on, 5)}"
          f" (<= bound: {on <= bound}); other Type-II columns: {mp.nstr(off[0], 5) if off else '-'}"
          f" (= bound: {bool(off) and abs(off[0] - bound) < 1e-30})")
