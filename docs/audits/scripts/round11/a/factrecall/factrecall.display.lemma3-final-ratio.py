"""Audit of factrecall L896 (proof of Lemma 3): 'by choosing constants appropriately,
2^{4q+2} log^{4q+2}(1/delta') e^{-1} Var(gamma_sra)/E[gamma_sra]^2 <= 1', under Lemma 3's d >~ (C3 log(|V|/delta)/eps)^{C4/eps}
with C3, C4 'universal constants' (L772), sigma any degree-q polynomial with all Hermite coefficients nonzero
(Assumption 3, L465).  Embeddings i.i.d. uniform on S^{d-1} (L169); phi~(s) = Pi_P phi(s), phi~(r) = Pi_Q phi(r),
P, Q orthogonal of dim floor(d/2) (d odd); w_i ~ N(0, I_d).
Lower bound used: Var(gamma) >= Var(E[gamma | phi]) (total variance; the finite-m part only adds).  With S = R = 1
(one s, one r; a != a* = a*(s, r)), E[gamma | phi] = g(A + B) A^p B^k (1 - <phi(a*), phi(a)>), A = ||phi~(s)||^2,
B = ||phi~(r)||^2 ~ Beta(floor(d/2)/2, (d - floor(d/2))/2) independent, g(t) = E_Z sigma^{(p+k)}(Z sqrt t)
(the paper's own display for E[omega | phi], L800-L830), and <phi(a*), phi(a)> mean 0, variance 1/d, independent.
sigma = sum_j a_j He_j: E_Z He_m(Z sqrt t) = (m-1)!! (t-1)^{m/2} (m even), so g(t) = sum_{m even} a_{n+m} (n+m)!/m! (m-1)!! (t-1)^{m/2}.
Exact Beta moments with mpmath.  Own script."""
import mpmath as mp
mp.mp.dps = 60

def beta_mom(al, be, j):
    r = mp.mpf(1)
    for i in range(j):
        r *= (al + i) / (al + be + i)
    return r

def ratio_lower(d, a, p, k):
    n = p + k; q = len(a) - 1
    al = mp.mpf(d // 2) / 2; be = mp.mpf(d - d // 2) / 2
    # g(t) = sum_m coef_m (t-1)^{m/2}, m even
    coef = {}
    for m in range(0, q - n + 1, 2):
        coef[m // 2] = a[n + m] * mp.factorial(n + m) / mp.factorial(m) * mp.fac2(m - 1)
    # G = g(A+B) A^p B^k ; need E[G], E[G^2]: expand (A+B-1)^h via binomials into monomials A^x B^y
    def poly_G():
        terms = {}
        for h, c in coef.items():
            # (A + B - 1)^h = sum_{x+y+z=h} h!/(x!y!z!) A^x B^y (-1)^z
            for x in range(h + 1):
                for y in range(h + 1 - x):
                    z = h - x - y
                    cc = c * mp.factorial(h) / (mp.factorial(x) * mp.factorial(y) * mp.factorial(z)) * (-1) ** z
                    key = (x + p, y + k); terms[key] = terms.get(key, 0) + cc
        return terms
    T = poly_G()
    EG = sum(c * beta_mom(al, be, x) * beta_mom(al, be, y) for (x, y), c in T.items())
    EG2 = 0
    for (x1, y1), c1 in T.items():
        for (x2, y2), c2 in T.items():
            EG2 += c1 * c2 * beta_mom(al, be, x1 + x2) * beta_mom(al, be, y1 + y2)
    Eu2 = 1 + mp.mpf(1) / d           # E[(1 - u)^2], u = <phi(a*), phi(a)>: E u = 0, E u^2 = 1/d
    var = EG2 * Eu2 - EG ** 2
    return var / EG ** 2, EG

p = k = 3; q = 8
bound = mp.e / (2 ** (4 * q + 2) * mp.log(3) ** (4 * q + 2))   # delta' = 1/3
print("printed requirement Var/E^2 <= e/(2^{4q+2} log^{4q+2}(1/delta')) at delta' = 1/3:", mp.nstr(bound, 3))
print("family sigma = sum_{j<=8} He_j/sqrt(j!) but with E sigma^{(6)} = 720 a_6 = 1/d (all coefficients nonzero):")
for d in [11, 101, 1001, 10001, 100001]:
    a = [1 / mp.sqrt(mp.factorial(j)) for j in range(q + 1)]
    a[6] = mp.mpf(1) / (d * 720)
    r, EG = ratio_lower(d, a, p, k)
    print(f"  d={d:6d}: Var/E^2 >= {mp.nstr(r, 4)}  (E gamma = {mp.nstr(EG, 4)})")
print("fixed sigma = sum_{j<=8} He_j/sqrt(j!) (c_6 = E sigma^(6) = sqrt(720)):")
for d in [11, 101, 1001, 10001, 10**6, 10**9, 10**12]:
    a = [1 / mp.sqrt(mp.factorial(j)) for j in range(q + 1)]
    r, EG = ratio_lower(d, a, p, k)
    print(f"  d={d}: Var/E^2 >= {mp.nstr(r, 4)}, d * ratio = {mp.nstr(r * d, 4)}")
