# Auditor B r21: softlin Lemma E.2 Part 4 (seed 001 L1713-L1733), exact-ish (mpmath 60 digits).
# u_exp(A,x)_{j0} = exp((A1)_{j0,*} QK^T A2^T) (Def. C / Claim C.3 analogue), f = u/<u,1>, c(j0,i0) = <f_{j0}, (A3 V)_{i0}>.
# D1 of Definition D.1 (L548-L556): A = A1 = A2 = A3, column 1 = a1 sqrt(log n) e_{j3}, columns 2..d-1 = stacked I_{d-2} b sqrt(log n),
# last column c sqrt(log n) 1_n; b + c = 1, b, c >= 0.1, a1 >= 0.7 (L526-L529).
import mpmath as mp
mp.mp.dps = 60
def build(n, d, t, j3, a1, b):
    c = 1 - b; L = mp.sqrt(mp.log(n))
    A = [[mp.mpf(0)] * d for _ in range(n)]
    for i in range(n):
        if i == j3: A[i][0] = a1 * L
        A[i][1 + (i % (d - 2))] = b * L
        A[i][d - 1] = c * L
    return A
def c_exp(n, d, t, j3, a1, b, ones):
    A = build(n, d, t, j3, a1, b)
    if ones: s = [sum(r) for r in A]; score = lambda i, j: s[i] * s[j]
    else: score = lambda i, j: sum(A[i][k] * A[j][k] for k in range(d))
    res = {}
    for j0 in [j for j in range(n) if j != j3][:3]:
        u = [mp.e ** score(j0, j1) for j1 in range(n)]; Z = sum(u)
        res[j0] = sum(u[j1] / Z * A[j1][0] for j1 in range(n))          # i0 = 1 column of A3 V (V = I)
    return res
n, d, t, j3, a1, b = 200, 12, 20, 0, mp.mpf('1.2'), mp.mpf('0.2')
bound = a1 * mp.sqrt(mp.log(n)) / mp.mpf(n) ** (1 - b * b)
for ones in (True, False):
    r = c_exp(n, d, t, j3, a1, b, ones)
    for j0, v in r.items():
        print(f"QK^T = {'1_dxd (printed)' if ones else 'I_d (Lemma E.1)'}: j0={j0}: c(j0,1) = {mp.nstr(v, 12)}, f(j0,j3) = {mp.nstr(v / (a1 * mp.sqrt(mp.log(n))), 12)}, "
              f"bound a1 sqrt(log n)/n^(1-b^2) = {mp.nstr(bound, 12)}, ratio {mp.nstr(v / bound, 8)}")
# closed form under the printed 1_dxd: f(j0,j3) = n^a1/(n^a1 + n - 1)
print('closed form n^a1/(n^a1+n-1) =', mp.nstr(mp.mpf(n) ** a1 / (mp.mpf(n) ** a1 + n - 1), 12))
# smallest admissible a1 = 0.7 and a path n -> inf (d = 12, t = n/10): ratio
for nn in (20, 200, 2000, 20000):
    a = mp.mpf('0.7'); f = mp.mpf(nn) ** a / (mp.mpf(nn) ** a + nn - 1)
    print(f'a1 = 0.7, b = 0.2, n = {nn}: f(j0,j3) = {mp.nstr(f, 6)} vs n^(b^2-1) = {mp.nstr(mp.mpf(nn) ** (b*b - 1), 6)}, ratio {mp.nstr(f / mp.mpf(nn) ** (b*b - 1), 6)}')
