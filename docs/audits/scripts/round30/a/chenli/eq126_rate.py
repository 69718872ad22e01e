"""Auditor A r30: chenli L2591 'Eq. (126) holds with probability at least 1 - exp(-Omega(beta m r_Theta))'.
Own instance, no repo imports.  m = 1, E = 0 => Theta~ = Theta_1/(Z ||Theta_1||_F^2) = Theta_1 (Z = 1/||Theta_1||_F^2).
Theta_1 = A U^T, A = [1_{B_b}/sqrt(q)]_{b<=N} (blocks B_b partition [d], q = d/N), U = N orthonormal spread columns.
Then Theta~ Theta~^T = sum_b 1_B 1_B^T / q and ||Theta~^T x||^2 = sum_b S_b^2/q, S_b = sum of q Rademachers:
the event depends only on A (U free: chosen generic for Assumptions 3 (Pi_S part), 5, 7).
Rows of Theta: norm 1/sqrt(q) = sqrt(N/d) = (1/sqrt d) ||Theta||_F  -> Assumption 4 with v = 1 (columns: Haar U, v = O(sqrt(log d))).
Stable rank exactly N; take r_Theta = N/2 (slack for Assumption 3's Pi_S part)."""
import numpy as np
from scipy import stats, optimize
from math import log, lgamma, exp

def rate_Y(q, a):
    """Cramer rate I(a) = sup_t [t a - log E exp(t S^2/q)], S = sum of q Rademachers (exact pmf); q=None: chi2_1."""
    if q is None:
        return 0.5 * (a - 1 - log(a))
    k = np.arange(q + 1)
    logp = np.array([lgamma(q + 1) - lgamma(i + 1) - lgamma(q - i + 1) for i in k]) - q * log(2)
    y = (q - 2 * k) ** 2 / q
    def neg(t):
        z = logp + t * y
        mx = z.max()
        return -(t * a - (mx + log(np.exp(z - mx).sum())))
    r = optimize.minimize_scalar(neg, bounds=(0, 0.49 if q > 2 else 5), method="bounded")
    return -r.fun

print("A. Cramer rate I(1+beta) of one block vs beta (claim needs I(1+beta) >= K*beta*(r_Theta/N) = K*beta/2 for an absolute K):")
print("   q      beta     I(1+beta)    I/beta   (=> K <= 2 I/beta)")
for q in [2, 4, 64, 1024, None]:
    for beta in [0.1, 0.02, 1e-3, 1e-4]:
        I = rate_Y(q, 1 + beta)
        print(f"   {str(q):6s} {beta:8.0e}  {I:11.4e}  {I/beta:9.3e}   K <= {2*I/beta:.3e}")

print("\nB. finite N, Gaussian limit q -> inf (q = d/N >> N^3 by (8)+Assumption 4): exact chi2 tail")
for beta, N in [(0.02, 1e5), (0.01, 4e5), (1e-3, 4e7), (1e-4, 4e9)]:
    lp = stats.chi2.logsf(N * (1 + beta), df=N)
    print(f"   beta={beta:6.0e} N={N:8.1e}: log(1/P[not(126)]) = {-lp:8.3f}; beta*m*r_Theta = {beta*N/2:10.3e}; K must be <= {-lp/(beta*N/2):.2e}")
print("   helper's instance (q=2, N=1e5, beta=0.02): exact binomial: log(1/P) =",
      -stats.binom.logsf(np.floor(1e5 * 1.02 / 2), int(1e5), 0.5), " vs beta N =", 0.02 * 1e5)

print("\nC. beta on the (7)/(113) schedule: m = 1, lambda = 1/2, c = 1 in (7), '~' constant 1 in (113): beta = kappa/sqrt(lambda)")
for logd in [1e2, 1e3, 1e4]:
    kappa = 0.5 ** 6.5 / logd ** 2
    beta = kappa / 0.5 ** 0.5
    I = rate_Y(None, 1 + beta)
    print(f"   log d = {logd:7.0e}: kappa = {kappa:.3e}, beta = {beta:.3e}: K <= 2 I/beta = {2*I/beta:.3e} (-> 0)")

print("\nD. universality: Haar-rotated (not block) Theta~, MC, m = 1")
rng = np.random.default_rng(20301)
for N, d, beta in [(40, 320, 0.4), (160, 1280, 0.2), (640, 5120, 0.1)]:
    Q, _ = np.linalg.qr(rng.standard_normal((d, N)))
    M = Q  # Theta~ = Q V^T, ||Theta~^T x||^2 = ||Q^T x||^2 ; ||Theta~||_F^2 = N, stable rank N
    hits, tot = 0, 0
    for _ in range(10):
        X = rng.choice([-1.0, 1.0], size=(2000, d))
        v = ((X @ M) ** 2).sum(1)
        hits += (v > (1 + beta) * N).sum(); tot += len(v)
    P = hits / tot
    print(f"   N={N:4d} d={d:5d} beta={beta}: P[not(126)] = {P:.4f} (n={tot}); beta^2 N = {beta**2*N:.1f} (fixed); "
          f"log(1/P)/(beta*N/2) = {log(1/P)/(beta*N/2):.3f}")
