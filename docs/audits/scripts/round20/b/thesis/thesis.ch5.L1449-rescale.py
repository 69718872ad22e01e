# Auditor B, round 20: thesis.ch5.L1449-rescale (own evaluation of (5.4); no repository code).
# (5.4): F_A(e_g, X; W, V) = e_g^T A relu(A relu(A X W + B1) V + B2) C, B1, B2, C fixed.
import numpy as np
relu = lambda z: np.maximum(z, 0)
def F(A, X, W, V, B1, B2, C, g=0): return (A @ relu(A @ relu(A @ X @ W + B1) @ V + B2) @ C)[g]
rng = np.random.default_rng(0)
# helper's scalar instance
one = np.ones((1, 1)); z = np.zeros((1, 1))
print('scalar, B = 0, c2 = 2: F_A =', F(one, one, one, one, z, z, one), ' F_{2A}(W/2, V/2) =', F(2*one, one, one/2, one/2, z, z, one))
# random instance with the L1485 initialisation (B1 = 1 b1^T, B2 = 1 b2^T), 5-node path graph
N, d, m1, m2, K = 5, 4, 16, 16, 3
At = np.eye(N) + np.diag(np.ones(N-1), 1) + np.diag(np.ones(N-1), -1); Dg = At.sum(1); A = At/np.sqrt(np.outer(Dg, Dg))
X = rng.normal(size=(N, d)); X /= np.linalg.norm(X, axis=1, keepdims=True)
W = rng.normal(0, m1**-0.5, (d, m1)); V = rng.normal(0, m2**-0.5, (m1, m2)); C = rng.normal(size=(m2, K))
B1 = np.outer(np.ones(N), rng.normal(0, m1**-0.5, m1)); B2 = np.outer(np.ones(N), rng.normal(0, m2**-0.5, m2))
for c2 in (0.5, 2.0, 1e-3):
    f0 = F(A, X, W, V, B1, B2, C); f1 = F(c2*A, X, W/c2, V/c2, B1, B2, C)
    f2 = F(c2*A, X, W/c2, V/c2**2, 0*B1, 0*B2, C); f0nb = F(A, X, W, V, 0*B1, 0*B2, C)
    print(f'c2={c2}: F_A = {np.round(f0, 5)}  F_c2A(W/c2, V/c2) = {np.round(f1, 5)}  ratio {np.round(f1/f0, 5)}  '
          f'argmax same: {np.argmax(f0) == np.argmax(f1)} | bias-free, V/c2^2: {np.allclose(f2, f0nb)}')
