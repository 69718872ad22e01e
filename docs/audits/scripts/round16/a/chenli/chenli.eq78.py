#!/usr/bin/env python3
"""Auditor A, round 16 (second audit): chenli (seed 000) (78) L1649, proof of Lemma 6.4: for the S of Fact 6.7 applied to x^T E'
(E' orthogonal to every Theta_i, ||E'||_F = ||Theta_1||_F), |<Theta_i, E'_S>| = |sum_{j in S} <(Theta_i)_{:j}, E'_{:j}>| <=
(nu d'/sqrt d) ||Theta_1||_F^2 <= kappa ||Theta_1||_F^2, 'by Assumption 4'; d' = kappa sqrt d/(nu sqrt log d) (75), (77).
Own derivation: Cauchy-Schwarz with Assumption 4 gives only v sqrt(d'/d) ||Theta_i|| ||E'||. Family (m = 1): Theta = [a D_S on the
d' coordinates S (D_S = diag(+-1), trace 0)] + [a partial isometry Q on S^c (off-diagonal, trace 0)] with equal Frobenius halves;
E' = Theta_S - c P Theta_{S^c}, P = I - x x^T/d, c chosen so <Theta, E'> = 0, then rescaled: x^T E'_{S^c} = 0 (Fact 6.7's case (A)
for S) and |<Theta, E'_S>| ~ ||Theta||_F^2 / 2. (1) the mechanism on a small explicit d; (2) the assumption slacks in closed form at
huge d (log d = 400, 700, 1200), every '<<' read as a factor 10."""
import math

import numpy as np

# (1) explicit small instance: d = 400, d' = 8
rng = np.random.default_rng(0)
d, dp = 400, 8
S = np.arange(d) < dp
a = 1.0
Th = np.zeros((d, d))
Th[np.arange(dp), np.arange(dp)] = a * np.array([1, -1] * (dp // 2))
n2 = d - dp
# partial isometry on S^c with Frobenius^2 = dp a^2: Q = s * (cyclic shift on S^c), s^2 (d - dp) = dp a^2
s = math.sqrt(dp * a * a / n2)
idx = np.arange(dp, d)
Th[idx, np.roll(idx, 1)] = s
x = rng.choice([-1.0, 1.0], size=d)
P = np.eye(d) - np.outer(x, x) / d
ThS, ThSc = np.where(S[None, :], Th, 0), np.where(S[None, :], 0, Th)
c = np.sum(Th * ThS) / np.sum(Th * (P @ ThSc))
E = ThS - c * (P @ ThSc)
E *= np.linalg.norm(Th) / np.linalg.norm(E)
ES = np.where(S[None, :], E, 0)
v = np.sqrt(d) * max(np.linalg.norm(Th, axis=0).max(), np.linalg.norm(Th, axis=1).max()) / np.linalg.norm(Th)
print(f"(1) d = {d}, d' = {dp}: <Theta, E'> = {np.sum(Th * E):.2e}, ||E'||_F/||Theta||_F = {np.linalg.norm(E) / np.linalg.norm(Th):.3f}, "
      f"||x^T E'_Sc|| = {np.linalg.norm(x @ np.where(S[None, :], 0, E)):.2e} (case (A)), tr Theta = {np.trace(Th):.1e}, "
      f"stable rank = {np.linalg.norm(Th)**2 / np.linalg.norm(Th, 2)**2:.1f}, v = {v:.2f}")
print(f"    |<Theta, E'_S>| / ||Theta||_F^2 = {abs(np.sum(Th * ES)) / np.linalg.norm(Th)**2:.4f}; Cauchy-Schwarz bound v sqrt(d'/d) = {v * math.sqrt(dp / d):.4f}")

# (2) closed-form slacks of the family at huge d (m = 1, lambda = 0.999, k = 3, c of (7) = 1, (8)'s c = 1; '<<' = factor 10)
for logd in (400.0, 700.0, 1200.0):
    lam, k = 0.999, 3
    kappa = lam ** 6.5 / logd**2                                   # (7), m = 1
    rlow = 10 * (logd + math.log(3)) / (kappa * lam)               # (8) left end x 10 (c = 1)
    r = rlow
    nu = 1.0 / math.log(lam / (10 * kappa))                        # (77) m kappa <= lambda e^{-1/nu} / 10
    log_dp = math.log(kappa) + logd / 2 - math.log(nu) - 0.5 * math.log(logd)   # log d' (75)
    log_v = 0.5 * (logd - math.log(2) - log_dp)                    # v = sqrt(d/(2 d')) (column norm a, ||Theta||_F^2 = 2 d' a^2)
    log_vmax = logd / 2 - 2 * math.log(r) - math.log(10)           # v << sqrt(d)/r^2 (factor 10)
    printed = nu * math.exp(log_dp - logd / 2)                     # nu d'/sqrt d  (= kappa/sqrt(log d))
    print(f"(2) log d = {logd:.0f}: kappa = {kappa:.2e}, r_Theta = {r:.2e} (<= d^(1/4)/10: log slack {logd / 4 - math.log(10) - math.log(r):.0f}), "
          f"nu = {nu:.3f}, log d' = {log_dp:.1f} (stable rank 2d' >= r_Theta: {log_dp + math.log(2) >= math.log(r)}), "
          f"log v = {log_v:.1f} <= log(sqrt d / (10 r^2)) = {log_vmax:.1f}: {log_v <= log_vmax}; "
          f"printed nu d'/sqrt d = {printed:.2e}, kappa = {kappa:.2e}, vs |<Theta, E'_S>|/||Theta||^2 = 1/2")
