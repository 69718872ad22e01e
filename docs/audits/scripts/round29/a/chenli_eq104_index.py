# Auditor A r29: chenli (104) 'for all a != 2,3' vs Lemma 6.4 Item 3 'a in {1,4,...,m}'. Own numpy.
import numpy as np
def hadamard(n):
    H = np.array([[1.0]])
    while H.shape[0] < n: H = np.block([[H, H], [H, -H]])
    return H
def check(d, k, m_heads=1, c=0.01, beta=1.0, helper=False, Tn=100.0, xi=1e-3):
    if helper:
        X = np.array([[1, 1], [-1, -1], [1, -1], [-1, -1]], float); d = 2; k = 4
        Th = -np.eye(2); W = np.eye(2)
    else:
        X = hadamard(d)[:k]                        # k mutually orthogonal +-1 rows
        A = Tn/(np.sqrt(3.0)*d)                    # ||Th||_F ~ Tn (Assumption 6: log(kd/sqrt(lambda')) << ||Th_1||_F)
        W = np.eye(d)                              # W_1 = I: stable rank r_W = d (Assumption 9)
    FTh = None
    if not helper:
        s = c*min(1.0, Tn)
        alpha = {2: A, 3: A - (s + xi*Tn/2)/d**2, 4: A}
        w = sum(alpha[b]*X[b-1] for b in alpha)
        Th = np.outer(X[0], w)                     # X_1 Th X_b^T = d (w . X_b) = alpha_b d^2
    nTh = np.linalg.norm(Th); s = c*min(1.0, nTh)
    sc = lambda b: X[0] @ Th @ X[b-1]
    # event E: Prop. 6.1 with Delta = hat W - sum W_i = 0 (trivial); Lemma 6.2: for all lambda in Delta - Delta (sum-zero),
    # ||lambda^T X W||^2 in [0.9, 1.1] ||lambda||^2 ||W||_F^2  <=> eigenvalues of the form on the sum-zero subspace
    P = np.eye(k) - np.ones((k, k))/k; Ub = np.linalg.svd(P)[0][:, :k-1]
    G = Ub.T @ X @ W @ W.T @ X.T @ Ub/np.linalg.norm(W)**2
    ev = np.linalg.eigvalsh(G)
    E_ok = ev.min() >= 0.9 - 1e-12 and ev.max() <= 1.1 + 1e-12
    b1 = s <= sc(2) - sc(3) <= s + xi*nTh
    b3 = all(sc(2) - sc(a) >= beta*nTh for a in [1] + list(range(4, m_heads + 1)))
    viol = [(a, sc(2) - sc(a)) for a in range(1, k + 1) if a not in (2, 3) and sc(2) - sc(a) < beta*nTh]
    print(f"{'helper' if helper else 'own'}: d={d} k={k} m={m_heads} ||Th||_F={nTh:.4f} s={s:.4g} beta||Th||={beta*nTh:.4g} | "
          f"E (Lemma 6.2) eigenvalues on sum-zero subspace in [{ev.min():.3f}, {ev.max():.3f}] -> E holds: {E_ok} | "
          f"bullet 1: {b1} (score2-score3 = {sc(2)-sc(3):.4g}); printed bullet 3 (a in {{1,4..m}}): {b3}; (104) violated at {viol}")
check(0, 0, helper=True, beta=0.05)
for d, k in [(64, 4), (256, 4), (256, 6)]:
    check(d, k)
