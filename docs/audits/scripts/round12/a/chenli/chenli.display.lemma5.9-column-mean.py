"""Auditor A, round 12: chenli L734 (proof of Lemma 5.9): |<Theta_{:,i}, mu 1_[2] + nu 1_[3]>| <= sqrt(max(d2,d3)) ||Theta_{:,i}||,
i in [d1], mu, nu any multiples of 1/d2, 1/d3 in [-1, 1] (L708).  Own check: a Haar-orthogonal Theta (Assumptions 3-5 generic)
with column i replaced by eps (1_[2] + 1_[3]) (eps small keeps every norm condition), mu = nu = 1; and the worst ratio over all
columns/signs equals sqrt(mu^2 d2 + nu^2 d3)/sqrt(max(d2,d3)) <= sqrt(2) (Cauchy-Schwarz)."""
import numpy as np
rng = np.random.default_rng(0)
for (d1, d2, d3) in [(100, 50, 50), (200, 10, 40), (300, 64, 64)]:
    d = d1 + d2 + d3
    Th = np.linalg.qr(rng.standard_normal((d, d)))[0]
    col = np.zeros(d); col[d1:] = 1.0; Th[:, 0] = 1e-3 * col
    mu = nu = 1.0
    v = np.zeros(d); v[d1:d1 + d2] = mu; v[d1 + d2:] = nu
    lhs = abs(Th[:, 0] @ v); rhs = np.sqrt(max(d2, d3)) * np.linalg.norm(Th[:, 0])
    rows = np.linalg.norm(Th, axis=1).max() * np.sqrt(d) / np.linalg.norm(Th); cols = np.linalg.norm(Th, axis=0).max() * np.sqrt(d) / np.linalg.norm(Th)
    print(f"d=({d1},{d2},{d3}): lhs {lhs:.5f} vs printed {rhs:.5f} (ratio {lhs/rhs:.4f}; sqrt((d2+d3)/max) = {np.sqrt((d2+d3)/max(d2,d3)):.4f}); "
          f"with sqrt(d2+d3): {lhs/(np.sqrt(d2+d3)*np.linalg.norm(Th[:,0])):.4f};  upsilon rows/cols {rows:.3f}/{cols:.3f}, Tr {np.trace(Th):.2f}")
