# Auditor A r26: chenli.display.lemmaA.10-minmax (seed 000 L3421 Definition A.8; L3476-L3480 proof of Lemma A.10). Own numpy/scipy.
import itertools, numpy as np
from scipy.optimize import minimize
rng = np.random.default_rng(5)
def dT_direct(x, A, trials=4000):
    # max over alpha on the unit sphere of min_{y in A} sum_i alpha_i 1[x_i != y_i] (random search + local polish)
    D = np.array([(x != y).astype(float) for y in A])
    best = -np.inf
    for _ in range(trials):
        a = rng.standard_normal(len(x)); a = np.abs(a) if rng.random() < 0.7 else a; a /= np.linalg.norm(a)
        best = max(best, (D @ a).min())
    f = lambda a: -(D @ (a/np.linalg.norm(a))).min()
    return max(best, -minimize(f, np.abs(rng.standard_normal(len(x))) + 0.1, method='Nelder-Mead', options={'xatol': 1e-10, 'fatol': 1e-12, 'maxiter': 20000}).fun)
def minmax_over(x, S):
    # min over probability measures y on S of max_alpha sum_i alpha_i P_{x'~y}[x_i != x'_i] = min ||sum_y p_y 1[x != y]||_2
    D = np.array([(x != y).astype(float) for y in S]); k = len(S)
    cons = ({'type': 'eq', 'fun': lambda p: p.sum() - 1},)
    r = minimize(lambda p: np.linalg.norm(p @ D), np.full(k, 1/k), method='SLSQP', bounds=[(0, 1)]*k, constraints=cons, options={'ftol': 1e-14, 'maxiter': 500})
    return r.fun
d = 3; Omega = [np.array(v) for v in itertools.product((-1, 1), repeat=d)]
x = -np.ones(d); A = [np.ones(d)]
print(f"helper's instance d = 3, A = {{(1,1,1)}}, x = (-1,-1,-1): d_T = {dT_direct(x, A):.6f} (sqrt 3 = {np.sqrt(3):.6f}); "
      f"printed right side (measures over Omega) = {minmax_over(x, Omega):.2e}; reading (measures over A) = {minmax_over(x, A):.6f}")
worst = 0; cnt = 0
for _ in range(60):
    d = rng.integers(3, 7); Omega = [np.array(v) for v in itertools.product((-1, 1), repeat=d)]
    idx = rng.choice(len(Omega), rng.integers(1, 6), replace=False); A = [Omega[i] for i in idx]
    x = Omega[rng.integers(len(Omega))]
    if any((x == a).all() for a in A): continue
    dt = dT_direct(x, A, 1500); pr = minmax_over(x, Omega); rd = minmax_over(x, A); cnt += 1
    worst = max(worst, abs(dt - rd))
    assert pr < 1e-6 < dt
print(f"{cnt} random instances (d = 3..6, x outside A): printed right side 0 every time while d_T >= {1/np.sqrt(6):.3f}; "
      f"max |d_T - min over measures on A| = {worst:.2e}")
