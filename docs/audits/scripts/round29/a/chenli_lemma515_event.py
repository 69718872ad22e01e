# Auditor A r29: chenli Lemma 5.15 proof (L1070-L1090): event E (A, B (47)) vs Lemma 3.9's Item 1 for the first rows' logits.
# Own numpy, factor form Theta = (F/sqrt r) U W^T (U, W: d x r orthonormal columns).
import numpy as np
def orth_complement_cols(d, r, avoid, rng):
    # r orthonormal columns orthogonal to the given vectors
    A = np.column_stack(avoid)
    Q, _ = np.linalg.qr(A)
    M = rng.standard_normal((d, r)); M -= Q @ (Q.T @ M)
    Qm, _ = np.linalg.qr(M); return Qm
def run(j, r, seed, c=1.0, F=1.0):
    rng = np.random.default_rng(seed)
    n = j*j; f = j; d = 3*n                       # d1 = d2 = d3 = n; |mu_1| = f/n = c/sqrt(d2) with c = 1
    assert (n - f) % 2 == 0 and n % 2 == 0
    def slice_block(npos, m): v = -np.ones(m); v[rng.choice(m, npos, replace=False)] = 1; return v
    b1 = rng.choice([-1.0, 1.0], n)
    X1 = np.r_[b1, slice_block((n - f)//2, n), slice_block(n//2, n)]            # mu_1 = -f/n, nu_1 = 0
    minus2 = np.where(X1[n:2*n] < 0)[0] + n
    flip = rng.choice(minus2, f, replace=False)                                   # coupling D (Def. 5.10): mu' = mu + 2f/n
    X1p = X1.copy(); X1p[flip] = 1.0
    delta = X1p - X1
    # X_2 = X'_2 (mu_2 = mu'_2, nu_2 = 0: coupling leaves it unchanged), balanced in block 2 with +1 on the flipped set
    X2 = np.r_[rng.choice([-1.0, 1.0], n), -np.ones(n), slice_block(n//2, n)]
    X2[flip] = 1.0
    rest = np.setdiff1d(np.arange(n, 2*n), flip); X2[rng.choice(rest, n//2 - f, replace=False)] = 1.0
    X2p = X2.copy()
    assert abs(X1[n:2*n].mean() + f/n) < 1e-12 and abs(X1p[n:2*n].mean() - f/n) < 1e-12 and abs(X2[n:2*n].mean()) < 1e-12
    # Theta: U first column delta/||delta||, W first column P_{delta-perp} X_2; all W columns orthogonal to delta -> Theta delta = 0
    u1 = delta/np.linalg.norm(delta)
    w1 = X2 - (X2 @ u1)*u1; w1 /= np.linalg.norm(w1)
    U = np.column_stack([u1, orth_complement_cols(d, r-1, [u1], rng)])
    W = np.column_stack([w1, orth_complement_cols(d, r-1, [u1, w1], rng)])
    s_ = F/np.sqrt(r)
    q = lambda x, y: s_*(x @ U) @ (W.T @ y)      # x^T Theta y
    rows = [X1, X2]; rowsp = [X1p, X2p]
    Bmax = max(abs(q(rowsp[a], rows[b]) - q(rowsp[a], rowsp[b])) for a in range(2) for b in range(2))
    Amin = min(abs(q(rowsp[a], rows[b]) - q(rowsp[a], rows[cc])) for a in range(2) for b in range(2) for cc in range(2) if b != cc)
    item1 = max(abs(q(X1, rows[b]) - q(X1p, rowsp[b])) for b in range(2))
    eta0 = np.sqrt(c)*r**0.25/n**0.25 + c**2/r**0.25
    # assumption quantities
    rownorm = s_*np.linalg.norm(U, axis=1).max(); colnorm = s_*np.linalg.norm(W, axis=1).max()
    v = np.sqrt(d)*max(rownorm, colnorm)/F
    tr = s_*np.sum(U*W)
    print(f"j={j} n={n} d={d} r={r}: B max left side = {Bmax:.2e} (event B holds for every C'); A least gap = {Amin/F:.1f} ||Th||_F; "
          f"Item 1 |X1 Th X_b - X1' Th X_b'| max = {item1/F:.1f} ||Th||_F vs eta0 = {eta0:.3f} -> C' needed = {item1/(eta0*F):.1f}; "
          f"v = {v:.2f}, v r^2/sqrt(d) = {v*r*r/np.sqrt(d):.2f}; |Tr|/||Th||_F = {abs(tr)/F:.3f}; stable rank = {r}")
for j in [10, 20, 40, 100]:
    run(j, 4, 0)
for r in [8, 16]:
    run(100, r, 0)
