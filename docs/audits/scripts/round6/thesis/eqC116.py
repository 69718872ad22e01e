"""Audit thesis.ch4.eqC.116 (seed 003 L5805; v = 1 - K^{-2} q(Psi), q in (0,1), L5722; eta, kappa, tau >= 1).
Lower bound on v / (printed shape 1/(K^2 eta tau^K kappa^2 (1 + lambda_l))) with q -> 1 (smallest v)."""
from fractions import Fraction as Fr
for K, eta, kappa, tau, lam in [(2, 10, 10, 10, Fr(1, 2)), (2, 10, 10, 100, Fr(1, 2)), (3, 1, 1, 10, Fr(1, 2)), (2, 1, 1, 1, Fr(1, 2))]:
    vmin = 1 - Fr(1, K * K)
    shape = Fr(1, K * K * eta * tau ** K * kappa ** 2) / (1 + lam)
    print(f"K={K} eta={eta} kappa={kappa} tau={tau} lambda={lam}: v >= {vmin}; shape = {float(shape):.3e}; v/shape >= {float(vmin/shape):.3e}")
