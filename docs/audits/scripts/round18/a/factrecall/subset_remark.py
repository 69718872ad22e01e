"""Auditor A r18: factrecall remark L197: 'store a size M subset of S x R, where the constraints now become H d d_h, m d = Omega~(M)'.
Attention-only model (4)-(5) with H = d_h = 1 (so H d d_h = d can be as large as wanted): F(X) = W_O^T W_V X^T S(X W_K^T W_Q x_T)
= c(X) o with o = W_O^(1)T in R^d fixed and c(X) a scalar, so argmax_z phi(z)^T F(X) is argmax_z phi(z)^T o (c > 0) or argmin (c < 0):
at most 2 distinct predictions over ALL inputs -> any M >= 3 facts with distinct answers cannot all be recalled (error >= (M-2)/M).
Random check: random parameters, random embeddings, random inputs; count distinct argmax predictions."""
import numpy as np
rng = np.random.default_rng(197)
V, d, T = 200, 4096, 8
phi = rng.standard_normal((V, d)); phi /= np.linalg.norm(phi, axis=1, keepdims=True)
for trial in range(3):
    WK, WQ, WV, WO = (rng.standard_normal((1, d)) for _ in range(4))
    preds = set()
    for _ in range(2000):
        z = rng.integers(V, size=T); X = phi[z]
        sc = X @ WK.T @ (WQ @ X[-1])            # (T,)
        sc = np.exp(sc - sc.max()); sc /= sc.sum()
        F = WO.T @ (WV @ X.T @ sc)              # d-vector on the line spanned by WO^T
        preds.add(int(np.argmax(phi @ F)))
    print(f"trial {trial}: distinct predicted tokens over 2000 random inputs = {sorted(preds)} (argmax/argmin of phi @ o = {int(np.argmax(phi @ WO[0]))}/{int(np.argmin(phi @ WO[0]))})")
