"""Auditor C, round 12: chenli L1228-L1236 (proof of Lemma 5.18): from ||M_{mu,nu} - M*||_max <= delta** (L1228),
'E[mu^T (J M_{mu,nu} - J M*) nu] = +- delta** k^2/sqrt(d2 d3)'. mu = X 1_[2]/d2, nu = X 1_[3]/d3, X ~ {+-1}^{k x d}.
The claim's family: M_{mu,nu} = J/k + (delta/2) s 1 (sigma - mean sigma)^T, s = sign(sum mu), sigma_j = sign(nu_j)
(NOT the paper's (50), an expected softmax). Own check: (i) the family meets L1228 and has rows in the simplex and
mean M* = J/k; (ii) Monte Carlo and exact value of the error term vs delta k^2/sqrt(d2 d3)."""
import math
import numpy as np
rng = np.random.default_rng(518)

def family(mu, nu, k, delta):
    s = 1.0 if mu.sum() >= 0 else -1.0   # ties: measure zero for odd k d2
    sg = np.sign(nu); sg[sg == 0] = 1.0
    return np.ones((k, k)) / k + (delta / 2) * s * np.outer(np.ones(k), sg - sg.mean())

def e_abs_sum(n):  # E|sum of n fair signs|
    m = (n - 1) // 2
    return math.exp(math.log(n) + math.lgamma(n) - math.lgamma(m + 1) - math.lgamma(n - m) - (n - 1) * math.log(2))

for k, d2, d3 in ((10, 1, 1), (100, 1, 1), (1000, 1, 1), (100, 9, 3), (400, 25, 25)):
    delta = 1.0 / k
    J = np.ones((k, k)); Mstar = J / k
    # exact: (k delta/2) E|sum mu| (k-1) E|nu_1|   (sum_j |sigma_j - mean| nu_j structure, mean of sigma ~ 0)
    exact = k * delta / 2 * (e_abs_sum(k * d2) / d2) * (k - 1) * (e_abs_sum(d3) / d3)
    vals = []; worst = 0.0
    for _ in range(400):
        X2 = rng.choice([-1.0, 1.0], (k, d2)); X3 = rng.choice([-1.0, 1.0], (k, d3))
        mu, nu = X2.mean(1), X3.mean(1)
        M = family(mu, nu, k, delta)
        assert np.all(M >= -1e-12) and np.allclose(M.sum(1), 1)          # rows in the simplex
        worst = max(worst, np.abs(M - Mstar).max())
        vals.append(mu @ (J @ M - J @ Mstar) @ nu)
    assert worst <= delta + 1e-12                                          # L1228
    printed = delta * k**2 / math.sqrt(d2 * d3)
    print(f"k={k:5d} d2={d2:3d} d3={d3:3d}: MC {np.mean(vals):.4g} +- {np.std(vals)/20:.2g}, closed form {exact:.4g}, "
          f"printed {printed:.4g}, ratio {exact/printed:.2f} (sqrt(k)/pi = {math.sqrt(k)/math.pi:.2f})")
