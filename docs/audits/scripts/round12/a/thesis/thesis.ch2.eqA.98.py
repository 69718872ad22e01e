"""Auditor A, round 12: thesis (A.98) L3094-L3100: the lucky neuron's p_j-update (p_j in P minus p^+)
 |<W_O(i)^(t+1), p_j> - <W_O(i)^(t), p_j>| <~ (eta/a)(1/B) sum_n ((|S_l^n|/|S^n|)|S_l^n| nu_n(t) + (sigma+tau)
     + sum_{b<=t} ...) sqrt(log m log B/B) ||p||^2 + eta^2 t m xi ||p||/(sqrt(B) a^2)   (hidden constant).
Own noise-free model of my (A.95) script (same data, Assumption A.2.1 with sigma = tau = delta = 0, L = 8, M = 4, p_j = p_3),
t = 0 (the sum over b and the xi term vanish), small xi so every hinge is active (y F < 1): the update of W_O(i) along p_j is
 (eta/B) sum_n y^n (1/L) sum_l a_(l)i 1[W_O(i) V_l >= 0] V_l^T p_j   (-eta times the hinge gradient of (2.1)),
V_l^T p_j = attention mass of query l on pattern-j tokens (own pattern included).  Exact enumeration of the 4^8 sequences.
Printed side at its most generous readings: |S_l^n| = L, nu_n with (delta+tau)||q_1|| = 1/2, sigma + tau = 1 (> its O(1/M) cap)."""
import itertools, math
import numpy as np
from scipy.stats import norm

M, L, gam, j = 4, 8, 0.5, 2
probs = np.array([gam / 2, gam / 2, (1 - gam) / 2, (1 - gam) / 2])
seqs = np.array(list(itertools.product(range(M), repeat=L)))
cnt = np.stack([(seqs == k).sum(1) for k in range(M)], 1)
keep = cnt[:, 0] != cnt[:, 1]; seqs, cnt = seqs[keep], cnt[keep]
w = np.prod(probs[seqs], axis=1); w /= w.sum()
y = np.where(cnt[:, 0] > cnt[:, 1], 1.0, -1.0)
E1 = math.e
same = cnt[np.arange(len(seqs))[:, None], seqs]
den = same * E1 + (L - same)
def h_for(WO, a):
    WOp = WO[seqs]; tot = (cnt * WO[None, :]).sum(1)[:, None]
    ind = ((tot + (E1 - 1) * same * WOp) / den >= 0).astype(float)
    massj = cnt[:, [j]] * np.where(seqs == j, E1, 1.0) / den             # V_l^T p_j
    return (ind * massj * a[None, :]).mean(1)
nu = 1.0 / (cnt[:, 0] * math.e ** 0.5 + L - cnt[:, 0])
E_side = float((w * (nu * L * L / L + 1.0)).sum())                       # (|S_l|/|S|)|S_l| nu + (sigma+tau), |S_l| = L
rng = np.random.default_rng(3)
res = []
for _ in range(20):
    WO = rng.standard_normal(M); WO[0] = abs(WO[0]); a = rng.choice([-1.0, 1.0], L)
    h = h_for(WO, a); mu = float((w * y * h).sum()); sd = math.sqrt(float((w * (y * h) ** 2).sum()) - mu ** 2)
    res.append((abs(mu), sd))
res.sort(key=lambda t: -t[0])
print("|E[y h]| over 20 random lucky neurons (units eta/sqrt m):", [f"{r[0]:.4f}" for r in res[:6]], "median", f"{np.median([r[0] for r in res]):.4f}")
for rank in (0, 2, 5):
    mu, sd = res[rank]
    row = []
    for B in (2 ** 12, 2 ** 16, 2 ** 20, 2 ** 24, 2 ** 30):
        m = M * M * math.log(B)
        side = E_side * math.sqrt(math.log(m) * math.log(B) / B)
        row.append(f"B=2^{int(math.log2(B))}: ratio {mu/side:.3f} P(|upd|>side) {norm.cdf((mu-side)/(sd/math.sqrt(B))):.3f}")
    print(f"rank {rank} (|E[y h]| = {mu:.4f}): " + "; ".join(row))
