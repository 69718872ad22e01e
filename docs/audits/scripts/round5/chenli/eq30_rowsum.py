"""Audit chenli.eq30 (L840-L844) and chenli.display.lemma5.11-S3-rowsum (L802): ||Theta 1_[3]||^2 (resp.
||Theta^T 1_[3]||^2) <= (d_3 nu^2/d)||Theta||_F^2 'by Assumption 4' (L453-L455). nu = the smallest Assumption-4
parameter, by brute force over all S (Pi_S^perp = projector onto the complement of 1_S; S = {} gives the identity)."""
import itertools
import numpy as np
from scipy.linalg import hadamard
def nu_min(T):
    d = T.shape[0]; F = np.linalg.norm(T)
    nu = max(np.linalg.norm(T, axis=0).max(), np.linalg.norm(T, axis=1).max()) * np.sqrt(d) / F
    for r in range(1, d + 1):
        for S in itertools.combinations(range(d), r):
            one = np.zeros(d); one[list(S)] = 1
            P = np.eye(d) - np.outer(one, one) / r
            TP = T @ P; f = np.linalg.norm(TP)
            if f > 1e-12:
                nu = max(nu, np.linalg.norm(TP, axis=0).max() * np.sqrt(d) / f)
    return nu
def report(name, T, d3):
    d = T.shape[0]; nu = nu_min(T); F2 = np.linalg.norm(T) ** 2
    blk = slice(d - d3, d); one = np.zeros(d); one[blk] = 1
    col = np.linalg.norm(T @ one) ** 2; row = np.linalg.norm(T.T @ one) ** 2
    rhs = d3 * nu**2 / d * F2
    sr = F2 / np.linalg.norm(T, 2) ** 2
    print(f"{name}: d={d} d3={d3} nu_min={nu:.4f} ||Theta 1||^2={col:.4f} ||Theta^T 1||^2={row:.4f} rhs={rhs:.4f} "
          f"d3^2 nu^2/d ||.||_F^2={d3*rhs:.4f} stable rank={sr:.3f}")
H = hadamard(8) / np.sqrt(8)
T = H.copy(); T[:, 4:8] = H[:, [4]]           # columns 5-8 replaced by column 5 (so ||Theta 1_[3]|| large)
report("Hadamard cols 5-8 = col 5", T, 4)
report("its transpose (rows equal)", T.T.copy(), 4)
rng = np.random.default_rng(1)
Q, _ = np.linalg.qr(rng.standard_normal((12, 12)))
T2 = Q.copy(); T2[:, 6:12] = Q[:, [6]]
report("Haar d=12, last 6 cols = 7th", T2, 6)
# Larger family: Theta = Hadamard(d)/sqrt(d) with its last d3 columns replaced by one column h. Analytic bound
# (orthonormality): ||Theta Pi_S^perp||_F^2 >= d - d3 and every column of Theta Pi_S^perp has norm^2 <= 2, rows and
# columns of Theta have norm 1, so nu^2 <= 2d/(d - d3). Sampled S check below; stable rank d/d3.
for d, d3 in [(64, 8), (256, 16), (1024, 32)]:
    H = hadamard(d) / np.sqrt(d); T = H.copy(); T[:, d - d3:] = H[:, [d - d3]]
    one = np.zeros(d); one[d - d3:] = 1
    lhs = np.linalg.norm(T @ one) ** 2; F2 = np.linalg.norm(T) ** 2
    nu2_bound = 2 * d / (d - d3)
    worst = max(np.linalg.norm(T, axis=0).max(), np.linalg.norm(T, axis=1).max()) ** 2 * d / F2
    for _ in range(300):
        r = int(rng.integers(1, d + 1)); S = rng.choice(d, size=r, replace=False)
        if rng.random() < 0.5: S = np.union1d(S[: max(1, r // 4)], np.arange(d - d3, d))
        o = np.zeros(d); o[S] = 1; TP = T - np.outer(T @ o, o) / o.sum()
        worst = max(worst, np.linalg.norm(TP, axis=0).max() ** 2 * d / np.linalg.norm(TP) ** 2)
    print(f"d={d} d3={d3}: ||Theta 1_[3]||^2={lhs:.1f}  rhs with nu^2 <= {nu2_bound:.3f}: <= {d3*nu2_bound/d*F2:.2f} "
          f"(sampled nu^2 {worst:.3f}); stable rank {F2/np.linalg.norm(T,2)**2:.1f}, d^(1/4)={d**0.25:.2f}")
# transposed family (d3 equal rows) for the row-sum display 1_[3]^T Theta Theta^T 1_[3]
for d, d3 in [(64, 8), (256, 16)]:
    H = hadamard(d) / np.sqrt(d); T = H.copy(); T[:, d - d3:] = H[:, [d - d3]]; T = T.T.copy()
    one = np.zeros(d); one[d - d3:] = 1
    lhs = np.linalg.norm(T.T @ one) ** 2; F2 = np.linalg.norm(T) ** 2
    worst = max(np.linalg.norm(T, axis=0).max(), np.linalg.norm(T, axis=1).max()) ** 2 * d / F2
    for _ in range(300):
        r = int(rng.integers(1, d + 1)); S = rng.choice(d, size=r, replace=False)
        o = np.zeros(d); o[S] = 1; TP = T - np.outer(T @ o, o) / o.sum()
        worst = max(worst, np.linalg.norm(TP, axis=0).max() ** 2 * d / np.linalg.norm(TP) ** 2)
    print(f"transposed d={d} d3={d3}: 1^T G 1={lhs:.1f} vs d3 nu^2/d ||.||_F^2 with sampled nu^2 {worst:.3f}: {d3*worst/d*F2:.2f}")
