"""Audit softlin.display.lemmaE.3-cS (L1865-L1867): for j0 != j3, S = {1, d}: |<c_exp(A,x)_{j0,S}, sigma>| <= (c + 0.05) sqrt(log n).
Lemma E.1's setting (QK^T = I_d, b^2 + c^2 = 1), D1 of Definition D.1, V = I: c(j0,1) = f(j0,j3) a1 sqrt(log n), c(j0,d) = c sqrt(log n).
Dense mpmath computation; worst sigma gives |.| = c(j0,1) + c(j0,d)."""
import mpmath as mp
mp.mp.dps = 30
def worst(d, t, a1, b, j3=0):
    n = t * (d - 2); s = mp.sqrt(mp.log(n)); c = mp.sqrt(1 - b * b)
    A = [[mp.mpf(0)] * d for _ in range(n)]; A[j3][0] = a1 * s
    for j in range(n):
        A[j][1 + (j % (d - 2))] = b * s; A[j][d - 1] = c * s
    j0 = j3 + (d - 2)      # same Type-II group as j3, j0 != j3
    sc = [sum(A[j0][k] * A[j][k] for k in range(d)) for j in range(n)]
    u = [mp.e ** v for v in sc]; Z = sum(u); f = [x / Z for x in u]
    c1 = sum(f[j] * A[j][0] for j in range(n)); cd = sum(f[j] * A[j][d - 1] for j in range(n))
    return n, f[j3], (c1 + cd) / s, c + mp.mpf('0.05')
for d, t, a1, b in [(22, 2, 1, 0.6), (22, 2, 1, 0.99), (202, 2, 1, 0.6), (2002, 2, 1, 0.6)]:
    n, fj3, lhs, rhs = worst(d, t, mp.mpf(a1), mp.mpf(b))
    print(f"n={n} d={d} t={t} a1={a1} b={b}: f(j0,j3) = {mp.nstr(fj3, 4)}; worst |<c_S, sigma>|/sqrt(log n) = {mp.nstr(lhs, 5)} vs c + 0.05 = {mp.nstr(rhs, 5)}: holds {lhs <= rhs}")
