# Audit chenli.prop6.1 (seed 000 L1358-L1362 Eq. (60), L1376-L1378 Prop. 6.1, delta* later fixed in Eq. (106) L2152). Exact enumeration, no repo code.
import itertools, math, numpy as np
def p_row(Delta, s):  # P_x[ ||x Delta|| > s ], x uniform in {+-1}^d, exact enumeration
    d = Delta.shape[0]; cnt = 0
    for x in itertools.product([-1., 1.], repeat=d):
        if np.linalg.norm(np.array(x) @ Delta) > s*(1 + 1e-12): cnt += 1
    return cnt/2**d
def fail(k, Delta, s): p = p_row(Delta, s); return 1 - (1 - p)**k   # sup over simplex = max over rows (convexity); rows independent
eps, Wmin = 1.0, 1.0; s = eps/4*Wmin
# literal instance: k = 1, d = 3, Delta = t I/sqrt(d) at the edge of (60): t = c eps Wmin / sqrt(log(k/delta*))
for c, dstar in [(0.01, 1 - 1e-9), (0.1, 0.9), (0.2, 0.5)]:
    k, d = 1, 3; t = c*eps*Wmin/math.sqrt(math.log(k/dstar)); Delta = t*np.eye(d)/math.sqrt(d)
    assert np.linalg.norm(Delta) <= c*eps/math.sqrt(math.log(k/dstar))*Wmin*(1+1e-12)
    print(f"k=1,d=3,c={c},delta*={dstar}: ||Delta||_F={t:.4g}, P[fail]={fail(k, Delta, s)} vs delta*={dstar} -> {'VIOLATED' if fail(k, Delta, s) > dstar else 'ok'}")
print("largest admissible c at k=1 is sqrt(log(1/delta*))/4:", [(f"1-1e-{j}", math.sqrt(-math.log1p(-10**-j))/4) for j in (1, 3, 6, 9, 12)])
# reading: delta* as fixed later (Eq. (106): delta* <= delta < 1/2). c = 0.1, edge of (60), several Delta shapes, exact over rows
rng = np.random.default_rng(1); worst = 0
for k in (1, 2, 3, 8):
    for d in (4, 8, 12):
        for dstar in (0.5, 0.1, 0.01):
            t = 0.1*eps*Wmin/math.sqrt(math.log(k/dstar))
            shapes = {'identity': np.eye(d), 'rank1-ones': np.outer(np.ones(d), np.eye(d)[0]), 'random': rng.normal(size=(d, d))}
            for nm, D in shapes.items():
                D = t*D/np.linalg.norm(D); f = fail(k, D, s)
                worst = max(worst, f/dstar)
print(f"reading delta* <= 1/2, c = 0.1: max over k in (1,2,3,8), d in (4,8,12), delta* in (.5,.1,.01), 3 shapes of P[fail]/delta* = {worst:.4g}")
