# Auditor B, round 30: chenli.display.lemma5.15-l1088-pointwise (seed 000 L1088-L1094): pointwise over any X, X' satisfying E,
# ||Delta(X, X')_i||_inf <= O~(k^2/s * eta0), eta0 = sqrt(c) r^{1/4}/min(d2, d3)^{1/4} + c^2/r^{1/4}, s in (0, 1] (Lemma 3.9's C <= 1).
# Own dense check of the first-argument flip (E's B events never compare X_a with X'_a), then the closed form at large d.
import numpy as np, mpmath as mp
from scipy.linalg import hadamard
rng = np.random.default_rng(8)
def dense(n, Lsize, F):
    H = hadamard(n).astype(float)
    L = [0, n//2] + list(rng.choice([i for i in range(1, n) if i != n//2], Lsize - 2, replace=False))
    G = (F/np.sqrt(Lsize))*sum(np.outer(H[l], H[l]) for l in L)/n          # Theta's S2 x S1 block (rows read X_a's S2, columns X_b's S1)
    f = int(np.sqrt(n))
    # X_1: S1 = h_0; S2 first half balanced, second half sum -f; X'_1: f minus-entries of the second half set to +1 (one coupling step,
    # mu_1 = -f/n -> +f/n = c/sqrt(d2) with c = 1); X_2 = X'_2: S1 = h_{n/2}, S2 = X'_1's S2.  S3 blocks balanced, Theta ignores them.
    h = n//2
    first = np.array([1.]*(h//2) + [-1.]*(h//2)); rng.shuffle(first)
    second = np.array([1.]*((h - f)//2) + [-1.]*(h - (h - f)//2)); rng.shuffle(second)
    S2 = np.concatenate([first, second]); assert S2[h:].sum() == -f
    S2p = S2.copy(); idx = np.where(S2p[h:] < 0)[0][:f] + h; S2p[idx] = 1.
    X1S1, X2S1 = H[0], H[n//2]
    z = np.array([S2 @ G @ X1S1, S2 @ G @ X2S1]); zp = np.array([S2p @ G @ X1S1, S2p @ G @ X2S1])
    sm = lambda v: np.exp(v - v.max())/np.exp(v - v.max()).sum()
    D1 = np.abs(sm(z) - sm(zp)).max()
    gap = abs(zp[0] - zp[1])/F                                              # A_{a,b,c} gaps (rows a = 1, 2 share X'_1's S2)
    Fro = np.linalg.norm(G); sv = np.linalg.svd(G, compute_uv=False)
    return D1, gap, Fro/F, (sv**2).sum()/sv[0]**2
for (n, Ls, F) in [(64, 5, 20.0), (256, 17, 30.0), (1024, 33, 40.0)]:
    D1, gap, fro, sr = dense(n, Ls, F)
    print(f"dense n={n} |L|={Ls}: ||Delta_1||_inf = {D1:.6f}, A-gap/F = {gap:.3f} (>= s = 1), B = 0, ||Theta||_F/F = {fro:.4f}, stable rank {sr:.2f}")
print("closed form at large d (k = 2, c = 1, s = 1, n = d/3, |L| = r + 1, r = floor(d^{1/4}/A), F = A log(k d sqrt r), A = 100):")
for log2d in (500, 800, 1000, 1500, 2000):
    d = mp.mpf(2)**log2d; n = d/3; r = mp.floor(d**0.25/100); Lsz = r + 1
    F = 100*mp.log(2*d*mp.sqrt(r)); g = mp.sqrt(n)*F/mp.sqrt(Lsz)
    D1 = mp.tanh(g); eta0 = r**0.25/n**0.25 + 1/r**0.25
    lam, c7, c8 = mp.mpf('0.63'), 1, 10
    kappa = c7*lam**mp.mpf('6.5')/mp.log(d)**2
    ok8 = (100*mp.log(2*d)**c8/(kappa*lam) <= r) and (100*r <= d**0.25)
    for pl in (3, 6):
        b = 4*eta0*mp.log(d)**pl
        print(f"  log2 d={log2d}: (8) both sides {'OK' if ok8 else 'FAIL'}; ||Delta_1||_inf = {mp.nstr(D1,6)}; k^2 eta0/s x log^{pl} d = {mp.nstr(b,4)}; ratio {mp.nstr(D1/b,4)}")
