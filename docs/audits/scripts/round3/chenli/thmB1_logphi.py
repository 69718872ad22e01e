"""Audit chenli.display.thmB.1-logphi (seed 000 L3646-L3658; setup L3590-L3596; (159) L3654).
X_j in R^m indep. mean zero, ||X_j|| <= tau, Q^(j) = E X_j X_j^T, eps_{j,lam} := gamma tau lam^T Q^(j) lam, ||lam|| < gamma.
Printed: log phi_{X_j}(lam) = -(1/2) lam^T Q^(j) lam (1 +- 6 eps_{j,lam})   [relative]
Also tests the additive reading: |log phi + x| <= 6 eps  (x = lam^T Q^(j) lam / 2), over random discrete X_j."""
import mpmath as mp
import numpy as np

mp.mp.dps = 50
# helper's instance: m=1, X = +-1
lam = mp.mpf("0.01"); tau = 1; gamma = lam * (1 + mp.mpf("1e-9"))
x = lam**2 / 2; eps = gamma * tau * lam**2
assert x <= mp.mpf(1) / 10 and eps <= mp.mpf(1) / 100 and lam < gamma     # (159), ||lam|| < gamma
phi = mp.cos(lam)                      # E exp(i lam X), X = +-1 (two-point average, exact)
dev = abs(mp.log(phi) + x)
print("X=+-1, lam=0.01: |log phi + x| =", mp.nstr(dev, 6), " printed relative allowance 6 eps x =", mp.nstr(6 * eps * x, 6),
      " additive allowance 6 eps =", mp.nstr(6 * eps, 6))
for lt in ["1e-3", "1e-4", "1e-5"]:
    lam = mp.mpf(lt); gamma = lam * (1 + mp.mpf("1e-9")); x = lam**2 / 2; eps = gamma * lam**2
    print(f"  lam tau={lt}: ratio |log phi + x| / (6 eps x) =", mp.nstr(abs(mp.log(mp.cos(lam)) + x) / (6 * eps * x), 6))

# additive reading on random discrete distributions in R^m (mean zero), lam just inside gamma, (159) enforced
rng = np.random.default_rng(3)
worst_rel, worst_add = 0, 0
for trial in range(4000):
    m = rng.integers(1, 4); K = rng.integers(2, 6)
    pts = rng.normal(size=(K, m)) * 10 ** rng.uniform(-2, 1)
    p = rng.dirichlet(np.ones(K))
    # exact (mp) normalisation and centring, so E X = 0 and sum p = 1 to 50 digits
    P = [mp.mpf(float(v)) for v in p]; sP = mp.fsum(P); P = [v / sP for v in P]
    X = [[mp.mpf(float(v)) for v in row] for row in pts]
    mu = [mp.fsum(P[k] * X[k][c] for k in range(K)) for c in range(m)]
    X = [[X[k][c] - mu[c] for c in range(m)] for k in range(K)]
    tau_ = max(mp.sqrt(mp.fsum(v**2 for v in row)) for row in X)
    lam_ = rng.normal(size=m); lam_ *= 10 ** rng.uniform(-3, 1) / np.linalg.norm(lam_)
    L = [mp.mpf(float(v)) for v in lam_]
    g = mp.sqrt(mp.fsum(v**2 for v in L)) * (1 + mp.mpf("1e-12"))
    z = [mp.fsum(L[c] * X[k][c] for c in range(m)) for k in range(K)]
    xq = mp.fsum(P[k] * z[k] ** 2 for k in range(K)) / 2
    e = g * tau_ * 2 * xq
    if not (xq <= 0.1 and e <= 0.01):
        continue
    ph = mp.fsum(P[k] * mp.expj(z[k]) for k in range(K))
    d = abs(mp.log(ph) + xq)
    worst_rel = max(worst_rel, float(d / (6 * e * xq)))
    worst_add = max(worst_add, float(d / (6 * e)))
print(f"random search (4000 draws, (159) enforced): max |log phi + x|/(6 eps x) = {worst_rel:.3g} (printed relative, must be <=1);"
      f" max |log phi + x|/(6 eps) = {worst_add:.3g} (additive reading)")
