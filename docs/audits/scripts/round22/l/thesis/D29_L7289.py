"""Auditor L, round 22: thesis L7289 (proof of Lemma D.2.9): |q^T A (Z_1 V0 . D_v) c_l| <= O~(||q^T A||_1 ||A||_inf tau_w m1^{1/4}),
Z_1 = A(A X W' Sigma) . D_w (L7235), 'with high probability, for any ||W'||_{2,4} <= tau_w' (L7217). Own model (no repo code):
one node (A = [1], X = x = 1, q = 1), init of Sec. 5.3.3 (L1485): W0 ~ N(0, 1/m1), B1 ~ N(0, 1/m1), V0 ~ N(0, 1/m2),
B2 ~ N(0, 1/m2), c ~ N(0, 1); Sigma diag uniform +-1. Term = sum_i w'_i a_i, a_i = sigma_i D_w,i sum_j V0_ij D_v,j c_j.
sup over ||W'||_{2,4} = ||w'||_4 <= tau_w is tau_w ||a||_{4/3} (Hoelder, attained). Reading 'W' fixed, then Sigma': a typical
fixed w' gives |sum w'_i a_i| ~ ||w' . a||_2 <= tau_w ||a||_4."""
import numpy as np
rng = np.random.default_rng(7)
m2 = 32
for m1 in [64, 256, 1024, 4096, 16384, 65536, 262144]:
    vals, fixed = [], []
    for rep in range(5):
        W0 = rng.normal(0, m1 ** -0.5, m1); B1 = rng.normal(0, m1 ** -0.5, m1)
        V0 = rng.normal(0, m2 ** -0.5, (m1, m2)); B2 = rng.normal(0, m2 ** -0.5, m2); c = rng.normal(0, 1, m2)
        sig = rng.choice([-1.0, 1.0], m1)
        pre1 = W0 + B1; Dw = (pre1 > 0).astype(float); Z = pre1 * Dw
        Dv = ((Z @ V0 + B2) > 0).astype(float)
        a = sig * Dw * (V0 @ (Dv * c))
        vals.append(np.sum(np.abs(a) ** (4 / 3)) ** 0.75)          # sup / tau_w
        wfix = np.ones(m1) * m1 ** -0.25                              # a fixed w' with ||w'||_4 = 1
        fixed.append(abs(np.sum(wfix * a)))
    s, f = np.median(vals), np.median(fixed)
    lg = np.log(np.e * m1 * m2)
    print(f"m1={m1:7d} sup/(tau_w m1^1/4)={s / m1**0.25:9.3f}  /log={s / m1**0.25 / lg:7.3f}  /log^2={s / m1**0.25 / lg**2:7.4f}"
          f"  fixed-w' ratio={f / m1**0.25:7.3f}")
