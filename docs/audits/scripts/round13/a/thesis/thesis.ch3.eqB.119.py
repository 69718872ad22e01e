"""Audit A, r13: thesis (B.119), L4416-L4419 (proof of Lemma B.3.2, case l in S_1, 'at the initial point'):
  softmax_l((W_K^(0) x_s)^T W_Q^(0) x_l + u_(s,l)^T b^(0)) >= Omega(1) * sum_{r in S_2^{l,t}} softmax_l(...x_r...)
for s in S_1^{l,t}. Definitions: softmax over the sampled set S^{l,t} (the aggregation of (3.1)); b^(0) = 0 (Algorithm 4,
L3882); node features x_n = mu_j exactly (Section 3.4.2); Assumption B.2.1: W_K^(0) mu_j = q_j + n_j, W_Q^(0) mu_j =
r_j + o_j, orthonormal {q_j}, {r_j}, q_1 = r_1, q_2 = r_2, ||n_j||, ||o_j|| <= delta < 1/2, ||W_K||, ||W_Q|| <= 1.
Own construction: explicit matrices (mu_j = e_j in R^M, W_K, W_Q built so that W mu_j = basis + error), explicit node
list of the sample with |S_1| mu_1 nodes, |S_2| mu_2 nodes, the rest non-discriminative; gamma_d = Theta(1) makes
|S_2| ~ (gamma_d/2)|S|, and |N_{z_m}| >= N/poly(Z) with Theorem 3.4.4's |S| >= Omega(1) (no upper limit) lets |S| grow."""
import numpy as np

def build(M, delta, rng):
    # orthonormal q = r (shared for patterns 1, 2 as required; take q_j = r_j = e_j for all j), errors of norm <= delta
    E1 = rng.normal(size=(M, M)); E1 *= delta * rng.uniform(0, 1, M) / np.linalg.norm(E1, axis=0)
    E2 = rng.normal(size=(M, M)); E2 *= delta * rng.uniform(0, 1, M) / np.linalg.norm(E2, axis=0)
    WK, WQ = np.eye(M) + E1, np.eye(M) + E2
    sK, sQ = max(1, np.linalg.norm(WK, 2)), max(1, np.linalg.norm(WQ, 2))
    WK, WQ = WK / sK, WQ / sQ                                  # ||W|| <= 1 (errors stay <= delta + (1 - 1/s) <= ...)
    errK = np.linalg.norm(WK - np.eye(M), axis=0).max(); errQ = np.linalg.norm(WQ - np.eye(M), axis=0).max()
    return WK, WQ, max(errK, errQ)

def ratio(WK, WQ, M, S, frac2, frac1, rng):
    n1 = max(2, int(frac1 * S)); n2 = int(frac2 * S); rest = S - n1 - n2
    pats = np.array([0] * n1 + [1] * n2 + list(rng.integers(2, M, rest)))
    X = np.eye(M)[pats]                                        # node features = patterns
    l = 0                                                      # query node l (a mu_1 node, in its own sample)
    logits = (X @ WK.T) @ (WQ @ X[l])                          # (W_K x_r)^T W_Q x_l, u^T b^(0) = 0
    w = np.exp(logits - logits.max()); w /= w.sum()
    s_min = w[pats == 0].min()
    return s_min / w[pats == 1].sum(), n2, logits[pats == 0].max() - logits[pats == 1].min()

rng = np.random.default_rng(3)
M = 5
for delta in (0.0, 0.2, 0.49):
    WK, WQ, err = build(M, delta, rng)
    print(f"delta = {delta}: max key/query error after norm rescaling = {err:.3f} (< 1/2: {err < 0.5}), "
          f"||W_K|| = {np.linalg.norm(WK, 2):.3f}, ||W_Q|| = {np.linalg.norm(WQ, 2):.3f}")
    for S in (10, 100, 1000, 10000, 100000):
        r, n2, gap = ratio(WK, WQ, M, S, 0.25, 0.3, rng)
        print(f"   |S| = {S:6d}, |S_2| = {n2:5d}: softmax_l(s) / sum_S2 softmax_l(r) = {r:.3e}  (x |S_2| = {r * n2:.3f}; "
              f"logit gap <= {gap:.3f} < 1 + 4 delta + 2 delta^2 = {1 + 4 * delta + 2 * delta**2:.3f})")
