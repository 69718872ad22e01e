# Auditor A r26: thesis.ch2.eqA.40 (seed 003 L2621-L2623 (A.1), L2693-L2695 (A.8), L2807-L2809 (A.40)). Own numpy.
import numpy as np
rng = np.random.default_rng(1)
worst_gap, cnt_pos = 0, 0
for trial in range(2000):
    m, d, ma, S = rng.integers(4, 30), 4, 6, rng.integers(2, 7)
    S1 = rng.integers(1, S)                                    # first S1 tokens carry the label-relevant pattern mu_1 (y = 1)
    mu = np.eye(d)
    X = np.stack([mu[0] + 0.1*rng.standard_normal(d) if t < S1 else mu[1 + rng.integers(0, d-1)] + 0.1*rng.standard_normal(d) for t in range(S)], 1)
    WV, WK, WQ = (rng.standard_normal((ma, d)) for _ in range(3)); WO = rng.standard_normal((m, ma))
    asc = np.sqrt(m); a = rng.choice([-1, 1], m)/asc
    def V(l):                                                  # V_l = W_V X softmax(X^T W_K^T W_Q x_l)
        s = X.T @ WK.T @ WQ @ X[:, l]; p = np.exp(s - s.max()); p /= p.sum(); return WV @ X @ p
    R = np.array([np.maximum(WO @ V(l), 0) for l in range(S)])                 # (S, m) Relu(W_O(i) V_l) at t = 0
    F = (R @ a).sum()/S                                                         # (A.1)
    W = [set(np.where(WO @ V(l) > 0)[0]) if l < S1 else set() for l in range(S)]  # (A.8): lucky, l in S_1^n, no condition on a_i
    Kp = set(np.where(a > 0)[0]); Km = set(np.where(a < 0)[0])
    split = sum(sum(R[l, i] for i in W[l]) + sum(R[l, i] for i in Kp - W[l]) - sum(R[l, i] for i in Km) for l in range(S))/(S*asc)
    extra = sum(sum(R[l, i] for i in W[l] & Km) for l in range(S))/(S*asc)
    assert abs(split - F - extra) < 1e-12
    worst_gap = max(worst_gap, split - F); cnt_pos += extra > 0
    splitr = sum(sum(R[l, i] for i in W[l] & Kp) + sum(R[l, i] for i in Kp - W[l]) - sum(R[l, i] for i in Km) for l in range(S))/(S*asc)
    assert abs(splitr - F) < 1e-12                              # reading: lucky neurons restricted to K_+
print(f"2000 random instances: split - F = (1/|S|) sum_l sum_(W cap K_-) (1/a) Relu exactly (to 1e-12); positive in {cnt_pos}; max gap {worst_gap:.4f}")
print("reading W_{l,n}(0) within K_+: split = F exactly in all instances")
