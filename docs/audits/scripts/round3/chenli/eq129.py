"""Audit chenli.eq129 (seed 000 L2591, L2597-L2601). Instance (as for Lemma 7.3): m = 1, mu = 0, Theta~ = Theta_1 =
(n/sqrt d) P_shift, so Theta~^T x' has norm exactly n = 1/sqrt Z and sup-norm n/sqrt d for every x' ((128) holds with
nu = 1, t >= 1).  P[A | X_2 = x'] = P_x[x^T Theta_1 x' > C n] = P[Bin(d,1/2) > (d + C sqrt d)/2] for every x'."""
import itertools

import mpmath as mp
import numpy as np
from scipy.stats import norm

# brute-force check that the conditional probability is the binomial tail, d = 12
d, n, C = 12, 2.0, 0.9
Th = np.roll(np.eye(d), 1, axis=1) * n / np.sqrt(d)
xp = np.random.default_rng(0).choice([-1, 1], size=d)
w = Th @ xp
P = np.mean([(np.array(x) @ w) > C * n for x in itertools.product([-1, 1], repeat=d)])
k0 = int(np.floor((d + C * np.sqrt(d)) / 2))
print(f"d=12 brute force P[A|X2=x'] = {P:.6f}; binomial tail = {sum(__import__('math').comb(d,k) for k in range(k0+1,d+1))/2**d:.6f}")
for s in [2, 10, 30]:
    print(f"  s={s}: exp(-s^2/2)/(1-Phi(s)) = {np.exp(-s*s/2)/norm.sf(s):.3f}  (s sqrt(2pi) = {s*np.sqrt(2*np.pi):.2f})")


def tail_upper(d, C):
    k = int(mp.floor((mp.mpf(d) + C * mp.sqrt(d)) / 2)) + 1
    logpmf = mp.loggamma(d + 1) - mp.loggamma(k + 1) - mp.loggamma(d - k + 1) - d * mp.log(2)
    return mp.exp(logpmf) / (1 - mp.mpf(d - k) / (k + 1))


lam = mp.mpf(1) / 2
for K in [2, 5]:
    for p in [400, 1000, 3000]:
        mp.mp.dps = int(p * 0.302 * 1.3) + 60
        dd = 2**p; Ln = p * mp.log(2); C = K * mp.sqrt(Ln)
        eta = 100 * (lam ** mp.mpf(6.5) / Ln**2) / mp.sqrt(lam)
        ratio = tail_upper(dd, C) / mp.exp(-C**2 / (2 * (1 - eta) ** 2))
        print(f"  d=2^{p}, C={K} sqrt(ln d)={mp.nstr(C,5)}: P[A|X2=x'] / exp(-C^2/(2(1-eta)^2)) <= {mp.nstr(ratio,5)}")
