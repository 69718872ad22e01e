"""Audit thesis.ch3.eqB.102 (seed 003 L4335): |H_3| <= (1/B) sum_n nu_n(t) (eta/a) sqrt(log m log B / B) ||p||^2,
case (2) p_j != p_1, H_3 of (B.82) read through (B.8) L3943: H_3(p_j) = (1/B) sum_l eta y_l a_i 1[W_O(i) V_l >= 0] W_j(l),
W_j(l) = node l's attention mass on pattern-j nodes (t = 0, W_V x = p_pattern). Own toy graph following Sec. 3.4.2
(Assumption 3.4.2: a node's label agrees with the majority of mu_1/mu_2 in its core neighbourhood): y balanced,
each node aggregates deg = 8 neighbours, each class-relevant w.p. 0.5, confusion w.p. 0.2, else one of M - 2 = 2
non-discriminative patterns; uniform attention (b = 0, init); a_i = +-1/sqrt(m), a = sqrt(m), eta = 1, ||p|| = 1; nu_n <= 1
is replaced by 1 (the most generous right side). i: a neuron with a_i > 0 active on a y = +1 node (lucky)."""
import numpy as np
def run(seed, B, m=64, M=4, deg=8):
    rng = np.random.default_rng(seed); P = np.eye(M)
    y = rng.choice([1, -1], B); rel = np.where(y == 1, 0, 1); conf = 1 - rel
    u = rng.random((B, deg)); other = rng.integers(2, M, (B, deg))
    nb = np.where(u < 0.5, rel[:, None], np.where(u < 0.7, conf[:, None], other))
    mass = np.stack([(nb == k).mean(1) for k in range(M)], 1)       # B x M
    V = mass @ P
    WO = rng.normal(0, 1 / np.sqrt(m), (m, M)); a = rng.choice([1, -1], m) / np.sqrt(m)
    gate = (V @ WO.T >= 0)
    lucky = [i for i in range(m) if a[i] > 0 and gate[np.argmax(y == 1), i]]
    rhs = (1 / np.sqrt(m)) * np.sqrt(np.log(m) * np.log(B) / B)
    worst = max(abs(np.mean(y * a[i] * gate[:, i] * mass[:, j])) for i in lucky for j in range(1, M))
    return worst, rhs
for B in (200, 2000, 20000, 200000):
    w, r = run(0, B)
    print(f"B={B}: max over lucky i, p_j != p_1 of |H_3| = {w:.4f}; printed right side (nu = 1) = {r:.4f}; ratio = {w/r:.1f}")
