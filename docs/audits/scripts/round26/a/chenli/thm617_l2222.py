# Auditor A r26: chenli.display.thm6.17-l2222-triangle (seed 000 L2176-L2222; assumptions L425-L510). Own mpmath.
import mpmath as mp
mp.mp.dps = 80
def run(logd, m, k, lam, c7, cxi, eps_rel, c8exp=10, verbose=True):
    logd = mp.mpf(logd); lam = mp.mpf(lam)
    # Assumption 3 / (8): r_Theta = d^{1/4}/10 (upper end with margin 10); Assumption 10: lambda' = 1/r_Theta
    log_r = logd/4 - mp.log(10)
    kappa = c7*lam**mp.mpf(6.5)/(mp.mpf(m)**mp.mpf(6.5)*logd**2)           # (7)
    # (8) lower side with exponent c = c8exp, margin >= 10: log^c(dmk)/(kappa lambda) * 10 <= r_Theta
    log_dmk = logd + mp.log(m*k)
    assert c8exp*mp.log(log_dmk) - mp.log(kappa*lam) + mp.log(10) <= log_r, "(8) lower"
    # Assumption 1: lambda in (0,1), lambda >> m^{3/2} log m / sqrt(r_Theta) (margin 10)
    assert 0 < lam < 1 and 10*m**1.5*mp.log(m) <= lam*mp.e**(log_r/2)
    # Assumption 4: v = 1 << sqrt(d)/r_Theta^2 = 100 ; Assumption 5: chi = 1 <= sqrt(log k); 4.3: m <= k
    assert 10*1 <= mp.e**(logd/2 - 2*log_r) and 1 <= mp.sqrt(mp.log(k)) + 1e-30 or k == 2
    assert m <= k
    # Assumption 11: m <= m1bar = lambda log(d/v)/log k (constant 1); m2bar granted (k^{O(1/kappa)} vs d^3, as round 25)
    assert m <= lam*logd/mp.log(k)
    # Assumption 6: F = 10 log(kd/sqrt(lambda')) (margin 10), F <= (kd)^m
    F = 10*(mp.log(k) + logd + log_r/2)
    assert mp.log(F) <= m*(mp.log(k) + logd)
    eps = eps_rel*lam*F                                                  # 'any eps > 0', Item (II): eps <= O(lambda F)
    beta = mp.log(k/(eps*mp.sqrt(lam)))/F                                # beta ~ (constant 1)
    logR = mp.log(k) + beta**2
    # (107): xi = cxi * min(R^{-1/lambda^2}, 1/F); lower end R^{1/lambda}/e^{lambda/(m kappa)} (constants 1)
    xi = cxi*min(mp.e**(-logR/lam**2), 1/F)
    assert mp.log(xi) - mp.log(10) >= logR/lam - lam/(m*kappa), "(107) lower"
    eps_star = max(eps, m*(logR/lam - mp.log(xi))*(mp.mpf(1)/2 + 1/lam)*xi*F)   # Item (I)
    kp = kappa*mp.sqrt(m)/lam**mp.mpf(1.5)                               # Theta(kappa sqrt(m)/lambda^{3/2}), constant 1
    S = mp.sqrt(eps*F/lam + kp*F**2)
    Kstar = (eps_star - eps + mp.sqrt(3*eps_star*F/lam + kp*F**2))/S     # collinear worst geometry, v_1 = Theta_1
    # check the bracket: at K = Kstar(1 -/+ 1e-9) the step's inequality fails / holds
    def holds(K): return (eps + K*S - eps_star)**2 >= 3*eps_star*F/lam + kp*F**2 and eps + K*S - eps_star >= 0
    assert holds(Kstar*(1+mp.mpf(10)**-9)) and not holds(Kstar*(1-mp.mpf(10)**-9))
    Kforced = (eps_star - eps)/S                                          # m = 1: Theta = Theta* forced, not(108) possible iff K < this
    itemII = mp.sqrt(eps_star*F/lam)/(mp.sqrt(eps*F/lam) + mp.sqrt(kp)*F)
    # K_Theta is the AFFINE HULL (L1354): Theta = projection of hatTheta* onto it, so hatTheta* - Theta is orthogonal to
    # Theta* - Theta (Pythagoras): ||Theta* - Theta||^2 = D^2 - ||hatTheta* - Theta||^2 >= D^2 - eps*^2.
    Korth = (mp.sqrt(eps_star**2 + 3*eps_star*F/lam + kp*F**2) - eps)/S
    # explicit m = 2 configuration in R^3 just below Korth: Theta* at 0 on the line, Theta = t e1, hatTheta* = t e1 + eps* e3
    K = Korth*(1 - mp.mpf(10)**-6); D = eps + K*S*(1 + mp.mpf(10)**-12)
    t = mp.sqrt(D**2 - eps_star**2)
    v_star = mp.matrix([0, 0, 0]); v = mp.matrix([t, 0, 0]); vhat = mp.matrix([t, 0, eps_star])
    assert mp.norm(vhat - v) <= eps_star*(1 + mp.mpf(10)**-30) and mp.norm(vhat - v_star) > eps + K*S   # Item (I), not (108)
    assert not (mp.norm(v_star - v)**2 > 3*eps_star*F/lam + kp*F**2)                                   # conclusion fails
    return Kstar, Kforced, itemII, eps_star/F, kp, Korth
for (m, k, c7, cxi) in [(1, 2, 1, mp.mpf('0.1')), (2, 2, 1, mp.mpf('0.1')), (2, 3, mp.mpf('0.1'), mp.mpf('0.01')), (1, 2, 1, mp.mpf('0.01'))]:
    print(f"m={m} k={k} c(7)={c7} xi-constant={cxi} lambda=1/2 eps=1e-30 lambda F, (8) exponent 10:")
    for logd in (10**3, 10**4, 10**5, 10**6, 10**8, 10**10):
        Ks, Kf, I2, rho, kp, Ko = run(logd, m, k, '0.5', c7, cxi, mp.mpf('1e-30'))
        print(f"  log d={logd:>11}: K*(collinear)={mp.nstr(Ks,5):>9}  K*(orthogonal, affine hull)={mp.nstr(Ko,5):>9}  ((eps*-eps)/S = threshold when Theta = Theta*: {mp.nstr(Kf,4)})  eps*/F={mp.nstr(rho,4)} kappa'={mp.nstr(kp,4)}  sqrt(eps* F/lam)/ItemII-shape={mp.nstr(I2,4)}")
# helper's points (exponent c of (8) = 1 there; log d = 1e2 fails (8) with exponent 10)
print("helper's parametrisation with (8) exponent 1: ", [mp.nstr(run(ld, 1, 2, '0.5', 1, mp.mpf('0.1'), mp.mpf('1e-30'), c8exp=1)[0], 5) for ld in (10**2, 10**3, 10**4, 10**5, 10**6)])
try:
    run(100, 1, 2, '0.5', 1, mp.mpf('0.1'), mp.mpf('1e-30'))
except AssertionError as e:
    print("log d = 100 with (8) exponent 10:", e)
