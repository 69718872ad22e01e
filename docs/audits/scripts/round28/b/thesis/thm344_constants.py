"""Auditor B r28: hidden-constant bookkeeping for the thesis Theorem 3.4.4 sampler instance (seed 003 L869-L879):
how small each Omega/Theta constant must be for the helper's instance (N = 1200, |L| = 960 = B T, B = 4, T = 240,
eta = 0.2, gamma_d = 0.4, eps_S = 0.1, sigma = 0.1, Section 3.5.1 graph law: every node degree >= 120) to meet them."""
import math
N, L, B, T, eta, gd, eS, sig = 1200, 960, 4, 240, 0.2, 0.4, 0.1, 0.1
for eps in (0.19, 0.1, 0.05):
    print(f"B >= c eps^-2 log N at eps = {eps}: c <= {B / (eps ** -2 * math.log(N)):.4f}")
for dz in (120, 240):
    need = (1 + dz ** 2) * math.log(N) / (1 - 2 * eS * (1 - gd) - sig) ** 2
    print(f"(3.9) first term with delta_zm = {dz}: {need:.0f} at c = 1 -> c <= {L / need:.4f} (|L| <= N caps c at {N / need:.4f})")
for e0, dl in ((0.2, 0.2), (0.2, 0.5)):
    base = eta ** -0.5 * (1 - 2 * e0) ** -0.5 * (1 - dl) ** -0.5
    print(f"(3.8) eps0 = {e0}, delta = {dl}: eta^-1/2 (1-2eps0)^-1/2 (1-delta)^-1/2 = {base:.2f}; T = 240 is {T / base:.1f} x that")
