"""Auditor A r30: mhgd Cor. 3 proof (seed 004 L985-L997) applying Theorem 3 (L930-L938).  Own numpy/mpmath.
Model (2): Phi~ = (1/sqrt H) sum_h <U_h, softmax(X W_h X^T) X>; T = d = 1 so softmax = 1: Phi~ = (1/sqrt H) sum_h U_h x.
Logistic loss; n = 1, x = 1 (R = 1), y = +1, theta_0 = 0, K = 1.  ||theta||_{2,inf} = max_h ||(U_h, W_h)||."""
import numpy as np
import mpmath as mp
mp.mp.dps = 30
L = lambda phi: mp.log(1 + mp.e ** (-phi))
def a(eps):   # margin giving loss exactly eps (eps < log 2), else 0
    return -mp.log(mp.e ** eps - 1) if eps < mp.log(2) else mp.mpf(0)
g0 = lambda eps, H: a(eps) + 1
g = lambda eps, H: a(eps) / mp.sqrt(H)
# Assumption 2 check on a grid (witness U_h = a/sqrt H, W_h = 0): loss, distance, 2-inf norm
for H in [4, 129600]:
    for eps in [mp.mpf('1e-6'), mp.mpf('0.01'), mp.mpf('0.5'), mp.log(2), 1, 5]:
        A = a(eps); loss = L(H * (A / mp.sqrt(H)) / mp.sqrt(H)); dist = mp.sqrt(H * (A / mp.sqrt(H)) ** 2); n2i = A / mp.sqrt(H)
        assert loss <= eps + mp.mpf('1e-25') and dist <= g0(eps, H) and n2i <= g(eps, H) + mp.mpf('1e-25')
print("Assumption 2 (i)-(iii) hold on the grid; g0, g non-increasing (a is).")
d = T = R = 1; K = 1
def thr3(dist, n2i):   # Theorem 3's sqrt(H) threshold
    return 36 * d * mp.sqrt(T * d) * R ** 3 * (3 * mp.sqrt(d) * R ** 2 * (3 * dist + n2i) + 1) * dist ** 2
thr81 = 36 * d * mp.sqrt(T) * d * R ** 3 * (3 * mp.sqrt(d) * R ** 2 * (3 * g0(1, 1) + g(1, 1)) + 1) * g0(1, 1) ** 2
print("(81): sqrt(H) >= ", thr81, " -> H =", thr81 ** 2)
for H in [int(thr81 ** 2), int(4 * thr81 ** 2), int(100 * thr81 ** 2)]:
    sH = mp.sqrt(H)
    # every theta at distance exactly g0(1) = 1 from theta_0 = 0 has max_h ||theta_h|| >= 1/sqrt(H) (attained: U = 0, W_h = 1/sqrt H)
    n2i_min = 1 / sH
    wit_loss = L(0)                                   # U = 0 -> Phi = 0 -> log 2 <= 1 = eps
    t3 = thr3(g0(1, H), n2i_min)
    alphaK = 3 * d * mp.sqrt(d) * R ** 2 * (3 * mp.sqrt(T) * R ** 3 * (3 * g0(1, H) + g(1, H)) + 2 * mp.sqrt(T) * R)
    rhoK = (2 * d * mp.sqrt(T) * d * R ** 3 / sH + T * R ** 2 / 4) * alphaK ** 2
    alphat = 3 * d * mp.sqrt(d) * R ** 2 * (3 * mp.sqrt(T) * R ** 3 * (3 * g0(1, H) + n2i_min) + 2 * mp.sqrt(T) * R)
    rhot = (2 * d * mp.sqrt(T * d) * R ** 3 / sH + T * R ** 2 / 4) * alphat ** 2
    eta_cor = min(1, 1 / rhoK, g0(1, H) ** 2, g0(1, H) ** 2 / L(0))
    eta_thm = min(1, 1 / rhot, g0(1, H) ** 2 / (K * wit_loss), g0(1, H) ** 2 / L(0))
    print(f"H={H}: sqrt H = {mp.nstr(sH,8)}; Thm 3 needs sqrt H >= {mp.nstr(t3,8)} at the best exact-distance witness "
          f"({'FAILS' if sH < t3 else 'ok'}); Cor.3 eta cap {mp.nstr(eta_cor,8)} vs Thm 3 cap {mp.nstr(eta_thm,8)} "
          f"({'eta item FAILS' if eta_cor > eta_thm else 'ok'}); witness loss {mp.nstr(wit_loss,6)} <= 1")
# (82) itself at H = 360^2, eta = Cor. 3's cap: one GD step from theta_0 = 0 (all heads identical by symmetry)
H = int(thr81 ** 2); sH = float(np.sqrt(H)); eta = float(1 / ((2 / sH + 0.25) * 33.0 ** 2))
U = np.zeros(H); phi = U.sum() / sH
grad = -1 / (1 + np.exp(phi)) / sH * np.ones(H)
U1 = U - eta * grad; phi1 = U1.sum() / sH
print(f"(82) at K = 1: L(theta_1) = {np.log1p(np.exp(-phi1)):.6f} <= 2/K + 5 g0^2/(4 eta K) = {2 + 5 / (4 * eta):.2f}; "
      f"||theta_1 - theta_0|| = {np.linalg.norm(U1):.4e} <= 4 g0 = 4")
