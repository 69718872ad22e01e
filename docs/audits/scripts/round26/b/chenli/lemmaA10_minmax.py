"""Auditor B r26: chenli proof of Lemma A.10 (L3476-L3480): 'By Sion's minimax theorem, d_T(x, A) = min_y max_{alpha in S^{d-1}} sum_i alpha_i
P_{x'~y}[x_i != x'_i], where the minimum is over all probability measures over Omega.'  d_T (Definition A.8, L3421):
max_{alpha in S^{d-1}} min_{y in A} sum_i alpha_i 1[x_i != y_i]."""
import itertools, numpy as np
from scipy.optimize import minimize
rng = np.random.default_rng(3)
def dT_maxmin(x, A):
    V = np.array([(x != y).astype(float) for y in A])          # rows v_y
    d = len(x); best = -np.inf
    # max over the sphere of min_y alpha.v_y: SLSQP on (alpha, t), plus random sphere samples
    for _ in range(20):
        a0 = rng.standard_normal(d); a0 /= np.linalg.norm(a0)
        cons = [{'type': 'eq', 'fun': lambda z: z[:d] @ z[:d] - 1}] + [{'type': 'ineq', 'fun': (lambda z, v=v: z[:d] @ v - z[d])} for v in V]
        r = minimize(lambda z: -z[d], np.r_[a0, (V @ a0).min()], constraints=cons, method='SLSQP', options={'ftol': 1e-12, 'maxiter': 500})
        if r.success: best = max(best, (V @ (r.x[:d] / np.linalg.norm(r.x[:d]))).min())
    for _ in range(2000):
        a = rng.standard_normal(d); a /= np.linalg.norm(a); best = max(best, (V @ a).min())
    return best
def minmax_over(x, support):
    """min over probability measures on `support` of max_{alpha in S^{d-1}} sum alpha_i p_i = min ||p||_2 (p >= 0), p_i = P[x_i != x'_i]."""
    V = np.array([(x != y).astype(float) for y in support]); k = len(V)
    if any((V == 0).all(axis=1)): return 0.0
    best = np.inf
    for _ in range(10):
        w0 = rng.random(k); w0 /= w0.sum()
        r = minimize(lambda w: np.sum((w @ V) ** 2), w0, bounds=[(0, 1)] * k, constraints=[{'type': 'eq', 'fun': lambda w: w.sum() - 1}], method='SLSQP', options={'ftol': 1e-14, 'maxiter': 1000})
        best = min(best, np.sqrt(r.fun))
    return best
# helper's instance
d = 3; Omega = [np.array(s) for s in itertools.product([-1, 1], repeat=d)]
A = [np.array([1, 1, 1])]; x = np.array([-1, -1, -1])
print(f"Omega = {{+-1}}^3, A = {{(1,1,1)}}, x = (-1,-1,-1): d_T = {dT_maxmin(x, A):.6f} (sqrt 3 = {np.sqrt(3):.6f}); "
      f"printed (measures over Omega) = {minmax_over(x, Omega):.6f}; reading (measures over A) = {minmax_over(x, A):.6f}")
# random instances: A random subsets of {+-1}^d, x random
worst_read = 0; n_fail_print = 0; n = 0
for trial in range(60):
    d = int(rng.integers(2, 7)); Om = [np.array(s) for s in itertools.product([-1, 1], repeat=d)]
    k = int(rng.integers(1, min(6, len(Om)))); idx = rng.choice(len(Om), k, replace=False); A = [Om[i] for i in idx]
    x = Om[int(rng.integers(len(Om)))]
    mm = dT_maxmin(x, A); rd = minmax_over(x, A); pr = minmax_over(x, Om)
    worst_read = max(worst_read, abs(mm - rd)); n += 1
    n_fail_print += (abs(mm - pr) > 1e-6)
print(f"{n} random (d = 2..6, |A| = 1..5, x random): max |d_T - min over measures on A| = {worst_read:.2e}; printed (Omega) differs in {n_fail_print} cases (exactly those with x not in A; printed value is always 0)")
