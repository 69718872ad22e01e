# Auditor B, round 20: thesis.ch3.eqB.126 (own model; no repository code).
# (B.122): W_K x_s - sum_r softmax_l(.) W_K x_r = beta_1 q_1(t) + beta_2, s, l in S_1; (B.125) beta_2 = Theta(1) o + sum_n zeta'_n r_n(t);
# (B.126): |zeta'_l| <= beta_1 |S_l|/(|S| - |S_1|) for l >= 2.  One-hot tokens x = e_a, keys k_a = W_K e_a linearly independent:
# the left side equals (1 - A_1) k_1 - sum_{a>=2} A_a k_a (A_a = attention mass on pattern-a tokens), so beta_1 = 1 - A_1 = sum_{a>=2} A_a
# and |zeta'_a| = A_a (r_a(t) || q_a(t) in the thesis's induction).  Summed over a >= 2 both sides of (B.126) equal beta_1, so (B.126)
# for all a forces equal per-token attention on every non-S_1 pattern; it fails whenever those differ.
# Check at t = 0 (b^(0) = 0, Assumption B.2.1 init: W_K e_a = q_a + n_a, W_Q e_a = r_a + o_a, ||n||, ||o|| <= delta, q_1 = r_1, q_2 = r_2).
import numpy as np
def orth(n, rng):
    q, r = np.linalg.qr(rng.normal(size=(n, n))); return q*np.sign(np.diag(r))
M, ma = 4, 8
counts = np.array([2, 1, 7, 1])   # |S_a| for a = 1..4 in the sampled set of a mu_1 node (the helper's counts)
for delta in (0.02, 0.1, 0.3, 0.45):
    worst = []; rng = np.random.default_rng(0)
    for _ in range(2000):
        Q = orth(ma, rng); H = np.eye(ma); H[2:, 2:] = orth(ma-2, rng); R = Q @ H
        def noisy(U):
            for _ in range(100):
                E = rng.normal(size=(ma, M)); E *= delta*rng.uniform(0, 1, M)/np.linalg.norm(E, axis=0)
                W = U[:, :M] + E
                if np.linalg.norm(W, 2) <= 1: return W
                W = W/np.linalg.norm(W, 2)
                if np.linalg.norm(W - U[:, :M], axis=0).max() <= delta: return W
            return None
        WK, WQ = noisy(Q), noisy(R)
        if WK is None or WQ is None: continue
        s = WK.T @ WQ[:, 0]                          # score of a pattern-a key for the mu_1 query (b = 0)
        w = counts*np.exp(s); A = w/w.sum()
        beta1 = 1 - A[0]
        ratio = A[1:]/(beta1*counts[1:]/(counts.sum() - counts[0]))
        worst.append(ratio.max())
    worst = np.array(worst)
    print(f'delta={delta}: draws {len(worst)}, max_a>=2 |zeta_a|/(beta_1|S_a|/(|S|-|S_1|)): median {np.median(worst):.4f}, min {worst.min():.4f}, max {worst.max():.4f}; share > 1: {np.mean(worst > 1):.3f}')
