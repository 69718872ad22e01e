"""Audit thesis.ch7.eqF.76-upper, eqF.77-upper, eqF.79-lower, eqF.80-upper (seed 003 L9651-L9669).
Q = p~^T (p~_i - sum_r s_r p~_r) * (p~_query^T p~), explicit one-hot columns: p~ = (TRR e_a; label e_b) + PE e_c
(PE in its own coordinates, so (F.71)/(F.72) hold exactly); query = (TRR e_a; 0) + PE e_c. p_n = softmax mass on the
columns sharing the query's TRR and PE (F.6). Exact Fractions."""
from fractions import Fraction as Fr
import numpy as np
M, K = 3, 2
def col(trr, lab, pe):
    v = np.zeros(2 * M + K, dtype=object); v[:] = Fr(0)
    v[trr] += 1
    if lab is not None: v[M + lab] += 1
    v[2 * M + pe] += 1
    return v
def Q(p, pi, cols, soft, q):
    mix = sum(s * c for s, c in zip(soft, cols))
    return (p @ (pi - mix)) * (q @ p)
def pn(cols, soft, qtrr, qpe):
    return sum(s for s, (t, l, e) in zip(soft, cols) if t == qtrr and e == qpe)
q = col(0, None, 0)                      # query: TRR 0, PE 0
# (F.76): p~ = p~_i share TRR only with the query (case p~ and p~_i share TRR and PE)
p = col(0, 1, 1); spec = [(0, 1, 1), (2, 2, 0)]; soft = [Fr(1, 10), Fr(9, 10)]
cols = [col(*c) for c in spec]
print("(F.76) upper: Q =", Q(p, p, cols, soft, q), " 2 - 6 p_n =", 2 - 6 * pn(spec, soft, 0, 0))
spec2 = [(0, 1, 1), (2, 2, 0), (0, 0, 0)]; soft2 = [Fr(1, 10), Fr(88, 100), Fr(2, 100)]
print("   with a little mass on S_1: Q =", Q(p, p, [col(*c) for c in spec2], soft2, q), " 2 - 6 p_n =", 2 - 6 * pn(spec2, soft2, 0, 0))
# (F.77)/(F.80): p~ shares neither TRR nor PE with the query -> q^T p~ = 0 -> Q = 0
p = col(1, 1, 1); spec = [(1, 1, 1), (0, 0, 0)]; soft = [Fr(1, 2), Fr(1, 2)]
print("(F.77)/(F.80) upper: q^T p~ =", q @ p, " Q =", Q(p, p, [col(*c) for c in spec], soft, q), " -6 p_n =", -6 * pn(spec, soft, 0, 0), " -p_n =", -pn(spec, soft, 0, 0))
# (F.79) lower: p~ shares only TRR with p~_i (same label), and one of TRR/PE with the query
p = col(0, 0, 1); pi = col(0, 0, 0); spec = [(0, 0, 0), (0, 0, 1)]; soft = [Fr(1, 10), Fr(9, 10)]
print("(F.79) lower: Q =", Q(p, pi, [col(*c) for c in spec], soft, q), " >= 0 ?", Q(p, pi, [col(*c) for c in spec], soft, q) >= 0,
      "(q^T p~ =", q @ p, ")")
# (F.79) upper (added by the helper at 06:05): Q <= 1 - p_n
p = col(1, 0, 0); pi = col(1, 0, 1); spec = [(1, 0, 1), (0, 1, 0)]; soft = [Fr(1, 8), Fr(7, 8)]
Qv = Q(p, pi, [col(*c) for c in spec], soft, q)
print("(F.79) upper: q^T p~ =", q @ p, " Q =", Qv, " 1 - p_n =", 1 - pn(spec, soft, 0, 0), " violated:", Qv > 1 - pn(spec, soft, 0, 0))
