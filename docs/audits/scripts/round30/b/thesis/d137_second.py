# Auditor B, round 30: thesis.ch5.eqD.137-second-link (seed 003 L7836-L7840): exp(-||A*||^4 (eps_c + C0)^2 K log N) <= N^{-K}.
# eps_c = 1 (Table D.2), C0 = O~(p1^2 p2 K^2 C C'') > 0 (value not fixed), A* = A P*, 0 <= p*_l <= c1/(L psi_l) (5.8).
# On a regular graph with self-loops (every degree = D) A = (Adj + I)/D has row sums 1, so ||A*||_inf = p* (one group, psi = 1).
import numpy as np, mpmath as mp
def Anorm(Adj):
    At = Adj + np.eye(len(Adj)); Dg = At.sum(1); return At/np.sqrt(np.outer(Dg, Dg))
# own graph: 3-regular circulant on 8 nodes (+ self-loops): degree 4 everywhere
N0 = 8; Adj = np.zeros((N0, N0))
for i in range(N0):
    for s in (1, 4, 7): Adj[i, (i + s) % N0] = 1
Adj = np.maximum(Adj, Adj.T)
A = Anorm(Adj); print("row sums of A:", np.round(A.sum(1), 12), " degrees:", (Adj + np.eye(N0)).sum(1))
for pstar in (1.0, 0.7, 0.5, 0.2, 0.05):
    Ainf = np.abs(A*pstar).sum(1).max()
    for C0 in (0.5, 1.0, 10.0):
        c = Ainf**4*(1 + C0)**2
        for K, N in ((1, 8), (2, 10**4)):
            mid = mp.e**(-c*K*mp.log(N)); rhs = mp.mpf(N)**(-K)
            print(f"p*={pstar} ||A*||_inf={Ainf:.3f} C0={C0} K={K} N={N}: c={c:.4f}  middle={mp.nstr(mid,5)}  N^-K={mp.nstr(rhs,5)}  "
                  f"{'holds' if mid <= rhs else 'FAILS'}")
# side remark: (D.136) at the printed s and k gives exp(-c K log N / 4), not exp(-c K log N) (first link, another row)
sig2, Om, Nn, K = 0.3, 1000, 100, 1
k = sig2*mp.sqrt(mp.log(Nn)/Om); s = k/(2*sig2)
print("D.136 exponent at printed s, k:", mp.nstr(sig2*Om*s*s - Om*k*s, 8), " vs -c K log N =", mp.nstr(-sig2*K*mp.log(Nn), 8),
      " ratio", mp.nstr((sig2*Om*s*s - Om*k*s)/(-sig2*K*mp.log(Nn)), 4))
