"""Audit of factrecall proof of Lemma 3, L894-L896: 'by choosing constants appropriately,
2^{4q+2} log^{4q+2}(1/delta') e^{-1} Var(gamma_sra)/E[gamma_sra]^2 <= 1', under L883 (d >~ (C3 log(1/delta')/eps)^{C4/eps})
and L889 (m >~ 2^{8q+2} log^{4q+2}(1/delta') c_{p+k}^{-2} max_a C(a), md >~ same * SR), C3, C4 universal (L772).
Setting (L169, L780-L800): embeddings phi i.i.d. uniform on S^{d-1}, phi~(s) = Pi_P phi(s), phi~(r) = Pi_Q phi(r),
P, Q orthogonal floor(d/2)-dim subspaces (d odd); w_i ~ N(0, I_d); sigma = polynomial of degree q.
Exact lower bound (no m): Var(gamma) >= Var(E[gamma | phi]); with S = R = 1, E[gamma | phi] = g(X + Y) X^p Y^k (1 - U),
X = |phi~(s)|^2, Y = |phi~(r)|^2 ~ Beta(d1/2, (d - d1)/2) independent, d1 = floor(d/2), U = <phi(a*), phi(a)>
independent with E U = 0, E U^2 = 1/d, and g(t) = E_Z sigma^{(p+k)}(Z sqrt t) = sum_j A_{p+k+2j} (t - 1)^j / (2^j j!),
A_n = E[sigma^{(n)}(Z)] (E He_{2j}(aZ) = (a^2 - 1)^j (2j - 1)!!). The paper's c_{p+k} = A_{p+k} (L790).
All moments exact in Fractions (Beta moments E X^n = prod_{i<n} (a + i)/(a + b + i))."""
from fractions import Fraction as Fr
import math


def beta_mom(a, b, n):
    r = Fr(1)
    for i in range(n):
        r *= (a + i) / (a + b + i)
    return r


def ratio_lower(d, p, k, A):  # A: dict n -> A_n (only n >= p+k matter)
    d1 = d // 2
    a, b = Fr(d1, 2), Fr(d - d1, 2)
    n0 = p + k
    # g(t) as polynomial in u = t - 1: coefficients
    gco = {}
    for n, An in A.items():
        if n >= n0 and (n - n0) % 2 == 0:
            j = (n - n0) // 2
            gco[j] = gco.get(j, Fr(0)) + Fr(An) / (2**j * math.factorial(j))
    # expand g(X+Y) = sum_j g_j (X + Y - 1)^j as polynomial in X, Y
    poly = {}
    for j, gj in gco.items():
        for i1 in range(j + 1):          # (X + Y - 1)^j = sum multinomial X^i1 Y^i2 (-1)^i3
            for i2 in range(j - i1 + 1):
                i3 = j - i1 - i2
                c = Fr(math.factorial(j), math.factorial(i1) * math.factorial(i2) * math.factorial(i3)) * (-1) ** i3
                poly[(i1, i2)] = poly.get((i1, i2), Fr(0)) + gj * c
    EX = lambda n: beta_mom(a, b, n)
    EG = sum(c * EX(i + p) * EX(j + k) for (i, j), c in poly.items())
    sq = {}
    for (i, j), c in poly.items():
        for (i2, j2), c2 in poly.items():
            sq[(i + i2, j + j2)] = sq.get((i + i2, j + j2), Fr(0)) + c * c2
    EG2 = sum(c * EX(i + 2 * p) * EX(j + 2 * k) for (i, j), c in sq.items()) * (1 + Fr(1, d))
    return (EG2 - EG * EG) / (EG * EG), EG


def bound(q, dp):
    return math.e / (2 ** (4 * q + 2) * math.log(1 / dp) ** (4 * q + 2))


if __name__ == "__main__":
    p = k = 3; q = 8; dp = 1 / 3          # eps = 1: p = k = 2 ceil(1/eps) + 1 = 3, q = C2/eps = 8 (C2 = 8 > 2)
    print(f"p = k = {p}, q = {q}, delta' = {dp:.3f}: printed bound on Var/E^2 = e/(2^(4q+2) log^(4q+2)(1/delta')) = {bound(q, dp):.3e}")
    print("sigma with A_6 = c_{p+k} and A_8 = 1 (deg 8, every Hermite coefficient can be taken non-zero: Assumption 3)")
    for d in (11, 101, 1001, 10001, 100001):
        for c6 in (Fr(1), Fr(1, d)):
            r, EG = ratio_lower(d, p, k, {6: c6, 8: Fr(1)})
            print(f"  d = {d:6d}, c_(p+k) = {float(c6):.1e}: Var/E^2 >= {float(r):.4g}  (E gamma = {float(EG):.3e}); "
                  f"ratio to the bound {float(r)/bound(q, dp):.2e}")
    print("fixed sigma (A_6 = A_8 = 1): d * Var/E^2 ->", [round(float(ratio_lower(d, p, k, {6: 1, 8: 1})[0]) * d, 2) for d in (1001, 100001, 10000001)])
