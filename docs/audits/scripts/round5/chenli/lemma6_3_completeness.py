"""Audit chenli.lemma6.3.completeness: seed 000 L1493-L1521, Assumption 10 (L485). numpy float64, d = 256.
Equal softmax patterns s_1 = s_2 = s (uniform) on this X, Delta = 0 (What = W_1 + W_2), alpha = s + r u, u sum-zero unit."""
import numpy as np
from scipy.linalg import hadamard
rng = np.random.default_rng(7)
d, k, m = 256, 3, 2
X = hadamard(d)[1:k + 1].astype(float)                  # X X^T = d I
Q1, _ = np.linalg.qr(rng.standard_normal((d, d))); Q2, _ = np.linalg.qr(rng.standard_normal((d, d)))
for lam, big in [(1.0, 100.0), (0.01, 1e3), (0.01, 1e4)]:
    W = [Q1 / np.sqrt(d), big * Q2 / np.sqrt(d)]          # ||W_1||_F = 1, ||W_2||_F = big >= sqrt(lam)
    eps = 0.1; mn = min(np.linalg.norm(w) for w in W)
    r = eps * np.sqrt(lam) / (5 * np.sqrt(m)) * mn
    # Lemma 6.2 event proxy: for sum-zero lambda_i, ||sum lambda_i^T X W_i||^2 / sum ||lambda_i||^2 ||W_i||^2
    B = np.linalg.qr(np.stack([np.array([1, -1, 0.]), np.array([1, 1, -2.])], 1))[0]   # basis of sum-zero vectors
    vals = []
    for _ in range(2000):
        l1, l2 = B @ rng.standard_normal(2), B @ rng.standard_normal(2)
        num = np.linalg.norm(l1 @ X @ W[0] + l2 @ X @ W[1]) ** 2
        den = (l1 @ l1) * np.linalg.norm(W[0]) ** 2 + (l2 @ l2) * np.linalg.norm(W[1]) ** 2
        vals.append(num / den)
    Msum = X.T @ B                                          # u = B c, maximise ||c^T B^T X (W1 + W2)||
    G = (B.T @ X @ (W[0] + W[1]))
    smax = np.linalg.svd(G, compute_uv=False).max()
    u = B @ np.linalg.svd(G)[0][:, 0]
    s = np.ones(k) / k; alpha = s + r * u
    assert alpha.min() >= 0 and abs(alpha.sum() - 1) < 1e-12 and np.linalg.norm(alpha - s) <= r + 1e-15
    resid = np.linalg.norm(alpha @ X @ (W[0] + W[1]) - s @ X @ (W[0] + W[1]))
    print(f"lambda'={lam} ||W_2||={big:g}: Lemma 6.2 ratio range [{min(vals):.3f}, {max(vals):.3f}]; residual/((eps/2) min||W||) = "
          f"{resid/(eps/2*mn):.3f}; allowed max||W|| for the proof step ~ 1.14/sqrt(lambda') = {1.14/np.sqrt(lam):.1f}")
