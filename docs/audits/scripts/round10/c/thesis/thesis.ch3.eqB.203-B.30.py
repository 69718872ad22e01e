"""Auditor C, round 10: thesis Ch. 3 (graph transformer), (B.203) (proof of Lemma B.3.4, L4870) and (B.30) (Lemma B.3.4,
L4011), at t = 0.

(B.203): for a node n with y_n = 1, sum_{s in S_1^{n,t}} softmax_n(x_s^T W_K^T W_Q x_n + u^T b) >= p_n(t).
(B.30):  W_j(t) (the p_j coefficient of (B.8), = sum_{s in S_j} softmax_n) <= nu_n(t) |S_j^n|.
Definition B.2.3 (n in D_1 u D_2): nu_n = (sum_z |N_z cap S_*| e^{||q_1||^2 - sigma ||q_1|| + b_z}
  + sum_z |(N_z cap S_*) - S_1| e^{b_z})^{-1},  p_n = sum_z |N_z cap S_*| e^{...} nu_n.
For n in D_1 with y_n = 1, the class-relevant nodes are D_1 (L817): S_* = S_1, so the second sum is EMPTY (literal):
  p_n = 1, nu_n = 1/(|S_1| e^{1 - sigma}) at t = 0 (b^(0) = 0, ||q_1(0)|| = 1).
Reading R (Definition A.2.2 of Ch. 2): second sum over the other sampled nodes: nu_n = 1/(|S_1| e^{1-sigma} + |S|-|S_1|).
Reading L4261: p_n = |S_1| nu_n e^{1 - 2 delta} (with nu_n of reading R, sigma -> 2 delta in both).

Model at t = 0 (own): x_n = mu_j = e_j exactly; q_j = r_j = e_j; W_K^(0) = rotation by -phi, W_Q^(0) = rotation by +theta
in the (e_1, e_2) plane (operator norm 1; key/query errors ||W e_j - e_j|| = 2 sin(phi/2), 2 sin(theta/2)); W_V^(0) = I
(value error 0 <= sigma); b^(0) = 0. Logits for the query x_n = e_1: cos(phi+theta) on S_1, sin(phi+theta) on pattern 2,
0 on patterns >= 3.
Two conventions for which error is which:
  (B.2.1) Assumption B.2.1 as printed: key/query errors <= delta < 1/2, value error <= sigma < O(1/M);
  (L842)  main text L842: "sigma < O(1/M) for queries and keys and delta < 0.5 for values": key/query errors <= sigma.
"""
import math


def masses(S1, S2, S3, psi):
    w1, w2, w3 = S1 * math.exp(math.cos(psi)), S2 * math.exp(math.sin(psi)), S3 * 1.0
    Z = w1 + w2 + w3
    return w1 / Z, w2 / Z


def bounds(S1, S2, S3, sigma, delta):
    lit_nu = 1 / (S1 * math.exp(1 - sigma))
    lit_p = 1.0
    R_nu = 1 / (S1 * math.exp(1 - sigma) + S2 + S3)
    R_p = S1 * math.exp(1 - sigma) * R_nu
    nu2 = 1 / (S1 * math.exp(1 - 2 * delta) + S2 + S3)
    L_p = S1 * math.exp(1 - 2 * delta) * nu2
    return lit_p, R_p, L_p, lit_nu, R_nu


print("t = 0, n in D_1, y_n = 1; psi = phi + theta with 2 sin(phi/2) = 2 sin(theta/2) = key/query error e")
for conv, sigma, delta, e in (("B.2.1", 1 / 8, 0.4, 0.4), ("L842", 1 / 8, 0.4, 1 / 8), ("L842", 0.05, 0.0, 0.05)):
    ang = 2 * math.asin(e / 2)
    psi = 2 * ang
    assert 2 * math.sin(ang / 2) <= e + 1e-15
    for S1, S2, S3 in ((1, 1, 0), (50, 1, 0), (5, 2, 3)):
        m1, m2 = masses(S1, S2, S3, psi)
        lit_p, R_p, L_p, lit_nu, R_nu = bounds(S1, S2, S3, sigma, delta)
        print(f"[{conv}] sigma={sigma:.3f} delta={delta} key/query err={e:.3f} |S1|,|S2|,|S3|={S1},{S2},{S3}:")
        print(f"   (B.203) S_1 mass {m1:.5f} vs p_n literal {lit_p:.5f} ({'ok' if m1 >= lit_p else 'FAILS'}), "
              f"reading R {R_p:.5f} ({'ok' if m1 >= R_p else 'FAILS'}), L4261 {L_p:.5f} ({'ok' if m1 >= L_p else 'FAILS'})")
        print(f"   (B.30)  W_2 {m2:.5f} vs nu_n|S_2| literal {lit_nu * S2:.5f} ({'ok' if m2 <= lit_nu * S2 else 'FAILS'}), "
              f"reading R {R_nu * S2:.5f} ({'ok' if m2 <= R_nu * S2 else 'FAILS'})")
# zero-error initial model (W_K = W_Q = I): the literal p_n = 1 still fails once another node is sampled
m1, m2 = masses(1, 1, 0, 0.0)
print(f"\nzero-error init, |S1| = |S2| = 1: S_1 mass {m1:.5f} < literal p_n = 1; W_2 = {m2:.5f} vs literal nu|S2| = "
      f"{1 / math.exp(1 - 1 / 8):.5f}")
