# Auditor B r29: mhgd Corollary 5 proof (seed 004 L1213-L1217): 'we can apply the results of Corollaries 3 and 4';
# Cor. 3's (81) (L975, 36 d sqrt(T) d R^3 ...) and its rho(K) (L979, 2 d sqrt(T) d R^3) against Cor. 5's H and eta (L1187-L1193).
import numpy as np, mpmath as mp
mp.mp.dps = 60
# P1-P3 at theta_0 = 0 for one sample X = x^T (T = 1), x = e_1, y = +1: model Phi~ = H^{-1/2} sum_h <U_h, softmax(X W_h X^T) X> = H^{-1/2} sum_h U_h x
def check_good_init(Hh=5, d=6):
    x = np.zeros(d); x[0] = 1.0
    # explicit gradient at theta_0 = 0 by central differences over all H (d + d^2) coordinates
    def Phi(theta):
        s = 0.0
        for h in range(Hh):
            U = theta[h * (d + d * d): h * (d + d * d) + d]; W = theta[h * (d + d * d) + d:(h + 1) * (d + d * d)].reshape(d, d)
            a = np.array([x @ W @ x]); sm = np.exp(a - a.max()) / np.exp(a - a.max()).sum()   # softmax over T = 1 token
            s += U @ (sm[0] * x)
        return s / np.sqrt(Hh)
    th0 = np.zeros(Hh * (d + d * d)); g = np.zeros_like(th0); e = 1e-6
    for i in range(len(th0)):
        tp = th0.copy(); tp[i] += e; tm = th0.copy(); tm[i] -= e; g[i] = (Phi(tp) - Phi(tm)) / (2 * e)
    ts = np.sqrt(2) * g / np.linalg.norm(g)
    return Phi(th0), np.linalg.norm(g), g @ ts
P0, gn, gam = check_good_init()
print(f"good init at theta_0 = 0 (H = 5, d = 6, explicit): Phi = {P0} (B_Phi = 1), ||grad|| = {gn:.6f} (= 1 for every H), gamma = <grad, theta_*> = {gam:.6f} = sqrt 2; B_2 = 1")
def conds(d, T=1, R=1, B2=1, BPhi=1, gamma=mp.sqrt(2), K=1):
    d, T, R = mp.mpf(d), mp.mpf(T), mp.mpf(R)
    g0 = (2 * BPhi + mp.log(K)) / gamma; g = B2 + g0
    thr5 = 256 * d * mp.sqrt(T * d) * R**3 * B2 * (3 * mp.sqrt(d) * R**2 * (4 * g0 + B2) + 1) * g0**2
    thr81 = 36 * d * mp.sqrt(T) * d * R**3 * (3 * mp.sqrt(d) * R**2 * (3 * g0 + g) + 1) * g0**2
    thr81_read = 36 * d * mp.sqrt(T * d) * R**3 * (3 * mp.sqrt(d) * R**2 * (3 * g0 + g) + 1) * g0**2
    H = mp.ceil(thr5**2); sH = mp.sqrt(H)
    alpha = 3 * d * mp.sqrt(d) * R**2 * (3 * mp.sqrt(T) * R**3 * (4 * g0 + B2) + 2 * mp.sqrt(T) * R)
    rho5 = (2 * d * mp.sqrt(T * d) * R**3 / sH + T * R**2 / 4) * alpha**2
    rho3 = (2 * d * mp.sqrt(T) * d * R**3 / sH + T * R**2 / 4) * alpha**2
    L0 = mp.log(2)                                   # L^(theta_0) at Phi = 0, <= log(1 + e^{B_Phi})
    eta5 = min(1, 1 / rho5, 4 * BPhi**2 / (gamma**2 * mp.log(1 + mp.e**BPhi)))
    eta3cap = min(1, 1 / rho3, g0**2, g0**2 / L0)    # g0(1) = g0 at K = 1
    return thr5, thr81, thr81_read, H, eta5, eta3cap
for d in (4, 16, 50, 51, 64, 258):
    thr5, thr81, thr81r, H, eta5, eta3 = conds(d)
    print(f"d={d}: Cor.5 sqrt(H) >= {mp.nstr(thr5, 8)}, H = ceil(.^2); (81) as printed needs {mp.nstr(thr81, 8)} (ratio {mp.nstr(thr81/thr5, 6)}, met: {mp.sqrt(H) >= thr81}); "
          f"(81) with d sqrt(Td): {mp.nstr(thr81r, 6)} (met: {mp.sqrt(H) >= thr81r}) | eta at Cor.5's cap {mp.nstr(eta5, 12)} vs Cor.3's cap {mp.nstr(eta3, 12)} (ratio {mp.nstr(eta5/eta3, 8)})")
