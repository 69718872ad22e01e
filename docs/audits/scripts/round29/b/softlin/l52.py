# Auditor B r29: softlin proof of Lemma 5.2 (seed 001 L229-L237): 'phi_tau(<f_exp(A, x), y_l>) > 1/4 with probability 1/2 ...
# there exists one l in [m] with phi_tau(...) > 1/4, the probability is 1 - (1/2)^m'. phi_tau(z) = max(z - tau, 0) (L98), tau > 0 (Def 3.5),
# y_l Rademacher (Def 3.7, m = C log(n/delta)), D1 (Def 3.8): one (Ax)_j = 4 log n, the others in [log n, 1.4 log n]. Exact enumeration.
import itertools, math, numpy as np
def per_unit(n, others, tau):
    z = np.array([4 * math.log(n)] + [others * math.log(n)] * (n - 1)); f = np.exp(z - z.max()); f /= f.sum()
    ys = np.array(list(itertools.product((-1.0, 1.0), repeat=n)))
    v = ys @ f
    return np.mean(np.maximum(v - tau, 0) > 0.25), f[0]
for (n, oth, tau, C, delta) in [(4, 1.4, 1.0, 1.2, 0.05), (4, 1.0, 1.0, 1.2, 0.05), (2, 1.4, 0.6, 1.2, 0.05), (4, 1.4, 0.6, 1.2, 0.05),
                                (8, 1.4, 0.5, 2.0, 0.05), (16, 1.4, 0.47, 2.0, 0.01), (16, 1.4, 0.2, 2.0, 0.01), (2, 1.4, 0.24, 1.2, 0.05), (12, 1.0, 0.1, 3.0, 0.01)]:
    m = math.ceil(C * math.log(n / delta))
    p, fj = per_unit(n, oth, tau)
    print(f"n={n} others={oth} log n, tau={tau}: f_j = {fj:.4f} (2 f_j - 1 = {2*fj-1:.4f}); per-unit Pr[phi_tau > 1/4] = {p:.4f} (printed 1/2); "
          f"m = {m}: Pr[some unit] = {1-(1-p)**m:.4f} vs printed 1 - 2^-m = {1-0.5**m:.4f}")
