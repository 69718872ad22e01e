# Auditor C r18: thesis Lemma D.2.4 (seed 003 L6946-L6966). Own model, no repo imports.
# Pseudo network (D.39): g_r^(0) = sum_n q^T a_n sum_i c_ir 1[r_ni + B2 >= 0] sum_j a_nj sum_l v_il 1[a_j X w_l + B1 >= 0] a_j X w_l
# Target (5.12): f* = q^T A (Phi(r1) . r2) c*, r1 = A phi1(A X W1*) V1*, r2 = A phi2(A X W2*) V2* (A* = A here).
import numpy as np
from math import factorial
A = np.full((4, 4), 0.25)                       # K_4 with self-loops: degrees 4, D^-1/2 (Adj+I) D^-1/2 = J/4
X = np.array([[1, 0], [-1, 0], [0, 1], [0, -1.]])   # unit-norm rows (L1367)
AX = A @ X
print("||A||_2 =", np.linalg.norm(A, 2), " ||A||_inf =", np.abs(A).sum(1).max(), " max|AX| =", np.abs(AX).max())
rng = np.random.default_rng(0)
q = np.array([1.0, 0, 0, 0])
for (m1, m2) in [(8, 8), (512, 256)]:
    for trial in range(3):
        W0 = rng.standard_normal((2, m1))/np.sqrt(m1); b1 = rng.standard_normal(m1)/np.sqrt(m1)
        V0 = rng.standard_normal((m1, m2))/np.sqrt(m2); b2 = rng.standard_normal(m2)/np.sqrt(m2); c = rng.standard_normal(m2)
        What = rng.standard_normal((2, m1))*10; Vhat = rng.standard_normal((m1, m2))*10   # ANY W^, V^
        D1 = (AX @ W0 + b1 > 0); r = A @ np.maximum(AX @ W0 + b1, 0) @ V0; D2 = (r + b2 > 0)
        g0 = q @ A @ (((A @ ((AX @ What) * D1)) @ Vhat) * D2) @ c
        print(f"  m1={m1} m2={m2} trial {trial}: g^(0) = {g0:.3e}")
cos_c = lambda i: (0 if i % 2 else (-1)**(i//2)/factorial(i))
Cs = lambda coef, R, Cstar=1.0: Cstar*sum((i+1)**1.75*R**i*abs(coef(i)) for i in range(200))
Cs_phi = Cs(cos_c, 1.0); Cs_Phi = Cs(lambda i: 1/factorial(i), 1*Cs_phi)
eps_sup = 1/(1*1*1*1**2*Cs_Phi*Cs_phi*np.sqrt(1+1))
W1s = np.array([1.0, 0]); W2s = np.array([1.0, 0]); V1s = V2s = 1.0
r1 = A @ np.cos(AX @ W1s) * V1s; r2 = A @ np.cos(AX @ W2s) * V2s
fstar = q @ A @ (np.exp(r1)*r2) * 1.0
print(f"f* = {fstar:.6f} (e = {np.e:.6f}); eps_sup (C* = 1) = {eps_sup:.3e}; |f* - g^(0)| = {fstar:.4f} > eps for every admissible eps")
# L6966: Huber loss (nonneg, convex, 1-Lipschitz, 1-smooth, L(0,y) in [0,1]); y = 1.5 = f* with c* = 1.5/e (|c*| <= 1)
huber = lambda t: np.where(np.abs(t) <= 1, t*t/2, np.abs(t) - 0.5)
y = 1.5; cstar = 1.5/np.e
print(f"L6966: OPT <= L(f*_(c*={cstar:.3f}), y) = {float(huber(fstar*cstar - y)):.2e}; L(G^(0) = 0, y) = {float(huber(0 - y)):.3f} > OPT + eps")
# Lemma D.2.12 (L7490-L7498): bias-free pseudo network g^(b,b) (D.69) = q^T A ((A (A X W^) . (D_w + D'_w) V^) . (D_v + D'_v)) c
for trial in range(3):
    m1, m2 = 64, 32
    What = rng.standard_normal((2, m1)); Vhat = rng.standard_normal((m1, m2))
    Dw = rng.random((4, m1)) < 0.5; Dv = rng.random((4, m2)) < 0.5; c = rng.standard_normal(m2)   # ANY sign patterns
    gbb = q @ A @ (((A @ ((AX @ What) * Dw)) @ Vhat) * Dv) @ c
    print(f"D.2.12: g^(b,b) with arbitrary W^, V^, sign patterns = {gbb:.3e}  vs f* = {fstar:.4f}")
