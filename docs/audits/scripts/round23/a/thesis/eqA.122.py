"""Auditor A r23: thesis (A.122) (seed 003 L3225-L3232) at t = 0. Own model (numpy, no repository code):
ViT (2.1): F(X) = (1/|S|) sum_l a_(l)^T Relu(W_O W_V X softmax(X^T W_K^T W_Q x_l)), M = 5 one-hot patterns in R^8,
noise-free tokens (tau = 0), W_V = (1 - sigma) I (||W_V mu_j - p_j|| = sigma, p = e), W_K = I, W_Q = (1 - delta) I
(q = r = e, q_1 = r_1), W_O ~ N(0, xi^2), m neurons.  Literal U_{l,n}(0) (A.9) is empty for l in S_1^n; reading: U = neurons
lucky for the sample's mu_2 token (all mu_2 tokens share V). LHS Z_i, i in U, l in S_1^n, j in S_1^g (x_l^T x_j^g = 1).
RHS at t = 0: b-sum empty; all factors > 0 except the bracket (1/4B) sum_n |S_2^n|/|S^n| p_n - sigma - tau."""
import numpy as np, math, sys

d, M = 8, 5
E = np.eye(d)

def sample(label, L, s_star, s_hash, rng):
    a, b = (0, 1) if label == 1 else (1, 0)
    pats = [a] * s_star + [b] * s_hash + list(rng.integers(2, M, L - s_star - s_hash))
    return np.array(pats)

def attn(pats, WK, WQ, l):
    X = E[pats].T
    s = X.T @ WK.T @ WQ @ X[:, l]
    w = np.exp(s - s.max()); return w / w.sum(), X

def run(sigma, delta, L, s_star, s_hash, m=256, B=40, xi=0.01, seed=0, verbose=True):
    rng = np.random.default_rng(seed)
    WV = (1 - sigma) * np.eye(d); WK = np.eye(d); WQ = (1 - delta) * np.eye(d)
    # hypotheses
    tau = 0.0
    assert np.linalg.norm(WV, 2) <= 1 and np.linalg.norm(WQ, 2) <= 1 and delta < .5 and tau <= min(sigma, delta)
    a_star, a_hash = s_star / L, s_hash / L
    c28 = a_star >= a_hash / (math.exp(-(delta + tau)) * (1 - (sigma + tau)))
    N = B
    c27 = m >= M ** 2 * math.log(N)
    batch = [sample(1 if k % 2 == 0 else -1, L, s_star, s_hash, rng) for k in range(B)]
    # p_n(0) of Definition A.2.2 with ||q_1(0)|| = 1
    c = 1 - (delta + tau)
    def p_n(pats):
        S1 = (pats == 0).sum(); return S1 * math.exp(c) / (S1 * math.exp(c) + len(pats) - S1)
    br_actual = sum((pats == 1).sum() / len(pats) * p_n(pats) for pats in batch) / (4 * B) - sigma - tau
    br_upper = sum((pats == 1).sum() / len(pats) for pats in batch) / (4 * B) - sigma - tau   # p_n <= 1
    WO = rng.normal(0, xi, (m, d))
    npos = 0; zmax = []
    for pats in batch:
        l = int(np.where(pats == 0)[0][0]); l2 = int(np.where(pats == 1)[0][0])
        w2, X = attn(pats, WK, WQ, l2); V2 = WV @ X @ w2
        U = np.where(WO @ V2 > 0)[0]
        w, X = attn(pats, WK, WQ, l)
        q1 = E[0]
        score = q1 @ (WK @ X) - (q1 @ (WK @ X)) @ w                  # q_1^T (W_K x_s - sum_r sm_r W_K x_r)
        Z = (WO[U] @ (WV @ X)) @ (w * score) * 1.0                   # x_l^T x_j^g = 1
        zmax.append(Z.max() / xi); npos += (Z > 0).any()
    if verbose:
        print(f"sigma={sigma} delta={delta} |S|={L} s*={s_star} s#={s_hash} m={m} B=N={B}: (2.7) {c27}, (2.8) {c28}; "
              f"bracket(actual p_n(0)) = {br_actual:+.4f}, bracket(p_n<=1) = {br_upper:+.4f} -> RHS {'< 0' if br_actual < 0 else '> 0 (no sign conclusion)'}; "
              f"samples with some i in U, Z_i > 0: {npos}/{B}, median max Z_i/xi = {np.median(zmax):.3g}")
    return br_actual, br_upper, npos

print("-- fixed M = 5, |S| = 12 (6 relevant, 2 confusion), sigma inside O(1/M):")
for sigma in [0.2, 0.1, 0.05, 0.03]:
    for seed in range(2):
        run(sigma, 0.2, 12, 6, 2, seed=seed)
print("-- path sigma -> 0 (inside sigma = O(1/M) for every hidden constant), alpha_* = C sigma, |S| = 2/(C sigma):")
for C in [0.5, 2.0, 5.0]:
    for sigma in [0.05, 0.01, 0.002]:
        L = int(math.ceil(2 / (C * sigma)))
        run(sigma, 0.2, L, 2, 1, m=256, B=20)
