# Auditor B, round 30: chenli.display.lemma7.7-eq126-prob (seed 000 L2585-L2591; (121) L2511; premise L2377; beta of (113)).
# "Eq. (126) ||Theta~^T x||^2 <= (1 + beta)||Theta~||_F^2 holds with probability at least 1 - exp(-Omega(beta m r_Theta))", x ~ {+-1}^d.
# Own instance (triples, not the helper's pairs): m heads on disjoint coordinates, equal norms, Theta_i = sum_{b<=r} (e_{3b-2}+e_{3b-1}+e_{3b}) u_b^T/sqrt 3
# (u_b orthonormal, disjoint across heads), Theta~ = (1/Z) sum_i Theta_i/||Theta_i||_F^2 (E = 0) has N = m r equal singular values:
# stable rank exactly m r_Theta (L2377 with equality).  ||Theta~^T x||^2/||Theta~||_F^2 = (1/N) sum_b s_b^2/3, s_b a sum of 3 signs:
# s_b^2/3 = 3 w.p. 1/4, 1/3 w.p. 3/4.  So P[not (126)] = P[Bin(N, 1/4) > N(1/4 + 3 beta/8)] exactly.
import numpy as np
from scipy.stats import binom
import itertools
# brute-force check of the identity at N = 4 (r = 2, m = 2), d = 12
r, m = 2, 2; N = r*m; d = 3*N
Th = np.zeros((d, N))
for b in range(N): Th[3*b:3*b+3, b] = 1/np.sqrt(3)
F2 = np.sum(Th**2); q = [np.sum((np.array(x) @ Th)**2)/F2 for x in itertools.product([-1, 1], repeat=d)]
beta = 0.5
p_brute = np.mean(np.array(q) > 1 + beta); p_formula = binom.sf(np.floor(N*(0.25 + 3*beta/8)), N, 0.25)
print(f"brute force d=12: P[not (126)] = {p_brute:.6f}, formula = {p_formula:.6f}; stable rank = {F2/np.linalg.norm(Th,2)**2:.3f}")
def logP(N, beta):
    k = np.floor(N*(0.25 + 3*beta/8))
    return binom.logsf(k, N, 0.25)
print("beta^2 N = 40 fixed, beta -> 0 (as (113)'s beta ~ m kappa/sqrt(lambda) -> 0):")
for beta in (0.1, 0.03, 0.01, 0.003, 0.001):
    N = int(round(40/beta**2)); lp = logP(N, beta)
    print(f"  beta={beta}: N = m r = {N}: -log P = {-lp:.3f}, beta N = {beta*N:.1f}, ratio -log P/(beta m r) = {-lp/(beta*N):.3e}; -log P/(beta^2 N) = {-lp/(beta**2*N):.3f}")
print("beta = 0.02 fixed, N growing:")
for N in (10**4, 10**5, 10**6):
    lp = logP(N, 0.02)
    print(f"  N={N}: -log P/(beta N) = {-lp/(0.02*N):.4f}, -log P/(beta^2 N) = {-lp/(0.0004*N):.3f}")
