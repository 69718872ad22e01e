"""Audit chenli.display.thmB.1-gauss-integral (seed 000 L3684-L3688, L3706): int_{R^m} exp(-(1/3) lam^T Q lam) dlam
printed as det(3 pi Q^{-1}/2)^{1/2}; E's middle term (eps'+eps'')(8 pi/3)^{-m/2}."""
import numpy as np
from scipy import integrate

# numerical integral, m = 1 and m = 2 with a non-diagonal Q (independent of the closed form)
v1, _ = integrate.quad(lambda t: np.exp(-t * t / 3), -np.inf, np.inf)
print(f"m=1, Q=1: integral = {v1:.6f}; printed (3pi/2)^(1/2) = {np.sqrt(1.5*np.pi):.6f}; (3pi)^(1/2) = {np.sqrt(3*np.pi):.6f}")
Q = np.array([[2.0, 0.7], [0.7, 1.0]])
v2, _ = integrate.dblquad(lambda y, x: np.exp(-np.array([x, y]) @ Q @ np.array([x, y]) / 3), -30, 30, -30, 30)
det = np.linalg.det(Q)
print(f"m=2, Q=[[2,.7],[.7,1]]: integral = {v2:.6f}; printed det(3pi Q^-1/2)^(1/2) = {(1.5*np.pi)/np.sqrt(det):.6f}; "
      f"det(3pi Q^-1)^(1/2) = {3*np.pi/np.sqrt(det):.6f}")
for m in [1, 2, 8, 32, 128]:
    print(f"  m={m}: true/printed = 2^(m/2) = {2**(m/2):.4g};  E middle-term base: printed (8pi/3)^(-1/2)={np.sqrt(3/(8*np.pi)):.4f},"
          f" corrected (4pi/3)^(-1/2)={np.sqrt(3/(4*np.pi)):.4f} (<1, still exp(-Omega(m)))" if m == 1 else f"  m={m}: ratio 2^(m/2) = {2**(m/2):.4g}")
