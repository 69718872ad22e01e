"""Audit C: thesis (F.49) L9531 (proof of Theorem 4): hypotheses of the training that produces W^(T) (Theorem 3, L2141-L2153:
l_tr >= Omega(1/alpha), T >= Omega(...) = T_1+T_2+T_3 (F.34), B >= Omega(max{eps^-2, M} log M), step size eta < 1,
every TRR pattern equally likely in every step and batch) evaluated at the helper's instances (constants 1)."""
from math import log, ceil
def check(K, M, alpha, eta, eps, B, ltr):
    T1 = K**3*log(K/eps)/(eta*alpha**2); T2 = K*M/(eta*alpha); T3 = K*M/(eta*eps)
    Bneed = max(eps**-2, M)*log(M)
    print(f"K={K} M={M} alpha={alpha} eta={eta} eps={eps} B={B} l_tr={ltr}: T1={T1:.2f} T2={T2:.2f} T3={T3:.2f} "
          f"T={T1+T2+T3:.2f} (ceil {ceil(T1+T2+T3)}); eta<1: {eta < 1}; B={B} vs max(eps^-2,M)logM={Bneed:.1f} "
          f"(needs hidden const <= {B/Bneed:.4f}); l_tr={ltr} vs 1/alpha={1/alpha:.2f}")
check(1, 4, 0.6, 1.0, 0.05, 8, 4)
check(1, 4, 0.6, 1.0, 1 - 0.977, 8, 4)   # the ci best 0.946 < 0.977 (eps = 0.023), other parameters unknown
