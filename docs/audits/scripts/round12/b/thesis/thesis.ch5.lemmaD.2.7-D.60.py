"""Audit B, round 12: thesis (D.60) L7161 (proof of Lemma D.2.7):
Pr(|Y| <= T) <= T sqrt(m2) (= O~(2 p2^{2/3}/m1^{1/6})), T = O~(2 p2^{2/3}/(m1^{1/6} sqrt(m2))),
Y = sum_j alpha_{i,j} sum_m a_{m,n} phi_{1,j,eps} + C_i beta'_i ~ N(0, sigma_Y^2) (Gaussian: alpha, beta' ~ N(0, 1/m2)).
O~ hides poly(log(m1 m2)) (L6742).  Lemma D.2.6 couples Y to r_{n,i}(X) (r = A relu(A X W + B1) V, (5.4); W ~ N(0, 1/m1),
B1 = 1 b^T, b ~ N(0, 1/m1), V ~ N(0, 1/m2), L1485) with W_2 <= tau/sqrt(m2), tau = O~(p2^{2/3}/m1^{1/6}); W_2 >= |sd(r) - sd(Y)|
so sqrt(m2) sd(Y) <= sqrt(m2) sd(r) + tau, and m2 E[r^2] -> sigma_n^2 = E[(sum_m a_{n,m} relu(a_m X g + g'))^2] (g ~ N(0, I_d),
g' ~ N(0, 1)) as m1 -> inf (exact arc-cosine kernel below).  Then Pr(|Y| <= T) >= erf(T sqrt(m2)/(sqrt 2 (sigma_n + tau))).
Graph family: node n joined to K nodes of a complete core K_{D+1} (self-loops added), A = D^-1/2 A~ D^-1/2, all features the
same unit vector u (unit rows), K = round(D^{1/3})."""
import numpy as np
from mpmath import mp, mpf, erf, sqrt, pi, acos, sin, cos
mp.dps = 30


def family(D, K):
    # nodes: 0 = n, 1..K core nodes adjacent to n, K+1..D+1 other core nodes (core = D + 1 nodes)
    N = D + 2
    At = np.zeros((N, N)); core = np.arange(1, D + 2)
    At[np.ix_(core, core)] = 1.0
    At[0, 0] = 1.0; At[0, 1:K + 1] = 1.0; At[1:K + 1, 0] = 1.0
    deg = At.sum(1); A = At / np.sqrt(np.outer(deg, deg))
    return A


def arccos_k(u1, u2):
    n1, n2 = sqrt(u1[0] ** 2 + u1[1] ** 2), sqrt(u2[0] ** 2 + u2[1] ** 2)
    c = (u1[0] * u2[0] + u1[1] * u2[1]) / (n1 * n2); c = min(max(c, mpf(-1)), mpf(1)); th = acos(c)
    return n1 * n2 / (2 * pi) * (sin(th) + (pi - th) * c)


def sigma_n(A):
    s = A.sum(1)                       # a_m X g = s_m (u . g) = s_m Z
    a = A[0]; idx = np.nonzero(a)[0]
    # group identical (a_{n,m}, s_m) pairs: rows of the K neighbours are identical
    groups = {}
    for m in idx:
        key = (round(a[m], 15), round(s[m], 15)); groups[key] = groups.get(key, 0) + 1
    tot = mpf(0); items = list(groups.items())
    for (a1, s1), c1 in items:
        for (a2, s2), c2 in items:
            tot += c1 * c2 * mpf(a1) * mpf(a2) * arccos_k((mpf(s1), mpf(1)), (mpf(s2), mpf(1)))
    return sqrt(tot)


if __name__ == '__main__':
    p2 = 1
    print('D        K   ||a_n||_1   ||A||_inf  sigma_n    m1        T sqrt(m2)  lower bound on Pr(|Y|<=T)   ratio Pr/(T sqrt(m2))')
    for D in [10**2, 10**3, 10**4, 10**5, 10**6]:
        K = max(1, round(D ** (1 / 3)))
        if D <= 10**4:
            A = family(D, K); l1 = A[0].sum(); Ainf = np.abs(A).sum(1).max(); sn = sigma_n(A)
        else:   # closed form of the same family (identical rows), to avoid an N x N matrix
            dn, dk, dc = K + 1, D + 2, D + 1
            ann, ank = 1 / dn, 1 / np.sqrt(dn * dk)
            s_k = ank + K / dk + (D + 1 - K) / np.sqrt(dk * dc)        # row sum of a neighbour
            s_n = ann + K * ank
            l1 = s_n; Ainf = max(s_k, K / np.sqrt(dc * dk) + (D + 1 - K) / dc)
            pairs = [(ann, s_n, 1), (ank, s_k, K)]
            sn = sqrt(sum(c1 * c2 * mpf(a1) * mpf(a2) * arccos_k((mpf(s1), mpf(1)), (mpf(s2), mpf(1)))
                          for a1, s1, c1 in pairs for a2, s2, c2 in pairs))
        m1 = 1e6 * D ** 2
        tau = 2 * p2 ** (2 / 3) / m1 ** (1 / 6)       # the O~ read as 1 (any fixed constant/polylog only rescales)
        Tm = tau                                       # T sqrt(m2)
        lb = erf(Tm / (sqrt(2) * (sn + tau / 2)))       # W_2 slack tau/2 (the lemma's constant read as 1)
        print(f'{D:8.0e} {K:4d}  {l1:.4e}  {Ainf:.4f}  {float(sn):.4e}  {m1:.1e}  {Tm:.3e}   {float(lb):.4e}          {float(lb / Tm):10.2f}')
