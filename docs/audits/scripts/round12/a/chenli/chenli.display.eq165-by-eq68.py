"""Auditor A, round 12: chenli L1863-L1867 (proof of Lemma 6.4, Case (A)): (165) of Theorem B.4 (L3752),
 (m||a||/r^2)(sqrt(m) xi_low prod_j xi_j/||v_j|| + xi_bar) <~ exp(-||a||^2/(4 r^2)),  'The assumed bound in Eq. (68) ensures'.
Quantities (L1823-L1829): xi_low = xi_bar = xi_j = xi ||Th1||, ||a|| = sqrt(m) ||Th1|| (sqrt(10 log k) + beta) (its Theta read 1;
the x^T(Th_i)_S X_2S part is lower order by (79)/(77)), r = sqrt((1-2 kappa) lambda) ||Th1||.
The xi_bar term alone: lhs >= m^{3/2} (sqrt(10 log k)+beta) xi/((1-2kappa) lambda)  (scale-free).
(68): xi << k^{-c68/lambda} exp(-c68 beta^2/lambda) (c68 an absolute constant; '<<' = factor 10), xi at that end.
m: Section 4.3 m <~ k <~ r^{Theta(1)}; Assumption 11 m <= m1bar = lambda log(d/v)/log k (Theta~ as factor 10), m2bar read
k^{O(1/lambda)}; (8) window; (69) window; kappa = c lambda^{13/2}/(m^{13/2} log^2 d).  Log space (mpmath)."""
import mpmath as mp
mp.mp.dps = 30

def point(m, lam=0.5, beta=1.0, c68=1.0, c7=1.0, c8=3.0, ca=1.0):
    k = max(3, m)
    lam = mp.mpf(lam)
    g = mp.sqrt(10 * mp.log(k)) + beta
    logd = max(mp.mpf(2000), 10 * 10 * m * mp.log(k) / lam)          # Assumption 11 m1bar with factor 10
    kappa = c7 * lam ** 6.5 / (m ** 6.5 * logd ** 2)
    logxi = -c68 * mp.log(k) / lam - c68 * beta ** 2 / lam - mp.log(10)  # (68)'s end
    log_lhs = mp.log(m ** 1.5 * g / ((1 - 2 * kappa) * lam)) + logxi
    log_rhs = -(ca ** 2) * m * g ** 2 / (4 * (1 - 2 * kappa) * lam)
    logR = mp.log(k) + beta ** 2
    hyps = {"(69) window": mp.log(10) + logR / lam - lam / (m * kappa) <= logxi,
            "(8) window": mp.log(10) + c8 * mp.log(logd + mp.log(m * k)) - mp.log(kappa * lam) <= logd / 4 - mp.log(10),
            "A1": lam >= 10 * m ** 1.5 * mp.log(m) / mp.e ** (logd / 8) * mp.sqrt(10) if m > 1 else True,
            "A11 m1bar": m <= lam * logd / (10 * mp.log(k)),
            "A11 m2bar (k^{1/lambda})": mp.log(10 * m) <= 9 * mp.log(kappa) + 3 * logd - 3 * mp.log(logd) - mp.log(k) / lam,
            "m <= k <= r": m <= k and mp.log(k) <= logd / 4 - mp.log(10)}
    return log_lhs - log_rhs, logd, hyps

for c68 in (1.0, 3.0, 10.0):
    for ca in (1.0, 0.5):
        row = []
        for m in (1, 2, 4, 8, 16, 32, 64):
            lr, logd, hyps = point(m, c68=c68, ca=ca)
            bad = [h for h, ok in hyps.items() if not ok]
            row.append(f"m={m}:{mp.nstr(lr,4)}{'*'+str(bad) if bad else ''}")
        print(f"c68={c68}, ||a|| constant {ca}: log(lhs/rhs) = " + ", ".join(row))
lr, logd, hyps = point(8, lam=0.5, beta=1.0)
print("m = 8 detail: log ratio", mp.nstr(lr, 5), "log d", mp.nstr(logd, 5), hyps)
