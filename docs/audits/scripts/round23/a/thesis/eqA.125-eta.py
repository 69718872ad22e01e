"""Auditor A r23: thesis (A.125) (seed 003 L3251) at t = 0 along eta -> 0. Own model (numpy, no repository code):
ViT (2.1); M = 5 unit patterns in R^8 with mu_1^T mu_2 = rho (non-orthogonal patterns are allowed: Sec. 2.3.2 only asks
them distinct; (A.10)-(A.11) hold with lambda >= rho), the rest orthonormal; noise-free tokens (tau = 0);
W_V = W_K = W_Q = s A, A = E (Mu^T Mu)^{-1} Mu^T (A mu_j = e_j), s = 1/||A|| so ||W|| = 1 and ||W mu_j - e_j|| = 1 - s
(= sigma = delta, checked <= 1/M and < 1/2); W_O ~ N(0, 1/M). LHS for l in S_2^n, i in U_{l,n}(0) (literal (A.9), non-empty
here), j in S_1^g: x_l^T x_j^g = rho > 0. RHS at t = 0 (b-sum empty) = eta x positive eta-free factor; bounded ABOVE
with p_n <= 1, beta_1 <= 1 ((A.115)), ||q_1(0)|| = 1, lambda <= 1, a = sqrt(m), xi = max(1/sqrt(m), 1/sqrt(M))."""
import numpy as np, math
d, M = 8, 5
def run(rho, eta_list, L=12, s_star=6, s_hash=2, m=128, B=40, seed=0):
    rng = np.random.default_rng(seed)
    Mu = np.zeros((d, M)); Mu[:M, :M] = np.eye(M)
    Mu[:, 1] = rho * Mu[:, 0] + math.sqrt(1 - rho ** 2) * np.eye(d)[:, 1]       # mu_2 at angle, unit norm
    A = np.eye(d)[:, :M] @ np.linalg.inv(Mu.T @ Mu) @ Mu.T
    s = 1 / np.linalg.norm(A, 2); W = s * A
    err = max(np.linalg.norm(W @ Mu[:, j] - np.eye(d)[:, j]) for j in range(M))
    WV = WK = WQ = W
    def sample(label):
        a, b = (0, 1) if label == 1 else (1, 0)
        return np.array([a] * s_star + [b] * s_hash + list(rng.integers(2, M, L - s_star - s_hash)))
    batch = [sample(1 if k % 2 == 0 else -1) for k in range(B)]
    a_ = math.sqrt(m); xi = max(1 / math.sqrt(m), 1 / math.sqrt(M))
    WO = rng.normal(0, 1 / math.sqrt(M), (m, d))
    S2f = np.array([(p == 1).sum() / len(p) for p in batch])
    A1 = sum(xi * (p == 1).sum() * m / (len(p) * a_ * a_) for p in batch) / B
    br = S2f.sum() / (4 * B)                                   # p_n <= 1
    out = []
    for pats in batch:
        X = Mu[:, pats]; S = len(pats)
        Sstar = (pats == (0 if pats.tolist().count(0) > pats.tolist().count(1) else 1)).sum()
        Shash = (pats == (1 if pats.tolist().count(0) > pats.tolist().count(1) else 0)).sum()
        rhs_over_eta = A1 * br * 1.0 * 1.0 * 1.0 * Shash / (S - Sstar)
        l = int(np.where(pats == 1)[0][0])                     # l in S_2^n
        sc = X.T @ WK.T @ WQ @ X[:, l]; w = np.exp(sc - sc.max()); w /= w.sum()
        U = np.where(WO @ (WV @ X @ w) > 0)[0]                 # (A.9) literal at l in S_2^n
        q1 = np.eye(d)[:, 0]
        score = q1 @ (WK @ X) - (q1 @ (WK @ X)) @ w
        Z = (WO[U] @ (WV @ X)) @ (w * score) * float(X[:, l] @ Mu[:, 0])   # x_l^T x_j^g, x_j^g = mu_1
        out.append((Z.max(), rhs_over_eta))
    print(f"rho={rho} seed {seed}: sigma=delta={err:.3f} (1/M={1/M}), lambda >= {rho}; samples with Z_i(0) > 0: "
          f"{sum(z > 0 for z, _ in out)}/{B}")
    for eta in eta_list:
        print(f"   eta={eta:.0e}: median max_i Z_i(0)/RHS-upper-bound = {np.median([z/(eta*r) for z, r in out]):.4g}")
for rho in [0.1, 0.3]:
    for seed in range(2):
        run(rho, [1, 1e-2, 1e-4, 1e-6], seed=seed)
