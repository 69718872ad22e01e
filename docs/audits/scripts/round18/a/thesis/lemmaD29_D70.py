"""Auditor A r18: thesis Lemma D.2.9 (D.70) (seed 003 L7217-L7225), own model (numpy float64, no repository code).
GCN (5.4) on one node: A = [1], X = [1] (d = 1), q = [1]; init (L1485): W0 ~ N(0,1/m1), V0 ~ N(0,1/m2), B1 ~ N(0,1/m1), B2 ~ N(0,1/m2),
c ~ N(0,1); Sigma = diag of iid +-1. f(W, V) = sum_j c_j relu(sum_i relu(w_i + b1_i) V_ij + b2_j).
(D.70): f(W0 + W'Sigma, V0 + Sigma V') = T1 + T2 +- O~(E) ||q^T A||_1 ||A||_inf^2 with T1 = f(W0, V0) (init sign patterns),
T2 = sum_j c_j Dv_j sum_i w'_i Dw_i V'_ij (Sigma^2 = I), E = tau_v sqrt(m2/m1) + m1^{9/5} tau_w^{16/5} sqrt(m2) + tau_w^{8/5} m1^{9/10};
||W'||_{2,4} <= tau_w, ||V'||_F <= tau_v, tau_w in [m1^{-3/2}, m1^{-1/2}] (L7299). Missing first-order term
L1 = sum_j c_j Dv_j sum_i w'_i sigma_i Dw_i V0_ij (linear in W'). polylog factors of O~ set to 1."""
import numpy as np
rng = np.random.default_rng(70)
relu = lambda z: np.maximum(z, 0)
def one(m1, m2=8, tau_v=1e-9, mode="adv"):
    tau_w = m1 ** -1.5
    W0 = rng.normal(0, m1 ** -0.5, m1); B1 = rng.normal(0, m1 ** -0.5, m1)
    V0 = rng.normal(0, m2 ** -0.5, (m1, m2)); B2 = rng.normal(0, m2 ** -0.5, m2); c = rng.standard_normal(m2)
    sig = rng.choice([-1.0, 1.0], m1)
    h0 = W0 + B1; Dw = (h0 > 0).astype(float)
    g0 = relu(h0) @ V0 + B2; Dv = (g0 > 0).astype(float)
    T1 = float(relu(g0) @ c)
    coef = Dw * (V0 @ (Dv * c))                      # d f / d w_i (first order) at init, per unit of (w'_i sigma_i)
    mag = tau_w * m1 ** -0.25                        # |w'_i| equal: ||W'||_{2,4} = tau_w exactly
    if mode == "adv":   # chosen after the w.h.p. event (for any W'): aligned with sigma_i * coef_i
        Wp = mag * sig * np.sign(coef)
    else:               # independent random signs
        Wp = mag * rng.choice([-1.0, 1.0], m1)
    Vp = rng.standard_normal((m1, m2)); Vp *= tau_v / np.linalg.norm(Vp)
    W = W0 + Wp * sig; V = V0 + sig[:, None] * Vp
    f = float(relu(relu(W + B1) @ V + B2) @ c)
    T2 = float(((Wp * Dw) @ Vp) @ (Dv * c))
    L1 = float((Wp * sig) @ coef)
    E = tau_v * np.sqrt(m2 / m1) + m1 ** 1.8 * tau_w ** 3.2 * np.sqrt(m2) + tau_w ** 1.6 * m1 ** 0.9
    return abs(f - T1 - T2) / E, abs(L1) / E, (np.sum(np.abs(Wp) ** 4)) ** 0.25 / tau_w
for mode in ("adv", "rand"):
    print(f"W' {mode}: m1, median over 9 inits of |f - T1 - T2| / E  (and |first-order term|/E, ||W'||_24/tau_w)")
    for m1 in [16, 64, 256, 1024, 4096, 16384, 65536, 262144]:
        r = [one(m1, mode=mode) for _ in range(9)]
        print(f"   m1={m1:>7}: {np.median([x[0] for x in r]):10.3f}   ({np.median([x[1] for x in r]):10.3f}, {r[0][2]:.3f})")
