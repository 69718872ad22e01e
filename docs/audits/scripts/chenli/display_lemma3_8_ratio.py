# Audit chenli.display.lemma3.8-ratio (seed 000 L363-L371). Fractions + random search, no repo code.
from fractions import Fraction as F
import numpy as np, math
def pieces(v, vp, i, j):
    ei, ej = vp[i]-v[i], vp[j]-v[j]
    lhs = abs(v[i]/v[j]*vp[j]/vp[i] - 1); mid = abs((v[i]*ej - v[j]*ei)/(v[j]*(v[i]+ei)))
    return lhs, mid
v = [F(1,3)]*3; vp = [F(1,6), F(1,2), F(1,3)]; eps = max(abs(a-b) for a, b in zip(v, vp))
assert eps <= F(1,6) and sum(v) == 1 and sum(vp) == 1 and min(vp) >= 0 and v[0] >= F(1,3) and v[1] >= F(1,3)
l, m = pieces(v, vp, 0, 1)
print(f"instance: eps={eps}: lhs={l}, middle={m}, printed bound eps/((1/3)(1/3+1/6)) = 6 eps = {6*eps}; 2eps/(1/3-eps) = {2*eps/(F(1,3)-eps)}")
print("Lemma 3.8 conclusion at the instance: |log(v_i/v_j) - log(v'_i/v'_j)| =", math.log(3), "vs 6 eps =", float(6*eps))
# random search over the hypotheses: k in {2..5}, v in simplex with v_i, v_j >= 1/3, ||v-v'||_inf <= eps <= 1/6, v' in simplex
rng = np.random.default_rng(5); worst = 0; worst_sharp = 0
for _ in range(200000):
    k = rng.integers(2, 6); v = rng.dirichlet(np.ones(k))
    i, j = 0, 1
    if v[i] < 1/3 or v[j] < 1/3: continue
    eps = rng.uniform(0, 1/6); d = rng.uniform(-eps, eps, k); d -= d.mean()
    if np.abs(d).max() > eps: continue
    vp = v + d
    if vp.min() <= 0: continue
    lhs = abs(v[i]/v[j]*vp[j]/vp[i] - 1)
    worst = max(worst, lhs/(6*eps)); worst_sharp = max(worst_sharp, lhs/(2*eps/(1/3-eps)))
print(f"random search: max lhs/(6 eps) = {worst:.4f} ; max lhs/(2eps/(1/3-eps)) = {worst_sharp:.4f}")
