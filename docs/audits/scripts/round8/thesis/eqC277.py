"""Audit thesis.ch4.eqC.277 (seed 003 L6601): ||Q^_1 - Q_1|| <~ tau^2 sqrt(D_2) sqrt(d log n / n) w.p. >= 1 - 2n^{-Omega(d)}.
Q^_1 = (1/n) sum y_i S_1(x_i), Q_1 = E[y S_1(x)] ((C.271) L6573), S_1(x) = Sigma^{-1}(x - mu) for one Gaussian (as (C.272)).
Instance: d = K = 1, W* = 0 so y = phi(0) = 1/2, mu = 0, Sigma = s^2 (tau = 1, D_2 = 1). Then Q^_1 - Q_1 = mean(x)/(2 s^2)
~ N(0, 1/(4 s^2 n)) exactly. For a constant C: P(|Q^_1 - Q_1| <= C sqrt(log n/n)) = P(|Z| <= 2 C s sqrt(log n))."""
import numpy as np
from scipy.stats import norm
rng = np.random.default_rng(0)
for n in (100, 10000):
    for s in (1.0, 1e-1, 1e-2, 1e-3):
        med = norm.ppf(0.75) / (2 * s * np.sqrt(n)); f = np.sqrt(np.log(n) / n)
        x = rng.normal(0, s, (2000, n)); emp = np.median(np.abs(x.mean(1) / (2 * s * s)))
        pC = {C: 2 * norm.cdf(2 * C * s * np.sqrt(np.log(n))) - 1 for C in (1, 10, 100)}
        print(f"n={n} s={s:g}: median |Q^-Q| = {med:.4g} (MC {emp:.4g}); bound shape {f:.4g}; ratio {med/f:.3g}; "
              f"P(within C*shape) for C=1,10,100: " + ", ".join(f"{p:.3g}" for p in pC.values()))
