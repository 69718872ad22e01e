"""Audit factrecall.display.lemma3-var-centering (L863-L865): Var(gamma) = E[gamma^2] - c_{p+k}^2, i.e. (E gamma)^2 = c_{p+k}^2.
E gamma from the proof's own L808 (checked: only (s',r') = (s,r) survives for odd p, k): E[sigma^{(p+k)}(Z rho) |u|^{2p} |v|^{2k}].
Take sigma quadratic-free of Z-dependence at order p+k: sigma = c h_{p+k} + lower (h orthonormal), so sigma^{(p+k)} = c_{p+k} constant.
Then E gamma = c_{p+k} E|u|^{2p} E|v|^{2k}, |u|^2 ~ Beta((d-1)/4, (d+1)/4). Exact Fractions."""
from fractions import Fraction as F
from math import factorial, sqrt

def bm(a, b, n):
    r = F(1)
    for j in range(n):
        r *= (a + j) / (a + b + j)
    return r

# d = 3, p = k = 1, sigma = (h0 + h1 + h2)/2: sigma'' = (1/2) * 2/sqrt(2) = 1/sqrt2 = c_2
c2 = 1 / sqrt(2)
Eg = c2 * float(bm(F(1, 2), F(1), 1) ** 2)
print(f"d=3 p=k=1: E gamma = {Eg:.6f}, (E gamma)^2 = {Eg**2:.6f} vs c_2^2 = {c2**2:.4f}; ratio = {Eg**2 / c2**2:.5f}")
for d, p in [(3, 1), (101, 1), (2001, 1), (2001, 3), (100001, 13)]:
    r = bm(F(d - 1, 4), F(d + 1, 4), p) ** 2  # (E gamma)/c_{p+k} with p = k
    print(f"d={d} p=k={p}: (E gamma)/c = {float(r):.6g}   2^(-p-k) = {2.0 ** (-2 * p):.6g}   (E gamma)^2/c^2 = {float(r * r):.4g}")
