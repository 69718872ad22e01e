"""Auditor A r18: thesis (D.65) (seed 003 L7197), Lemma D.2.8: W2(r_{n,i}(X), r~_{n,i}(X)) <= O~(||A||_inf sqrt(||A||_inf^2+1)/sqrt(m2)),
r_{n,i} = sum_j a_{n,j} sum_l v_{i,l} relu(a_j X w_l + B1_{(j,l)})  ((D.39)),
r~_{n,i} = [sum_m a_{m,n} sum_{j in [m1]} v_{j,i} relu(a_m X w_i + b1_{(n,i)}) / ||u||] E||u||,  u = (relu(a~_n X w_j + b1_{(n,j)}))_j  (L7189-L7191).
Own model (no repository code): path 0-1-2 with self-loops, A = D^-1/2 (Adj + I) D^-1/2, X = (+1, +1, -1)^T (d = 1), node n = 0,
init of L1485: w ~ N(0, 1/m1), b1 ~ N(0, 1/m1), v ~ N(0, 1/m2).  (a) P(u = 0 and numerator != 0) > 0: r~ = +-inf there;
(b) even with r~ := 0 on {u = 0}: on {exactly one unit of node n active} ||u|| has positive density at 0+, so E r~^2 = inf;
truncated second moments E[min(r~^2, T)] grow without bound while E r^2 is finite -> W2(r, r~) = inf for every m1, m2."""
import numpy as np
rng = np.random.default_rng(65)
Adj = np.array([[0, 1, 0], [1, 0, 1], [0, 1, 0]], float) + np.eye(3)
Dm = np.diag(1 / np.sqrt(Adj.sum(1))); A = Dm @ Adj @ Dm
X = np.array([1.0, 1.0, -1.0]); AX = A @ X; n = 0
Ainf = np.abs(A).sum(1).max()
for m1 in (1, 8):
    m2 = 1; N = 2_000_000 if m1 == 1 else 400_000
    w = rng.normal(0, m1 ** -0.5, (N, m1)); b = rng.normal(0, m1 ** -0.5, (N, m1)); v = rng.normal(0, m2 ** -0.5, (N, m1))
    u = np.maximum(AX[n] * w + b, 0)                                   # (N, m1): node n's units
    un = np.linalg.norm(u, axis=1)
    Eu = un.mean()
    i = 0                                                              # the printed w_i reading in the numerator
    Ui = sum(A[mm, n] * np.maximum(AX[mm] * w[:, i] + b[:, i], 0) for mm in range(3))
    num = v.sum(1) * Ui
    zero = un == 0
    p_inf = np.mean(zero & (num != 0))
    rt = np.where(zero, 0.0, num / np.where(zero, 1, un) * Eu)         # r~ with r~ := 0 where u = 0 (favourable)
    r = sum(A[n, j] * (np.maximum(AX[j] * w + b, 0) * v).sum(1) for j in range(3))  # r_{n,i} with B1 shared per unit (as b1)
    Er2 = np.mean(r ** 2)
    print(f"m1={m1}: ||A||_inf={Ainf:.3f}; P(u = 0, numerator != 0) = {p_inf:.4f} (r~ = +-inf there as printed); E r^2 = {Er2:.4f}")
    for T in [1e2, 1e4, 1e6, 1e8, 1e10]:
        tm = np.mean(np.minimum(rt ** 2, T))
        print(f"    T={T:.0e}: E[min(r~^2, T)] = {tm:.4g}  -> lower bound W2 >= sqrt(that) - sqrt(E r^2) = {np.sqrt(tm) - np.sqrt(Er2):.4g}; shape = {Ainf*np.sqrt(Ainf**2+1)/np.sqrt(m2):.3f}")
