"""Audit A: thesis (B.203) L4870 and (B.30) L4011 at t = 0 (own script).
Graph transformer (3.1): x_n = mu_j exactly (Sec. 3.4), mu_j = e_j (orthonormal: x_i.x_j >= 1 same, 0 <= lambda < 1
different), b^(0) = 0, q_j = r_j = e_j (q_1 = r_1, q_2 = r_2), W_V = I (sigma-error 0). Assumption B.2.1:
||W|| <= 1, ||W_K x - q_j||, ||W_Q x - r_j|| <= delta < 1/2, sigma < O(1/M). W_K = rotation by -phi, W_Q = rotation
by +theta in the (e_1, e_2) plane, built as matrices; errors measured. Node n in D_1, y_n = 1 (class-relevant = D_1,
L817) => S_*^{n,t} = S_1^{n,t}: Definition B.2.3's second sum (over (N_z cap S_*) - S_1) is empty.
"""
import numpy as np, mpmath as mp
mp.mp.dps = 30
def rot(a, d=8):
    R = np.eye(d); R[0, 0] = R[1, 1] = np.cos(a); R[0, 1] = -np.sin(a); R[1, 0] = np.sin(a); return R
def case(S1, S2, S3, delta, sigma, M):
    phi = theta = 2 * np.arcsin(delta / 2)
    WK, WQ = rot(-phi), rot(theta)
    E = np.eye(8)
    errK = max(np.linalg.norm(WK @ E[j] - E[j]) for j in range(M)); errQ = max(np.linalg.norm(WQ @ E[j] - E[j]) for j in range(M))
    assert errK <= delta + 1e-12 and errQ <= delta + 1e-12 and np.linalg.norm(WK, 2) <= 1 + 1e-12 and delta < 0.5 and sigma <= 1 / M
    q = WQ @ E[0]  # query of node n (pattern 1)
    nodes = [0] * S1 + [1] * S2 + [2 + (k % (M - 2)) for k in range(S3)]
    logits = [mp.mpf(float((WK @ E[j]) @ q)) for j in nodes]
    w = [mp.e ** l for l in logits]; Z = sum(w)
    m1 = sum(w[:S1]) / Z; m2 = sum(w[S1:S1 + S2]) / Z
    q1 = 1  # ||q_1(0)|| = 1
    # Definition B.2.3 as printed (n in D_1): nu = 1/(|S_1| e^{||q1||^2 - sigma||q1||}), p_n = 1
    nu_pr = 1 / (S1 * mp.e ** (q1 - sigma * q1)); p_pr = S1 * mp.e ** (q1 - sigma * q1) * nu_pr
    # reading: second sum over the other sampled nodes (Definition A.2.2's |S| - |S_1|)
    nu_rd = 1 / (S1 * mp.e ** (q1 - sigma * q1) + S2 + S3); p_rd = S1 * mp.e ** (q1 - sigma * q1) * nu_rd
    # L4261's p_n = |S_1| nu e^{||q1||^2 - 2 delta ||q1||} with nu over other nodes and the same exponent
    nu_2d = 1 / (S1 * mp.e ** (1 - 2 * delta) + S2 + S3); p_2d = S1 * mp.e ** (1 - 2 * delta) * nu_2d
    print(f"S=({S1},{S2},{S3}) delta={delta} sigma={sigma:.3f} M={M} (errK {errK:.3f}, errQ {errQ:.3f}; logits S1 {float(logits[0]):.3f}, S2 {float(logits[S1]) if S2 else 0:.3f})")
    print(f"   (B.203) S_1 mass {mp.nstr(m1, 8)} >= p_n? printed {mp.nstr(p_pr, 8)} [{m1 >= p_pr}], other-nodes {mp.nstr(p_rd, 8)} [{m1 >= p_rd}], 2delta {mp.nstr(p_2d, 8)} [{m1 >= p_2d}]")
    print(f"   (B.30) W_2 {mp.nstr(m2, 8)} <= nu|S_2|? printed {mp.nstr(nu_pr * S2, 8)} [{m2 <= nu_pr * S2}], other-nodes {mp.nstr(nu_rd * S2, 8)} [{m2 <= nu_rd * S2}], 2delta {mp.nstr(nu_2d * S2, 8)} [{m2 <= nu_2d * S2}]")
case(50, 1, 0, 0.4, 1 / 8, 8)
case(1, 1, 0, 0.4, 1 / 8, 8)
case(1, 1, 0, 0.0, 1 / 8, 8)   # zero-noise init: (B.203) as printed still fails (p_n = 1)
case(10, 3, 5, 0.3, 0.05, 6)
case(5, 5, 0, 0.2, 1 / 8, 8)
