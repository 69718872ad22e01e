"""Audit C of chenli.display.lemma7.1-by-lemma7.2 (seed 000 L2635-L2637): does
k exp(-a F) (Lemma 7.2, L2318-L2320) imply k exp(-a) F (L2637), a = omega sqrt(log d), F = ||Theta_1||_F?
Holds iff exp(-a F) <= F exp(-a), i.e. a (1 - F) <= log F: true for every F >= 1, a >= 0. Assumption 6 (L461):
F >> log(kd/sqrt(lambda')) >= log d (lambda' <= 1/r_Theta <= 1, L485), so F >= 1 on the printed domain."""
import numpy as np
from mpmath import mp, mpf, exp, log, sqrt
mp.dps = 40
k, d, omega, F = 2, 4, 2, mpf('0.5')
a = omega * sqrt(log(d))
print(f"helper instance F = 0.5 (outside Assumption 6): Lemma 7.2 allows {float(k*exp(-a*F)):.3f}, L2637 {float(k*exp(-a)*F):.4f}")
worst = mpf(-1)
for A in np.linspace(0, 50, 201):
    for Fv in np.concatenate([np.linspace(1, 3, 201), np.logspace(0.5, 4, 50)]):
        A_, F_ = mpf(A), mpf(Fv)
        worst = max(worst, exp(-A_ * F_) - F_ * exp(-A_))
print("max over a in [0, 50], F in [1, 1e4] of exp(-aF) - F exp(-a):", float(worst), "(<= 0: implication holds)")
for d in (10**2, 10**4, 10**8):
    for omega in (1, 2, 5):
        a = omega * sqrt(log(d)); F = log(d)   # the least F Assumption 6 allows (taken as log d)
        print(f"  d={d:g}, omega={omega}, F = log d = {float(F):.2f}: Lemma 7.2 bound / L2637 bound = {float(exp(-a*F)/(F*exp(-a))):.3e}")
