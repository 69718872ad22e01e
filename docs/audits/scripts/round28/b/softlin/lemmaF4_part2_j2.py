"""Auditor B r28: softlin Lemma F.4 Part 2 (seed 001 L2095-L2097), row j0 = j2 (j2 != j3 in Def. F.1, L1935-L1945).
Own derivation: X = V = I, A1 row j = (a1 log n [j = j2], log n, ..., log n); A2 = A3 row i = (1[i = j3], e_{i mod (d-1)}).
Row j2 of f_exp: scores log n + a1 log n 1[i = j3] -> f = n^a1/(n^a1 + n - 1) on j3, (1-f)/(n-1) elsewhere.
c_exp row j2: entry 1 = f; the column holding j3: f + (t-1)(1-f)/(n-1); the other d-2 columns: t (1-f)/(n-1).
If sigma_1 = sigma_k (prob 1/2): |<c, sigma>| >= 2f + (t-1)(1-f)/(n-1) - (d-2) t (1-f)/(n-1) >= 0.5 once f >= 1/2, so
Pr[|<c,sigma>| >= 0.5] >= 1/2 at every such n, whatever delta.  d = 1 + ceil(n^0.1) so t sqrt(d) = o(n^0.99)."""
import mpmath as mp, itertools
mp.mp.dps = 60
print("exact enumeration at d = 3, n = 100 (t = 50), a1 = 2:")
n, d, a1 = 100, 3, 2; t = n // (d - 1); f = mp.mpf(n) ** a1 / (mp.mpf(n) ** a1 + n - 1)
row = [f, f + (t - 1) * (1 - f) / (n - 1), t * (1 - f) / (n - 1)]
fail = sum(1 for s in itertools.product((1, -1), repeat=3) if abs(sum(si * ri for si, ri in zip(s, row))) >= 0.5) / 8
print("  row", [mp.nstr(x, 5) for x in row], "failure", fail)
for a1 in (2, 10, 100):
    for e in (2, 4, 8, 16, 32, 50):
        n = mp.mpf(10) ** e; d = 1 + int(mp.ceil(n ** mp.mpf('0.1'))); t = n / (d - 1)
        f = 1 / (1 + (n - 1) / n ** a1)
        lb = 2 * f + (t - 1) * (1 - f) / (n - 1) - (d - 2) * t * (1 - f) / (n - 1)
        hyp = t * mp.sqrt(d) / n ** mp.mpf('0.99')
        if e in (2, 16, 50) or a1 == 2:
            print(f"a1={a1} n=1e{e} d={d}: f(j2,j3) = 1 - {mp.nstr(1-f,3)}; |<c,sigma>| lower bound on {{sigma_1 = sigma_k}} = {mp.nstr(lb,6)} >= 0.5 -> failure >= 1/2; t sqrt(d)/n^0.99 = {mp.nstr(hyp,3)}")
