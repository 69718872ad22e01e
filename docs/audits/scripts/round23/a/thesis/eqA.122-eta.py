"""Auditor A r23: thesis (A.122) at t = 0 along eta -> 0 (seed 003 L3225-L3232). Own model as eqA.122.py (numpy, no
repository code). sigma = tau = 0 (W_V = I orthogonal, noise-free tokens) so the bracket is > 0; the right side at t = 0 is
eta * (eta-free positive factor) (b-sum empty), the left side Z_i(0) uses only the initial weights. Right side bounded ABOVE
(conservative): p_n <= 1 in the bracket and as prefactor, beta_1 <= nu_n(0)(|S| - |S_1|) ((A.115) upper), phi_n(0) exact,
a = sqrt(m), xi = max(1/sqrt(m), 1/sqrt(M)) (the two values the appendix uses, (A.51) and L2650)."""
import numpy as np, math
d, M = 8, 5
E = np.eye(d)
def run(eta_list, L=12, s_star=6, s_hash=2, m=128, B=40, delta=0.2, seed=0):
    rng = np.random.default_rng(seed)
    sigma = tau = 0.0
    WV = np.eye(d); WK = np.eye(d); WQ = (1 - delta) * np.eye(d)
    def sample(label):
        a, b = (0, 1) if label == 1 else (1, 0)
        return np.array([a] * s_star + [b] * s_hash + list(rng.integers(2, M, L - s_star - s_hash)))
    batch = [sample(1 if k % 2 == 0 else -1) for k in range(B)]
    c = 1 - (delta + tau)                          # ||q_1(0)|| = 1
    S2f = np.array([(p == 1).sum() / len(p) for p in batch])
    bracket_up = S2f.sum() / (4 * B) - sigma - tau  # p_n <= 1
    a = math.sqrt(m); xi = max(1 / math.sqrt(m), 1 / math.sqrt(M))
    WO = rng.normal(0, 1 / math.sqrt(M), (m, d))
    worst = []
    for pats in batch:
        S1 = (pats == 0).sum(); S2 = (pats == 1).sum(); S = len(pats)
        phi = 1 / (S1 * math.exp(1 + (delta + tau)) + S - S1)
        nu = 1 / (S1 * math.exp(1 - (delta + tau)) + S - S1)
        beta1_up = nu * (S - S1)
        A = sum(xi * (p == 1).sum() * m / (len(p) * a * a) for p in batch) / B
        rhs_over_eta = 1.0 * A * bracket_up * phi * S2 * beta1_up * 1.0
        X = E[pats].T
        l = int(np.where(pats == 0)[0][0]); l2 = int(np.where(pats == 1)[0][0])
        def sm(q):
            s = X.T @ WK.T @ WQ @ X[:, q]; w = np.exp(s - s.max()); return w / w.sum()
        U = np.where(WO @ (WV @ X @ sm(l2)) > 0)[0]
        w = sm(l); score = E[0] @ (WK @ X) - (E[0] @ (WK @ X)) @ w
        Z = (WO[U] @ (WV @ X)) @ (w * score)
        worst.append((Z.max(), rhs_over_eta))
    print(f"seed {seed}: bracket (p_n<=1) = {bracket_up:+.4f} > 0; samples with Z_i(0) > 0 for some i in U: "
          f"{sum(z > 0 for z, _ in worst)}/{B}")
    for eta in eta_list:
        r = np.median([z / (eta * rr) for z, rr in worst])
        print(f"   eta = {eta:.0e}: median over samples of max_i Z_i(0) / RHS-upper-bound = {r:.4g}")
for seed in range(3):
    run([1, 1e-1, 1e-2, 1e-3, 1e-4, 1e-5], seed=seed)
