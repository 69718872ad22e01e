# Auditor B, round 30: thesis.ch2.eqA.78 (seed 003 L3020-L3022): "For i in W_{l,n}(0), by Lemma A.5.2, we have
# W_O(i,:)^(t) sum_{s=1}^L W_V^(t) x_s^n softmax(x_s^{nT} W_K^(t)T W_Q^(t) x_s^n) > 0" (A.78).  W_{l,n}(0) (A.8): W_O(i,:)^(0) V_l^n(0) > 0,
# l in S_1^n, V_l^n(t) = W_V X^n softmax(X^{nT} W_K^T W_Q x_l^n) (A.7) (query x_l).  Lemma A.5.2 (A.193) is about V_l^n(t).
# Own instance at t = 0: M = 5 orthonormal patterns in R^d (d = 8), tokens = patterns (unit norm), L = 10, near-orthogonal initial
# model W_V = W_K = W_Q = I + (small noise) (the "initial model" of L519 with errors sigma, tau << 1/M), W_O ~ N(0, xi^2).
# Literal (A.78): softmax over s in [L] of the self-scores x_s^T W_K^T W_Q x_s (the only free index), weights on W_V x_s.
import numpy as np
rng = np.random.default_rng(12)
d, M, L, N = 8, 5, 10, 20
P = np.eye(d)[:M]
def sm(z): e = np.exp(z - z.max()); return e/e.sum()
for m in (16, 128):
    for noise in (0.0, 0.02):
        WV = np.eye(d) + noise*rng.standard_normal((d, d)); WK = np.eye(d) + noise*rng.standard_normal((d, d)); WQ = np.eye(d) + noise*rng.standard_normal((d, d))
        WO = rng.standard_normal((m, d))/np.sqrt(m)
        lucky = fail = fail_query = 0
        for n in range(N):
            y = 1 if n % 2 == 0 else -1
            k = list(rng.choice(np.arange(2, M), L - 4)) + ([0, 0, 0, 1] if y == 1 else [1, 1, 1, 0])   # discriminative majority
            rng.shuffle(k); X = P[k].T                                                    # d x L
            S1 = [s for s in range(L) if k[s] == 0]
            wself = sm(np.array([X[:, s] @ WK.T @ WQ @ X[:, s] for s in range(L)]))
            lit = WO @ (WV @ X @ wself)                                                  # literal (A.78) value per neuron
            for l in S1:
                Vl = WV @ X @ sm(X.T @ WK.T @ WQ @ X[:, l])                              # (A.7)
                luck = WO @ Vl > 0                                                        # (A.8)
                lucky += luck.sum(); fail += np.sum(luck & (lit <= 0)); fail_query += np.sum(luck & ((WO @ Vl) <= 0))
        print(f"m={m} noise={noise}: lucky (i, l, n) = {lucky}; literal (A.78) <= 0 on {fail} of them ({fail/lucky:.3f}); "
              f"with query x_l (reading) <= 0 on {fail_query}")
