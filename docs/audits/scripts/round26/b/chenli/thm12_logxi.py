"""Auditor B r26: chenli proof of Theorem 1.2, L2978-L2990: 'log(1/xi) >> log d by Eq. (7)'.
xi := R^{Theta(1/lambda)} max(e^{+-lambda/(m kappa)}, eps log(m ||Theta_1||_F))  (142), R = k e^{beta^2},
eps = eps_1 Theta~(m lambda^-1 log k + log(d/delta) + log log ||Theta_1||_F)^{1/2}, eps_1 = Theta~(m k^5/(r^{1/12} ^ (dc/v))).
Largest possible log(1/xi) over the printed domain, hidden constants 1 and also with Theta~ hiding polylog(d)^{+-3}."""
import mpmath as mp
mp.mp.dps = 40
def logxi_inv(logd, m, k, lam, r, F, delta, c7=1.0, sign=-1, polyC=0, cxi=1.0):
    d = mp.e ** logd
    kappa = c7 * lam ** 6.5 / (m ** 6.5 * logd ** 2)                     # (7)
    dcv = mp.inf                                                         # dc/v >> r^{1/12} (Assumption 4: v << sqrt d / r^2)
    eps1 = m * k ** 5 / min(r ** (mp.mpf(1) / 12), dcv) / logd ** polyC   # Theta~ may hide 1/polylog
    fac = (m / lam * mp.log(k) + mp.log(d / delta) + mp.log(mp.log(F))) ** 0.5 / logd ** polyC
    eps = eps1 * fac
    beta = mp.log(k / (eps * mp.sqrt(lam))) / F
    R = k * mp.e ** (beta ** 2)
    a = sign * lam / (m * kappa)
    # log xi = (cxi/lam) log R + log max(e^a, eps log(mF))
    lx = cxi / lam * mp.log(R) + max(a, mp.log(eps * mp.log(m * F)))
    return -lx, eps, a
print("domain: r <= d^{1/4}/10 ((8)), m >= 1, k >= 2 (m <= k), lambda in (0,1), delta in (0,1), ||Theta_1||_F >= 10 log(kd) (Assumption 6 lower end, > e)")
for sign in (-1, +1):
    print(f"\n(142) with e^({'+' if sign > 0 else '-'}lambda/(m kappa)):")
    for logd in [1e2, 1e3, 1e4, 1e6, 1e8, 1e12]:
        best = None
        for (m, k, lam, polyC) in [(1, 2, 0.999, 0), (1, 2, 0.999, 3), (2, 3, 0.5, 0), (3, 10, 0.9, 3)]:
            r = mp.e ** (logd / 4) / 10
            F = 10 * (mp.log(k) + logd)
            li, eps, a = logxi_inv(logd, m, k, lam, r, F, delta=0.5, sign=sign, polyC=polyC)
            ratio = li / logd
            if best is None or ratio > best[0]: best = (ratio, m, k, lam, polyC, eps)
        print(f"  log d = {logd:.0e}: max log(1/xi)/log d = {mp.nstr(best[0], 6)} at (m,k,lambda,polyC) = {best[1:5]}  [1/48 = {1/48:.5f}]")
print("\nbound: eps >= eps_1 >= m k^5 r^{-1/12}/polylog >= d^{-1/48}/polylog, R^{Theta(1/lambda)} >= 1, log(m F) > 1  =>  log(1/xi) <= log d/48 + O(log log d)")
print("the (7) fact the note cites: lambda/(m kappa) / log d =", [mp.nstr(0.5 / (2 * (1.0 * 0.5 ** 6.5 / (2 ** 6.5 * L ** 2))) / L, 4) for L in (1e2, 1e4, 1e8)], "(m=2, lambda=1/2, c=1): >> 1")
