# mhgd.eq123-124: ||theta_opt||_F with (123)-(124) as printed vs (9)
import numpy as np
def pats(d, M, S):
    E = np.eye(d)*S; return E[0], E[1], [E[2+l] for l in range(M)]
def Wstar(mup, mum, nus): return np.outer(mup, mup) + np.outer(mum, mum) + sum(np.outer(nu, mup+mum) for nu in nus)
for (T, d, M, S) in [(2, 3, 1, 1.0), (3, 3, 1, 2.0), (4, 6, 3, 1.5)]:
    mup, mum, nus = pats(d, M, S); us = mup - mum; Ws = Wstar(mup, mum, nus)
    U123 = np.outer(np.ones(d), us)/(S*np.sqrt(T))            # 1_d u*^T (d x d)
    U123T = np.outer(np.ones(T), us)/(S*np.sqrt(T))           # with 1_T
    W124 = Ws/(S**2*np.sqrt(2)*(M+1))
    U9 = np.outer(np.ones(T), us)/(S*np.sqrt(2*T)); W9 = Ws/(S**2*np.sqrt(2*(M+1)))
    n = lambda *A: np.sqrt(sum((a**2).sum() for a in A))
    print(f"T={T} d={d} M={M} S={S}: printed (1_d) ||theta||^2={n(U123, W124)**2:.4f} (2d/T+1/(M+1)={2*d/T+1/(M+1):.4f});"
          f" with 1_T: {n(U123T, W124)**2:.4f}; (9): {n(U9, W9)**2:.4f}  [claimed 2]")
