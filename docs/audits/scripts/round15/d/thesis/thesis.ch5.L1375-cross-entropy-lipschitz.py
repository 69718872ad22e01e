# Auditor D: L1375 "L(.,y) nonneg, convex, 1-Lipschitz, 1-smooth, L(0,y) in [0,1] ... includes the cross-entropy loss",
# used in (D.134): |L(z,y) - L(0^K,y)| <= ||z|| (||.|| = l2, the thesis's default vector norm).
import numpy as np
from mpmath import mp, mpf, log, exp, sqrt
mp.dps = 50

def ce(z, y):
    m = max(z)
    return m + log(sum(exp(zi - m) for zi in z)) - z[y]

def l2(z): return sqrt(sum(zi**2 for zi in z))

# Instance: K = 2, y = 0, z = s(e_1 - e_0)
K, y = 2, 0
print("K=2: L(0,y) = log 2 =", float(log(2)), "in [0,1]:", 0 <= log(2) <= 1)
# check the other hypotheses of the loss on K=2: nonneg, convex, 1-smooth (Hessian diag(p)-pp^T, ||.||_2 <= 1/2)
rng = np.random.default_rng(0)
worst_hess, min_val = 0.0, 1e9
for _ in range(2000):
    z = rng.standard_normal(K) * 10**rng.uniform(-2, 2)
    p = np.exp(z - z.max()); p /= p.sum()
    H = np.diag(p) - np.outer(p, p)
    ev = np.linalg.eigvalsh(H)
    worst_hess = max(worst_hess, ev.max()); min_val = min(min_val, float(ce([mpf(v) for v in z], y)))
    assert ev.min() > -1e-12  # convex
print("max Hessian eigenvalue (smoothness const) =", worst_hess, "<= 1; min CE value =", min_val, ">= 0")
for s in [1, 5, 10, 50, 1000]:
    z = [mpf(-s), mpf(s)]
    lhs = abs(ce(z, y) - ce([mpf(0), mpf(0)], y)); rhs = l2(z)
    print(f"s={s}: |CE(z,0)-CE(0,0)| = {float(lhs):.7f}  ||z||_2 = {float(rhs):.7f}  ratio = {float(lhs/rhs):.6f}  holds: {lhs <= rhs}")
print("sqrt 2 =", float(sqrt(2)))
# the l1 reading: |CE(z)-CE(0)| <= ||z||_1 (gradient sup-norm <= 1) -- check on random instances
worst = 0
for _ in range(3000):
    Kr = int(rng.integers(2, 30)); yr = int(rng.integers(0, Kr))
    z = rng.standard_normal(Kr) * 10**rng.uniform(-2, 3)
    zz = [mpf(v) for v in z]
    worst = max(worst, float(abs(ce(zz, yr) - log(Kr)) / sum(abs(v) for v in zz)))
print("l1 reading: max ratio |CE(z)-CE(0)|/||z||_1 =", worst, "(<= 1)")
print("K=3: L(0,y) = log 3 =", float(log(3)), "> 1 (second failed inclusion)")
