"""Audit chenli.lemma6.2 (seed 000 L1386-L1390; eps free L1358; lambda' Assumption 10 L485; Assumption 6 L460).
k = 2, m = 1, d = 256, W_1 = I/sqrt(d) (||W_1||_F = 1, stable rank r_W = d). The event must hold for every
lambda_1 in Delta^1 - Delta^1; at lambda_1 = e_1 - e_2: ||(X_1 - X_2) W||^2 = 4H/d vs ||lambda||^2 ||W||_F^2 = 2,
H = Hamming distance of the two rows ~ Bin(d, 1/2). So P[event fails] >= P[4H/d not in [1.8, 2.2]] (exact)."""
from fractions import Fraction as Fr
from math import comb
import numpy as np

d = 256
p_fail = Fr(sum(comb(d, h) for h in range(d + 1) if not (Fr(18, 10) <= Fr(4 * h, d) <= Fr(22, 10))), 2 ** d)
print("P[fail at lambda = e1 - e2] =", float(p_fail))
rng = np.random.default_rng(1)
X = rng.choice([-1.0, 1.0], size=(200000, 2, d))
v = ((X[:, 0] - X[:, 1]) ** 2).sum(1) / d
print("Monte Carlo:", np.mean((v < 1.8) | (v > 2.2)))
m, k, eps = 1, 2, Fr(1, 6)
for lam in [Fr(1, 10**3 * 256), Fr(1, 10**6 * 256), Fr(1, 10**10 * 256)]:
    pref = (m * k * d * lam / eps**2)  # (sqrt(mkd lam')/eps)^{km} with km = 2
    print(f"lambda'={float(lam):.3e}: printed failure bound with hidden constant K: K^2 * {float(pref):.3e} * exp(-Omega)"
          f" -> K needed >= {float((p_fail / pref)) ** 0.5:.3e}")
# Assumption 6 compatible: log(kd/sqrt(lambda')) << ||Theta_1||_F <= (kd)^{O(m)}: log(kd/sqrt(lambda')) at 1e-10/256
print("log(kd/sqrt(lambda')) at lambda'=1e-10/256:", np.log(k * d / np.sqrt(1e-10 / 256)), " vs (kd)=", k * d)
