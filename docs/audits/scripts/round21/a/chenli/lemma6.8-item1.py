"""Auditor A r21: chenli Lemma 6.8 Item 1 (seed 000 L1653-L1655): w.p. >= 1 - p (p an arbitrarily small constant),
|x^T Th_i x| <= (chi + O(sqrt(log m))) ||Th_i||_F for all i in [m], x ~ {+-1}^d.  At m = 1 the O(.) term is C*0 = 0."""
import itertools, math
import numpy as np
from scipy.stats import norm, binom

rng = np.random.default_rng(0)
print("(a) Th = Pi/sqrt(d) (symmetric pair swap; Tr = 0, ||Th||_F = 1, ||Th||_op = 1/sqrt(d): eff. rank d; columns 1/sqrt(d) = ||Th||_F/sqrt(d), v = 1)")
print("    x^T Th x = (2/sqrt d) S_n, S_n = sum of n = d/2 iid Rademacher -> exact binomial law")
for d in [12, 100, 10_000, 10**6, 10**8]:
    n = d // 2
    # |2 S/sqrt d| > 1  <=>  |S| > sqrt(d)/2 ; S = 2 Bin(n, 1/2) - n
    thr = math.sqrt(d) / 2
    kk = np.arange(n + 1) if n <= 10**6 else None
    if kk is not None:
        S = 2 * kk - n
        pf = binom.pmf(kk, n, 0.5)[np.abs(S) > thr + 1e-12].sum()
    else:
        pf = 2 * norm.sf(thr / math.sqrt(n))
    print(f"   d={d:>9}: P[|x^T Th x| > chi ||Th||_F] at chi = 1: {pf:.4f}")
print(f"    limit 2 Phibar(1/sqrt 2) = {2 * norm.sf(1 / math.sqrt(2)):.4f}")
# exact enumeration at d = 12
d = 12; n = 6
Pi = np.zeros((d, d))
for p in range(n):
    Pi[2 * p, 2 * p + 1] = Pi[2 * p + 1, 2 * p] = 1
Th = Pi / math.sqrt(d)
cnt = 0
for bits in itertools.product([-1, 1], repeat=d):
    x = np.array(bits)
    cnt += abs(x @ Th @ x) > 1 + 1e-12
print(f"   d=12 exact enumeration: {cnt / 2**d:.4f}")

print("(b) generic dense instances (smoothed: Assumption 7 holds generically, App. C), Monte Carlo, 4000 x's:")
for d in [400, 1600]:
    G = rng.standard_normal((d, d)); Th = (G + G.T) / 2; np.fill_diagonal(Th, 0); Th /= np.linalg.norm(Th)
    X = rng.choice([-1.0, 1.0], size=(4000, d))
    q = np.einsum("nd,de,ne->n", X, Th, X)
    s = np.linalg.svd(Th, compute_uv=False)
    cols = np.linalg.norm(Th, axis=0).max() * math.sqrt(d)
    print(f"   sym zero-diag Gaussian d={d}: eff.rank={1 / s[0]**2:.0f}, max col*sqrt(d)/||Th||_F={cols:.2f}, Tr=0: "
          f"P[|x^T Th x| > 1] = {np.mean(np.abs(q) > 1):.3f} (N(0,2): 0.480)")
    G = rng.standard_normal((d, d)); G -= np.diag(np.diag(G)) - np.eye(d) * (1.0 / d)  # tiny trace, chi >= 1 allowed
    Th = G / np.linalg.norm(G); tr = np.trace(Th)
    q = np.einsum("nd,de,ne->n", X, Th, X)
    print(f"   non-sym Gaussian d={d}: Tr/||Th||_F={tr:.3f} (chi = 1 admissible): P[|x^T Th x| > 1] = {np.mean(np.abs(q) > 1):.3f} (N(0,1): 0.317)")
    # chi = sqrt(log k) at k = 3 with Tr = chi ||Th||: fluctuations above the mean fail about half the time
    k = 3; chi = math.sqrt(math.log(k))
    Th2 = Th - np.eye(d) * tr / d + np.eye(d) * chi / d
    Th2n = np.linalg.norm(Th2)
    q2 = np.einsum("nd,de,ne->n", X, Th2, X)
    print(f"   same + trace chi ||Th||_F (chi = sqrt(log 3) = {chi:.3f}, Tr/||Th2||_F = {np.trace(Th2) / Th2n:.3f}): "
          f"P[|x^T Th x| > chi ||Th||_F] = {np.mean(np.abs(q2) > chi * Th2n):.3f}")
print("m = 1: (chi + C sqrt(log 1)) = chi for every C; the failure mass above is a fixed constant (~0.3-0.5), not an\n"
      "arbitrarily small one.  m >= 2: C(p) sqrt(log m) >= C(p) sqrt(log 2) > 0 absorbs any constant failure level p.")
for m in [2, 3, 10]:
    # union bound over m heads of the N(0, 2) tail: C needed for p = 0.01 with the instance (a) (Gaussian limit)
    p = 0.01
    t = norm.isf(p / (2 * m)) * math.sqrt(2)  # |N(0,2)| > t w.p. p/m
    print(f"   m={m}: C(p=0.01) = (t - 1)/sqrt(log m) = {(t - 1) / math.sqrt(math.log(m)):.2f}")
