"""Audit softlin.display.lemmaE.1-rows (L1657-L1659, L1678-L1679): Lemma E.1, QK^T = I_d, D1 of Definition D.1 with b^2+c^2 = 1.
u_exp(A,x)_{j0,j1} = exp(<A1_j0, A2_j1>) (QK^T = I); dense computation in mpmath."""
import mpmath as mp
mp.mp.dps = 40
def rows(d, t, a1, b, j3=0):
    n = t * (d - 2); s = mp.sqrt(mp.log(n)); c = mp.sqrt(1 - b * b)
    A = [[mp.mpf(0)] * d for _ in range(n)]
    A[j3][0] = a1 * s
    for j in range(n):
        A[j][1 + (j % (d - 2))] = b * s; A[j][d - 1] = c * s
    return A, n, s, c
for d, t, a1, b in [(4, 20, 1, 0.6), (5, 12, 1.2, 0.8), (3, 10, 1, 0.6)]:
    A, n, s, c = rows(d, t, mp.mpf(a1), mp.mpf(b))
    logu = [sum(A[0][k] * A[j][k] for k in range(d)) for j in range(n)]
    same = [logu[j] for j in range(1, n) if j % (d - 2) == 0]; other = [logu[j] for j in range(1, n) if j % (d - 2) != 0]
    printed_1659 = (b * s + c * s) * (b * s + c * s) ** 2
    f33 = mp.e ** logu[0] / sum(mp.e ** v for v in logu)
    e = a1 ** 2 + b ** 2 + c ** 2
    printed_1679 = n ** e / (n ** e + (n - 1) * n ** (b ** 2 + c ** 2))
    print(f"n={n} d={d} t={t} a1={a1} b={b}: same-group log u = {mp.nstr(same[0], 5)} (= (b^2+c^2) log n = {mp.nstr(mp.log(n), 5)}; "
          f"{len(same)} of them), other-group log u = {mp.nstr(other[0], 5) if other else '-'} ({len(other)}); printed L1659 exponent = {mp.nstr(printed_1659, 5)}; "
          f"f(j3,j3) = {mp.nstr(f33, 5)} vs printed L1679 {mp.nstr(printed_1679, 5)} (printed <= true: {printed_1679 <= f33}; >= 1/2: {f33 >= 0.5})")
