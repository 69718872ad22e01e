# Audit (b) of chenli.display.lemma7.3-first-link-Phi-tail (seed 000 L2401, L2409).
# Event A: X_1 Theta~ X_2^T > C/sqrt(Z), conditional on X_1 a Rademacher sum with sd ||X_1 Theta~|| = (1 +- eta)/sqrt(Z).
# Take eta = 0, equal weights over r coordinates: A = {sum of r signs > C sqrt(r)} (simplest member of the construction).
from fractions import Fraction
from math import comb, erf, sqrt, exp
def PA(r, C):   # exact P[sum_{i<=r} eps_i > C sqrt r] = P[Bin(r,1/2) > (r + C sqrt r)/2]
    thr = (r + C*sqrt(r))/2
    k0 = int(thr) + 1
    return Fraction(sum(comb(r, k) for k in range(k0, r+1)), 2**r)
cdf = lambda z: 0.5*(1+erf(z/sqrt(2)))
for r, C in [(4096, 2.0), (4096, 3.0), (4096, 4.0)]:
    pa = float(PA(r, C))
    print(f"r={r} C={C}: P[A]={pa:.4e}; 1-Phi(C) with L2401's Phi (=P[g<=C]) = {cdf(C):.6f} -> ratio {cdf(C)/pa:.3e}; "
          f"with the CDF Phi (=P[g>C]) = {1-cdf(C):.4e} -> ratio P[A]/P[g>C] = {pa/(1-cdf(C)):.3f}")
for C in [8, 12, 20]:
    hoeff = exp(-C*C/2)   # Hoeffding: P[A] <= exp(-C^2/2) for every r
    print(f"C={C}: P[A] <= {hoeff:.3e} (Hoeffding, any r) vs P[g<=C] = {cdf(C):.6f}: required constant <= {hoeff/cdf(C):.3e}")
