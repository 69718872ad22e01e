"""Audit thesis.ch3.eqB.51 (seed 003 L4103-L4105), last '>=' between explicit members:
middle = sum_z A_z x e^{c_z} / (sum_z (A_z + C_z) x e^{c_z} + sum_z D_z e^{c_z}), c_z = b_z - b_zm <= 0 (z_m = argmax b,
Lemma 3.4.7), A_z = |N_z cap S_*|, C_z = |N_z cap S_#|, D_z = other nodes, x = (T(1-delta))^C;
printed last member: C_zm/(A_zm + C_zm) - x^{-1} e^{-b_z}; reading R: A_zm/(A_zm + C_zm) - x^{-1} e^{-b_z}."""
import mpmath as mp
mp.mp.dps = 30


def middle(A, C, D, c, x):
    num = sum(a * x * mp.e ** cz for a, cz in zip(A, c))
    den = sum((a + cc) * x * mp.e ** cz for a, cc, cz in zip(A, C, c)) + sum(d * mp.e ** cz for d, cz in zip(D, c))
    return num / den


for A, C, D, b, x in [([1], [3], [0], [0], mp.mpf(10) ** 6), ([10, 0], [0, 10], [0, 0], [0, mp.mpf("-0.01")], mp.mpf(10) ** 6),
                      ([10, 0], [0, 10], [0, 0], [0, mp.mpf("-0.01")], mp.mpf(10) ** 12)]:
    zm = max(range(len(b)), key=lambda i: b[i])
    c = [bz - b[zm] for bz in b]
    mid = middle(A, C, D, c, x)
    corr = max(mp.e ** (-bz) for bz in b) / x   # x^{-1} e^{-b_z}, worst z
    lit = mp.mpf(C[zm]) / (A[zm] + C[zm]) - corr
    rd = mp.mpf(A[zm]) / (A[zm] + C[zm]) - corr
    print(f"A={A} C={C} D={D} b={[mp.nstr(v,3) for v in b]} x={mp.nstr(x,3)}: middle {mp.nstr(mid,8)}; printed last {mp.nstr(lit,8)}"
          f" ({'VIOL' if mid < lit else 'ok'}); S_* reading {mp.nstr(rd,8)} ({'VIOL' if mid < rd else 'ok'})")
