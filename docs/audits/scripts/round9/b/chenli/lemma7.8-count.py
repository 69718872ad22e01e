"""Auditor B: chenli L2627. Is inf_w P[|<z,w>| >= 1 | A] small (exp(-Theta(omega^2))) in a real instance, or Theta(1)?
Toy instance of the conditioned law: X_2 uniform on {+-1}^d conditioned on <X_2, v> > C ||v|| (event A at a fixed X_1,
v = Theta~^T X_1 spread), v = 1/sqrt(d) (exchangeable, so exact sampling: draw the number of +1's from the binomial tail,
then a random arrangement). C grows like omega; we search w for the least q(w)."""
import numpy as np
from scipy.stats import binom
rng = np.random.default_rng(3)

def sampler(d, C, n):
    thr = int(np.floor((d + C * np.sqrt(d)) / 2)) + 1   # #plus >= thr  <=> S > C sqrt(d)
    ks = np.arange(thr, d + 1); p = binom.pmf(ks, d, 0.5); p /= p.sum()
    kk = rng.choice(ks, size=n, p=p)
    X = -np.ones((n, d))
    for i, k in enumerate(kk):
        X[i, rng.permutation(d)[:k]] = 1
    return X, binom.sf(thr - 1, d, 0.5)

def q(X, w):
    w = w / np.linalg.norm(w); return np.mean(np.abs(X @ w) >= 1 - 1e-12)

for d, C in [(400, 2.0), (400, 4.0), (1600, 6.0), (1600, 8.0)]:
    X, PA = sampler(d, C, 20000)
    cands = {}
    cands['e1'] = np.eye(d)[0]
    cands['e1-e2'] = np.eye(d)[0] - np.eye(d)[1]
    cands['ones'] = np.ones(d)
    alt = np.ones(d); alt[1::2] = -1; cands['alternating'] = alt
    cands['e1+e2+e3-e4'] = np.r_[1, 1, 1, -1, np.zeros(d - 4)]
    best = min(q(X, w) for w in [rng.standard_normal(d) for _ in range(50)])
    # local search: k-sparse sign patterns with mean-zero sum (the slab |<x,w>|<1 favoured)
    worst = 1.0
    for k in (2, 3, 4, 5, 6, 8, 10, 20, 50):
        for _ in range(20):
            w = np.zeros(d); idx = rng.choice(d, k, replace=False)
            w[idx] = rng.choice([-1, 1], k) * rng.uniform(0.5, 1.5, k)
            worst = min(worst, q(X, w))
    print(f"d={d} C={C} P[A]={PA:.2e} bias={X.mean():.3f}: " +
          ", ".join(f"{k}:{q(X, w):.3f}" for k, w in cands.items()) + f", min gaussian w {best:.3f}, min sparse {worst:.3f}")
# edge-of-premise (helper) instance for contrast: q = e^{-omega^2}, N = d(omega^2 + log d): P[count=0] = (1-q)^N
for om in (1, 2, 3, 4):
    d = 10; N = int(np.ceil(d * (om**2 + np.log(d)))); qq = np.exp(-om**2)
    print(f"omega={om}: N={N}, (1-q)^N = {(1-qq)**N:.3g}")
