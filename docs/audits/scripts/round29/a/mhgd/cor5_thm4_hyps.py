# Auditor A r29: mhgd Cor.5's proof applying Cor.3 (81), and Thm 4's proof invoking Lemma 11's (84). Own numpy/mpmath.
import numpy as np, mpmath as mp
mp.mp.dps = 60
sq = mp.sqrt
# ---- Theorem 4 (L1107) vs Lemma 11's (84) (L1009) ----
def thm4(T, d, R, D, N): return 256*d*sq(T*d)*R**3*(3*sq(d)*R**2*(3*D + N) + 1)*D**2
def l11_84(T, d, R, D, N): return 256*d*sq(T)*d*R**3*(3*sq(d)*R**2*(3*D + N) + 1)*D**2
print("Thm 4 vs (84): sqrt(H) at Theorem 4's least H against (84)'s requirement")
for (T, d, R, D, N) in [(1, 4, 1, 1, 0), (1, 2, 1, 1, 0), (3, 9, 1.5, 0.2, 0.7), (1, 1, 1, 1, 0)]:
    a, b = thm4(T, d, R, D, N), l11_84(T, d, R, D, N)
    print(f"  T={T} d={d} R={R} D={D} N={N}: Thm4 sqrt(H) = {mp.nstr(a, 8)}, (84) needs {mp.nstr(b, 8)}, ratio = {mp.nstr(b/a, 8)} (sqrt d = {mp.nstr(sq(d), 6)})")
# ---- Corollary 5 (L1187) vs Corollary 3 (81) (L975) ----
# instance: T = 1, R = 1, one sample X = x^T, x = e_1, y = +1, theta_0 = 0; P1 B2 = 1, P2 B_Phi = 1, P3 gamma from the explicit gradient.
def model(theta, H, d, x):       # T = 1: softmax over one token = 1, Phi = (1/sqrt H) sum_h <U_h, x>
    p = d + d*d; th = theta.reshape(H, p); return th[:, :d] @ x/np.sqrt(H)
H0, d0 = 3, 4; x = np.eye(d0)[0]; th0 = np.zeros(H0*(d0 + d0*d0))
g = np.array([(model(th0 + 1e-6*e, H0, d0, x).sum() - model(th0 - 1e-6*e, H0, d0, x).sum())/2e-6 for e in np.eye(len(th0))])
thstar = np.sqrt(2)*g/np.linalg.norm(g); gamma_num = g @ thstar
print(f"P3 at theta_0 = 0 (finite differences, H = {H0}, d = {d0}): ||grad|| = {np.linalg.norm(g):.6f}, margin with ||theta_*|| = sqrt2: {gamma_num:.6f}")
B2, BPhi, gamma, K = mp.mpf(1), mp.mpf(1), sq(2), 1
g0 = (2*BPhi + mp.log(K))/gamma; gg = B2 + g0                    # Prop. 7
def cor5_H(T, d, R): return 256*d*sq(T*d)*R**3*B2*(3*sq(d)*R**2*(4*g0 + B2) + 1)*g0**2
def cor3_81(T, d, R): return 36*d*sq(T)*d*R**3*(3*sq(d)*R**2*(3*g0 + gg) + 1)*g0**2
def prop7(T, d, R): return 5*d*sq(T*d)*R**3*B2/BPhi*(3*sq(d)*R**2 + 1)*g0**2*max(1, g0)
print("Cor 5's least sqrt(H) against (81):")
for d in [4, 50, 51, 64, 258]:
    a, b = cor5_H(1, d, 1), cor3_81(1, d, 1)
    print(f"  d={d}: Cor5 {mp.nstr(a, 7)}, (81) {mp.nstr(b, 7)}, ratio {mp.nstr(b/a, 7)} (= 9 sqrt(d)/(64 B2) = {mp.nstr(9*sq(d)/64, 7)}); Prop 7 (98) {mp.nstr(prop7(1, d, 1), 4)} met: {a >= prop7(1, d, 1)}")
# step-size caps at d = 4, H = ceil(Cor5^2)
d, T, R = 4, 1, 1
H = mp.ceil(cor5_H(T, d, R)**2)
alpha = 3*d*sq(d)*R**2*(3*sq(T)*R**3*(4*g0 + B2) + 2*sq(T)*R)      # Cor 5's alpha(K) = Cor 3's (3 g0 + g = 4 g0 + B2)
rho5 = (2*d*sq(T*d)*R**3/sq(H) + T*R**2/4)*alpha**2
rho3 = (2*d*sq(T)*d*R**3/sq(H) + T*R**2/4)*alpha**2
cap5 = min(1, 1/rho5, 4*BPhi**2/(gamma**2*mp.log(1 + mp.e**BPhi)))
cap3 = min(1, 1/rho3, g0**2, g0**2/mp.log(2))                      # L(theta_0) = log 2 (Phi = 0)
print(f"d=4, H=ceil(Cor5^2)={mp.nstr(H, 8)}: Cor5 eta cap = {mp.nstr(cap5, 10)}, Cor3 eta cap = {mp.nstr(cap3, 10)}, ratio {mp.nstr(cap5/cap3, 8)}")
