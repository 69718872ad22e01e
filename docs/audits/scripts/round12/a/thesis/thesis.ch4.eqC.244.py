"""Auditor A, round 12: thesis (C.244) L6446, L6455-L6458 (proof of Lemma C.3.3, symmetric mixture):
 ||w_j - U^U^T w_j|| <~ ||Q_3(I,I,alpha) - Q^_3(I,I,alpha)||/delta_K(Q_3(I,I,alpha)) = sqrt(d log n/n) kappa^2 tau^6 sqrt(D_2 D_4),
 'delta_K(Q_3(I_d, I_d, alpha)) <~ delta_K^2(W*) for any arbitrary vector alpha' (Subroutine 1 line 5, L5122: 'Pick an arbitrary
 vector alpha').  Q_3 = (1/K) sum_i E[phi'''(w_i*^T x)] w_i*^{(x)3} (L5090), so Q_3(I,I,alpha) = (1/K) sum_i E[phi'''] (w_i*^T alpha) w_i* w_i*^T.
Own instance: K = 1, d = 2, w* = e_1, x ~ N(0, v I) (L = 1: symmetric by (C.4)), sigmoid.  delta_K = |E phi'''(x_1)| |alpha_1|.
(a) alpha -> w*'s orthogonal complement: delta_K -> 0 linearly while the estimator's fluctuation does not: the left side
    ||Q3 - Q^3||/delta_K at n fixed grows like 1/|alpha_1|; (b) even for alpha = e_1, E[phi'''(x_1)] changes sign in v, so
    delta_K -> 0 as v -> v* while Q_3 != 0 for v != v* (Assumption C.1.2 holds)."""
import math
from scipy import integrate, optimize
sig = lambda z: 1 / (1 + math.exp(-z))
def phi3(z):
    s = sig(z); return s * (1 - s) * (1 - 6 * s + 6 * s * s)
def E3(mu, v=1.0):   # x ~ (1/2) N(mu e_1, v I) + (1/2) N(-mu e_1, v I): symmetric by (C.4); phi''' even
    return integrate.quad(lambda z: phi3(z) * math.exp(-(z - mu) ** 2 / (2 * v)) / math.sqrt(2 * math.pi * v), -60, 60)[0]
print("E phi'''(x_1) for the symmetric mixture +-mu e_1, v = 1:", [f"mu={mu}: {E3(mu):+.4f}" for mu in (0, 1, 2, 3, 4, 6)])
mustar = optimize.brentq(E3, 1.0, 6.0)
print(f"sign change at mu* = {mustar:.5f}")
for eps in (1e-1, 1e-2, 1e-3, 1e-4):
    print(f"  (b) alpha = e_1, mu = mu*(1 + {eps}): delta_K(Q_3(I,I,e_1)) = {abs(E3(mustar * (1 + eps))):.2e}  (Q_1, Q_3 != 0; D_2, D_4, tau fixed)")
for a1 in (1.0, 1e-1, 1e-2, 1e-3):
    print(f"  (a) mu = 0 (L = 1, N(0, I)), alpha = ({a1}, 1)/norm: delta_K = {abs(E3(0.0)) * a1 / math.hypot(a1, 1):.2e}")
print("In both cases the right side sqrt(d log n/n) kappa^2 tau^6 sqrt(D_2 D_4) does not see delta_K, while ||Q_3 - Q^_3|| is a\n"
      "sample-mean fluctuation of order 1/sqrt(n) that does not vanish with delta_K: the ratio is ~ 1/delta_K, unbounded.")
