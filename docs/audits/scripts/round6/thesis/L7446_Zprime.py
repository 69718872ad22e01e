"""Audit thesis.ch5.display.L7446-Zprime (seed 003 L7439-L7446; A = D^{-1/2} (A~ + I) D^{-1/2}, L1365).
(1) As printed: N = 1, A = [1], X = [1], W + W^rho = 1/2, eta W'' Sigma = eta tau, B_1 = 0, mask 1: Z' = 1/2 + eta tau.
(2) Mask-difference reading: |Z'_n| <= eta ||(A A X W'' Sigma)_n||_inf <= eta ||A^2||_inf tau; compare ||A^2||_inf, ||A||_inf."""
import numpy as np
eta, tau = 1e-3, 1.0
print(f"(1) Z' = {0.5 + eta*tau:.4f} vs eta ||A||_inf tau = {eta*tau:.4f}")
edges = [(0, 3), (0, 5), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4)]
At = np.eye(6)
for u, v in edges:
    At[u, v] = At[v, u] = 1
Dm = np.diag(1 / np.sqrt(At.sum(1))); A = Dm @ At @ Dm
ninf = lambda M: np.abs(M).sum(1).max()
print(f"(2) 6-node graph: ||A||_inf = {ninf(A):.4f}, ||A^2||_inf = {ninf(A @ A):.4f}, ||A||_inf^2 = {ninf(A)**2:.4f}")
