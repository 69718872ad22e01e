"""Auditor C, round 10: thesis Ch. 5, proof of Lemma D.2.10 (1), L7351 (seed L7299-L7351):
||a~_n (Z_0 + Z_2) V^rho||_inf <= O~(sigma_v ||A||_inf (||z_{1,0}|| + ||z_{1,2}||)), V^rho entries N(0, sigma_v^2),
sigma_v in (0, m2^{-1/2}); z_{k,0}, z_{k,2} the ReLU rows of L7349 (Z_0 + Z_2 = ReLU(A X~ (W~^(0) + W~^rho + W'))).
Instance (own): a clique K_M on nodes 1..M plus node 0 (= 'node 1' of the text) joined to k1 = round((M-1)^{1/3}) clique
nodes; A = D^-1/2 (adj + I) D^-1/2 applied by structure; unit features in R^2, bias column; W^(0), bias ~ N(0, 1/m1),
W^rho ~ N(0, sigma_w^2) with sigma_w = m1^{-3/2} (L7299's lower end), W' = 0 (allowed); n = a clique node not joined to
node 0; m1 = 256, m2 = 100, sigma_v = 0.5 m2^{-1/2}; V^rho drawn explicitly. O~ read as sqrt(2 log(2 m2)) (the max of m2
Gaussians) -- any polylog in N, m1, m2 is beaten by the M^{1/3} growth.
"""
import math

import numpy as np


def run(M, seed, m1=256, m2=100, d=2):
    rng = np.random.default_rng(seed)
    k1 = min(max(1, round((M - 1) ** (1 / 3))), M - 1)
    N = M + 1
    deg = np.full(N, float(M)); deg[0] = k1 + 1.0; deg[1:k1 + 1] = M + 1.0
    dinv = deg**-0.5

    def apply(Y):
        S = Y * dinv[:, None]
        out = np.empty_like(S)
        out[0] = S[0] + S[1:k1 + 1].sum(0)
        out[1:] = S[1:].sum(0)[None, :]
        out[1:k1 + 1] += S[0][None, :]
        return out * dinv[:, None]

    X = rng.standard_normal((N, d)); X /= np.linalg.norm(X, axis=1, keepdims=True)
    P = apply(np.concatenate([X, np.ones((N, 1))], 1))
    ainf = float(apply(np.ones((N, 1))).max())
    sw = m1**-1.5
    W0 = rng.standard_normal((d + 1, m1)) / math.sqrt(m1)
    Wr = rng.standard_normal((d + 1, m1)) * sw
    Z0 = np.maximum(P @ W0, 0.0)
    Zs = np.maximum(P @ (W0 + Wr), 0.0)
    n = M  # a clique node with no edge to node 0 (k1 <= M - 1)
    y = dinv[n] * (dinv[1:, None] * Zs[1:]).sum(0)  # a~_n (Z_0 + Z_2)
    sv = 0.5 / math.sqrt(m2)
    Vr = rng.standard_normal((m1, m2)) * sv
    lhs = float(np.abs(y @ Vr).max())
    lg = math.sqrt(2 * math.log(2 * m2))
    z0, z2 = np.linalg.norm(Z0, axis=1), np.linalg.norm(Zs - Z0, axis=1)
    rhs = sv * ainf * (z0[0] + z2[0]) * lg
    rhs_max = sv * ainf * (z0.max() + z2.max()) * lg
    return lhs, rhs, rhs_max, ainf, float(apply(np.ones((N, 1)))[0, 0])


if __name__ == "__main__":
    for M in (10, 100, 1000, 10000, 100000):
        r = [run(M, s) for s in range(3)]
        lhs, rhs, rmax = (np.mean([x[i] for x in r]) for i in range(3))
        print(f"M = {M:>6}: ||A||_inf = {r[0][3]:.3f}, node-1 row sum {r[0][4]:.4f}; lhs {lhs:.3e}, printed rhs "
              f"{rhs:.3e}, ratio {lhs / rhs:.2f}; max-over-nodes reading ratio {lhs / rmax:.3f}")
