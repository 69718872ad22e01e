# Audit chenli.lemma6.4 (seed 000 L1539-L1559): own Monte Carlo of P[Items 1 and 3 for all heads] vs xi, m = 2, d = 16, k = 3.
# Own construction (not the helper's): Theta_1, Theta_2 = F * (orthonormal rank-r matrices, mutually orthogonal), F = ||Theta_1||_F.
# Item 2 (Theta') is left out: it only lowers the probability further, so a slope > m here would already bite; a slope <= m does not clear it.
import numpy as np, sys
rng = np.random.default_rng(11)
d, k, m, r, F, beta, c = 16, 3, 2, 4, 9.94, 0.3, 0.1
Q, _ = np.linalg.qr(rng.normal(size=(d, d)))
Ths = [F*(Q[:, 0+r*i:r*(i+1)] @ Q[:, 8+r*i:8+r*(i+1)].T)/np.sqrt(r) for i in range(m)]  # rank r, ||.||_F = F, <Th1,Th2> = 0
print("||Th_i||_F:", [round(np.linalg.norm(T), 4) for T in Ths], " <Th1,Th2> =", round(float((Ths[0]*Ths[1]).sum()), 10))
s = c*min(1, F)
xis = np.array([0.2, 0.1, 0.05, 0.025, 0.0125, 0.00625])
hits = np.zeros(len(xis)); N = 0
for b in range(int(sys.argv[1]) if len(sys.argv) > 1 else 40):
    n = 500_000
    X = rng.choice(np.array([-1.0, 1.0]), size=(n, k, d))
    ok3 = np.ones(n, bool); Y1 = []
    for T in Ths:
        x1T = X[:, 0, :] @ T
        y = np.einsum('nj,nj->n', x1T, X[:, 1, :] - X[:, 2, :]); Y1.append(y)
        ok3 &= np.einsum('nj,nj->n', x1T, X[:, 1, :] - X[:, 0, :]) >= beta*F    # a = 1 (k = 3: no a >= 4)
    for t, xi in enumerate(xis):
        ok1 = np.ones(n, bool)
        for y in Y1: ok1 &= (y >= s) & (y <= s + xi*F)
        hits[t] += (ok1 & ok3).sum()
    N += n
p = hits/N
print("xi:", xis); print("hits:", hits.astype(int)); print("P:", p)
msk = hits >= 30
sl = np.polyfit(np.log(xis[msk]), np.log(p[msk]), 1)[0]
print(f"N = {N}; log-log slope over xi with >= 30 hits: {sl:.3f} (m = {m}); local slopes:", np.round(np.diff(np.log(p))/np.diff(np.log(xis)), 3))
