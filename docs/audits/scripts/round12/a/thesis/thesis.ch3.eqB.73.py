"""Auditor A, round 12: thesis (B.73) L4199 (proof of Lemma 3.4.7):
 |(1/B) sum_{b=1}^T sum_{n in B_b} |S_*^{n,T} cap N_z^n|/|S^{n,T}| - (1/B) sum_{b=1}^T sum_{n in B_b} |D_*^n cap N_z^n|/N| <= eps_*
 'with high probability for some 1 > eps_* > 0', T = (B.72) = eta^{-1/2} (1-2eps0)^{-1/2} (1-delta)^{-1/2} gamma_d^{-2}.
S^{n,t}: uniform sample of nodes from the whole graph (L789, L3865), one per node n; S_*^{n,t} its class-relevant nodes (L852,
Table 3.1). One pass over |L| = N >= BT labelled nodes (3.9): the T B batch nodes are distinct, samples independent.
Each term X_n = |S_* cap N_z^n|/s has mean K_n/N (hypergeometric(N, K_n, s)/s), so the inside of |.| is (1/B) sum of TB
independent centred terms.  I keep eta T = 1 exactly (L4197 'eta T >= Theta(1)') and send eps_0 -> 1/2 (eps_0 in (0,1/2),
Theorem 3.4.4), and I respect Table B.7's 'delta_z <= sqrt(N)' (|N_z^n| <= sqrt N, so K_n/N <= 1/sqrt N)."""
import math
import numpy as np
from scipy.stats import binom

def T_of(eta, eps0, delta, g):
    return math.ceil(eta ** -0.5 / (math.sqrt(1 - 2 * eps0) * math.sqrt(1 - delta) * g * g))

def instance(k, g=0.5, delta=0.2, CB=1.0, s=1):
    eps0 = 0.5 - 10.0 ** (-k)
    C = 1 / (math.sqrt(1 - 2 * eps0) * math.sqrt(1 - delta) * g * g)
    eta = 1 / C ** 2                                   # eta T = 1
    T = T_of(eta, eps0, delta, g)
    N = 1000
    for _ in range(20):                                # |L| = N >= B T, B = ceil(CB ln N) >= ln N
        B = math.ceil(CB * math.log(N)); N = max(N, B * T)
    K = int(math.isqrt(N) // 2)                        # |D_*^n cap N_z^n| <= |N_z^n| <= sqrt(N)/2 (Table B.7)
    p = K / N
    n = T * B
    # s = 1: the sum of the TB sampled indicators is exactly Binomial(TB, p)
    mean = n * p
    lo, hi = math.ceil(mean - B), math.floor(mean + B)   # |dev| < 1  <=>  |S - np| < B
    p_in = binom.cdf(hi if mean + B > hi else hi - 1, n, p) - binom.cdf(lo - 1 if mean - B < lo else lo, n, p)
    # hypotheses
    sigma = 0.0
    hyp = {"eps0 in (0,1/2)": 0 < eps0 < 0.5, "delta < 1/2": delta < 0.5, "eta in (0,1]": 0 < eta <= 1,
           "eta T >= 1": eta * T >= 1 - 1e-9, "B >= ln N": B >= math.log(N), "N >= BT (one pass)": N >= B * T,
           "(B.70) sqrt(logN/N)+sigma <= gamma^2": math.sqrt(math.log(N) / N) + sigma <= g * g,
           "(B.71) with delta_zm = 1": N >= (1 + 1) * math.log(N) / (g * g - sigma) ** 2,
           "K <= sqrt(N)": K <= math.sqrt(N), "K <= gamma N/2": K <= g * N / 2}
    return dict(eps0=eps0, eta=eta, T=T, B=B, N=N, p=p, sd=math.sqrt(n * p * (1 - p)) / B, P_fail=1 - p_in, hyp=hyp)

for k in (3, 4, 5, 6, 7, 8, 9, 10):
    r = instance(k)
    bad = [h for h, ok in r["hyp"].items() if not ok]
    print(f"eps0=1/2-1e-{k}: eta={r['eta']:.3g} T={r['T']:.3g} B={r['B']} N={r['N']:.3g} p={r['p']:.3g}  sd(dev)={r['sd']:.3g}  "
          f"P(|dev| >= 1) = {r['P_fail']:.4f}   failed hyps: {bad or 'none'}")

# literal Monte Carlo of the display (s = 1: each S^{n,T} is one node drawn uniformly from the N nodes; node ids < K are
# the class-relevant nodes of N_z^n), eps0 = 1/2 - 1e-4, eta T = 1
rng = np.random.default_rng(1)
r = instance(4)
T, B, N = r["T"], r["B"], r["N"]; K = int(math.isqrt(N) // 2)
devs = []
for _ in range(200):
    X = (rng.integers(0, N, size=T * B) < K).astype(float)    # |S_* cap N_z|/|S| for each of the T B batch nodes
    devs.append(abs(X.sum() / B - T * B * (K / N) / B))
devs = np.array(devs)
print(f"Monte Carlo s=1 (T={T}, B={B}, N={N}, K={K}): median |dev| = {np.median(devs):.3f}, share |dev| >= 1: {(devs >= 1).mean():.3f}")
# helper-like regime without the sqrt(N) cap (a distance-z neighbourhood holding a quarter of the graph), eta -> 0 is NOT used:
r = instance(4); T, B, N = r["T"], r["B"], r["N"]
p = 0.25; n = T * B
print(f"eta T = 1, eps0=1/2-1e-4, p = 1/4 (no sqrt(N) cap): sd(dev) = {math.sqrt(n*p*(1-p))/B:.2f}, "
      f"P(|dev|>=1) = {1 - (binom.cdf(math.floor(n*p + B - 1e-9), n, p) - binom.cdf(math.ceil(n*p - B) - 1, n, p)):.4f}")
# with the normalisation 1/(BT) (or the eta in front as in (B.24)) the same instances give tiny deviations:
for k in (4, 8):
    r = instance(k)
    print(f"  1/(BT)-normalised: eps0=1/2-1e-{k}: sd = {r['sd']/r['T']:.2e};  eta-weighted: sd = {r['sd']*r['eta']:.2e}")
