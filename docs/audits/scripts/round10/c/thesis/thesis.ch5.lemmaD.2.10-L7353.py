"""Auditor C, round 10: thesis Ch. 5, proof of Lemma D.2.10 (1), L7353 (seed L7299-L7353):
||a~_n (Z_0 + Z_2) V' + a~_n Z_2 V^(0)||_2 <= O~(||A||_inf ((||z_{1,0}|| + ||z_{1,2}||) tau_v + ||z_{1,2}||)),
z_{n,0} = a~_n X~ W~^(0) D_{n,w}, z_{n,2} = a~_n X~ (W~^(0) + W~^rho + W') (D + D') - z_{n,0}  (L7349), i.e. the ReLU outputs.
Hypotheses (L7299): tau_v in (0,1], tau_w in [m1^-3/2, m1^-1/2], sigma_w in [m1^-3/2, tau_w m1^-1/4], ||W'||_{2,4} <= tau_w
(||W||_{2,4} = (sum over neurons i of ||w_i||^4)^{1/4}), ||V'||_F <= tau_v; init W^(0), bias ~ N(0, 1/m1), V^(0) ~ N(0, 1/m2)
(L1485), W^rho ~ N(0, sigma_w^2). A = D^-1/2 (adj + I) D^-1/2.
Instance: A = I (two isolated nodes, ||A||_inf = 1) or the path 1-2-3 (node n = 3); unit features in R^2; V' = 0;
W' = tau_w m1^{-1/4} u 1^T, u a unit vector orthogonal to a~_1 X (zero on the bias row): ||W'||_{2,4} = tau_w exactly;
tau_w = m1^{-1/2}, sigma_w = m1^{-3/2}, tau_v = 1/m1. O~ hides polylog(m1, m2) factors, so the check is the growth of
lhs/rhs along m1 (against any polylog). ||a~_n Z_2 V^(0)|| computed directly for m1 <= 2e4 (m2 = 200) and, exact in law,
as ||a~_n Z_2|| ||g||/sqrt(m2) beyond.
"""
import math

import numpy as np


def graph(kind):
    if kind == "pair":
        return np.eye(2), 1
    adj = np.array([[1.0, 1.0, 0.0], [1.0, 1.0, 1.0], [0.0, 1.0, 1.0]])
    dg = adj.sum(1) ** -0.5
    return dg[:, None] * adj * dg[None, :], 2


def one(kind, m1, seed, m2=200, direct=True):
    rng = np.random.default_rng(seed)
    A, n = graph(kind)
    N, d = A.shape[0], 2
    X = rng.standard_normal((N, d)); X /= np.linalg.norm(X, axis=1, keepdims=True)
    tw, sw, tv = m1**-0.5, m1**-1.5, 1.0 / m1
    a1X = A[0] @ X
    u = np.array([-a1X[1], a1X[0]]); u /= np.linalg.norm(u)
    Xt = np.concatenate([X, np.ones((N, 1))], 1)
    W0 = rng.standard_normal((d + 1, m1)) / math.sqrt(m1)
    Wr = rng.standard_normal((d + 1, m1)) * sw
    Wp = np.zeros((d + 1, m1)); Wp[:d] = (tw * m1**-0.25) * u[:, None]
    assert abs((np.linalg.norm(Wp, axis=0) ** 4).sum() ** 0.25 - tw) < 1e-12 * tw
    pre0, pre2 = A @ Xt @ W0, A @ Xt @ (W0 + Wr + Wp)
    Z0 = np.maximum(pre0, 0.0)
    Z2 = np.maximum(pre2, 0.0) - Z0
    v = A[n] @ Z2
    if direct:
        V0 = rng.standard_normal((m1, m2)) / math.sqrt(m2)
        lhs = float(np.linalg.norm(v @ V0))
    else:
        lhs = float(np.linalg.norm(v) * math.sqrt(rng.chisquare(m2) / m2))
    ainf = float(np.abs(A).sum(1).max())
    z10, z12 = np.linalg.norm(Z0[0]), np.linalg.norm(Z2[0])
    rhs = ainf * ((z10 + z12) * tv + z12)
    zmax0, zmax2 = np.linalg.norm(Z0, axis=1).max(), np.linalg.norm(Z2, axis=1).max()
    rhs_max = ainf * ((zmax0 + zmax2) * tv + zmax2)
    return lhs, rhs, rhs_max


if __name__ == "__main__":
    for kind in ("pair", "path3"):
        print(f"graph {kind}:")
        for m1 in (100, 1000, 10000, 100000, 1000000):
            r = [one(kind, m1, s, direct=m1 <= 20000) for s in range(3)]
            lhs = np.mean([x[0] for x in r]); rhs = np.mean([x[1] for x in r]); rmax = np.mean([x[2] for x in r])
            print(f"  m1 = {m1:>7}: lhs {lhs:.3e}, printed rhs (node 1) {rhs:.3e}, ratio {lhs / rhs:.3e} "
                  f"(ratio/log(m1)^2 {lhs / rhs / math.log(m1) ** 2:.3e}); max-over-nodes reading rhs {rmax:.3e}, ratio {lhs / rmax:.3f}")
