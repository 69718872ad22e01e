"""Audit chenli.display.lemmaA.14-lipschitz: seed 000 L3421-L3423 (Definition A.8), L3536-L3541 (proof of Lemma A.14).
Omega = support of pi (points of {+-1}^d). Brute force over small d; alpha maximised exactly (for fixed x, A the
max over the sphere of min_y <alpha, 1[x != y]> is a small LP-like problem; here solved by dense sampling + exact for d=1)."""
import itertools
import numpy as np
# d = 1: Omega = {+-1}, f(x) = x, s = -1, A = {-1}, x = 1
dT = max(min(a * (1 != y) for y in [-1]) for a in (1.0, -1.0))
print("d=1: f(x)-s =", 1 - (-1), " d_T(x,A) =", dT, " Euclidean dist =", 2)
# d = 3: f(x) = <w, x>/||w|| (convex, 1-Lipschitz), A = {f <= s}; worst ratio (f(x) - s)/d_T(x, A) over x, s
rng = np.random.default_rng(0)
al = rng.standard_normal((20000, 3)); al /= np.linalg.norm(al, axis=1, keepdims=True)
pts = np.array(list(itertools.product([-1, 1], repeat=3)), float)
w = np.array([1.0, 1.0, 1.0]) / np.sqrt(3); fv = pts @ w
worst = 0
for s in sorted(set(np.round(fv, 9))):
    A = pts[fv <= s + 1e-9]
    for x in pts:
        if x @ w <= s + 1e-9: continue
        diff = (x[None, :] != A).astype(float)          # |A| x 3
        dT = (al @ diff.T).min(axis=1).max()            # lower bound of the max over the sphere
        worst = max(worst, (x @ w - s) / dT)
print("d=3, f = <1,x>/sqrt3: max (f(x) - s)/d_T(x, A) >=", round(worst, 4), "(printed claims <= 1; 2 = the +-1 edge length)")
