"""Auditor B r27: thesis (A.197)/(B.217): lucky-set mean angle between V(0) and W_O(i,:)^(0) (isotropic rows) vs sqrt(log N/m).
Own numpy; Gaussian rows (direction uniform on the m_a-1 sphere)."""
import numpy as np
rng = np.random.default_rng(0)
def lucky_mean(m_a, m):
    W = rng.standard_normal((m, m_a)); V = rng.standard_normal(m_a)
    c = W @ V / (np.linalg.norm(W, axis=1) * np.linalg.norm(V)); th = np.arccos(np.clip(c, -1, 1))
    luck = c > 0                                            # W(0): W_O(i) V(0) > 0
    return th[luck].mean(), luck.sum(), c.mean(), c[luck].mean()
for m_a, m, N in [(3, 20000, 2), (3, 20000, 1000), (20, 20000, 2), (100, 5000, 10)]:
    rows = [lucky_mean(m_a, m) for _ in range(9)]
    mt = np.median([r[0] for r in rows]); b = np.sqrt(np.log(N) / m)
    print(f"m_a={m_a} m={m} N={N}: median lucky mean angle = {mt:.4f} (|W| ~ {int(np.median([r[1] for r in rows]))}); "
          f"|mean - 0| = {mt:.4f}, |mean - pi/2| = {abs(mt - np.pi/2):.4f} vs bound {b:.4f} "
          f"| cos reading: all-neuron mean cos median {np.median([abs(r[2]) for r in rows]):.4f}, lucky mean cos {np.median([r[3] for r in rows]):.4f}")
# reading 'concentration around the conditional mean E[theta | lucky]' (m_a = 3: E = 1 exactly): constant needed
m_a, m = 3, 20000
dev = np.array([abs(lucky_mean(m_a, m)[0] - 1.0) for _ in range(400)])
b = np.sqrt(np.log(2) / m)
print(f"m_a=3 m=2e4: |lucky mean - E[theta|lucky]=1|: median {np.median(dev):.5f}, 99th pct {np.quantile(dev, .99):.5f}; "
      f"bound sqrt(log 2/m) = {b:.5f}; P(dev <= bound) = {np.mean(dev <= b):.3f} (printed: >= 1 - 2^-10); P(dev <= 3 bound) = {np.mean(dev <= 3 * b):.3f}")
