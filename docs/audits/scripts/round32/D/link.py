# Referee D: check  c0*log(K/eps) - eps >= c*log(K/eps)  over K>=2, eps in (0,1)
import numpy as np
def ratio(c0, K, eps, log=np.log):
    L = log(K/eps); return (c0*L - eps)/L
print("K  eps      log(K/eps)  log(K/eps)-eps  ratio(c0=1)")
for K in [2, 3, 10, 100]:
    for eps in [0.01, 0.1, 0.5, 0.8526, 0.9, 0.99, 0.999999]:
        L = np.log(K/eps)
        print(f"{K:<3d}{eps:<9.6g}{L:<12.5f}{L-eps:<16.5f}{ratio(1.0,K,eps):.5f}")
# infimum of ratio over a grid (natural log)
Ks = np.arange(2, 2001); es = np.linspace(1e-6, 1-1e-9, 20001)
KK, EE = np.meshgrid(Ks, es, indexing="ij")
for c0 in [1.0, 1/np.log(2), 1.5, 2.0]:
    r = ratio(c0, KK, EE)
    print(f"c0={c0:.5f}: grid inf ratio={r.min():.6f}  predicted c0-1/ln2={c0-1/np.log(2):.6f}")
print("base-2 log, c0=1: grid inf ratio =", ratio(1.0, KK, EE, np.log2).min(), "(pred 0)")
# eps threshold below which log(2/eps)-eps>0 (K=2, c0=1)
from numpy import log
lo, hi = 0.5, 1.0
for _ in range(60):
    m = (lo+hi)/2; (lo, hi) = (m, hi) if log(2/m)-m > 0 else (lo, m)
print("K=2,c0=1: log(2/eps)-eps>0 iff eps <", round(lo, 6))
# 'eps small enough' reading: for eps<=eps0, ratio >= 1 - eps0/log(2/eps0)
for e0 in [0.5, 0.1, 0.01]:
    print(f"eps<={e0}: inf ratio (c0=1) = {1 - e0/np.log(2/e0):.5f} > 0")
