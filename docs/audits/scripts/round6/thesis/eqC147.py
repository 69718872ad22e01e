"""Audit thesis.ch4.eqC.147 (seed 003 L5946-L5948): ||Delta|| = max_{||a||=1} a^T Delta a for the symmetric Hessian
difference Delta. K = d = 1, sigmoid + cross-entropy: Hessian of l in w is phi'(w x) x^2 for either label ((C.73)),
x ~ N(0,1), W* = 1/2, W = 2. scipy quad."""
import numpy as np
from scipy.integrate import quad
dphi = lambda z: np.exp(-np.logaddexp(0, -z) - np.logaddexp(0, z))
pdf = lambda x: np.exp(-x * x / 2) / np.sqrt(2 * np.pi)
for W, Ws in [(2.0, 0.5), (0.5, 2.0)]:
    D = quad(lambda x: (dphi(W * x) - dphi(Ws * x)) * x * x * pdf(x), -np.inf, np.inf)[0]
    print(f"W={W}, W*={Ws}: Delta = {D:.6f}; ||Delta|| = {abs(D):.6f}; printed max_a a^T Delta a (||a||=1, a = +-1) = {D:.6f}")
# K = 2 block example: symmetric Delta with eigenvalues of both signs, larger |negative|
Dm = np.array([[-3.0, 0.0], [0.0, 1.0]])
print("symmetric [[-3,0],[0,1]]: spectral norm", np.linalg.norm(Dm, 2), "vs max a^T D a =", np.linalg.eigvalsh(Dm).max())
