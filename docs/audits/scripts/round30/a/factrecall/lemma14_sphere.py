"""Auditor A r30: factrecall Lemma 14 proof step L1715 on the sphere factor: E[|f - Ef|^q]^{1/q} <= q^{p/2} Var(f)^{1/2}, q = 2 log(1/delta).
Own mpmath: f = x_1 (p = 1), x ~ Unif(S^{d-1}) (k = 1, m = 0): E f = 0, Var f = 1/d,
E|x_1|^q = Gamma((q+1)/2) Gamma(d/2) / (sqrt(pi) Gamma((d+q)/2))  (x_1^2 ~ Beta(1/2, (d-1)/2)); Monte Carlo cross-check at d = 3."""
import mpmath as mp, numpy as np
def lhs(q, d):
    return (mp.gamma((q + 1) / 2) * mp.gamma(mp.mpf(d) / 2) / (mp.sqrt(mp.pi) * mp.gamma((d + q) / 2))) ** (1 / q)
rng = np.random.default_rng(14)
X = rng.standard_normal((400000, 3)); X /= np.linalg.norm(X, axis=1, keepdims=True)
q = 2 * np.log(1 / 0.95)
print(f"MC d=3, delta=0.95: {np.mean(np.abs(X[:,0])**q)**(1/q):.4f} vs closed form {float(lhs(mp.mpf(q), 3)):.4f}")
for delta in [0.5, 0.7, 0.8, 0.9, 0.95, 0.99, 0.999]:
    q = 2 * mp.log(1 / mp.mpf(delta))
    row = []
    for d in [2, 3, 10, 100, 10000]:
        L = lhs(q, d); R = q ** 0.5 / mp.sqrt(d)
        row.append(f"d={d}: {float(L*mp.sqrt(d)):.3f}/{float(q**0.5):.3f}{'*' if L > R else ''}")
    print(f"delta={delta} (q={float(q):.4f}): lhs*sqrt(d) / q^(1/2): " + "  ".join(row))
print("(* = printed step violated)")
