"""Companion to thesis.ch6.eqE.213.py: the run length at Theorem 6.3.3's T = eta^{-1} M1 alpha^{-2/3} beta^{-2/3}
sqrt(log M1) with hidden constant 1 (eta -> 0 makes T, and the ratio, grow)."""
import importlib.util, math, numpy as np
spec = importlib.util.spec_from_file_location("e213", "/work/audit/r13B/thesis/thesis.ch6.eqE.213.py")
e = importlib.util.module_from_spec(spec); spec.loader.exec_module(e)
M1, alpha, beta = 3, 0.8, 1.0
for eta in (0.02, 0.01):
    T = math.ceil(M1 * alpha ** (-2 / 3) * beta ** (-2 / 3) * math.sqrt(math.log(M1)) / eta)
    rs = []
    for seed in range(10, 20):
        r = e.run(M1=3, M2=2, m=40, B=32, l=8, eta=eta, t0=T - 1, seed=seed)   # sums b = 0..T, printed t0+1 = T
        x = r['res'][-1]
        rs.append((x.get('ratio', 0.0), x.get('ratio_neg', 0.0)))
    rs = np.array(rs)
    print(f"eta={eta}: T(Thm 6.3.3, const 1)={T}: lhs/rhs per seed {np.round(rs[:,0],2).tolist()}; "
          f"fraction > 1: {np.mean(rs[:,0] > 1):.1f}; (-G side: {np.round(rs[:,1],2).tolist()})")
