# Auditor B r29: chenli proof of Lemma 5.15 (seed 000 L1070-L1090): events A_{a,b,c}, B_{a,b} (47) and the invocation of Lemma 3.9
# (Item 1: |a_b - b_b| <= eta R with a, b the first rows' logits X_1 Theta X_b, X'_1 Theta X'_b; R = ||Theta||_F, eta = C'(...)).
# Own numpy instance in the coupling's support (Definition 5.10), k = 2, first case (nu = nu' = 0).
import numpy as np
rng = np.random.default_rng(515)
def run(j, r=4, c=1.0, F=1.0):
    n = j * j; d1 = d2 = d3 = n; d = 3 * n; f = j                      # mu_1 = -f/n, mu'_1 = +f/n: |mu| = c/sqrt(d2) with c = 1
    S2 = np.arange(d1, d1 + d2); S3 = np.arange(d1 + d2, d)
    def slice_vec(size, plus):                                         # uniform element of a slice with 'plus' +1 entries
        v = -np.ones(size); v[rng.choice(size, plus, replace=False)] = 1; return v
    # X_1: cube part random, S_[2] with (1 + mu)/2 d2 = (n - f)/2 plus-entries, S_[3] balanced
    X1 = np.concatenate([rng.choice([-1.0, 1.0], d1), slice_vec(d2, (n - f) // 2), slice_vec(d3, n // 2)])
    neg = S2[X1[S2] < 0]; flip = rng.choice(neg, f, replace=False)   # coupling: set f entries outside T to +1
    X1p = X1.copy(); X1p[flip] = 1.0
    # X_2 = X'_2 (mu_2 = mu'_2 = 0 within range): balanced S_[2] with +1 on the flipped set, S_[3] balanced
    s2 = -np.ones(d2); loc = flip - d1; s2[loc] = 1
    rest = np.setdiff1d(np.arange(d2), loc); s2[rng.choice(rest, n // 2 - f, replace=False)] = 1
    X2 = np.concatenate([rng.choice([-1.0, 1.0], d1), s2, slice_vec(d3, n // 2)]); X2p = X2.copy()
    delta = X1p - X1
    # Theta = (F/sqrt r) U W^T: U_1 = delta/|delta|, W_1 = P_{delta-perp} X_2 normalised, all W columns orthogonal to delta
    u1 = delta / np.linalg.norm(delta); w1 = X2 - (X2 @ u1) * u1; w1 /= np.linalg.norm(w1)
    Ur = np.linalg.qr(np.c_[u1, rng.standard_normal((d, r - 1))])[0]; Ur[:, 0] = u1 * np.sign(Ur[:, 0] @ u1)
    Wr = np.linalg.qr(np.c_[w1, u1, rng.standard_normal((d, r - 1))])[0]; Wr = np.c_[w1 * np.sign(Wr[:, 0] @ w1), Wr[:, 2:r + 1]]
    class LowRank:                                                     # Theta = (F/sqrt r) U W^T without forming it
        __array_ufunc__ = None
        def __init__(s, U, W): s.U, s.W = U, W
        def __rmatmul__(s, x): return _Row(F / np.sqrt(r) * (x @ s.U), s.W)
    class _Row:
        def __init__(s, a, W): s.a, s.W = a, W
        def __matmul__(s, y): return s.a @ (s.W.T @ y)
    Th = LowRank(Ur, Wr)
    G = (Ur.T @ Ur) * (Wr.T @ Wr); FF = F / np.sqrt(r) * np.sqrt(np.trace((Ur.T @ Ur) @ (Wr.T @ Wr)))
    sv = F / np.sqrt(r) * np.linalg.svd(np.linalg.cholesky(Ur.T @ Ur).T @ np.linalg.cholesky(Wr.T @ Wr), compute_uv=False)
    srank = FF**2 / sv[0]**2; tr = F / np.sqrt(r) * np.sum(Ur * Wr)
    v_inc = np.sqrt(d) * F / np.sqrt(r) * max(np.linalg.norm(Ur, axis=1).max(), np.linalg.norm(Wr, axis=1).max()) / FF
    X, Xp = [X1, X2], [X1p, X2p]
    Bmax = max(abs(Xp[a] @ Th @ X[b] - Xp[a] @ Th @ Xp[b]) for a in range(2) for b in range(2)) / FF
    Amin = min(abs(Xp[a] @ Th @ X[b] - Xp[a] @ Th @ X[cc]) for a in range(2) for b in range(2) for cc in range(2) if b != cc) / FF
    eta0 = np.sqrt(c) * r**0.25 / n**0.25 + c**2 / r**0.25           # (47)'s bracket (min(d2, d3) = n)
    gaps = [abs(X1 @ Th @ X[b] - X1p @ Th @ Xp[b]) / FF for b in range(2)]
    Cneed = max(gaps) / eta0
    s_at = (1 / 2**(1 / 3)) * (Cneed * eta0)**(2 / 3)                  # s of the proof (k = 2) at that C'
    print(f"j={j}: d={d} (d2=d3={n}), f={f}, |mu|sqrt(d2)={f/n*np.sqrt(n):.2f}; Theta: ||.||_F={FF:.3f}, stable rank {srank:.3f}, "
          f"Tr={tr:.2e}, v (incoherence) = {v_inc:.2f} (v r^2/sqrt d = {v_inc*r*r/np.sqrt(d):.2f}) | B max = {Bmax:.2e} ||Th||; "
          f"A min gap = {Amin:.1f} ||Th|| | Item 1 gaps |X1 Th X_b - X1' Th X_b'| = {gaps[0]:.1f}, {gaps[1]:.1f} ||Th|| vs eta0 = {eta0:.3f}: "
          f"needs C' >= {Cneed:.0f}; A at the proof's s for that C': {Amin >= s_at} (s = {s_at:.1f})")
    return Cneed, d
res = [run(j) for j in (10, 20, 40, 100, 200)]
ds = np.array([r[1] for r in res]); Cs = np.array([r[0] for r in res])
print(f"growth: C' needed ~ d^{np.polyfit(np.log(ds), np.log(Cs), 1)[0]:.3f}")
