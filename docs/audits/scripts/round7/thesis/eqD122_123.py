"""Audit thesis.ch5.eqD.122-first and eqD.123-first (seed 003 L7736-L7754), sigma = ReLU, f = u^T A3 s(A2 s(A1 X W) V) c."""
import numpy as np
s = lambda z: np.maximum(z, 0)
f = lambda u, A3, A2, A1, X, W, V, c: u @ A3 @ s(A2 @ s(A1 @ X @ W) @ V) @ c
# (D.123) first '<=' (helper's scalar instance)
one = np.ones((1, 1))
As, A1, A2, A3, X = 0.5 * one, one, one, one, one
W, V, Wp, Vp, c, e = 0 * one, 0 * one, one, one, np.ones(1), np.ones(1)
lhs = abs(f(e, As, As, As, X, W, V, c) - f(e, A3, A2, A1, X, Wp, Vp, c))
rhs = abs(f(e, As, As, As, X, W, V, c) - f(e, As, A2, A1, X, Wp, Vp, c)) + abs(e @ (As - A3) @ s(A2 @ s(A1 @ X @ W) @ V) @ c)
rhs_corr = abs(f(e, As, As, As, X, W, V, c) - f(e, As, A2, A1, X, Wp, Vp, c)) + abs(e @ (As - A3) @ s(A2 @ s(A1 @ X @ Wp) @ Vp) @ c)
print(f"D.123: lhs {lhs:.3f} printed rhs {rhs:.3f}; with W', V' {rhs_corr:.3f}")
# (D.122) first '<=' : |q^T A* s(A* s(A* X W) V) c - q^T A* s(A2 s(A1 X W') V') c| vs |sum_n q^T a_n* sum_i c_i |s(a_n* H v_i) - s(a_n^(2) H' v'_i)||
def d122(q, As, A1, A2, X, W, V, Wp, Vp, c):
    H, Hp = s(As @ X @ W), s(A1 @ X @ Wp)
    lhs = abs(q @ As @ s(As @ H @ V) @ c - q @ As @ s(A2 @ Hp @ Vp) @ c)
    inner = np.abs(s(As @ H @ V) - s(A2 @ Hp @ Vp))            # N x m2
    rhs = abs(sum((q @ As[:, n]) * sum(c[i] * inner[n, i] for i in range(len(c))) for n in range(As.shape[0])))
    corr = sum(abs(q @ As[:, n]) * sum(abs(c[i]) * inner[n, i] for i in range(len(c))) for n in range(As.shape[0]))
    return lhs, rhs, corr
print("D.122 helper instance:", [round(float(v), 4) for v in d122(np.ones(1), one, one, one, one, one, np.array([[1.0, 0]]),
      one, np.array([[0, 1.0]]), np.array([1.0, -1.0]))])
rng = np.random.default_rng(0); worst = 0; worst_corr = 0; nfail = 0
for _ in range(20000):
    N, d, m1, m2 = rng.integers(1, 4), rng.integers(1, 3), rng.integers(1, 3), rng.integers(2, 4)
    As, A1, A2 = (np.abs(rng.normal(size=(N, N))) for _ in range(3))
    X = rng.normal(size=(N, d)); W, Wp = rng.normal(size=(d, m1)), rng.normal(size=(d, m1))
    V, Vp = rng.normal(size=(m1, m2)), rng.normal(size=(m1, m2)); c = rng.choice([-1.0, 1.0], m2); q = np.abs(rng.normal(size=N))
    l, r, co = d122(q, As, A1, A2, X, W, V, Wp, Vp, c)
    nfail += l > r + 1e-12; worst = max(worst, l - r); worst_corr = max(worst_corr, l - co)
print(f"D.122 random: fails {nfail}/20000, max lhs-rhs {worst:.3f}; corrected max lhs-rhs {worst_corr:.2e}")
# same with all c_i >= 0 (reading: c_r entrywise nonnegative)
nfail = 0
for _ in range(20000):
    N, d, m1, m2 = rng.integers(1, 4), rng.integers(1, 3), rng.integers(1, 3), rng.integers(2, 4)
    As, A1, A2 = (np.abs(rng.normal(size=(N, N))) for _ in range(3))
    X = rng.normal(size=(N, d)); W, Wp = rng.normal(size=(d, m1)), rng.normal(size=(d, m1))
    V, Vp = rng.normal(size=(m1, m2)), rng.normal(size=(m1, m2)); c = np.abs(rng.normal(size=m2)); q = np.abs(rng.normal(size=N))
    l, r, co = d122(q, As, A1, A2, X, W, V, Wp, Vp, c); nfail += l > r + 1e-12
print("D.122 with c_r >= 0, q >= 0, A >= 0: fails", nfail, "/20000")
