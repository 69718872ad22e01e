"""Auditor B: thesis (E.118) first step L8505, t = 0 (W_K = W_Q = delta I on data), logits delta^2 x_r.x_q.
s in N_j - M_k. Printed: softmax_s >= e^{d2 b2} / (sum_{Nj-Mk} e^{d2 b2} + sum_{Nj&Mk} e^{d2(b2+1)} + sum_{rest} e^{d2} + sum_{Mk-Nj} e^{d2})."""
import mpmath as mp
import numpy as np
mp.mp.dps = 30

def check(beta, delta, ks, kr, kq, with_query):
    b2, d2 = mp.mpf(beta)**2, mp.mpf(delta)**2
    # x_s = mu_j + ks nu_b (b != k), x_r = mu_j + kr nu_k, x_q = mu_j + kq nu_k; orthogonal, norms beta
    logits = [d2 * b2, d2 * b2 * (1 + kr * kq)]
    if with_query:
        logits.append(d2 * b2 * (1 + kq * kq))
    act = mp.e**logits[0] / sum(mp.e**z for z in logits)
    n_cap = 1 + (1 if with_query else 0)                     # r (and the query) in N_j cap M_k
    pr = mp.e**(d2 * b2) / (mp.e**(d2 * b2) + n_cap * mp.e**(d2 * (b2 + 1)))
    return act, pr

for wq in (True, False):
    a, p = check(3, 0.2, 0, mp.mpf(1) / 2, mp.mpf(1) / 2, wq)
    print(f"beta=3 delta=0.2 kq=kr=1/2 ({'l+1 incl. query' if wq else 'l contexts'}): softmax_s = {mp.nstr(a, 6)} < printed {mp.nstr(p, 6)}: {a < p}")
a, p = check(3, 0.2, 0.3, 0.45, 0.45, True)
print(f"interior kappas (0.45, 0.45), ks=0.3: {mp.nstr(a, 6)} vs {mp.nstr(p, 6)}: violated {a < p}")
# beta <= 2: worst case kr = kq = K = 1/2 and beta = 2 -> b2 kr kq = 1: equality boundary
for beta in (1, 1.5, 2, 2.01, 2.5, 3):
    a, p = check(beta, 0.2, 0, 0.5, 0.5, True)
    print(f"beta={beta}: actual/printed = {mp.nstr(a / p, 8)}")
# random prompts at beta = 3: how far below? (bounded factor e^{d2(b2 K^2 - 1)} per term)
rng = np.random.default_rng(5)
worst = 1.0
for _ in range(20000):
    l = rng.integers(2, 40); M2 = rng.integers(1, 6); beta = 3.0; delta = rng.uniform(0.01, 0.2); K = 0.5
    inN = rng.random(l) < 0.4; idi = rng.integers(0, M2, l); kap = rng.uniform(-K, K, l); kq = rng.uniform(-K, K)
    inM = idi == 0
    lg = delta**2 * beta**2 * (inN + kap * kq * inM)
    lg = np.append(lg, delta**2 * beta**2 * (1 + kq * kq))
    S = np.where(inN & ~inM)[0]
    if len(S) == 0:
        continue
    sm = np.exp(lg) / np.exp(lg).sum()
    nNM = (inN & ~inM).sum(); ncap = (inN & inM).sum() + 1; nrest = (~inN & ~inM).sum(); nMN = (~inN & inM).sum()
    d2, b2 = delta**2, beta**2
    pr = np.exp(d2 * b2) / (nNM * np.exp(d2 * b2) + ncap * np.exp(d2 * (b2 + 1)) + (nrest + nMN) * np.exp(d2))
    worst = min(worst, sm[S].min() / pr)
print(f"beta=3 random prompts (l<=40, delta<=0.2): min actual/printed = {worst:.4f} (>= e^(-d2(b2 K^2 - 1)) = {np.exp(-0.04*(9/4-1)):.4f})")
