"""Auditor B r26: thesis Ch.2 Assumption A.2.4 (L2699-L2707): same-feature tokens x_i^T x_j >= 1 (A.10), different-feature <= lambda < 1 (A.11);
'This assumption is equivalent to the data model by (2.5) since tau < O(1/M)' (after scaling all tokens up a bit).
Data model (L544-L549): M > 2 patterns, min distance kappa > 0, every token within tau of a pattern (2.5), tau < kappa/4, kappa - 4 tau = Theta(1).
A scaling s > 0 gives (A.10)-(A.11) iff max cross inner product < min same inner product over all admissible tokens."""
import numpy as np
from scipy.optimize import minimize
rng = np.random.default_rng(0)
def extremes(mus, tau, tries=30):
    """min over same-pattern token pairs and max over cross pairs of x_i^T x_j, tokens in tau-balls (sphere boundary suffices)."""
    d = mus.shape[1]; M = len(mus)
    same = min((np.linalg.norm(m) - tau) ** 2 if np.linalg.norm(m) > tau else 0.0 for m in mus)   # a = b = -tau m/|m|
    cross = -np.inf
    for i in range(M):
        for j in range(M):
            if i == j: continue
            # max_{|a|,|b|<=tau} (mu_i + a).(mu_j + b) = max_{|a|<=tau} (mu_i + a).mu_j + tau |mu_i + a|
            f = lambda a: -((mus[i] + a) @ mus[j] + tau * np.linalg.norm(mus[i] + a))
            best = -np.inf
            for _ in range(tries):
                a0 = rng.standard_normal(d); a0 *= tau / np.linalg.norm(a0)
                r = minimize(f, a0, constraints=[{'type': 'ineq', 'fun': lambda a: tau ** 2 - a @ a}], method='SLSQP')
                best = max(best, -r.fun)
            cross = max(cross, best)
    return same, cross
# (i) noise-free, patterns of different norms: mu_2 = 3 mu_1, plus a third pattern
mus = np.array([[1.0, 0, 0], [3.0, 0, 0], [0, 1.0, 0]])
kappa = min(np.linalg.norm(mus[i] - mus[j]) for i in range(3) for j in range(i))
same, cross = extremes(mus, 0.0)
print(f"(i) mu_2 = 3 mu_1, tau = 0 (meets (2.5), tau < kappa/4, tau < c/M for every c; kappa = {kappa:.3f}): min same = {same:.3f}, max cross = {cross:.3f} -> no scaling works")
# (ii) unit-norm patterns at angle 0.4 (M = 3), tau = 0.24 kappa
th = 0.4; mus = np.array([[1, 0, 0], [np.cos(th), np.sin(th), 0], [np.cos(-th), np.sin(-th), 0.0]])
kappa = min(np.linalg.norm(mus[i] - mus[j]) for i in range(3) for j in range(i))
for tau in [0.24 * kappa, 0.0, kappa ** 2 / 8 * 0.99]:
    same, cross = extremes(mus, tau)
    print(f"(ii) unit patterns, angle 0.4 (kappa = {kappa:.4f}), tau = {tau:.4f} (kappa/4 = {kappa/4:.4f}, kappa^2/8 = {kappa**2/8:.4f}): min same = {same:.4f}, max cross = {cross:.4f} -> {'OK' if cross < same else 'fails'}")
# (iii) orthonormal patterns e_1..e_M (Section 2.4.1's experiments), tau < 1/(4M)
for M in [3, 5, 10]:
    mus = np.eye(M)[:M]; tau = 1 / (4 * M)
    same, cross = extremes(mus, tau, tries=10)
    print(f"(iii) orthonormal M = {M}, tau = 1/(4M) = {tau:.4f}: min same = {same:.4f}, max cross = {cross:.4f} -> {'OK' if cross < same else 'fails'}")
print("worst case for unit patterns: same (1 - tau)^2, cross cos_max + 2 tau + tau^2 (approx): OK iff kappa^2/2 = 1 - cos_max > 4 tau, i.e. tau < kappa^2/8")
