"""Audit thesis.ch6.eqE.92 (L8369): |(nu_k^T, 0^T) W_Q^(t) p'_query| <= (1/M2) (mu_j^T, 0^T) W_Q^(t) p_query.
Own exact check at t = 0 (Sec. 6.2.3 L1727: W_Q^(0) = delta on the first d_X diagonal entries, 0 elsewhere, delta in
(0, 0.2]); data x = mu_j + kappa nu_k ((6.6), ||mu|| = ||nu|| = beta >= 1, K <= 1/2); OOD x' = mu'_j + kappa' nu'_k ((6.8),
kappa' ~ U(-K', K'), K' = O(1)); mu'_j = sum_i k_ji mu_i with sum k >= 1, sum k^2 = 1 (L8361); nu'_k in span(nu) (Remark 6.3.5).
Then the t = 0 part of each side: left = delta |kappa'| <nu_k, nu'_k>, right = delta beta^2/M2 (any kappa of p_query).
And at t = T with the paper's own bounds: W_Q^(T) = W_Q^(0) + Delta, (E.79) (mu_j,0) Delta p_query = G ~ sqrt(log M1),
(E.9) the nu_k row of Delta on a query direction <= G/M2: left >= delta |kappa'| beta^2 - (1 + |kappa'|) G/M2,
right <= (delta beta^2 + G)/M2.
"""
from fractions import Fraction as Fr
from math import log, sqrt

import numpy as np

# t = 0, explicit vectors (M1 = 3, M2 = 4, beta = 2, delta = 0.2, kappa' = 1/2, K' = 1/2)
M1, M2, beta, delta = 3, 4, 2, Fr(1, 5)
dX = M1 + M2
E = np.eye(dX, dtype=object)
mu = [beta * E[i] for i in range(M1)]
nu = [beta * E[M1 + k] for k in range(M2)]
WQ = np.zeros((2 * dX, 2 * dX), dtype=object)
for i in range(dX):
    WQ[i, i] = delta
s2 = sqrt(2)
for kp in [Fr(1, 2), Fr(1, 4), Fr(1, 8)]:
    # mu'_j = (mu_1 + mu_2)/sqrt 2 (sum k = sqrt 2 >= 1, sum k^2 = 1); nu'_k = nu_1; query IDR mu_1 with kappa = 1/2
    xq_ood = np.array([float(v) for v in (mu[0] + mu[1])], dtype=float) / s2 + float(kp) * np.array(nu[0], dtype=float)
    pq_ood = np.concatenate([xq_ood, np.zeros(dX)])
    pq = np.concatenate([np.array(mu[0] + Fr(1, 2) * nu[2]), np.zeros(dX, dtype=object)])
    WQf = WQ.astype(float)
    left = abs(np.concatenate([np.array(nu[0], float), np.zeros(dX)]) @ WQf @ pq_ood)
    right = float(np.concatenate([mu[0], np.zeros(dX, dtype=object)]) @ WQ @ pq) / M2
    print(f"t=0: kappa'={kp}: left = {left:.4f} (delta kappa' beta^2 = {float(delta*kp*beta**2):.4f}), right = {right:.4f}"
          f" -> {'VIOLATED' if left > right + 1e-12 else 'holds'}")
print("P[|kappa'| > 1/M2] for kappa' ~ U(-K', K'), K' = 1/2:", {m2: max(0, 1 - 2 / (m2 * 1.0)) for m2 in [2, 4, 8, 64]})
print("t = T with the paper's own (E.9)/(E.79), G = sqrt(log M1), delta = 0.2, beta = 1, kappa' = 1/2, M2 = M1:")
for m1 in [4, 16, 64, 256, 4096]:
    G = sqrt(log(m1))
    lo_left = 0.2 * 0.5 - 1.5 * G / m1
    hi_right = (0.2 + G) / m1
    print(f"  M1 = M2 = {m1}: left >= {lo_left:.4f}, right <= {hi_right:.4f} -> {'VIOLATED' if lo_left > hi_right else 'undecided'}")
