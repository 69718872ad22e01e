"""Auditor B r17: chenli L2941, ||F(X)_{:1}|| <= sqrt(dk) ||w*|| (first '<=' of Lemma 9.4's proof), m-head model (1).
Reuses my own construction in lemma9_3_and_9_4.py (dense W_i inside Assumptions 8-10, A9 with constant 1)."""
import math, numpy as np
from lemma9_3_and_9_4 import build_W, check_assumptions, softmax_rows, rng
for (m, k, d) in [(2, 2, 1200), (3, 3, 2000)]:
    r = math.ceil(m**3 * k * math.log(d)); assert 1 + m * (r - 1) <= d
    x = rng.choice([-1.0, 1.0], d); Ws = build_W(m, d, r, x); A = check_assumptions(Ws, m, k, d)
    wst = Ws[:, :, 0]; wnorm = np.linalg.norm(wst)
    X = np.tile(x, (k, 1))  # equal rows: every attention row uniform whatever Theta_i
    F1 = sum(softmax_rows(X @ (rng.normal(size=(d, d)) * 0.05) @ X.T) @ X @ Ws[i][:, 0] for i in range(m))
    # also a random X (ratio below sqrt m)
    Xr = rng.choice([-1.0, 1.0], (k, d))
    F1r = sum(softmax_rows(Xr @ (rng.normal(size=(d, d)) * 0.05) @ Xr.T) @ Xr @ Ws[i][:, 0] for i in range(m))
    print(f"m={m} k={k} d={d} r_W={r} A8 ok {A['A8_ok']} (kappa' {A['kappa_p']:.4f}) A9 ok {A['A9_ok']} "
          f"max||W_i||_F {A['fro_max']:.6f}: ||F_:1|| = {np.linalg.norm(F1):.5f}, sqrt(dk)||w*|| = "
          f"{math.sqrt(d*k)*wnorm:.5f}, ratio {np.linalg.norm(F1)/(math.sqrt(d*k)*wnorm):.5f} (sqrt m = {math.sqrt(m):.5f});"
          f" end bound sqrt(mdk) = {math.sqrt(m*d*k):.3f}; random X ratio {np.linalg.norm(F1r)/(math.sqrt(d*k)*wnorm):.4f}")
