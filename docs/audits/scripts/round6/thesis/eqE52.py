"""Audit thesis.ch6.eqE.52 (seed 003 L8175-L8177; Definition E.4.4 L7997-L8003; init L1727: W_V^(0) = delta I,
delta in (0, 0.2], W_O^(0) entries N(0, 1/m)). zeta_0 = min_i min_n W_O(i) V^n, V^n = sum_s (W_V p_s) softmax_s != 0.
W_O rows are iid and symmetric, independent of V^n, so P(zeta_0 >= 0) <= P(all i: W_O(i) V^1 >= 0) = 2^{-m}.
Monte Carlo on an explicit prompt (one-hot patterns, label entry +-1), delta = 0.2."""
import numpy as np
rng = np.random.default_rng(0)
dX, l, delta = 4, 5, 0.2
for m in [2, 8, 40]:
    neg = 0; R = 4000; vals = []
    for _ in range(R):
        P = np.zeros((dX + 1, l + 1))
        for s in range(l + 1):
            P[rng.integers(dX), s] = 1.0
            P[dX, s] = rng.choice([-1.0, 1.0]) if s < l else 0.0  # query label slot 0
        WQ = WK = np.diag([delta] * dX + [0.0]); WV = delta * np.eye(dX + 1)
        logits = (WK @ P).T @ (WQ @ P[:, -1]); a = np.exp(logits - logits.max()); a /= a.sum()
        V = (WV @ P) @ a
        WO = rng.normal(size=(m, dX + 1)) / np.sqrt(m)
        z = (WO @ V).min(); vals.append(z); neg += z < 0
    print(f"m={m}: P(zeta_0 < 0) = {neg/R:.4f} (>= 1 - 2^-m = {1 - 2.0**-m:.4f}); median zeta_0 = {np.median(vals):.4f}")
