# Auditor A r26 (second opinion to B): chenli.lemma5.11-nu-free (seed 000 L761-L785: Def. 5.10, Lemma 5.11). Own numpy/scipy.
import numpy as np
from scipy.linalg import hadamard
from scipy.stats import binom, norm
rng = np.random.default_rng(0)
# explicit instance: d1 = d2 = n, d3 = 2n, d = 4n; Theta = u1 v1^T + sum_k chi_{s_k} chi_{t_k}^T / d (Walsh rows, odd indices)
n = 16; d = 4*n; r = 7
W = hadamard(d).astype(float)
u1 = np.zeros(d); u1[:n] = 1/np.sqrt(n); v1 = np.zeros(d); v1[2*n:] = 1/np.sqrt(2*n)
odd = [i for i in range(1, d, 2)]
Th = np.outer(u1, v1) + sum(np.outer(W[odd[2*k]], W[odd[2*k+1]])/d for k in range(r))
for blk in (slice(0, n), slice(n, 2*n), slice(2*n, 4*n)):        # odd Walsh rows are orthogonal to aligned block indicators
    ind = np.zeros(d); ind[blk] = 1; assert abs(W[odd[0]] @ ind) < 1e-12
sv = np.linalg.svd(Th, compute_uv=False); F = np.linalg.norm(Th)
print(f"explicit d = {d}: singular values {np.round(sv[:r+2], 6)}, ||Theta||_F = {F:.6f} (sqrt(r+1) = {np.sqrt(r+1):.6f}), trace {np.trace(Th):.2e}")
# coupling Def. 5.10 with mu' = 0 -> mu'' = 0 (no change on block 2), nu' = -1 -> nu'' = +1: y block 3 all -1, y' sets all to +1
err = 0
for _ in range(2000):
    x = np.concatenate([rng.choice([-1, 1], n), rng.permutation([1]*(n//2) + [-1]*(n//2)), rng.permutation([1]*n + [-1]*n)])  # mu = nu = 0 slices
    y = np.concatenate([rng.choice([-1, 1], n), rng.permutation([1]*(n//2) + [-1]*(n//2)), -np.ones(2*n)]); yp = y.copy(); yp[2*n:] = 1
    val = x @ Th @ (y - yp); B = x[:n].sum()
    err = max(err, abs(val - (-2*np.sqrt(2)*B)))
print(f"  identity x^T Theta (y - y') = -2 sqrt(2) B over 2000 coupled draws: max error {err:.2e}")
# helper's instance: r = 15, n = 2^27, c = 1: |.|/||Theta||_F = 2 sqrt(2) |B| / 4, B = 2 Bin(n, 1/2) - n
r = 15; n = 2**27; c = 1; d = 4*n
shape = np.sqrt(c)*r**0.125/min(n, 2*n)**0.25 + c*(c + np.sqrt(np.log(r)))/r**0.375
level = r**-0.25
# (1 - level)-quantile of |B|: P(|B| > b) = level
b = 2*(binom.ppf(1 - level/2, n, 0.5)) - n
q = 2*np.sqrt(2)*b/4
print(f"  r = 15, n = 2^27: shape = {shape:.4f}; (1 - r^-1/4)-quantile of |.|/||Theta||_F = {q:.4g} = {q/shape:.4g} x shape;"
      f" P[|.| > 100 shape ||Theta||_F] = {2*norm.sf(100*shape*4/(2*np.sqrt(2))/np.sqrt(n)):.4f} vs r^-1/4 = {level:.3f}")
print(f"  hypotheses: c = 1 <= sqrt(min(r, d2, d3))/2 = {np.sqrt(min(r, n, 2*n))/2:.3f}; r = 15 <= d^(1/4)/10 = {d**0.25/10:.2f}")
