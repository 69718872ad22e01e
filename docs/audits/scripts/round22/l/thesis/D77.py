"""Auditor L, round 22: thesis (D.77) (seed 003 L7295-L7297), own numpy model, no repo code.
f_l(q,A,X,W0 + W'Sigma, V0 + Sigma V') = q^T A(Z V0 . D_v) c + q^T A(A(AXW' . D_w V') . D_v) c +- O~((tau_v sqrt(m2/m1)
+ m1^{9/5} tau_w^{16/5} sqrt(m2) + tau_w^{8/5} m1^{9/10}) ||q||_1 ||A||_inf).  One node (A = [1], x = 1, q = 1; the biases
absorbed as the proof does: x~ = (x, 1), w~_i = (w_i, b1_i)), f = sum_j c_j relu(sum_i relu(w~_i . x~) V_ij + b2_j).
tau_v = 0 (V' = 0, so the second term is 0), tau_w = m1^{-3/2} (L7299's lower end). Two choices of W' (d x m1, d = 1):
(a) after Sigma: w'_i = tau_w m1^{-1/4} sign(sigma_i G_i); (b) fixed before Sigma: w'_i = tau_w m1^{-1/4} sign(g_i) with
g an independent Gaussian vector (no dependence on Sigma or G). Ratio |f - T1| / error with error's polylog taken as 1
and as log(e m1 m2)^2."""
import numpy as np
rng = np.random.default_rng(11)
m2 = 8
def f(pre1, V, b2, c):
    h = np.maximum(pre1, 0.0)
    return c @ np.maximum(h @ V + b2, 0.0)
for m1 in [16, 256, 4096, 65536, 262144]:
    tw = m1 ** -1.5
    err = tw ** 1.6 * m1 ** 0.9 + m1 ** 1.8 * tw ** 3.2 * np.sqrt(m2)
    ra, rb = [], []
    for rep in range(9):
        W0 = rng.normal(0, m1 ** -0.5, m1); B1 = rng.normal(0, m1 ** -0.5, m1)
        V0 = rng.normal(0, m2 ** -0.5, (m1, m2)); B2 = rng.normal(0, m2 ** -0.5, m2); c = rng.normal(0, 1, m2)
        sig = rng.choice([-1.0, 1.0], m1)
        pre = W0 + B1
        T1 = f(pre, V0, B2, c)   # q^T A (Z V0 . D_v) c with the bias absorbed (B2 kept in D_v's sign as at init)
        Dv = ((np.maximum(pre, 0) @ V0 + B2) > 0).astype(float)
        G = (pre > 0) * (V0 @ (Dv * c))
        wa = tw * m1 ** -0.25 * np.sign(sig * G)
        wb = tw * m1 ** -0.25 * np.sign(rng.normal(size=m1))
        ra.append(abs(f(pre + wa * sig, V0, B2, c) - T1) / err)
        rb.append(abs(f(pre + wb * sig, V0, B2, c) - T1) / err)
    lg2 = np.log(np.e * m1 * m2) ** 2
    print(f"m1={m1:7d} after-Sigma {np.median(ra):10.3g} (/log^2 {np.median(ra)/lg2:8.3g})   fixed W' {np.median(rb):10.3g} (/log^2 {np.median(rb)/lg2:8.3g})")
