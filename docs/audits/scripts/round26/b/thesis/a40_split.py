"""Auditor B r26: thesis (A.40) L2807-L2809: F = (1/|S|) sum_l [ sum_{i in W_{l,n}(0)} (1/a) Relu + sum_{i in K_+ \\ W} (1/a) Relu - sum_{i in K_-} (1/a) Relu ],
F of (A.1) with a_i = +-1/a; W_{l,n}(0) = {i : W_O(i)^(0) V_{l,n}(0) > 0, l in S_1^n} (A.8) -- no sign condition on a_i."""
import numpy as np
rng = np.random.default_rng(7)
def one(m=20, d=4, S=5, s1=3, tau=0.1):
    mu1 = np.eye(d)[0]; mu2 = np.eye(d)[1]
    X = np.stack([mu1 + tau * rng.standard_normal(d) for _ in range(s1)] + [mu2 + tau * rng.standard_normal(d) for _ in range(S - s1)], 1)
    WV, WK, WQ = (rng.standard_normal((d, d)) / np.sqrt(d) for _ in range(3)); WO = rng.standard_normal((m, d))
    a = rng.choice([-1.0, 1.0], m) / np.sqrt(m); inva = 1 / np.sqrt(m)
    def V(l):
        s = X.T @ WK.T @ WQ @ X[:, l]; w = np.exp(s - s.max()); w /= w.sum(); return WV @ X @ w
    F = np.mean([a @ np.maximum(WO @ V(l), 0) for l in range(S)])
    split = 0.0; extra = 0.0; nbad = 0
    for l in range(S):
        r = np.maximum(WO @ V(l), 0)
        Wset = {i for i in range(m) if WO[i] @ V(l) > 0} if l < s1 else set()
        Kp = {i for i in range(m) if a[i] > 0}; Km = set(range(m)) - Kp
        split += sum(inva * r[i] for i in Wset) + sum(inva * r[i] for i in Kp - Wset) - sum(inva * r[i] for i in Km)
        extra += sum(inva * r[i] for i in Wset & Km); nbad += len(Wset & Km)
    split /= S; extra /= S
    # reading: lucky set within K_+
    split2 = 0.0
    for l in range(S):
        r = np.maximum(WO @ V(l), 0); Kp = {i for i in range(m) if a[i] > 0}; Km = set(range(m)) - Kp
        Wset = {i for i in range(m) if WO[i] @ V(l) > 0 and a[i] > 0} if l < s1 else set()
        split2 += sum(inva * r[i] for i in Wset) + sum(inva * r[i] for i in Kp - Wset) - sum(inva * r[i] for i in Km)
    return F, split, extra, nbad, split2 / S
res = [one() for _ in range(200)]
gaps = [s - F for F, s, e, nb, s2 in res]
print(f"200 random instances (m = 20, d = 4, |S| = 5, |S_1| = 3): split - F in [{min(gaps):.4g}, {max(gaps):.4g}], "
      f"= (1/|S|) sum over lucky neurons with a_i < 0 of (1/a) Relu: max |split - F - extra| = {max(abs(s - F - e) for F, s, e, nb, s2 in res):.2e}; "
      f"instances with a lucky a_i < 0: {sum(nb > 0 for F, s, e, nb, s2 in res)}")
print(f"reading (lucky set inside K_+): max |split - F| = {max(abs(s2 - F) for F, s, e, nb, s2 in res):.2e}")
