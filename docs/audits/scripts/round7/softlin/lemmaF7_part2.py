"""Audit softlin.display.lemmaF.7-part2 (L2262-L2272): <f_exp(A,x)_j0, (A3 V)_i0> <= 1/n^{1-a0} (proof's last line) vs Part 2's
statement t/n^{1-a0}. D0 of Definition F.1 (L1913-L1925): A1 row j = (a0 log n [j=j2], log n, ..., log n), A2 = A3 row j =
([j=j3], e_{j mod (d-1)}), QK^T = I_d, V = I_d, n = t(d-1). Dense mpmath computation."""
import mpmath as mp
mp.mp.dps = 30
def run(d, t, a0, j2, j3, j0):
    n = t * (d - 1); L = mp.log(n)
    A1 = [[(a0 * L if j == j2 else 0)] + [L] * (d - 1) for j in range(n)]
    A2 = [[(1 if j == j3 else 0)] + [1 if k == j % (d - 1) else 0 for k in range(d - 1)] for j in range(n)]
    sc = [sum(A1[j0][k] * A2[j1][k] for k in range(d)) for j1 in range(n)]
    u = [mp.e ** s for s in sc]; Z = sum(u); f = [x / Z for x in u]
    vals = [sum(f[j] * A2[j][i0] for j in range(n)) for i0 in range(1, d)]
    return n, vals
for d, t, a0, j2, j3, j0 in [(2, 40, mp.mpf('0.05'), 0, 1, 1), (3, 20, mp.mpf('0.05'), 0, 1, 0), (3, 20, mp.mpf('0.05'), 0, 1, 1), (6, 1, mp.mpf('0.09'), 0, 1, 1)]:
    n, vals = run(d, t, a0, j2, j3, j0)
    b1 = mp.mpf(n) ** (a0 - 1); bt = t * b1
    print(f"d={d} t={t} n={n} a0={a0} j0={'j2' if j0 == j2 else 'j3' if j0 == j3 else j0}: c over i0=2..d = {[mp.nstr(v, 4) for v in vals]};"
          f" 1/n^(1-a0) = {mp.nstr(b1, 4)} (all <=: {all(v <= b1 for v in vals)}); t/n^(1-a0) = {mp.nstr(bt, 4)} (all <=: {all(v <= bt for v in vals)})")
