"""Audit thesis.ch7.eqF.73 (seed 003 L9641; setup L2012, L2028, L2096). d_x = M = 2 (M <= d allowed), mu_j = e_j,
so (mu_j; 0) orthogonal to c_k forces c_k into the second block; K = 2, c_k = (0; e_k). W_V = (0 I)."""
import numpy as np
dx = 2; mu = np.eye(dx); Z = np.zeros(dx)
c = {1: np.concatenate([Z, mu[0]]), 2: np.concatenate([Z, mu[1]])}
WV = np.hstack([np.zeros((dx, dx)), np.eye(dx)])
assert all(abs(c[k] @ np.concatenate([mu[j], Z])) < 1e-15 for k in c for j in range(dx)) and abs(c[1] @ c[2]) < 1e-15
cases = [((0, 0), (0, 1), 1, 1), ((0, 1), (1, 1), 1, 2), ((0, 1), (0, 1), 2, 2)]
for (a, b), (a2, b2), k1, k2 in cases:
    p = np.concatenate([mu[a], mu[b]]) + c[k1]; pi = np.concatenate([mu[a2], mu[b2]]) + c[k2]
    lhs = (WV @ p) @ (WV @ pi); rhs = float(b == b2)
    print(f"p=(mu{a+1};mu{b+1})+c{k1}, p_i=(mu{a2+1};mu{b2+1})+c{k2}: (W_V p)^T W_V p_i = {lhs:.1f}, 1[lab = lab] = {rhs:.0f}")
# reading W_V c_k = 0: d_x = M + K, c_k in the first block outside span(mu)
dx2 = 4; mu2 = np.eye(dx2)[:2]; c2 = {k: np.concatenate([np.eye(dx2)[2 + k - 1], np.zeros(dx2)]) for k in (1, 2)}
WV2 = np.hstack([np.zeros((dx2, dx2)), np.eye(dx2)])
ok = all(abs((WV2 @ (np.concatenate([mu2[a], mu2[b]]) + c2[k])) @ (WV2 @ (np.concatenate([mu2[a2], mu2[b2]]) + c2[k2])) - (b == b2)) < 1e-15
         for a in range(2) for b in range(2) for a2 in range(2) for b2 in range(2) for k in (1, 2) for k2 in (1, 2))
print("reading c_k in the first block (d_x = M + K): identity holds for all 64 pairs:", ok)
