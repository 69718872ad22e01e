# Auditor A r29: chenli L864 (Markov step in Lemma 5.11, first bullet) with nu' = -1, nu'' = +1. Own numpy/scipy/mpmath.
import numpy as np, mpmath as mp
from scipy.stats import binom
mp.mp.dps = 30
def build(n, b):
    d = 3*n; P = np.zeros((d, d))
    for blk in range(3):
        for i in range(n): P[blk*n + i, blk*n + (i+1) % n] = 1.0      # cyclic shift inside each block: trace 0, P 1_[3] = 1_[3]
    u = np.r_[np.ones(n), np.zeros(2*n)]/np.sqrt(n); one3 = np.r_[np.zeros(2*n), np.ones(n)]
    return P + (b/np.sqrt(n))*np.outer(u, one3), one3
# (1) identity check on a dense small instance: x^T Theta (y - y') = -2 b S, S = sum of x's block-1 signs
rng = np.random.default_rng(0); n = 8; b = 0.7; Th, one3 = build(n, b)
for _ in range(20):
    x = np.r_[rng.choice([-1.0, 1.0], n), rng.permutation(np.r_[np.ones(n//2), -np.ones(n//2)]), rng.permutation(np.r_[np.ones(n//2), -np.ones(n//2)])]
    y = np.r_[rng.choice([-1.0, 1.0], n), rng.permutation(np.r_[np.ones(n//2), -np.ones(n//2)]), -np.ones(n)]     # nu' = -1
    yp = y.copy(); yp[2*n:] = 1.0                                                                                  # coupling to nu'' = +1: flip all of S3
    assert abs(x @ Th @ (y - yp) - (-2*b*x[:n].sum())) < 1e-12
sv = np.linalg.svd(Th, compute_uv=False)
print(f"dense check n={n}, b={b}: identity holds on 20 draws; ||Theta||_F^2 = {np.sum(sv**2):.4f} (= d + b^2 = {3*n + b*b}), stable rank = {np.sum(sv**2)/sv[0]**2:.2f}, "
      f"trace = {np.trace(Th):.1f}, max row/col norm x sqrt(d)/||Theta||_F = {max(np.linalg.norm(Th, axis=0).max(), np.linalg.norm(Th, axis=1).max())*np.sqrt(3*n)/np.sqrt(np.sum(sv**2)):.3f}")
# (2) the tail along n: r = d^0.1, b = sqrt(d)/r^(5/2), c = 1, s = s' = log n
for e in [30, 40, 50, 60]:
    n = mp.mpf(2)**e; d = 3*n; r = d**mp.mpf('0.1'); b = mp.sqrt(d)/r**mp.mpf(2.5); c = 1; s = sp = mp.log(n)
    F = mp.sqrt(d + b*b)
    thr = sp*mp.sqrt(c/mp.sqrt(n) + c**2/r*(c + s)**2)*F          # printed threshold
    t = thr/(2*b)                                                  # event |S| > t, S = 2 Bin(n, 1/2) - n
    z = t/mp.sqrt(n)
    if e <= 40:
        k = int(mp.floor((n + t)/2)); P = 2*binom.sf(k, int(n), 0.5)
    else:
        P = float(mp.erfc(z/mp.sqrt(2))) - 2*0.56/float(mp.sqrt(n))   # Berry-Esseen lower bound on P(|S| > t)
    rhs = 1/sp**2 + mp.e**(-r) + mp.e**(-s**2)
    print(f"n=2^{e}: r={mp.nstr(r, 4)} b={mp.nstr(b, 4)} threshold/sqrt(n) for |S| = {mp.nstr(z, 4)}: P = {P:.4f} vs 1/s'^2 + e^-r + e^-s^2 = {mp.nstr(rhs, 4)} (ratio {P/float(rhs):.1f}); "
          f"c <= sqrt(min(r,n))/2: {c <= mp.sqrt(min(r, n))/2}")
