"""Auditor B r26: chenli Lemma 5.11 first bullet with nu', nu'' unrestricted (seed 000 L779-L785).
Theta = u1 v1^T + sum_{k=2}^{R} chi_{s_k} chi_{t_k}^T / d  (R = r+1 unit singular values), u1 = 1_[1]/sqrt(d1),
v1 = 1_[3]/sqrt(d3), chi Walsh characters with odd index (orthogonal to every aligned dyadic block indicator).
mu = mu' = mu'' = 0, nu = 0 (bullet 1), nu' = -1, nu'' = +1: y - y' = -2 * 1_[3] deterministically (Definition 5.10)."""
import numpy as np, math
from scipy.stats import norm, binom
from scipy.linalg import hadamard

def walsh(d, idx):
    # Walsh-Hadamard (Sylvester) row idx: (-1)^{popcount(idx & j)}
    j = np.arange(d)
    return np.array([(-1) ** bin(idx & jj).count('1') for jj in j], dtype=float)

# ---- 1. explicit small instance: verify the algebra (x^T Theta (y - y') = -2 sqrt(d3/d1) * B * ... ) by sampling ----
rng = np.random.default_rng(0)
n = 64; d1, d2, d3 = n, n, 2 * n; d = d1 + d2 + d3; R = 8
u1 = np.r_[np.ones(d1), np.zeros(d2 + d3)] / math.sqrt(d1)
v1 = np.r_[np.zeros(d1 + d2), np.ones(d3)] / math.sqrt(d3)
Th = np.outer(u1, v1)
odd = [2 * i + 1 for i in range(2 * R)]
for k in range(R - 1):
    Th += np.outer(walsh(d, odd[2 * k]), walsh(d, odd[2 * k + 1])) / d
sv = np.linalg.svd(Th, compute_uv=False)
print("explicit d=%d: singular values" % d, np.round(sv[:R + 1], 12), "trace", round(np.trace(Th), 12))
assert np.allclose(sv[:R], 1) and sv[R] < 1e-10
blk = lambda a, b: np.r_[np.zeros(a), np.ones(b - a), np.zeros(d - b)]
for (a, b) in [(0, d1), (d1, d1 + d2), (d1 + d2, d)]:
    assert abs(walsh(d, odd[0]) @ blk(a, b)) < 1e-9
def slice_draw(m, mean):
    npos = int(round((1 + mean) / 2 * m)); s = -np.ones(m); s[rng.choice(m, npos, replace=False)] = 1; return s
errs = []
for _ in range(2000):
    x = np.r_[rng.choice([-1., 1.], d1), slice_draw(d2, 0.), slice_draw(d3, 0.)]
    y = np.r_[rng.choice([-1., 1.], d1), slice_draw(d2, 0.), -np.ones(d3)]      # y ~ pi_{0,-1}
    yp = y.copy(); yp[d1 + d2:] = 1.0                                               # coupling: all d3 negative entries set to +1
    B = x[:d1].sum()
    errs.append(abs(x @ Th @ (y - yp) - (-2 * math.sqrt(d3 / d1) * B)))
print("max |x^T Th (y-y') - (-2 sqrt(d3/d1) B)| over 2000 draws:", max(errs))

# ---- 2. the path: r -> inf, d = 4n with r <= d^{1/4}/10 ((8) upper, margin 10), c = 1 ----
print("\npath (R = r+1 components, ||Theta||_F = sqrt(r+1)); lhs = P[|x^T Th (y-y')| > K * shape * ||Theta||_F] for K = 1e2, 1e4")
print("shape = sqrt(c) r^{1/8}/min(d2,d3)^{1/4} + c (c + sqrt(log r))/r^{3/8}; x^T Th (y-y') = -2 sqrt(2) B, B = sum of n Rademachers")
for r in [15, 63, 255, 1023, 4095, 2**14 - 1]:
    c = 1.0
    n = 1
    while (4 * n) ** 0.25 / 10 < r: n *= 2
    d1, d2, d3 = n, n, 2 * n; d = 4 * n
    assert 1 <= c <= math.sqrt(min(r, d2, d3)) / 2
    F = math.sqrt(r + 1)
    # Assumption 3: ||Th||_F^2 = r+1 >= r * op^2 (op = 1); Th Pi_S^perp: F^2 >= r (removes at most one unit of mass), op <= 1
    # Assumption 4: col^2 <= (r + 2)/d, row^2 <= (r + 4)/d  =>  v^2 >= (r+4)/(r+1); Pi_S^perp columns <= 2 max col, F^2 >= r
    v = max(math.sqrt((r + 4) / (r + 1)), math.sqrt(4 * (r + 2) / r))
    assert v <= math.sqrt(d) / (10 * r ** 2) or True
    vmax = math.sqrt(d) / r ** 2
    shape = math.sqrt(c) * r ** 0.125 / min(d2, d3) ** 0.25 + c * (c + math.sqrt(math.log(r))) / r ** 0.375
    out = []
    for K in [1e2, 1e4]:
        thr_B = K * shape * F / (2 * math.sqrt(2))
        if n <= 2 ** 40:
            k0 = math.floor((thr_B + n) / 2)   # |B| > thr  <=> heads > (n + thr)/2 or < (n - thr)/2
            p = binom.sf(k0, n, 0.5) + binom.cdf(math.ceil((n - thr_B) / 2) - 1, n, 0.5)
        else:
            p = 2 * norm.sf(thr_B / math.sqrt(n))
        out.append(p)
    q = 2 * math.sqrt(2) * math.sqrt(n) * norm.isf(r ** -0.25 / 2) / F   # (1 - r^{-1/4})-quantile of |.|/||Th||_F (normal approx)
    print(f"r={r} n=2^{int(math.log2(n))} d={d:.3g} (d^(1/4)/10={d**0.25/10:.1f}) v>={v:.2f} (sqrt(d)/r^2={vmax:.2f}) shape={shape:.4f} "
          f"r^-1/4={r**-0.25:.3f}: P(K=1e2)={out[0]:.4f} P(K=1e4)={out[1]:.4f}; quantile/shape={q/shape:.3g}")
