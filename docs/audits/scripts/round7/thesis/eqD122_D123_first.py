"""Audit thesis.ch5.eqD.122-first (L7736-L7745) and eqD.123-first (L7747-L7754), ReLU sigma, exact small instances (floats are exact here)."""
import numpy as np
s = lambda x: np.maximum(x, 0)
# (D.122) first '<=': |sum_n q^T a_n* sum_i c_i (sA_i - sB_i)| <= |sum_n q^T a_n* sum_i c_i |sA_i - sB_i||
A = np.ones((1, 1)); X = np.ones((1, 1)); W = np.ones((1, 1)); Wp = np.ones((1, 1))
V = np.array([[1.0, 0.0]]); Vp = np.array([[0.0, 1.0]]); c = np.array([1.0, -1.0]); q = np.ones(1)
sA = s(A @ s(A @ X @ W) @ V)[0]; sB = s(A @ s(A @ X @ Wp) @ Vp)[0]
lhs = abs(q @ A @ (sA - sB)[None, :] @ c) if False else abs((q @ A)[0] * ((sA - sB) @ c))
rhs = abs((q @ A)[0] * (c @ np.abs(sA - sB)))
print(f"(D.122) N=d=m1=1, m2=2: lhs = {lhs}, printed rhs = {rhs}; with |c|, |q^T a|: {abs((q @ A)[0]) * (np.abs(c) @ np.abs(sA - sB))}")
# (D.123) first '<=': triangle through e^T A* s(A2 s(A1 X W') V') c; printed last term uses W, V instead of W', V'
As, A3, A1, A2, X1, c1 = 0.5, 1.0, 1.0, 1.0, 1.0, 1.0
W0, V0, W1, V1 = 0.0, 0.0, 1.0, 1.0
f = lambda a3, a2, a1, w, v: a3 * s(a2 * s(a1 * X1 * w) * v) * c1
lhs = abs(f(As, As, As, W0, V0) - f(A3, A2, A1, W1, V1))
rhs_printed = abs(f(As, As, As, W0, V0) - f(As, A2, A1, W1, V1)) + abs((As - A3) * s(A2 * s(A1 * X1 * W0) * V0) * c1)
rhs_corrected = abs(f(As, As, As, W0, V0) - f(As, A2, A1, W1, V1)) + abs((As - A3) * s(A2 * s(A1 * X1 * W1) * V1) * c1)
print(f"(D.123) scalars: lhs = {lhs}, printed rhs = {rhs_printed}, with W', V' in the last term = {rhs_corrected}")
