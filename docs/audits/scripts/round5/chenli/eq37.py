"""Audit chenli.eq37: seed 000 L950-L952 (middle '<='), nu = Assumption 4's parameter (L453-L455), brute force over all S
at d = 10; orthogonal Theta (then nu^2 = d/(d-1), also shown analytically)."""
import itertools
import numpy as np
def nu_min(T):
    d = T.shape[0]; F = np.linalg.norm(T)
    nu = max(np.linalg.norm(T, axis=0).max(), np.linalg.norm(T, axis=1).max()) * np.sqrt(d) / F
    for r in range(1, d + 1):
        for S in itertools.combinations(range(d), r):
            o = np.zeros(d); o[list(S)] = 1; TP = T - np.outer(T @ o, o) / r; f = np.linalg.norm(TP)
            if f > 1e-12: nu = max(nu, np.linalg.norm(TP, axis=0).max() * np.sqrt(d) / f)
    return nu
d, d2, d3 = 10, 6, 4
T = np.linalg.qr(np.sqrt(np.arange(1, 101, dtype=float)).reshape(10, 10) + 3 * np.eye(10))[0]
nu = nu_min(T); F2 = np.linalg.norm(T) ** 2
S2 = list(range(d - d3 - d2, d - d3)); S3 = list(range(d - d3, d)); one3 = np.zeros(d); one3[S3] = 1
lhs = np.linalg.norm(T[:, S2]) ** 2 + np.linalg.norm(T @ one3) ** 2
print(f"d={d} d2={d2} d3={d3}: nu^2={nu**2:.5f} (d/(d-1)={d/(d-1):.5f}); ||Theta_[2]||_F^2 + ||Theta 1_[3]||^2 = {lhs:.4f} vs (2 d3 nu^2/d)||Theta||_F^2 = {2*d3*nu**2/d*F2:.4f}")
print("literal (first term without ||Theta||_F^2): scale Theta by 10 ->", f"lhs = c-term*100 + {100*lhs:.1f} vs c-term + {100*2*d3*nu**2/d*F2:.1f}")
for d, d2, d3 in [(1000, 600, 4), (1000, 100, 100)]:
    nu2 = d / (d - 1); lhs = d2 + d3
    print(f"orthogonal, d={d} d2={d2} d3={d3}: lhs = {lhs} vs {2*d3*nu2:.3f}")
