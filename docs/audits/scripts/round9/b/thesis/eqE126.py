"""Auditor B: thesis (E.126) L8547-L8550 at t = 0 (W_K = W_Q = delta I on the data block, zero on labels).

LHS_s = (x_s,0)^T sum_{r in [l]-N_j} sm_r (W_K p_s - W_K p_r) = delta * sum_r sm_r (||x_s||^2 - x_s.x_r)
RHS   = gamma_t beta^2 delta, gamma_{t,n} = 1 - sum_{s in N_*} sm_s (N_* subset [l]), gamma_t = max_n.
"""
from fractions import Fraction as F
import numpy as np

# 1. explicit prompt, exact factor
ks, kr = F(1, 4), F(1, 2)
factor = 1 + ks**2 - ks * kr   # beta^2 cancels; the only r not in N_j shares nu_1 with s
print("explicit factor (ratio with softmax over l contexts, N=1):", factor, float(factor))

def prompt(rng, M1, M2, l, alpha, K, beta):
    """Patterns as orthogonal basis e_0..e_{M1+M2-1} scaled by beta; query IDR mu_0 (z=+1 branch of L8478)."""
    d = M1 + M2
    probs = np.full(M1, (1 - alpha) / (M1 - 2)); probs[0] = probs[1] = alpha / 2
    idr = rng.choice(M1, size=l, p=probs)
    idi = rng.integers(0, M2, size=l)
    kap = rng.uniform(-K, K, size=l)
    X = np.zeros((l, d)); X[np.arange(l), idr] = beta; X[np.arange(l), M1 + idi] += kap * beta
    xq = np.zeros(d); xq[0] = beta; kq = rng.uniform(-K, K); xq[M1 + rng.integers(0, M2)] += kq * beta
    return X, xq, idr

def one(rng, M1, M2, l, alpha, K, beta, delta, with_query):
    X, xq, idr = prompt(rng, M1, M2, l, alpha, K, beta)
    logits = delta**2 * X @ xq
    if with_query:
        lg = np.append(logits, delta**2 * xq @ xq)
    else:
        lg = logits
    e = np.exp(lg - lg.max()); sm = e / e.sum()
    smc = sm[:l]
    inN = idr == 0
    if inN.sum() == 0 or (~inN).sum() == 0:
        return None
    gam = 1 - smc[inN].sum()
    # LHS_s / delta for each s in N_j
    G = X @ X.T
    lhs = np.array([(smc[~inN] * (G[s, s] - G[s, ~inN])).sum() for s in np.where(inN)[0]])
    return lhs.min(), gam

rng = np.random.default_rng(12345)
for with_query in (False, True):
    print("softmax over", "l+1 (E.110)" if with_query else "l contexts ((6.2))")
    for (M1, M2, l, beta, delta) in [(3, 2, 10, 1, 0.2), (3, 2, 100, 1, 0.2), (3, 2, 1000, 1, 0.2),
                                     (10, 10, 200, 2, 0.1), (3, 1, 4, 1, 0.01)]:
        rats = []
        for _ in range(2000):
            r = one(rng, M1, M2, l, 0.5, 0.5, beta, delta, with_query)
            if r is None: continue
            lhs, gam = r
            rats.append(lhs / (gam * beta**2))
        rats = np.array(rats)
        print(f"  M1={M1} M2={M2} l={l} beta={beta} delta={delta}: N=1 P(ratio<1)={np.mean(rats<1):.3f} "
              f"median={np.median(rats):.4f} min={rats.min():.4f}")
    # batch: gamma_t = max over N prompts, prompt-wise min ratio
    for N in (2, 8, 64):
        worst = []
        for _ in range(300):
            rs = [one(rng, 3, 2, 30, 0.5, 0.5, 1, 0.2, with_query) for _ in range(N)]
            rs = [r for r in rs if r is not None]
            gt = max(r[1] for r in rs)
            worst.append(min(r[0] for r in rs) / gt)
        worst = np.array(worst)
        print(f"  batch N={N} (M1=3,M2=2,l=30): median min_n ratio {np.median(worst):.4f}, P(<1)={np.mean(worst<1):.3f}")
# lower bound with gamma_{t,n} and softmax over contexts: factor >= 1 - K^2/4 >= 15/16
