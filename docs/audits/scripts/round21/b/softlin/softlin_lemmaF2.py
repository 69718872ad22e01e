# Auditor B r21: softlin Lemma F.2 Part 4a (seed 001 L1961-L1991). D1 of Definition F.1, QK^T = I_d:
# u_exp(j0,j1) = exp((A1 A2^T)_{j0,j1}) = n^{1 + a1 [j0 = j2][j1 = j3]} (A1 cols 2..d all log n, A2 = [e_j3 | stacked I_{d-1}]).
import mpmath as mp
mp.mp.dps = 40
def rows(d, t, j2, j3, a1):
    n = (d - 1) * t; L = mp.log(n)
    A1 = [[(a1 * L if i == j2 else 0) if j == 0 else L for j in range(d)] for i in range(n)]
    A2 = [[(1 if i == j3 else 0) if j == 0 else (1 if i % (d - 1) == j - 1 else 0) for j in range(d)] for i in range(n)]
    U = [[mp.e ** sum(A1[i][k] * A2[j][k] for k in range(d)) for j in range(n)] for i in range(n)]
    return n, [[x / sum(r) for x in r] for r in U]
for (d, t, j2, j3, a1) in [(3, 1, 0, 1, 2), (3, 1, 0, 0, 2), (5, 4, 3, 7, mp.mpf('1.5'))]:
    n, f = rows(d, t, j2, j3, a1)
    dev = max(abs(x - mp.mpf(1) / n) for x in f[j2]); other = max(abs(f[j][k] - mp.mpf(1) / n) for j in range(n) if j != j2 for k in range(n))
    print(f'd={d} t={t} n={n} j2={j2} j3={j3} a1={a1}: row j2: f(j2,j3) = {mp.nstr(f[j2][j3], 10)} (closed form {mp.nstr(mp.mpf(n)**a1/(mp.mpf(n)**a1+n-1), 10)}) vs Part 4a 1/n = {mp.nstr(mp.mpf(1)/n, 6)}; '
          f'max |f(j2,.) - 1/n| = {mp.nstr(dev, 6)}; rows j0 != j2: max |f - 1/n| = {mp.nstr(other, 3)}')
