# Auditor D, round 21: softlin.display.lemmaF.6-part4a-printed (seed 001 L2149-L2186). Own build of Def. F.1 (L1913-L1950), QK^T = I_d.
# A1: column 1 = a log n at row j2 (a = a0 for D0, a1 for D1), columns 2..d = log n; A2: column 1 = e_{j3}, columns 2..d = stacked I_{d-1}
# (the printed '2nd to (d-1)-th' cannot hold a stacked I_{d-1}; d-1 columns are needed), n = (d-1) t.
import numpy as np
from fractions import Fraction
def f_rows(n, t, a, j2=0, j3=1):
    d = n//t + 1; assert (d-1)*t == n
    L = np.log(n)
    A1 = np.zeros((n, d)); A1[j2, 0] = a*L; A1[:, 1:] = L
    A2 = np.zeros((n, d)); A2[j3, 0] = 1; A2[:, 1:] = np.vstack([np.eye(d-1)]*t)
    S = A1 @ A2.T                      # QK^T = I_d
    U = np.exp(S - S.max(1, keepdims=True)); F = U/U.sum(1, keepdims=True)
    return F, np.exp(S)
for (n, t, a, name) in [(2, 1, 0.05, 'D0 a0'), (2, 1, 2.0, 'D1 a1'), (12, 3, 0.05, 'D0 a0'), (12, 3, 1.5, 'D1 a1'), (1000, 1, 0.09, 'D0 a0')]:
    F, U = f_rows(n, t, a)
    j2, j3 = 0, 1
    print(f"{name}={a} n={n} t={t}: u(j2,j3)/n^(1+a) = {U[j2,j3]/n**(1+a):.6f}; f(j2,j3) = {F[j2,j3]:.6f} (formula n^a/(n^a+n-1) = {n**a/(n**a+n-1):.6f}); "
          f"f(j2,j1!=j3) = {F[j2,2 % n]:.6f}; 1/n = {1/n:.6f}; Part 4a (= 1/n for every j1) holds: {np.allclose(F[j2], 1/n)}; "
          f"row j0 != j2 all 1/n: {np.allclose(F[np.arange(n) != j2], 1/n)}")
# exact: f(j2,j3) = 1/n iff n^a (n-1) = n-1 iff a = 0, for every n >= 2
