"""Auditor A, round 12: thesis (A.95) L3084 (proof of Lemma A.3.1, Claim 1, case p_j in P minus p^+):
 |I_3| <= (1/B) sum_n nu_n(t) (eta |S_l^n|/a) sqrt(log m log B / B) ||p||^2  w.p. >= 1 - (mB)^{-c},
 I_3 = (1/B) sum_n eta y^n (1/|S^n|) sum_l a_(l)i 1[W_O(i) V_l^n >= 0] sum_{k != l} W_l(t) p_k^T p_j   (A.74).
Own noise-free model at t = 0 (Assumption A.2.1 with sigma = tau = 0, delta = 0): M = 4 orthonormal patterns, W_V x = p_pat,
W_K x = q_pat, W_Q x = r_pat with q = r (same bases), ||q_1|| = 1; tokens iid (gamma/2, gamma/2, (1-gamma)/2, (1-gamma)/2),
label by majority of mu_1 vs mu_2 tokens (ties dropped, L = 8), (2.1): F = (1/L) sum_l a_(l)^T Relu(W_O V_l),
a_(l)i = +-1/sqrt(m).  The y-independent-factor argument (Hoeffding (A.75)) needs E[y^n g(X^n)] = 0 for the per-sample factor
g = (1/L) sum_l a_(l)i 1[W_O(i) V_l >= 0] (attention mass of query l on pattern-j tokens, pattern(l) != j).
Exact enumeration of all M^L token sequences gives E[y g] and Var; the printed side uses |S_l^n| read as L (its largest
reading) and nu_n with (delta + tau) ||q_1|| = 1/2 (the largest nu the hypotheses allow), a = sqrt(m), m = M^2 ln B."""
import itertools, math
import numpy as np

M, L, gam, j = 4, 8, 0.5, 3 - 1          # pattern index j = p_3 (0-based 2)
probs = np.array([gam / 2, gam / 2, (1 - gam) / 2, (1 - gam) / 2])
seqs = np.array(list(itertools.product(range(M), repeat=L)))            # 65536 x 8
cnt = np.stack([(seqs == k).sum(1) for k in range(M)], 1)
keep = cnt[:, 0] != cnt[:, 1]
seqs, cnt = seqs[keep], cnt[keep]
w = np.prod(probs[seqs], axis=1); w /= w.sum()
y = np.where(cnt[:, 0] > cnt[:, 1], 1.0, -1.0)
E1 = math.e ** 1.0                                                         # exp(q_pat(s)^T r_pat(l)) same pattern, 1 otherwise
# attention of query l: weight e on same-pattern tokens, 1 on others; V_l = sum_s softmax_s p_pat(s)
same = cnt[np.arange(len(seqs))[:, None], seqs]                           # count of query l's own pattern
den = same * E1 + (L - same)
def g_for(WO, a):
    # WO . V_l = (sum_k cnt_k WO_k w_k(l)) / den, w_k = e if k == pat(l) else 1
    WOp = WO[seqs]                                                        # WO . p_pat(l)
    tot = (cnt * WO[None, :]).sum(1)[:, None]                             # sum_k cnt_k WO_k
    dot = (tot + (E1 - 1) * same * WOp) / den
    ind = (dot >= 0).astype(float)
    massj = np.where(seqs != j, cnt[:, [j]] / den, 0.0)                   # mass of query l on pattern-j tokens
    return (ind * massj * a[None, :]).mean(1)                              # (1/L) sum_l a_l 1[...] mass_j(l)  (a in +-1 units)

rng = np.random.default_rng(3)
nu = 1.0 / (cnt[:, 0] * math.e ** 0.5 + L - cnt[:, 0])                   # nu_n(0), (delta+tau)||q_1|| = 1/2
E_nuL = float((w * nu * L).sum())
res = []
for trial in range(20):
    WO = rng.standard_normal(M)
    if WO[0] <= 0: WO[0] = -WO[0]                                         # a neuron lucky on p_1 (W_O p_1 > 0)
    a = rng.choice([-1.0, 1.0], L)
    g = g_for(WO, a)
    mu = float((w * y * g).sum()); var = float((w * (y * g) ** 2).sum()) - mu ** 2
    res.append((abs(mu), math.sqrt(var), WO, a))
res.sort(key=lambda t: -t[0])
print("largest |E[y g]| over 20 random lucky neurons (in units eta/sqrt(m)):", [f"{r[0]:.4f}" for r in res[:5]], " median", f"{np.median([r[0] for r in res]):.4f}")
from scipy.stats import norm
for rank in (0, 1, 3):
  mu, sd, WO, a = res[rank]
  # lucky: W_O(i) V_l > 0 for some l in S_1^n of some sample
  print(f"neuron of rank {rank} (|E[y g]| = {mu:.4f}), W_O = {np.round(WO,3)}, a signs = {a.astype(int)}")
  for B in (4096, 65536, 2 ** 20, 2 ** 24, 2 ** 30):
    m = M * M * math.log(B)
    bound = E_nuL * math.sqrt(math.log(m) * math.log(B) / B)             # (1/B) sum nu_n L sqrt(log m log B/B) (eta/sqrt m units)
    z = (mu - bound) / (sd / math.sqrt(B))
    print(f"  B={B:>10}: E|I_3| ~ {mu:.4f} (sd of batch mean {sd/math.sqrt(B):.1e}), printed side {bound:.4f}, ratio {mu/bound:.2f}, "
          f"P(|I_3| > printed) ~ {norm.cdf(z):.4f}")
