"""Auditor B r26: chenli proof of Theorem 6.17 (II), L2212-L2222: 'Suppose (108) does not hold. Then by triangle inequality,
||Theta* - Theta||_F^2 > eta ||Theta_1||_F^2 + Theta(kappa sqrt(m)/lambda^{3/2}) ||v_1||^2', eta := 3 eps*/(lambda ||Theta_1||_F),
(108): ||Theta* - hatTheta*||_F <= eps + O(sqrt(eps F/lambda + Theta(kappa sqrt m/lambda^{3/2}) F^2)), Item (I): ||hatTheta* - Theta|| <= eps*,
Theta = orthogonal projection of hatTheta* on the affine hull K_Theta (Theta* in K_Theta), so ||Theta* - Theta||^2 = D^2 - ||hatTheta* - Theta||^2.
Threshold: the step is valid for (108)'s constant K iff K >= K* = (sqrt(eps*^2 + 3 eps* F/lambda + kappa' F^2) - eps)/S, S = sqrt(eps F/lambda + kappa' F^2)."""
import mpmath as mp
mp.mp.dps = 80
def path(logd, m=2, k=2, lam=mp.mpf(1) / 2, c7=1, epsfac=mp.mpf('1e-20'), xifac=mp.mpf('0.1'), c8=10):
    logd = mp.mpf(logd)
    r = mp.e ** (logd / 4) / 10                                  # (8) upper end, margin 10
    lamp = 1 / r                                                 # Assumption 10: lambda' <= 1/r
    F = 10 * (mp.log(k) + logd - mp.log(mp.sqrt(lamp)))          # Assumption 6 lower end x 10: log(kd/sqrt(lambda'))
    kappa = c7 * lam ** 6.5 / (m ** 6.5 * logd ** 2)             # (7)
    eps = epsfac * lam * F if epsfac > 0 else lam * F * mp.e ** (-F / 10)   # (II): eps <= O(lambda F); epsfac <= 0: eps = lambda F e^{-F/10} (beta ~ 0.1)
    beta = mp.log(k / (eps * mp.sqrt(lam))) / F
    R = k * mp.e ** (beta ** 2)
    xi = xifac * min(R ** (-1 / lam ** 2), 1 / F)                # (107) upper end with margin 10
    lower107 = R ** (1 / lam) * mp.e ** (-lam / (m * kappa))
    assert xi >= 10 * lower107                                   # (107) lower end with margin 10
    assert beta <= 1                                             # 'by Assumption 6, beta <~ 1'
    assert lam >= 10 * m ** 1.5 * mp.log(m) / mp.sqrt(r)         # Assumption 1
    assert mp.log(mp.e ** logd * m * k) ** c8 / (kappa * lam) * 10 <= r   # (8) lower end, exponent c8, margin 10
    epsstar = max(eps, m * mp.log(R ** (1 / lam) / xi) * (mp.mpf(1) / 2 + 1 / lam) * xi * F)
    kp = kappa * mp.sqrt(m) / lam ** 1.5
    S = mp.sqrt(eps * F / lam + kp * F ** 2)
    Korth = (mp.sqrt(epsstar ** 2 + 3 * epsstar * F / lam + kp * F ** 2) - eps) / S
    Kcol = (epsstar + mp.sqrt(3 * epsstar * F / lam + kp * F ** 2) - eps) / S
    return Korth, Kcol, epsstar / eps, F, xi
print("m = 2, k = 2, lambda = 1/2, c of (7) = 1, eps = 1e-20 lambda F, xi = 0.1 min(R^{-1/lambda^2}, 1/F), r = d^{1/4}/10, F = 10 log(kd/sqrt(lambda')), ||v_1|| = F:")
for L in ['1e3', '1e4', '1e5', '1e6', '1e8', '1e10']:
    Ko, Kc, ratio, F, xi = path(L)
    print(f"  log d = {L}: K*_orth = {mp.nstr(Ko, 5)}, K*_collinear = {mp.nstr(Kc, 5)}, eps*/eps = {mp.nstr(ratio, 4)}, F = {mp.nstr(F, 4)}")
print("variants at log d = 1e6: m = 3, k = 4:", mp.nstr(path('1e6', m=3, k=4)[0], 5), "; c of (7) = 0.1:", mp.nstr(path('1e6', c7=mp.mpf('0.1'))[0], 5),
      "; eps = 1e-6 lambda F:", mp.nstr(path('1e6', epsfac=mp.mpf('1e-6'))[0], 5), "; xi factor 1e-3:", mp.nstr(path('1e6', xifac=mp.mpf('1e-3'))[0], 5))
print("path with eps = lambda F e^{-F/10} (so beta ~ 0.1 and the eps F/lambda term negligible):")
for L in ["1e3", "1e4", "1e6", "1e8", "1e10", "1e12"]:
    Ko, Kc, ratio, F, xi = path(L, epsfac=0)
    print(f"  log d = {L}: K*_orth = {mp.nstr(Ko, 5)}")
