"""Auditor A r30: thesis (A.78) (seed 003 L3020-L3022), at t = 0: for i in W_{l,n}(0) (lucky: W_O(i,:) V_l^n(0) > 0, l in S_1^n, (A.8) L2695),
W_O(i,:) sum_s W_V x_s softmax(x_s^T W_K^T W_Q x_s) > 0 ?   Own numpy instance (not the helper's): data model of Sec. 2.3.2
(M orthonormal patterns, unit tokens within tau of a pattern, majority label), an exact initial model W_V = W_K = W_Q = I (zero
initial error), W_O ~ N(0, xi^2).  The printed softmax has the self-score as argument; normalising over s in [L] (the only free index)."""
import numpy as np
rng = np.random.default_rng(78)
d, M, L, N, tau = 10, 5, 10, 40, 0.1
mu = np.eye(d)[:M]
def sample():
    y = rng.choice([1, -1]); rel = 0 if y == 1 else 1; conf = 1 - rel
    pats = [rel] * 5 + [conf] * 2 + list(rng.integers(2, M, L - 7))        # alpha* = 1/2, majority = rel
    rng.shuffle(pats)
    X = []
    for p in pats:
        z = rng.standard_normal(d); z -= z @ mu[p] * mu[p]; z *= tau / np.linalg.norm(z) * rng.random()
        x = mu[p] + z; X.append(x / np.linalg.norm(x))
    return np.array(X).T, y, np.array(pats), rel
def softmax(v):
    e = np.exp(v - v.max()); return e / e.sum()
for m in [16, 128, 1024]:
    WO = rng.standard_normal((m, d)) / np.sqrt(m)
    bad = tot = bad_q = 0
    for n in range(N):
        X, y, pats, rel = sample()
        S1 = np.where(pats == rel)[0]
        self_att = softmax(np.einsum('dl,dl->l', X, X))                    # softmax over s of x_s^T x_s
        A78 = WO @ (X @ self_att)                                           # printed (A.78) quantity, all neurons
        for l in S1:
            Vl = X @ softmax(X.T @ X[:, l])                                  # V_l^n(0), query x_l
            lucky = np.where(WO @ Vl > 0)[0]
            tot += len(lucky); bad += np.sum(A78[lucky] <= 0)
            bad_q += np.sum((WO @ Vl)[lucky] <= 0)                          # reading: query x_l -> positive by (A.8)
    print(f"m={m}: lucky (i, l, n) triples {tot}: printed (A.78) <= 0 at {bad} ({bad/tot:.1%}); with the query x_l (reading): {bad_q}")
