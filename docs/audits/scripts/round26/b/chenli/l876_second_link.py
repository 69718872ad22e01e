"""Auditor B r26: chenli proof of Lemma 5.11, second bullet, L872-L876, the second '<=':
 (|mu''-mu'|/2)||P2 w||^2 + (|nu''-nu'|/2)||P3 w||^2 + ((mu''-mu')/2)^2 |sum_{i!=j in S2} w_i w_j| + ((nu''-nu')/2)^2 |sum_{i!=j in S3} w_i w_j|
   + 2 |(mu''-mu')/2| |(nu''-nu')/2| |sum_{S2 x S3} w_i w_j|
 <= (c/sqrt d2) ||Theta||_F^2 + (c^2/d2) <w,1_2>^2 + <w,1_3>^2 + (2c/sqrt d3) ||w|| |<w,1_3>|,   w = Theta^T x, on the event of L872."""
import numpy as np, math, itertools
from scipy.linalg import hadamard

def lhs_rhs(w, d1, d2, d3, mu1, mu2, nu1, nu2, c, F2):
    S2 = slice(d1, d1 + d2); S3 = slice(d1 + d2, d1 + d2 + d3)
    w2, w3 = w[S2], w[S3]
    off2 = w2.sum() ** 2 - (w2 ** 2).sum(); off3 = w3.sum() ** 2 - (w3 ** 2).sum()
    L = (abs(mu2 - mu1) / 2) * (w2 ** 2).sum() + (abs(nu2 - nu1) / 2) * (w3 ** 2).sum() + ((mu2 - mu1) / 2) ** 2 * abs(off2) \
        + ((nu2 - nu1) / 2) ** 2 * abs(off3) + 2 * abs((mu2 - mu1) / 2) * abs((nu2 - nu1) / 2) * abs(w2.sum() * w3.sum())
    R = (c / math.sqrt(d2)) * F2 + (c * c / d2) * w2.sum() ** 2 + w3.sum() ** 2 + (2 * c / math.sqrt(d3)) * np.linalg.norm(w) * abs(w3.sum())
    return L, R

def build(N, d3, alpha, s):
    d1 = d2 = N; d = d1 + d2 + d3
    Th = np.zeros((d, d))
    H = hadamard(N).astype(float); H[:, 0] = 0.0                         # all-ones column zeroed
    Th[:d1, d1:d1 + d2] = H
    Th[:d1, d1 + d2:] = alpha * np.outer(np.ones(N), s)
    return Th, d1, d2, d

# ---- explicit instance N = 512, d3 = 4, s = (1,1,-1,-1), alpha^2 = 1/4: matrices, hypotheses checked numerically ----
N, d3 = 512, 4; s = np.array([1., 1., -1., -1.]); alpha = 0.5
Th, d1, d2, d = build(N, d3, alpha, s)
sv = np.linalg.svd(Th, compute_uv=False); F2 = (Th ** 2).sum()
print(f"N={N}: ||Theta||_F^2 = {F2:.0f} (= N^2 = {N*N}), op^2 = {sv[0]**2:.3f}, stable rank = {F2/sv[0]**2:.1f}, Tr = {np.trace(Th):.1e}")
rng = np.random.default_rng(0)
colmax = np.linalg.norm(Th, axis=0).max(); rowmax = np.linalg.norm(Th, axis=1).max()
v_needed = max(colmax, rowmax) * math.sqrt(d) / math.sqrt(F2)
# Pi_S^perp clause over adversarial and random S (Assumption 4 prints 'for all S'; Assumption 3 'for |S| <= c d')
Slist = [np.arange(d1, d1 + d2), np.arange(d1 + d2, d), np.arange(0, d1), np.arange(d1, d), np.arange(0, d)] + \
        [rng.choice(d, int(k), replace=False) for k in rng.integers(1, d, 200)] + [np.arange(d1, d1 + 1), np.arange(d1 + d2, d1 + d2 + 2)]
worst_v = 0; worst_sr = 1e18
for S in Slist:
    oneS = np.zeros(d); oneS[S] = 1
    TP = Th - np.outer(Th @ oneS, oneS) / len(S)
    fro2 = (TP ** 2).sum(); cm = np.linalg.norm(TP, axis=0).max()
    worst_v = max(worst_v, cm * math.sqrt(d) / math.sqrt(fro2))
    if len(S) <= d // 4:
        op2 = np.linalg.norm(TP, 2) ** 2; worst_sr = min(worst_sr, fro2 / op2)
print(f"Assumption 4: v needed (rows/cols) = {v_needed:.3f}; Pi_S^perp columns over {len(Slist)} S: v = {worst_v:.3f} (analytic bound 2 sqrt(d/(N-1)) = {2*math.sqrt(d/(N-1)):.3f}); "
      f"Assumption 3 Pi_S^perp (|S| <= d/4): min stable rank {worst_sr:.1f}")
# x: x_[1] all ones (a point of the event), x_[2], x_[3] balanced slices (mu = nu = 0)
x = np.r_[np.ones(N), rng.permutation(np.r_[np.ones(N // 2), -np.ones(N // 2)]), np.array([1., -1., 1., -1.])]
w = Th.T @ x
ev = (w @ w <= 2 * F2)
L, R = lhs_rhs(w, d1, d2, d3, 0, 0, -1, 1, 1.0, F2)
print(f"x_[1] = 1: ||w||^2 = {w@w:.0f} <= 2||Theta||_F^2: {ev}; <w,1_2> = {w[d1:d1+d2].sum():.1e}, <w,1_3> = {w[d1+d2:].sum():.1e}; "
      f"left = {L:.4g} (2N^2 = {2*N*N}), right = {R:.4g} (N^1.5 = {N**1.5:.4g}); ratio = {L/R:.3f} (2 sqrt N = {2*math.sqrt(N):.3f})")
# exact E over the coupling: y - y' = -2 * 1_[3] here (nu' = -1 -> nu'' = 1), so E<w, y - y'>^2 = 4 <w,1_3>^2
print(f"  (true E<w,y-y'>^2 = 4<w,1_3>^2 = {4*w[d1+d2:].sum()**2:.1e}: the failing link is between two upper bounds)")

# ---- path along d with r_Theta = d^{1/4}/10 (so (8)'s polylog lower end holds eventually); the link has no r in it ----
print("\npath (analytic; w_S2 = 0, w_S3 = alpha N s, ||Theta||_F^2 = N^2): c = 1 needs r >= 4")
for j in [21, 25, 31, 41, 61]:
    N = 2 ** j; d = 2 * N + 4; r = d ** 0.25 / 10
    c = 1.0; assert c <= math.sqrt(min(r, N, 4)) / 2
    v = 2 * math.sqrt(d / (N - 1)); assert v <= math.sqrt(d) / (10 * r * r) + 1e-9 or r < 4.6
    L = 2.0 * N * N; R = N * N / math.sqrt(N)
    print(f"  N=2^{j}: r = {r:.3g}, v = {v:.3f} (sqrt(d)/r^2 = {math.sqrt(d)/r**2:.1f}), bullet 2 with nu = v: d3 = 4 <= min(d/8v^2, sqrt(d r)/8cv) = "
          f"{min(d/(8*v*v), math.sqrt(d*r)/(8*c*v)):.3g}; ratio = {L/R:.4g}")

# ---- typical x variant (helper's): N = 2^30, d3 = 16, alpha^2 d3 = 1e5, sum x_[1] = sqrt N ----
N = 2 ** 30; d3 = 16; a2d3 = 1e5; sx = math.sqrt(N)
F2 = N * (N - 1) + a2d3 * N                     # ||H'||_F^2 + alpha^2 d3 N
P3 = a2d3 * sx ** 2                              # ||P3 w||^2 = alpha^2 d3 (sum x)^2 ; <w,1_3> = 0 for balanced s
L = 1 * P3 + 1 * P3                              # |off3| = ||P3 w||^2 when sum w3 = 0
R = F2 / math.sqrt(N) + (1 / N) * (N - sx) ** 2  # (c^2/d2) <w,1_2>^2 with <w,1_2> = N x_0 - sum x, x_0 = 1
from scipy.stats import norm
print(f"\ntypical-x variant: N=2^30, d3=16, alpha^2 d3 = 1e5, sum x_[1] = sqrt N (P(|sum| >= sqrt N) = {2*norm.sf(1):.3f}): ratio = {L/R:.3f}")
