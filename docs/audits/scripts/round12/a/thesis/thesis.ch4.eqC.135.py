"""Auditor A, round 12: thesis (C.135) L5885 (= the upper side of (C.83) L5652), proof of Lemma C.3.1:
  grad^2 f_n(W) <= C_2 sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2 I, where (C.134) L5881 has ||mu_l|| (2-norm).
Own instance: K = 1, L = 1, sigmoid phi, y ~ Bern(phi(w*^T x)) (model (4.1)), cross-entropy loss, x ~ N(mu, I) (Sigma = I, so
Lambda = I, D = I and mu~ = Lambda mu = mu under the Sigma = Lambda^T D Lambda reading of L1260), w* = e_1, mu = m (0,1,...,1)/sqrt(d-1)
with m = sqrt(d).  Population Hessian at W = W* (in the ball B(W*, r)): E[phi'(w*^T x) x x^T] (log-loss, sigmoid); along
v = mu/||mu|| (orthogonal to e_1, Sigma isotropic): v^T H v = E[phi'(x_1)] (m^2 + 1), x_1 ~ N(0,1).  The empirical Hessian
-> the population one as n -> inf (so for n beyond (C.82) and the concentration of (C.128)-(C.129) the same holds)."""
import math
import numpy as np
from scipy import integrate
Ephi1 = integrate.quad(lambda z: math.exp(-z * z / 2) / math.sqrt(2 * math.pi) * (1 / (1 + math.exp(-z))) * (1 - 1 / (1 + math.exp(-z))), -30, 30)[0]
print(f"E[phi'(Z)] = {Ephi1:.5f}")
for d in (4, 16, 64, 256, 1024, 4096, 1 << 16):
    m = math.sqrt(d)
    lam_lower = Ephi1 * (m * m + 1)                          # v^T H v <= lambda_max
    rhs_inf = (m / math.sqrt(d - 1) + 1) ** 2                # (||mu||_inf + ||Sigma^{1/2}||)^2
    rhs_2 = (m + 1) ** 2                                     # (C.134)'s (||mu|| + ||Sigma^{1/2}||)^2
    print(f"d={d:>6}: lambda_max >= {lam_lower:9.2f}; (C.135) shape {rhs_inf:.3f} -> ratio {lam_lower/rhs_inf:9.2f};  (C.134) shape {rhs_2:9.2f} -> ratio {lam_lower/rhs_2:.3f}")
# Monte Carlo check of the population Hessian's top eigenvalue at d = 64
rng = np.random.default_rng(0); d = 64; m = math.sqrt(d); n = 400000
mu = np.r_[0, np.ones(d - 1)] * m / math.sqrt(d - 1)
X = rng.standard_normal((n, d)) + mu
s = 1 / (1 + np.exp(-X[:, 0]))
H = (X * (s * (1 - s))[:, None]).T @ X / n
print(f"Monte Carlo d = 64: top eigenvalue of E[phi'(w*^T x) x x^T] = {np.linalg.eigvalsh(H)[-1]:.3f} (formula lower bound {Ephi1*(m*m+1):.3f})")
