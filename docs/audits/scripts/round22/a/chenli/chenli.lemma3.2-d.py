"""Auditor A, round 22: chenli Lemma 3.2 (seed 000 L307-L309), own model, no repository code.
Printed: M symmetric d x d, x ~ U{+-1}^d:  P[|x^T M x - Tr M| > t] <= exp(-t/e)   (no scale).
Exact: x^T M x - Tr M = sum_{i != j} M_ij x_i x_j.
"""
import itertools, math
import numpy as np
from scipy import stats

def exact_tail_enum(M, t):
    d = M.shape[0]
    X = np.array(list(itertools.product([-1, 1], repeat=d)), dtype=float)
    q = np.einsum('ni,ij,nj->n', X, M, X) - np.trace(M)
    return np.mean(np.abs(q) > t), q

print("(1) d = 2, M = [[0,1],[1,0]] (one pair), x^T M x - Tr M = 2 x1 x2, |.| = 2 a.s.")
M = np.array([[0., 1.], [1., 0.]])
for t in [0.5, 1.0, 1.9]:
    P, _ = exact_tail_enum(M, t)
    print(f"   t={t}: P={P:.4f}  exp(-t/e)={math.exp(-t/math.e):.4f}  ratio={P/math.exp(-t/math.e):.3f}")
print("    padded to any d (zeros elsewhere) the value is unchanged; enumeration d=6 check:")
M6 = np.zeros((6, 6)); M6[0, 1] = M6[1, 0] = 1
print("   d=6, t=1:", exact_tail_enum(M6, 1.0)[0])

print("(2) scaling path M -> c M (same hypotheses), t = c: P = 1, bound exp(-c/e): ratio unbounded")
for c in [1, 10, 100, 1000]:
    print(f"   c={c}: P=1  bound={math.exp(-c/math.e):.3e}  log10 ratio={c/math.e/math.log(10):.1f}")

print("(3) helper's far-d instance: d = 2^21, 2^20 disjoint pairs of weight 1, x^T M x - Tr M = 2 S,")
print("    S = sum of 2^20 Rademachers = 2B - 2^20, B ~ Bin(2^20, 1/2); t = 1024: |2S| > 1024 <=> |S| >= 514 (S even)")
n = 2**20
# |S| > 512  <=>  |2B - n| > 512
lo = (n - 512) // 2  # B <= lo - 1 gives 2B - n < -512 ... compute carefully
# 2B - n > 512  <=> B > (n+512)/2 = n/2 + 256 ; 2B - n < -512 <=> B < n/2 - 256
P = stats.binom.sf(n // 2 + 256, n, 0.5) + stats.binom.cdf(n // 2 - 257, n, 0.5)
print(f"   P = {P:.4f} ;  exp(-1024/e) = {math.exp(-1024/math.e):.3e}")

print("(4) reading (proof's own line L311 + the standard t-range, O'Donnell Thm 9.23, degree 2):")
print("    P[|x^T M x - Tr M| > tau sqrt(2 sum_{i!=j} M_ij^2)] <= exp(-tau/e) for tau >= 2e; check exact enumeration, d <= 12")
rng = np.random.default_rng(0)
worst = 0.0; worst_small = 0.0
for trial in range(300):
    d = int(rng.integers(2, 13))
    kind = trial % 3
    if kind == 0:
        A = rng.standard_normal((d, d)); M = (A + A.T) / 2
    elif kind == 1:
        M = np.ones((d, d)) - np.eye(d)
    else:
        A = rng.standard_normal((d, d)) * (rng.random((d, d)) < 0.3); M = (A + A.T) / 2 + np.diag(rng.standard_normal(d))
    off = M - np.diag(np.diag(M))
    sd = math.sqrt(2 * np.sum(off**2))
    if sd == 0:
        continue
    _, q = exact_tail_enum(M, 0)
    for tau in np.linspace(2 * math.e, 4 * math.e, 9):
        P = np.mean(np.abs(q) > tau * sd)
        worst = max(worst, P / math.exp(-tau / math.e))
    for tau in [0.25, 0.5, 0.9]:
        P = np.mean(np.abs(q) > tau * sd)
        worst_small = max(worst_small, P / math.exp(-tau / math.e))
print(f"   max P/exp(-tau/e) over 300 matrices, tau in [2e,4e]: {worst:.4f} (<= 1: holds)")
print(f"   same with tau in {{0.25,0.5,0.9}} (no range): {worst_small:.4f} (> 1: the proof's line also needs a tau-range)")
