#!/usr/bin/env python3
"""Auditor A, round 16: chenli (seed 000) (87) L1761: there is an absolute c > 0 such that for any c' > 0,
P_x[|x^T Theta_i E'^T_{S^c} x| <= (kappa + c log(m/c')/sqrt(r_Theta)) ||Theta_1||_F^2 for all i] >= 1 - c'.
Own family (m = 1, a variant of my (78) family that keeps Lemma 6.8's Item 4): Theta = a D_S on d' coordinates S (heavy mass h F^2,
trace 0) + s * (cyclic permutation on S^c) (mass (1 - h) F^2, trace 0); E' = alpha Theta_S - beta Theta_{S^c} with alpha =
sqrt((1-h)/h), beta = sqrt(h/(1-h)) (<Theta, E'> = 0, ||E'||_F = F, fixed, independent of x). Then for EVERY x in {+-1}^d:
x^T Theta E'^T_{S^c} x = -beta ||Theta_{S^c}^T x||^2 = -sqrt(h (1 - h)) F^2 (a permutation keeps ||.||), and S is Fact 6.7's set for
x^T E' (case (B): the S entries dominate, the S^c entries are flat, ||v_{S^c}||^2 = h F^2 >= e^{-1/nu} ||v||^2 when h >= e^{-1/nu}).
With h = kappa (Item 4: | ||Theta_{S^c}^T x||^2 - F^2 | = h F^2 <= 2 kappa F^2), (87) at c' = 1/2 needs
c >= (sqrt(kappa (1 - kappa)) - kappa) sqrt(r_Theta)/log 2, and r_Theta >> log(dmk)/(kappa lambda) (8) makes this >= sqrt(10 log(3d)/lambda)/log 2."""
import math

import numpy as np

# explicit small check (d = 400, d' = 8, h = 0.01): Y is the same for every x
rng = np.random.default_rng(0)
d, dp, h = 400, 8, 0.01
F2 = 1.0
a = math.sqrt(h * F2 / dp); s = math.sqrt((1 - h) * F2 / (d - dp))
Th = np.zeros((d, d)); Th[np.arange(dp), np.arange(dp)] = a * np.array([1, -1] * (dp // 2))
idx = np.arange(dp, d); Th[idx, np.roll(idx, 1)] = s
S = np.arange(d) < dp
ThS, ThSc = np.where(S[None, :], Th, 0), np.where(S[None, :], 0, Th)
al, be = math.sqrt((1 - h) / h), math.sqrt(h / (1 - h))
E = al * ThS - be * ThSc
Esc = np.where(S[None, :], 0, E)
Ys = [float(x @ Th @ Esc.T @ x) for x in rng.choice([-1.0, 1.0], size=(200, d))]
v = rng.choice([-1.0, 1.0], size=d) @ E
order = np.argsort(-np.abs(v))
print(f"explicit: <Theta,E'> = {np.sum(Th * E):.1e}, ||E'||_F^2 = {np.sum(E * E):.4f}, Y over 200 x: min {min(Ys):.6f} max {max(Ys):.6f} "
      f"(predicted -sqrt(h(1-h)) = {-math.sqrt(h * (1 - h)):.6f}); top-d' coordinates of |x^T E'| = S: {set(order[:dp]) == set(range(dp))}")
# closed form inside (7), (8) with every '<<' a factor 10 (m = 1, lambda = 0.999, k = 3, c of (7) = c of (8) = 1)
for logd in (400.0, 1000.0, 3000.0, 30000.0):
    lam = 0.999
    kappa = lam ** 6.5 / logd**2
    r = 10 * (logd + math.log(3)) / (kappa * lam)
    c_needed = (math.sqrt(kappa * (1 - kappa)) - kappa) * math.sqrt(r) / math.log(2)
    print(f"log d = {logd:7.0f}: kappa = {kappa:.2e}, r_Theta = {r:.2e}, (87) at c' = 1/2 needs c >= {c_needed:.1f}")
