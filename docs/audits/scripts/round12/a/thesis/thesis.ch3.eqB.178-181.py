"""Auditor A, round 12: thesis App. B.4, (B.178) L4733 and (B.181) L4747 (Chapter 3, Lemma B.3.x proofs).
(B.178): T_1 <= sigma ||W_O(i)|| |N_z^l - S_* - S_#|/|S| * |S - N_z^l|/|S|, T_1 of (B.174) (non-discriminative nodes).
(B.181): ||W_O(i)^(t)(W_V^(t) x_s - W_V^(t) x_j)|| <~ xi eta t^2 m/a^2 + (eta t m/a)(xi eta t^2 m/a^2)^2, y_n = 1, s in S_*, j in S_#.
Own noise-free initial model (t = 0, b = 0): x_s = e_pattern, W_V = W_K = W_Q = I (orthonormal p, q = r), so z(0) = 0 and
(B.12) ||W_O z|| <= sigma ||W_O|| holds with sigma = 0 (Assumption B.2.1: sigma < O(1/M), any sigma >= 0).
W_O(i) ~ N(0, xi^2 I), a_i = +1/sqrt(m), lucky: active on a mu_1 node (W_O(i) V_l > 0 for some l with x_l = mu_1)."""
import math
import numpy as np
rng = np.random.default_rng(4)
M, xi, m = 4, 0.01, 64

# ---- (B.181) at t = 0 (the proof treats t = 0 explicitly at L4749): right side = 0 exactly
vals = []
for _ in range(10000):
    WO = rng.normal(0, xi, M)
    if WO[0] <= 0: continue                                   # lucky (active on mu_1 nodes whose V is mostly p_1)
    vals.append(abs(WO[0] - WO[1]))                           # |W_O (p_1 - p_2)|, s in S_* (mu_1), j in S_# (mu_2)
vals = np.array(vals)
print(f"(B.181) t = 0: left side over {len(vals)} lucky neurons: min {vals.min():.2e}, median {np.median(vals):.2e} "
      f"(~ xi); right side xi eta t^2 m/a^2 + ... = 0 at t = 0 for every eta; P(left > 0) = {(vals > 0).mean():.3f}")
# t = 1 with eta -> 0: W_O^(1) = W_O^(0) - eta g, W_V^(1) = I - eta G with bounded gradients (hinge, |a_i| = 1/sqrt m):
# the left side -> its t = 0 value while the right side = xi eta + sqrt(m) eta (xi eta)^2 (a = sqrt m) -> 0 linearly.
L0 = float(np.median(vals))
for eta in (1e-1, 1e-2, 1e-3, 1e-4, 1e-5):
    rhs = xi * eta * m / m + eta * m / math.sqrt(m) * (xi * eta * m / m) ** 2
    lhs_lo = L0 - eta * 2 * (1 + xi) * 2                      # crude: |g|, |G| <= O(1) per entry at t = 0 (hinge, softmax <= 1)
    print(f"  t = 1, eta = {eta:.0e}: left side >= {max(lhs_lo, 0):.2e} (median neuron), right side {rhs:.2e}, ratio >= {max(lhs_lo,0)/rhs:.1e}")

# ---- (B.178): a small graph, l with x_l = mu_1, S^{l,t} = all nodes (a uniform sample may be all of them), z with
# N_z^l containing every non-discriminative node (C empty) and some mu_1 / mu_2 nodes outside N_z^l.
pats = np.array([0, 0, 1, 2, 2, 3, 0, 1, 0])      # node 0 is l (mu_1); nodes 1..5 at distance z; 6..8 farther
inNz = np.array([False, True, True, True, True, True, False, False, False])
score = (pats == pats[0]).astype(float)           # q_pat(s)^T r_pat(l): 1 for same pattern, 0 otherwise (b = 0)
sm = np.exp(score) / np.exp(score).sum()
nondisc = pats >= 2
A = inNz & nondisc; C = (~inNz) & nondisc
W_out = sm[~inNz].sum(); W_in = sm[inNz].sum()
trials, worst = 0, 0.0
for _ in range(20000):
    WO = rng.normal(0, xi, M)
    if WO[0] <= 0: continue                       # lucky: W_O V_l > 0 needs the p_1 part; check it
    V = (sm[:, None] * np.eye(M)[pats]).sum(0)
    if WO @ V <= 0: continue
    trials += 1
    T1 = (WO[pats[A]] * sm[A]).sum() * W_out - (WO[pats[C]] * sm[C]).sum() * W_in
    worst = max(worst, T1 / np.linalg.norm(WO))
S = len(pats)
frac = (inNz & nondisc).sum() / S * (~inNz).sum() / S
print(f"(B.178): over {trials} lucky neurons max T_1/||W_O(i)|| = {worst:.4f} > 0 = the printed side at sigma = 0; "
      f"at sigma = 1/M = {1/M}: printed side/||W_O|| = {frac/M:.4f}")
