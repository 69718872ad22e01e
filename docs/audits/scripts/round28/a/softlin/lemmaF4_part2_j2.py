"""Auditor A r28: softlin Lemma F.4 Part 2 (seed 001 L2095-L2097) on A1's special row j2 (j0 = j2 != j3), Definition F.1 (L1913-L1935)
D1: a1 > 1, n = (d-1) t, A1 = [a1 log n e_{j2} | log n 1 1^T], A2 = A3 = [e_{j3} | stacked I_{d-1}], QK^T = X = I, V = I.
u(j0, j) = exp((A1 A2^T)_{j0 j}) = n * n^{a1 [j0 = j2, j = j3]}.  Own derivation + explicit brute-force check.  Own code."""
import itertools, math
import numpy as np
from scipy import stats

def row_j2_failure(n, d, a1):
    t = n // (d - 1); assert (d - 1) * t == n
    f = 1.0 / (1.0 + (n - 1) * math.exp(-a1 * math.log(n)))              # n^a1/(n^a1 + n - 1)
    rest = (1 - f) / (n - 1)
    c1 = f; ck3 = f + (t - 1) * rest; co = t * rest                      # c_exp(j2, .): first coord, j3's class, the d-2 other classes
    # P(|s1 c1 + s2 ck3 + co S| >= 0.5), S = sum of d-2 Rademachers = 2K - (d-2)
    K = np.arange(d - 1); pk = stats.binom.pmf(K, d - 2, 0.5); S = 2 * K - (d - 2)
    fail = 0.0
    for s1, s2 in itertools.product((-1, 1), repeat=2):
        fail += 0.25 * pk[np.abs(s1 * c1 + s2 * ck3 + co * S) >= 0.5].sum()
    return fail, f

def brute(n, d, a1, j2=0, j3=1):
    t = n // (d - 1); L = math.log(n)
    A1 = np.full((n, d), L); A1[:, 0] = 0; A1[j2, 0] = a1 * L
    A2 = np.zeros((n, d)); A2[j3, 0] = 1; A2[:, 1:] = np.tile(np.eye(d - 1), (t, 1))
    s = A1[j2] @ A2.T; f = np.exp(s - s.max()); f /= f.sum(); c = f @ A2
    bad = sum(abs(c @ np.array(sg)) >= 0.5 for sg in itertools.product((-1, 1), repeat=d))
    return bad / 2**d

for (n, d, a1) in ((12, 4, 2.0), (20, 5, 1.5), (30, 6, 3.0)):
    print(f"check n={n} d={d} a1={a1}: formula {row_j2_failure(n, d, a1)[0]:.6f}, explicit brute force {brute(n, d, a1):.6f}")
print("path d - 1 = ceil(n0^0.1), n = (d-1) t (t sqrt(d) ~ n^0.95 = o(n^0.99)); failure probability of row j2 vs 1 - (1 - delta/poly(n)):")
for n0 in (1e2, 1e4, 1e8, 1e12):
    dm1 = math.ceil(n0 ** 0.1); t = math.ceil(n0 / dm1); n = dm1 * t; d = dm1 + 1
    for a1 in (1.5, 2.0, 10.0):
        fail, f = row_j2_failure(n, d, a1)
        print(f"   n={n:.3g} d={d} a1={a1}: f(j2,j3) = {f:.6f}, failure = {fail:.6f}")
