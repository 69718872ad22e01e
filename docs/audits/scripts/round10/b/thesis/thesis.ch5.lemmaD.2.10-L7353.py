"""Audit B, thesis.ch5.lemmaD.2.10-L7353 (proof of Lemma D.2.10 (1), L7353):
  ||a~_n (Z_0 + Z_2) V' + a~_n Z_2 V^(0)||_2 <= O~(||A||_inf ((||z_{1,0}|| + ||z_{1,2}||) tau_v + ||z_{1,2}||))
for every node n, every ||W'||_{2,4} <= tau_w, ||V'||_F <= tau_v, under L7299: tau_v in (0,1],
tau_w in [m1^-3/2, m1^-1/2], sigma_w in [m1^-3/2, tau_w m1^-1/4].  z_{n,0}, z_{n,2}: L7345 (with the bias column,
X~ = (X, 1)); W^(0) ~ N(0, 1/m1), V^(0) ~ N(0, 1/m2) (L1485), W^rho ~ N(0, sigma_w^2).
Instance: two isolated nodes (A = I with self-loops normalised, ||A||_inf = 1) and the path 1-2-3 (n = 3),
unit features in R^2, V' = 0 (allowed), W' = c u 1^T on the feature rows with u orthogonal to x_1 (or to a~_1 X),
c = tau_w m1^-1/4 so ||W'||_{2,4} = (sum_i ||w'_i||^4)^(1/4) = tau_w and a~_1 X~ W' = 0.
tau_w = m1^-1/2, sigma_w = m1^-3/2, tau_v = 1/m1 (corners of L7299)."""
import numpy as np

def one(m1, m2, graph, seed):
    rng = np.random.default_rng(seed)
    if graph == "pair":
        A = np.eye(2); n = 1
    else:
        adj = np.array([[1., 1, 0], [1, 1, 1], [0, 1, 1]]); dg = adj.sum(1) ** -.5; A = dg[:, None] * adj * dg[None, :]; n = 2
    N, d = A.shape[0], 2
    X = rng.standard_normal((N, d)); X /= np.linalg.norm(X, axis=1, keepdims=True)
    tw, sw, tv = m1 ** -0.5, m1 ** -1.5, 1.0 / m1
    a1X = A[0] @ X; u = np.array([-a1X[1], a1X[0]]); u /= np.linalg.norm(u)
    Xt = np.c_[X, np.ones(N)]
    W0 = rng.standard_normal((d + 1, m1)) / np.sqrt(m1); Wr = rng.standard_normal((d + 1, m1)) * sw
    Wp = np.zeros((d + 1, m1)); Wp[:d] = (tw * m1 ** -0.25) * u[:, None]
    assert abs((np.linalg.norm(Wp, axis=0) ** 4).sum() ** 0.25 - tw) < 1e-12
    P = A @ Xt
    pre0, pre2 = P @ W0, P @ (W0 + Wr + Wp)
    Z0 = pre0 * (pre0 >= 0); Z2 = pre2 * (pre2 >= 0) - Z0              # z_{k,0}, z_{k,2} (L7345)
    V0 = rng.standard_normal((m1, m2)) / np.sqrt(m2)
    lhs = np.linalg.norm(A[n] @ Z2 @ V0)                                 # V' = 0
    z10, z12 = np.linalg.norm(Z0[0]), np.linalg.norm(Z2[0])
    ainf = np.abs(A).sum(1).max()
    rhs = ainf * ((z10 + z12) * tv + z12)                                # node 1 as printed, constant 1
    zmax0, zmax2 = np.linalg.norm(Z0, axis=1).max(), np.linalg.norm(Z2, axis=1).max()
    rhs_max = ainf * ((zmax0 + zmax2) * tv + zmax2)                      # every row (max_k) reading
    return lhs, rhs, rhs_max

for graph in ("pair", "path3"):
    for m1 in (100, 1000, 10000, 100000):
        r = np.array([one(m1, 2000, graph, s) for s in range(3)])
        lhs, rhs, rmax = r.mean(0)
        print(f"{graph:5s} m1={m1:6d} m2=2000: lhs={lhs:.3e} rhs(node 1)={rhs:.3e} ratio={lhs/rhs:8.1f} "
              f"(m1^(3/4)={m1**0.75:8.1f}, log m1={np.log(m1):.1f})  rhs(max_k)={rmax:.3e} ratio={lhs/rmax:.2f}")
