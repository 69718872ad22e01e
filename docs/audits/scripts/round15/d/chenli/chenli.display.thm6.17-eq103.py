# Auditor D: chenli Theorem 6.17 proof (I), L2210: "xi satisfies (68),(69), xi << 1/||Theta_1||_F, and together with
# our choice of beta, it satisfies Eq. (103)":
#   (103)  sqrt(m/lambda') (xi F/2 + 2k e^{-beta F}) <= eps sqrt(lambda')/5,   F = ||Theta_1||_F
# Theorem 6.17: any eps > 0, beta ~ (1/F) log(k/(eps sqrt(lambda))) (constant b), R = k e^{beta^2},
# (107) R^{Theta(1/lambda)}/e^{lambda/(m kappa)} << xi << min(R^{-Theta(1/lambda^2)}, 1/F).
# Assumption 10: lambda' <= 1/r_Theta.  Everything in logs (mpmath).
from mpmath import mp, mpf, log, exp, sqrt
mp.dps = 40
L10 = log(10)

def check(ld, m, k, lam, c7, c8, lr, eps, b, xi_shrink, verbose=False):
    ld, lam, k, eps = mpf(ld), mpf(lam), mpf(k), mpf(eps)
    kappa_log = log(c7) + mpf(6.5) * log(lam) - mpf(6.5) * log(m) - 2 * log(ld)      # (7)
    hyp = {}
    # (8): 10 log^c(dmk)/(kappa lambda) <= r_Theta <= d^{1/4}/10  (factor 10 for '<<')
    lr_lo = L10 + c8 * log(ld + log(m * k)) - kappa_log - log(lam)
    lr_hi = ld / 4 - L10
    hyp["(8) window"] = (lr - lr_lo, lr_hi - lr)
    # Assumption 1: lambda >= 10 m^{3/2} log m / sqrt(r_Theta)
    hyp["A1"] = lam - 10 * mpf(m) ** 1.5 * log(max(m, 2)) * exp(-lr / 2)
    # m <~ k <~ r_Theta^{small}: k <= r_Theta^{0.01}
    hyp["m<=k<=r^0.01"] = (k - m, mpf('0.01') * lr - log(k))
    # Assumption 4 room: sqrt(d)/r_Theta^2 >= 10 (v >= 1 possible)
    hyp["A4 room (log)"] = ld / 2 - 2 * lr - L10
    # Assumption 10: lambda' = 1/r_Theta (the largest allowed; most favourable for (103))
    llp = -lr
    # Assumption 6: 10 log(kd/sqrt(lambda')) <= F <= (kd)^m
    F = 10 * (log(k) + ld - llp / 2)
    hyp["A6"] = (mpf(0), m * (log(k) + ld) - log(F))
    # Theorem 6.17: 0 < eps < k/sqrt(lambda) (beta > 0), (II) eps <= lambda F, beta <~ 1
    beta = b * log(k / (eps * sqrt(lam))) / F
    hyp["beta in (0,1]"] = (beta, 1 - beta)
    hyp["eps <= lambda F"] = lam * F - eps
    lR = log(k) + beta ** 2
    # (107): log(1/xi) between 10x the top and 10x the bottom; xi = top/(10 * xi_shrink)
    top = -max(lR / lam ** 2, log(F)) - L10
    bottom = lR / lam - exp(log(lam) - log(m) - kappa_log) + L10
    lxi = top - log(xi_shrink)
    hyp["(107)"] = (top - lxi, lxi - bottom)
    # (103)
    t1 = log(mpf(0.5)) + lxi + log(F)
    t2 = log(2 * k) - beta * F
    lhs = (log(m) - llp) / 2 + log(exp(t1) + exp(t2))
    rhs = log(eps) + llp / 2 - log(5)
    ok = all((min(v) if isinstance(v, tuple) else v) >= 0 for v in hyp.values())
    if verbose:
        print("  hypotheses (slacks):", {h: (tuple(float(x) for x in v) if isinstance(v, tuple) else float(v)) for h, v in hyp.items()})
    return ok, float(lhs - rhs), float((log(m) - llp) / 2 + t1 - rhs), float((log(m) - llp) / 2 + t2 - rhs)

print("log of (103)'s LHS/RHS (total, xi term, tail term); > 0 means (103) fails")
for (m, k, lam, eps, b, shrink) in [(1, 3, 0.999, 1.5, 2, 1), (2, 10, 0.5, 0.01, 2, 1), (2, 10, 0.5, 0.01, 10, 1),
                                     (2, 10, 0.5, 0.01, 10, 1e6), (3, 50, 0.3, 1e-3, 5, 1e20)]:
    print(f"m={m} k={k} lambda={lam} eps={eps} beta-constant b={b} xi = (107)top/{shrink:g}:")
    for lr in (60, 100, 300, 600, 2000):
        ok, tot, a, c = check(1e4, m, k, lam, 1.0, 4, mpf(lr), eps, b, shrink, verbose=(lr == 100))
        print(f"  log r_Theta={lr:5d}: all hypotheses hold={ok}  log ratio={tot:9.2f} (xi term {a:9.2f}, tail {c:9.2f})")
