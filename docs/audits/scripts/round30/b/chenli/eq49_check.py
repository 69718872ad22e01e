# Auditor B, round 30: chenli.display.lemma5.15-eq49 (seed 000 L1088-L1094).  Own MC on the helper's Theta family.
# Theta = (F/sqrt r) sum_{l in L} (h_l on S_[2]) (h_l on S_[1])^T / n  (reads S_[2] of the left argument, S_[1] of the right).
# Coupling (Definition 5.10): row 1 mu_1 = -c/sqrt(d2) -> mu'_1 = +c/sqrt(d2) (flip c sqrt(d2) minus-entries of S_[2] to +),
# other rows unchanged (mu_i = mu'_i), nu = 0.  E: A_{a,b,c} |X'_a Th X_b - X'_a Th X_c| >= s F, B_{a,b} = 0 identically.
import numpy as np
from scipy.linalg import hadamard
rng = np.random.default_rng(2)
def run(n, k, s, r=4, c=1.0, N=40000):
    H = hadamard(n).astype(float)
    L = [0, n//2] + list(rng.choice([i for i in range(1, n) if i != n//2], r - 2, replace=False))
    F = np.log(2*3*n)**2
    G = (F/np.sqrt(r))*sum(np.outer(H[l], H[l]) for l in L)/n       # S2 x S1 block
    flips = int(round(c*np.sqrt(n)))                                 # (mu' - mu) d2/2 = c sqrt(d2)
    a2 = n//2 - flips//2                                             # mu_1 d2 = 2 a2 - n = -flips
    acc = []; pw = []
    for _ in range(N):
        X1 = rng.choice([-1., 1.], (k, n))                           # S_[1] blocks
        X2 = np.empty((k, n))
        for i in range(k):
            if i == 0: v = np.array([1.]*a2 + [-1.]*(n - a2))
            else: v = np.array([1.]*(n//2) + [-1.]*(n//2))
            rng.shuffle(v); X2[i] = v
        X2p = X2.copy()
        neg = np.where(X2[0] < 0)[0]; X2p[0, rng.choice(neg, flips, replace=False)] = 1.
        Z = X2 @ G @ X1.T; Zp = X2p @ G @ X1.T                      # logits (rows a, columns b)
        ok = all(abs(Zp[a, b] - Zp[a, cc]) >= s*F for a in range(k) for b in range(k) for cc in range(k) if b != cc)
        if not ok: continue
        sm = lambda z: np.exp(z - z.max())/np.exp(z - z.max()).sum()
        D = sm(Z[0]) - sm(Zp[0]); acc.append(D); pw.append(np.abs(D).max())
    acc = np.array(acc)
    if len(acc) == 0: return None
    m = acc.mean(0); se = acc.std(0)/np.sqrt(len(acc))
    eta0 = np.sqrt(c)*r**0.25/n**0.25 + c*c/r**0.25
    return len(acc)/N, np.abs(m).max(), se.max(), np.mean(pw), k*k*eta0/s
for n in (64, 256):
    for k in (2, 3):
        for s in (0.25, 0.5, 1.0):
            o = run(n, k, s)
            if o: print(f"n={n} k={k} s={s}: P[E]={o[0]:.3f}  ||E[Delta_1 | E]||_inf = {o[1]:.4f} (se {o[2]:.4f}); mean pointwise ||Delta_1||_inf on E = {o[3]:.3f}; "
                        f"bound shape k^2 eta0/s (constant 1, no logs) = {o[4]:.2f}", flush=True)
