"""Audit chenli.display.lemma5.16-eq54-error (seed 000 L1152-L1158): the helper's adversarial family, re-derived.
D = M_{mu,nu} - M* with every row (delta*/2) sign(sum mu)(sign(nu_j) - mean_j sign(nu)) (rows stay in the simplex
around M = M* = uniform): mu^T J D nu = (sum mu)(1^T D nu) = k (delta*/2)|sum mu| sum_j (sign(nu_j) - mean) nu_j.
Monte Carlo over mu_i = mean of d2 signs, nu_j = mean of d3 signs (conditioning on E changes little)."""
import numpy as np
rng = np.random.default_rng(0)
k, d2, d3 = 1000, 90, 90
delta = 2.1e-7; L = np.log(k / delta); ds = 1 / k
vals = []
for _ in range(400):
    mu = (2 * rng.binomial(d2, 0.5, size=k) - d2) / d2
    nu = (2 * rng.binomial(d3, 0.5, size=k) - d3) / d3
    s = np.sign(nu); s = s - s.mean()
    vals.append(k * ds / 2 * abs(mu.sum()) * (s @ nu))
print(f"family: E[mu^T J (M_mu,nu - M*) nu] ~ {np.mean(vals):.1f}; printed bound delta* sqrt(L) k^2/sqrt(d2 d3) + 2 delta k^2.5 L/sqrt(d2 d3) ="
      f" {ds*np.sqrt(L)*k**2/np.sqrt(d2*d3) + 2*delta*k**2.5*L/np.sqrt(d2*d3):.1f}; max-norm of D = {ds:.1e} (= delta*, (51))")
