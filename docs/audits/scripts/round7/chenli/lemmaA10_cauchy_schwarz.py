"""Audit chenli.display.lemmaA.10-cauchy-schwarz (seed 000 L3423 Definition A.8, L3476-L3482 proof of Lemma A.10).
d_Gamma(x,A) = max_{alpha in S^{d-1}} min_{y in A} sum_i alpha_i 1[x_i != y_i]; rhs min over measures nu of sum_i P_nu[x_i != x'_i]^2."""
import itertools
import numpy as np
from scipy.optimize import minimize

def d_gamma(x, A, n=200000, rng=np.random.default_rng(0)):
    al = rng.normal(size=(n, len(x))); al /= np.linalg.norm(al, axis=1, keepdims=True)
    D = np.array([[xi != yi for xi, yi in zip(x, y)] for y in A], float)  # |A| x d
    return (al @ D.T).min(axis=1).max()

def min_over_measures(x, S):
    """min over probability vectors on the finite set S of sum_i P[x_i != x'_i]^2 (convex QP)."""
    D = np.array([[xi != yi for xi, yi in zip(x, y)] for y in S], float)
    k = len(S)
    f = lambda w: np.sum((w @ D) ** 2)
    cons = ({'type': 'eq', 'fun': lambda w: w.sum() - 1},)
    best = min((minimize(f, w0, bounds=[(0, 1)] * k, constraints=cons, method='SLSQP').fun
                for w0 in [np.ones(k) / k] + list(np.eye(k))), default=None)
    return best

# smallest instance: d = 1, A = {+1}, x = -1
print("d=1: d_Gamma =", round(d_gamma((-1,), [(1,)]), 6), "; min over all measures on Omega =",
      round(min_over_measures((-1,), [(-1,), (1,)]), 6), "; over measures on A =", round(min_over_measures((-1,), [(1,)]), 6))
rng = np.random.default_rng(3)
cube = list(itertools.product([-1, 1], repeat=3))
worst_lit, worst_read = 0, 0
for _ in range(30):
    A = [cube[i] for i in rng.choice(8, size=rng.integers(1, 5), replace=False)]
    x = cube[rng.integers(8)]
    if x in A:
        continue
    dg = d_gamma(x, A, n=50000)
    lit = min_over_measures(x, cube); rd = min_over_measures(x, A)
    worst_lit = max(worst_lit, dg**2 - lit); worst_read = max(worst_read, dg**2 - rd)
print("d=3 random A, x not in A: max d_Gamma^2 - rhs(all Omega) =", round(worst_lit, 4),
      "; max d_Gamma^2 - rhs(measures on A) =", round(worst_read, 5), "(<= ~0 up to sphere sampling)")
