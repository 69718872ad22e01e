"""Auditor A, round 12: chenli L1228-L1236 (proof of Lemma 5.18): from L1228 ||M_{mu,nu} - M*||_max <= delta** the chain concludes
|E[mu^T (J M_{mu,nu} - J M*) nu]| <= delta** k^2/sqrt(d2 d3) (L1235's error term).  Derived-step check (the helper's claim is
'derived'): a family M_{mu,nu} with rows in the simplex, E[M_{mu,nu}] = M* = J/k (L1124's role), ||M - M*||_max <= delta**,
mu = X 1_[2]/d2, nu = X 1_[3]/d3, X uniform in {+-1}^{k x d}; d2 = d3 = 1 (so mu, nu in {+-1}^k independent).
D_{ab} = s (delta**/2)(sigma_b - mean(sigma)), s = sign(sum mu) (+1 on ties), sigma_b = sign(nu_b): zero row sums, |D| <= delta**,
E[D] = 0 (mu independent of nu, E[s] = 0).  Exact: E[mu^T J D nu] = k (delta**/2) E|sum mu| (k - 1)."""
import math
import numpy as np
from scipy.stats import binom
rng = np.random.default_rng(0)
for k in (10, 100, 1000):
    dstar = 1.0 / k                                  # keeps M* + D >= 0 (entries 1/k +- delta**)
    j = np.arange(k + 1); ES = float((binom.pmf(j, k, 0.5) * np.abs(2 * j - k)).sum())
    exact = k * dstar / 2 * ES * (k - 1)
    # Monte Carlo of the literal construction
    R = 4000 if k < 1000 else 400; vals = []; maxdev = 0.0
    for _ in range(R):
        mu = rng.choice([-1.0, 1.0], k); nu = rng.choice([-1.0, 1.0], k)
        s = 1.0 if mu.sum() >= 0 else -1.0; sg = np.sign(nu)
        row = s * dstar / 2 * (sg - sg.mean())
        D = np.tile(row, (k, 1)); M = np.full((k, k), 1.0 / k) + D
        assert np.all(M >= -1e-15) and np.allclose(M.sum(1), 1)
        maxdev = max(maxdev, np.abs(D).max())
        vals.append(mu.sum() * (D @ nu).sum())       # mu^T J D nu = (1^T mu)(1^T D nu)
    printed = dstar * k * k
    print(f"k={k}: exact E = {exact:.4f}, Monte Carlo {np.mean(vals):.4f} +- {np.std(vals)/math.sqrt(R):.4f}; printed delta** k^2/sqrt(d2 d3) = {printed:.4f}; "
          f"ratio {exact/printed:.2f} (sqrt(k/(2 pi)) = {math.sqrt(k/(2*math.pi)):.2f}); max |D| = {maxdev:.4f} <= delta** = {dstar:.4f}")
