# Auditor A r29: softlin L235 (proof of Lemma 5.2): exists l in [m] with phi_tau(<f_exp(A,x), y_l>) > 1/4 w.p. 1 - (1/2)^m. Own exact enumeration.
import numpy as np, itertools, math
def per_unit(n, zoth, tau):
    z = np.r_[4*math.log(n), np.full(n-1, zoth)]             # D1: one index at 4 log n, others in [log n, 1.4 log n]
    f = np.exp(z - z.max()); f /= f.sum()
    Y = np.array(list(itertools.product([-1, 1], repeat=n)))   # Rademacher y_l (Def 3.7)
    v = np.maximum(Y @ f - tau, 0)                             # phi_tau (Def 3.4)
    return np.mean(v > 0.25), 2*f[0] - 1
for n in [2, 4, 8]:
    for zname, zo in [("1.4 log n", 1.4*math.log(n)), ("log n", math.log(n))]:
        for tau in [0.1, 0.2, 0.45, 0.6, 0.8, 1.0, 2.0]:
            p, gap = per_unit(n, zo, tau)
            C, delta = 1.2, 0.05
            m = math.ceil(C*math.log(n/delta))                   # m = C log(n/delta) (Def 3.7), rounded up to an integer
            print(f"n={n} others={zname} tau={tau}: 2 f_j - 1 = {gap:.4f}; per-unit Pr[phi_tau > 1/4] = {p:.4f}; "
                  f"m={m}: Pr[exists l] = {1 - (1-p)**m:.4f} vs printed 1 - 2^-m = {1 - 0.5**m:.4f} ({'holds' if 1-(1-p)**m >= 1-0.5**m - 1e-12 else 'FAILS'})")
