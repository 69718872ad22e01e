"""Audit chenli.display.lemma6.3-completeness-second-link (seed 000 L1497, L1515-L1521; Assumption 10 L485)."""
import numpy as np
rng = np.random.default_rng(1)
# literal: ||delta_i|| <= eps (the proof's L1515): m = 1, ||W_1|| = 1, ||delta_1|| = eps
for eps in (0.1, 0.5):
    print(f"eps={eps}: lhs 1.1*eps = {1.1*eps:.3f} vs rhs eps/4 = {eps/4:.3f} ratio {4.4:.2f}")
# reading: ||delta_i|| <= eps sqrt(lam') min||W|| /(5 sqrt m) (L1497), ||W_1|| = 1, lam' <= ||W_i||^2 <= 1 (W_1 largest)
worst = 0
for _ in range(20000):
    m = rng.integers(1, 8); lam = rng.uniform(1e-4, 1); eps = rng.uniform(1e-3, 1)
    W = np.concatenate([[1.0], np.sqrt(rng.uniform(lam, 1, m - 1))])
    r = eps * np.sqrt(lam) * W.min() / (5 * np.sqrt(m))
    lhs = 1.1 * np.sqrt(np.sum(r**2 * W**2)); rhs = eps / 4 * W.min()
    worst = max(worst, lhs / rhs)
print("reading, W_1 largest: max ratio", round(worst, 4), "(bound 0.88 sqrt(lam'))")
# reading without ||W_i|| <= ||W_1||: m = 2, W = (1, 10), lam' = 1
W = np.array([1.0, 10.0]); lam, eps, m = 1.0, 0.1, 2
r = eps * np.sqrt(lam) * W.min() / (5 * np.sqrt(m))
print("W=(1,10), lam'=1: ratio", round(1.1 * np.sqrt(np.sum(r**2 * W**2)) / (eps / 4 * W.min()), 3))
