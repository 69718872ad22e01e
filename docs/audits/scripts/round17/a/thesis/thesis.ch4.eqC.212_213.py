"""Audit of thesis.ch4.eqC.212-per-p and thesis.ch4.eqC.213 (seed 003 L6293-L6299, proof of Lemma C.5.1 (a)). Own code.
Same instance family as my eqC.214 audit: d = 2, K = 1, W = W* = e_1, v = e_2, y ~ Bern(phi(x_1)), L = 2 groups with mean 0:
N(0, I_2) (weight 1 - eps) and N(0, diag(1, M^2)) (weight eps), so G' = zeta x_2, zeta = phi(x_1) - y, x_2 ~ N(0, sigma_l^2) given
the group, independent of zeta. S = sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 = (1 - eps) + eps M^2.
(C.212) E|G'|^p <= O(S^{p/2}) (constant per p: c m_p): E|G'|^p = E|zeta|^p m_p [(1 - eps) + eps M^p] exactly.
(C.213) E exp(theta G') <= 1 + O(e theta^2 S) for theta <= 27/(4e) sqrt(sum_l lambda_l (||mu_l|| + ||Sigma_l||)^2):
E exp(theta G') = sum_l lambda_l E_zeta[exp(theta^2 zeta^2 sigma_l^2 / 2)] exactly (Gaussian mgf)."""
import math
import numpy as np
from scipy import integrate
from scipy.special import gamma as G
from scipy.stats import norm

phi = lambda u: 1 / (1 + math.exp(-u))
def E_zeta(fn):   # E over x1 ~ N(0,1), y ~ Bern(phi(x1)) of fn(|zeta|)
    return integrate.quad(lambda x: norm.pdf(x) * (phi(x) * fn(1 - phi(x)) + (1 - phi(x)) * fn(phi(x))), -30, 30, limit=200)[0]
m_p = lambda p: 2**(p / 2) * G((p + 1) / 2) / math.sqrt(math.pi)

print("(C.212): ratio E|G'|^p / (m_p S^{p/2}) along eps -> 0, M = eps^-1/2 (S = 2 - eps):")
for p in (2, 3, 4, 6):
    ez = E_zeta(lambda z: z**p)
    row = []
    for eps in (1e-1, 1e-3, 1e-5, 1e-7, 1e-9):
        M = eps**-0.5; S = (1 - eps) + eps * M * M
        row.append(ez * m_p(p) * ((1 - eps) + eps * M**p) / (m_p(p) * S**(p / 2)))
    print(f"  p={p}: " + ", ".join(f"{r:.3g}" for r in row))
print("(C.213): (E exp(theta G') - 1) / (e theta^2 S) at theta = 0.25 along eps -> 0, M = eps^-1/2:")
theta = 0.25
for eps in (1e-1, 3e-2, 1e-2, 3e-3, 1e-3):
    M = eps**-0.5; S = (1 - eps) + eps * M * M
    Sp = (1 - eps) * (0 + 1)**2 + eps * (0 + M * M)**2      # with ||Sigma_l|| (the printed range's S')
    rng_end = 27 / (4 * math.e) * math.sqrt(Sp)
    mgf = (1 - eps) * E_zeta(lambda z: math.exp(theta**2 * z * z / 2)) + eps * E_zeta(lambda z: math.exp(theta**2 * z * z * M * M / 2))
    print(f"  eps={eps:g}: S={S:.3f}, theta range end {rng_end:.3g} (theta = 0.25 inside; also <= 27/(8e sqrt S) = "
          f"{27/(8*math.e*math.sqrt(S)):.3f}), ratio = {(mgf - 1)/(math.e*theta**2*S):.3g}")
