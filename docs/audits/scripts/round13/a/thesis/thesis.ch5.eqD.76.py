"""Audit A, r13: thesis (D.76) L7275 (proof of Lemma D.2.9): ||Z_{1,n} Sigma V'|| <= O~(tau_v ||A||_inf tau_w m1^{1/4})
for any ||W'||_{2,4} <= tau_w, ||V'||_F <= tau_v, Z_1 = A(A X W' Sigma) . D_{w,x}^(0) (L7235).
Worst case (deterministic): (Z_{1,n})_i = (b . w'_i) sigma_i D_{n,i}, b = (A A X)_n; with the k active neurons of
D_n and w'_i = tau_w k^{-1/4} b/||b|| on them (||W'||_{2,4} = tau_w), ||Z_{1,n}|| = ||b|| tau_w k^{1/4}; a rank-one
V' (||V'||_F = tau_v) along Sigma Z_{1,n}^T gives ||Z_{1,n} Sigma V'|| = tau_v ||Z_{1,n}||. Hub graphs as explicit
scipy sparse matrices (my L7478 script), X = 1 (d = 1, aligned unit features), node n = centre, D_n from W^(0) ~
N(0, 1/m1) (about m1/2 active)."""
import math, importlib.util
import numpy as np
spec = importlib.util.spec_from_file_location("h", "thesis.ch5.lemmaD.2.11-L7478_L7484.py")
src = open("thesis.ch5.lemmaD.2.11-L7478_L7484.py").read().split("def centre_terms")[0]
exec(src)                                   # defines hub(K, H, loops)
m1, tw, tv = 10000, 10000 ** -1.0, 1.0
rng = np.random.default_rng(0)
for loops in (True, False):
    print("self-loops:", loops)
    for K in (8, 128, 2048, 8192):
        H = max(1, round(math.sqrt(2 * K)))
        A = hub(K, H, loops)
        r = A @ np.ones(A.shape[0]); b = float((A @ r)[0])          # (A A X)_0 for X = 1
        ainf = float(np.abs(A).sum(1).max())
        w0 = rng.normal(0, m1 ** -0.5, m1)
        k = int(np.sum(r[0] * w0 >= 0))                             # active neurons of D_{w,x}^(0) at the centre (bias-free)
        lhs = tv * abs(b) * tw * k ** 0.25
        shape = tv * ainf * tw * m1 ** 0.25
        print(f"   K = {K:5d}: ||A||_inf = {ainf:6.3f}, ||(AAX)_0|| = {abs(b):7.3f}, k = {k}: lhs/shape = {lhs / shape:.3f}")
