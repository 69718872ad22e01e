# mhgd.eq106: U*bar = U*/||U*bar||_F = (1/(S sqrt(2T))) 1_T u*^T
import numpy as np
for S, T, d in [(1.0, 2, 3), (2.0, 3, 4)]:
    E = np.eye(d)*S; us = E[0] - E[1]; Ust = np.outer(np.ones(T), us)
    Ubar = Ust/np.linalg.norm(Ust)                   # normalized: ||Ubar|| = 1
    middle = Ust/np.linalg.norm(Ubar)                # printed middle term U*/||U*bar||  (= U*)
    right = Ust/(S*np.sqrt(2*T))
    print(f"S={S} T={T}: ||Ubar||={np.linalg.norm(Ubar):.4f}; ||U*/||Ubar|| ||={np.linalg.norm(middle):.4f}; ||right||={np.linalg.norm(right):.4f}; Ubar==right: {np.allclose(Ubar, right)}; middle==right: {np.allclose(middle, right)}")
