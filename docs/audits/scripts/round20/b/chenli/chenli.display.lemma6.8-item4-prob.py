# Auditor B, round 20: chenli.display.lemma6.8-item4-prob (own computation; no repository code).
# Theta = sum_{k=1}^R u_k u_{k+1}^T (cyclic), u_k = normalised indicator of block k (n = d/R coordinates): all R singular
# values 1, ||Theta||_F^2 = R, ||Theta||_op = 1, Tr = 0 (R >= 2), row/column norms = ||Theta||_F/sqrt(d) (v = 1).
# ||x^T Theta||^2 = sum_k (x.u_k)^2 = sum_k S_k^2/n, mean R, each term variance 2 - 2/n: fluctuation ~ N(0, 2R) (n -> inf).
# t = kappa ||Theta_1||_F^2 = kappa R: P[fail] = P[|N(0, 2R)| > kappa R] = 2 Phi(-kappa sqrt(R/2)).
# Printed: the HW right side is bounded by exp(-Omega(kappa r_Theta)); true HW exponent min(t/||.||_op^2, t^2/||Theta||_4^4)
# = min(kappa R, kappa^2 R).
from mpmath import mp, mpf, log, sqrt, ncdf, exp
mp.dps = 40
def kappa_of(d, lam=1, m=1, c=1): return c*lam**mpf(6.5)/(m**mpf(6.5)*log(d)**2)
# exact finite-n check of the variance (small n): E[(S^2/n - 1)^2] for S = sum of n Rademachers = 2 - 2/n
import itertools, numpy as np
for n in (4, 8, 12):
    vals = [(sum(s)**2/n - 1)**2 for s in itertools.product((-1, 1), repeat=n)]
    print(f'n={n}: Var(S^2/n) = {np.mean(vals):.4f} (2 - 2/n = {2-2/n:.4f})')
for cexp in (1, 3):
    print(f"(8)'s lower end r_Theta = log^{cexp}(d)/(kappa lambda), R = 2 r_Theta, kappa of (7) with c = lambda = 1, m = 1:")
    for e in (40, 100, 400, 3000):
        d = mpf(10)**e; kap = kappa_of(d); r = log(d)**cexp/kap; R = 2*r
        ok = r < d**mpf(0.25)
        z = kap*sqrt(R/2); fail = 2*ncdf(-z)
        lf = log(fail) if fail > 0 else -z**2/2
        print(f'  d=1e{e}: kappa={float(kap):.3e} r_Theta={float(r):.3e} (< d^(1/4): {ok}) kappa r_Theta={float(kap*r):.3g} kappa^2 r_Theta={float(kap**2*r):.3g}'
              f'  P[fail] = {float(fail):.3e}  implied Omega-constant -log P/(kappa r_Theta) = {float(-lf/(kap*r)):.2e}')
