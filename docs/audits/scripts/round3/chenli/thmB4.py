"""Audit chenli.thmB.4 (seed 000 L3732-L3752): m = 1, d = 16, v = (1/4,...,1/4): ||v|| = 1 (r = rbar = 1), (160) rho = 1,
(162) vacuous. R = [a, a+Delta]. Enumerate all 2^16 x (no formula) and compare with the printed lower bound
0.9^m Delta / det(2 pi V V^T)^{1/2} exp(-a^2/2) (times any constant c).  a = 0 (helper) and a = 1e-6 (so that no
Omega(0) question arises in (163)'s range)."""
import itertools
from fractions import Fraction as Fr

import numpy as np

d = 16
v = np.full(d, 0.25)
vals = np.array([v @ np.array(x) for x in itertools.product([-1, 1], repeat=d)])
for a in [0.0, 1e-6]:
    for Delta in [1.0, 4.0, 10.0, 100.0]:
        P = np.mean((vals >= a) & (vals <= a + Delta))
        lb = 0.9 * Delta / np.sqrt(2 * np.pi) * np.exp(-a * a / 2)
        # hypotheses: (164) lhs ~ ||a||^3 -> 0 ; (165) lhs = m||a||/r^2 (sqrt(m) Delta * Delta/||v|| + Delta)
        h165 = a * (Delta * Delta + Delta)
        # (163): Lambda over [Omega(sqrt m ||a||/r^2), Delta^-1 e^{O(||a||^2)} ||v||/Delta] ~ [c a, 1/Delta^2];
        lam_hi = 1 / Delta**2
        Lam = max(abs(np.cos(lam_hi / 4)) ** 16, 1.0 if a == 0 else abs(np.cos(1e-6 / 4)) ** 16)
        rhs163 = Delta**2 * np.exp(-1)   # Delta^m e^{-Theta(m^2 + m||a||^2/r^2)} (Delta/||v||)^m with Theta(.) const 1
        print(f"a={a:g}, Delta={Delta:6.1f}: P[v.x in R] = {P:.4f} (exact enumeration); printed lower bound / c = {lb:.3f}; "
              f"(165) lhs = {h165:.2e}; (163): Lambda ~ {Lam:.4f} vs rhs ~ {rhs163:.1f}")
print("exact P[K>=8], K~Bin(16,1/2) =", Fr(sum(__import__('math').comb(16, k) for k in range(8, 17)), 2**16), "=",
      sum(__import__('math').comb(16, k) for k in range(8, 17)) / 2**16)
