# Auditor A r26: chenli.display.thm1.2-logxi-gg-logd (seed 000 L2976-L2990, (142); (7) L435-L439; (8) L441; Thm 5.1 L517). Own mpmath.
import mpmath as mp
mp.mp.dps = 50
def run(logd, r_mode, m=1, k=2, lam=mp.mpf('0.5'), c7=1, delta=mp.mpf('0.01'), v=1, sign=-1, use_min=False):
    logd = mp.mpf(logd)
    kappa = c7*lam**mp.mpf(6.5)/(m**mp.mpf(6.5)*logd**2)
    if r_mode == 'upper': log_r = logd/4 - mp.log(10)                         # r_Theta = d^{1/4}/10 (most favourable)
    else: log_r = 12*mp.log(logd + mp.log(m*k)) - mp.log(kappa*lam) + mp.log(10)  # (8) lower end, exponent 12, margin 10
    assert log_r <= logd/4 - mp.log(10) + 1e-30                               # (8) upper side
    F = 10*(mp.log(k) + logd + log_r/2)                                        # Assumption 6 lower end (lambda' = 1/r_Theta), margin 10
    # eps_1 = m k^5 / min(r^{1/12}, d^C/v), Theta~ constants 1, C = 1 (the min is r^{1/12} here)
    log_den = min(log_r/12, logd - mp.log(v))
    eps1 = m*k**5*mp.e**(-log_den)
    eps = eps1*mp.sqrt(m/lam*mp.log(k) + logd - mp.log(delta) + mp.log(mp.log(F)))     # L2984
    beta = mp.log(k/(eps*mp.sqrt(lam)))/F; logR = mp.log(k) + beta**2
    a = sign*lam/(m*kappa)                                                   # exponent inside (142)'s first entry
    b = mp.log(eps*mp.log(m*F))
    inner = min(a, b) if use_min else max(a, b)
    log_inv_xi = -(logR/lam + inner)                                         # log(1/xi), R^{Theta(1/lambda)} with constant 1
    return log_inv_xi, log_inv_xi/logd, eps
print("log(1/xi)/log d under the round-3 resolution xi = R^{1/lambda} max(e^{-lambda/(m kappa)}, eps log(m F)):")
for mode in ('upper', 'lower'):
    for logd in (10**3, 10**4, 10**6, 10**8, 10**12, 10**16):
        try:
            L, ratio, eps = run(logd, mode)
            print(f"  r_Theta at (8)'s {mode:5} end, log d = {logd:.0e}: eps = {mp.nstr(eps,4)}, log(1/xi) = {mp.nstr(L,6)}, ratio = {mp.nstr(ratio,4)}")
        except AssertionError:
            print(f"  r_Theta at (8)'s {mode:5} end, log d = {logd:.0e}: (8) window empty")
print("bound: eps >= eps_1 >= m k^5 r_Theta^{-1/12} >= m k^5 d^{-1/48}, so log(1/xi) <= log(1/eps) <= log d/48 - log(m k^5): ratio <= 1/48 = 0.0208")
print("as printed (+lambda/(m kappa)): log(1/xi) at log d = 1e4:", mp.nstr(run(10**4, 'upper', sign=+1)[0], 6), "(xi > 1)")
print("'min' reading (xi = R^{1/lambda} e^{-lambda/(m kappa)}): ratio at log d = 1e4, 1e8:",
      [mp.nstr(run(ld, 'upper', use_min=True)[1], 6) for ld in (10**4, 10**8)], "(>> 1, but then log(1/xi) = O(lambda^-1 log k + log(1/eps) + ...) fails:",
      [mp.nstr(run(ld, 'upper', use_min=True)[0]/(2*mp.log(2) + mp.log(1/run(ld, 'upper')[2]) + mp.log(mp.log(10*ld))), 4) for ld in (10**4, 10**8)], ")")
