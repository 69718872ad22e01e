"""Audit of thesis.ch4.lemmaC.4.5-rare-group (seed 003 L5855-L5859, Lemma C.4.5). Own numpy.
sup_{W in B(W*P, r)} ||Hess f_n(W) - Hess fbar(W)|| <= C6 S sqrt(dK log n/n) w.p. >= 1 - d^-10. d = 2, K = 1, W = W* = e_1 (in the ball),
Hess l(W; x) = phi'(w^T x) x x^T (cross-entropy (4.3), both labels); lower bound of the norm: |e_2^T (Hess f_n - Hess fbar) e_2|
= |(1/n) sum_i phi'(x_i1) x_i2^2 - E phi'(x_1) x_2^2|. GMM: N(0, I_2) (weight 1 - eps), N(0, diag(1, M^2)) (weight eps), eps = n^-2, M = n
(S = 2 - eps); 200 Monte Carlo samples of the data set per n."""
import math
import numpy as np
from scipy import integrate
from scipy.stats import norm

dphi = lambda x: (lambda q: q * (1 - q))(1 / (1 + np.exp(-x)))
Edp = integrate.quad(lambda x: norm.pdf(x) * dphi(x), -40, 40)[0]
rng = np.random.default_rng(0)
for n in (10**2, 10**3, 10**4, 10**5):
    eps = n**-2.0; M = float(n); S = (1 - eps) + eps * M * M
    pop = Edp * S
    devs = []
    for _ in range(200):
        heavy = rng.random(n) < eps
        x1 = rng.normal(size=n); x2 = rng.normal(size=n) * np.where(heavy, M, 1.0)
        devs.append(abs(np.mean(dphi(x1) * x2 * x2) - pop))
    devs = np.array(devs)
    bound1 = S * math.sqrt(2 * 1 * math.log(n) / n)
    q = np.quantile(devs, 0.05)
    print(f"n={n:.0e}: S={S:.4f}, population entry {pop:.4f}; deviation: median {np.median(devs):.4f}, 5% quantile {q:.4f}, "
          f"share of data sets with deviation > 0.15: {np.mean(devs > 0.15):.3f} (vs allowed d^-10 = {2**-10:.1e}); "
          f"S sqrt(dK log n/n) = {bound1:.4f} -> the 5% quantile / it = {q/bound1:.3g}")
