"""Auditor B r27: chenli Lemma 11.5 proof, v = rho w with rho = Theta(log dM) 'thus verifying Item 3' ||v|| = Theta(M sqrt(d) log d)
(seed 000 L3081, L3107, L3137). Own numpy/mpmath; phi(z) = z tanh(z/2) (L3055)."""
import numpy as np
from mpmath import mp, mpf, log, sqrt, matrix, lu_solve, mnorm, svd_r
mp.dps = 30
def rho_of(d, M): return float(np.log(8.0 * float(d) * float(M)))          # a Theta(log dM) representative
print("lower half (w = e_1, M = 1):")
for d in [2, 16, 256, 65536, 10**8]:
    r = rho_of(d, 1); print(f"   d={d}: ||v||/(M sqrt(d) log d) = {r / (np.sqrt(d) * np.log(d)):.3g}")
print("upper half (d = 2, w = (M, M)):")
for M in [1, 10**4, 10**8, 10**16, 10**24]:
    r = rho_of(2, M); print(f"   M={M:.0e}: ||v||/(M sqrt(d) log d) = {r * M * np.sqrt(2) / (M * np.sqrt(2) * np.log(2)):.3g}")
# how large must rho be for the proof (M invertible and mu = M^-1 h bounded) -- small cases, exact
def sys_min_sv(d, M, rho):
    n = 2 * d * M + 2; idx = range(-d * M, d * M + 2)
    A = matrix(n, n)
    for r, l in enumerate(range(-d * M, d * M + 1)):
        for c, i in enumerate(idx): z = mpf(rho) * (i - l); A[r, c] = z * mp.tanh(z / 2)
    for c in range(n): A[n - 1, c] = 1
    s = svd_r(A, compute_uv=False); return float(min(s))
print("sigma_min of the proof's matrix M (phi) vs rho/(dM), w in Z^d, small d M:")
for d, M in [(2, 1), (2, 3), (3, 4)]:
    for rho in [0.5, 1.0, rho_of(d, M)]:
        print(f"   d={d} M={M} rho={rho:.3f}: sigma_min = {sys_min_sv(d, M, rho):.4g}, rho/(dM) = {rho / (d * M):.4g}")
# the proof needs ||M - Mhat||_op <= (2dM+2) e^{-rho/3} below sigma_min(Mhat) ~ rho/dM: smallest rho meeting that
for d, M in [(2, 1), (2, 10**4), (2, 10**8), (2, 10**16)]:
    r = 1.0
    while (2.0 * d * M + 2) * np.exp(-r / 3) > r / (float(d) * M): r *= 1.01
    print(f"   d={d} M={M:.0e}: rho needed by the proof's bound ~ {r:.1f} (log(dM) = {np.log(float(d) * M):.1f}); ||v||/(M sqrt d log d) = {r / np.log(2):.1f}")
