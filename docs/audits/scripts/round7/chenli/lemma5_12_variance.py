"""Audit chenli.display.lemma5.12-variance-bound (L890-L892, first '<='): E||Theta_[2,3]^T x||^2 = E[x^T G x], G = Theta_[2,3] Theta_[2,3]^T,
x ~ pi^s_{mu,nu;d1,d2,d3} (block 1 uniform +-1, blocks 2/3 uniform on the slices with means mu, nu). Exact enumeration (Fractions)."""
from fractions import Fraction as F
from itertools import product, combinations
def slice_vectors(n, mean):
    k = int((1 + mean) * n / 2)  # number of +1 entries
    for pos in combinations(range(n), k):
        yield [1 if i in pos else -1 for i in range(n)]
def E_xGx(g_cols, d1, d2, d3, mu, nu):
    tot = F(0); cnt = 0
    for b1 in product([-1, 1], repeat=d1):
        for b2 in slice_vectors(d2, mu):
            for b3 in slice_vectors(d3, nu):
                x = list(b1) + b2 + b3
                tot += sum(sum(gi * xi for gi, xi in zip(g, x)) ** 2 for g in g_cols); cnt += 1
    return tot / cnt
def printed(g_cols, d1, d2, d3):
    S2 = range(d1, d1 + d2); S3 = range(d1 + d2, d1 + d2 + d3)
    fro = sum(gi * gi for g in g_cols for gi in g)
    s2 = sum(sum(g[i] for i in S2) ** 2 for g in g_cols); s3 = sum(sum(g[i] for i in S3) ** 2 for g in g_cols)
    cr = sum(sum(g[i] for i in S2) * sum(g[j] for j in S3) for g in g_cols)
    return fro + s2 + s3 + 2 * cr
for name, g_cols, mu, nu in [("(i) mu=1, nu=-1", [[0, 1, 1, -1, -1]], F(1), F(-1)), ("(ii) mu=nu=0", [[0, 1, -1, 0, 0]], F(0), F(0)),
                             ("control mu=nu=0, g=(1;1,1;1,1)", [[1, 1, 1, 1, 1]], F(0), F(0))]:
    e = E_xGx(g_cols, 1, 2, 2, mu, nu); p = printed(g_cols, 1, 2, 2)
    print(f"{name}: E = {e}, printed = {p}, holds: {e <= p}")
