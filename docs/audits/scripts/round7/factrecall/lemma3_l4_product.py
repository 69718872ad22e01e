"""Audit factrecall.display.lemma3-l4-product (L853-L856): E[sigma(<w,u+v>)^4]^{1/2} E[<He_{p+k}(w), u^p (x) v^k>^4]^{1/2} <= 2^{4q}
(common factor (rho+rho) cancelled). w ~ N(0, I_d); u = Pi_P phi(s), v = Pi_Q phi(r), P perp Q of dim (d-1)/2, phi uniform on S^{d-1}.
For u perp v: <He_{p+k}(w), u^p (x) v^k> = |u|^p |v|^k He_p(g1) He_k(g2), g1, g2 iid N(0,1) (Def. 1 = probabilists' Hermite,
unnormalised). Exact integer / Fraction arithmetic."""
from fractions import Fraction as F
from math import comb, factorial, log2

def EHe4(p):  # E[He_p(g)^4] = sum_j (C(p,j)^2 j!)^2 (2p-2j)!
    return sum((comb(p, j) ** 2 * factorial(j)) ** 2 * factorial(2 * p - 2 * j) for j in range(p + 1))

def beta_moment(a, b, n):  # E[X^n], X ~ Beta(a, b)
    r = F(1)
    for j in range(n):
        r *= (a + j) / (a + b + j)
    return r

def he_factor_sq(d, p, k, normalised=False):
    a, b = F(d - 1, 4), F(d + 1, 4)  # |Pi_P phi|^2 ~ Beta(dimP/2, (d-dimP)/2)
    val = beta_moment(a, b, 2 * p) * beta_moment(a, b, 2 * k) * EHe4(p) * EHe4(k)
    if normalised:
        val /= factorial(p + k) ** 2
    return val  # = (E[<He,.>^4]^{1/2})^2

# sanity: E<He_n(w), T>^2 = p! k! |u|^2p |v|^2k (checked via E He_p^2 = p!)
for d, p, k in [(3, 5, 5), (10001, 13, 13), (101, 7, 7)]:
    q = p + k
    lhs2 = he_factor_sq(d, p, k)  # sigma factor >= ~1 (sigma -> h_0, ||sigma||_L2 = 1): lower bound of lhs
    rhs2 = F(2) ** (8 * q)
    lhsn2 = he_factor_sq(d, p, k, True)
    print(f"d={d} p=k={p} q={q}: log2 He-factor = {log2(lhs2.numerator) / 2 - log2(lhs2.denominator) / 2:.2f}"
          f"  vs log2 2^(4q) = {4 * q};  normalised He (/sqrt((p+k)!)): {log2(lhsn2.numerator) / 2 - log2(lhsn2.denominator) / 2:.2f}")
# the sigma factor: for ||sigma||_L2 = 1 (orthonormal h_j), E[sigma(rho g)^4]^{1/2} >= E[sigma(rho g)^2] ~ 1 at rho^2 ~ 1;
# hypercontractivity bounds it by 3^q = 2^{1.585 q}; so normalised-He lhs <= 3^q * 3^{(p+k)} * ... vs 2^{4q}: check worst case
for p in [1, 3, 5, 13, 25]:
    q = 2 * p
    print(f"p=k={p}: hypercontractive bound log2(3^q * 3^(p+k)) = {log2(3) * (q + 2 * p):.1f} vs 4q = {4 * q}")

# concrete sigma = h_26 (orthonormal Hermite, ||sigma||_L2 = 1; perturb by tiny c_j for Assumption 3's c_j != 0), rho^2 = |u|^2+|v|^2
import mpmath as mp
mp.mp.dps = 60
def Eh4(n, rho):
    # E_g[h_n(rho g)^4] via Gauss-HermiteE quadrature (exact for degree 4n <= 2*80-1)
    xs, ws = [], []
    nodes = mp.gauss_quadrature(80, "hermite") if hasattr(mp, "gauss_quadrature") else None
    return None
import numpy as np
from numpy.polynomial import hermite_e as H
def Eh4_np(n, rho):
    x, w = H.hermegauss(120); w = w / w.sum()
    c = np.zeros(n + 1); c[n] = 1.0
    vals = H.hermeval(rho * x, c) / np.sqrt(float(factorial(n)))
    return float(np.sum(w * vals ** 4))
d = 10001
for rho2 in [1.0, 1 - 1 / d]:
    s = Eh4_np(26, np.sqrt(rho2))
    print(f"sigma=h_26, rho^2={rho2}: log2 E[sigma^4]^(1/2) = {0.5 * np.log2(s):.2f}")
