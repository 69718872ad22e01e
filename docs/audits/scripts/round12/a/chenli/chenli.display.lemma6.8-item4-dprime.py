"""Auditor A, round 12: chenli L1673-L1675 (proof of Lemma 6.8, Item 4): 'v d' log(d)/sqrt(d) << kappa by (77)', with
d' := kappa sqrt(d)/(nu sqrt(log d)) (75), nu = Theta(log m + log log Q)^{-1} (75) fixed by (76) exp(-1/(2nu)) = c_* = Theta(m log Q)^{-1},
Assumption 4's v >= 1 (v << sqrt(d)/r^2).  Closed form: v d' log d/sqrt(d) / kappa = v sqrt(log d)/nu  (identically).
Also the quantity Item 4 actually uses, (d' log d/d) v^2 / kappa = v^2 sqrt(log d)/(nu sqrt d), at the largest v Assumption 4 allows."""
import mpmath as mp
mp.mp.dps = 30
def nu_of(m, logQ, Cstar=1.0):                 # (76): exp(-1/(2 nu)) = 1/(C* m log Q)
    return 1 / (2 * mp.log(Cstar * m * logQ))
for logd in (200, 1000, 1e4, 1e6):
    logd = mp.mpf(logd); m = 1
    for logQ in (mp.mpf(11), logd ** 0.5, logd):          # from (68)'s end to deep in the window
        nu = nu_of(m, logQ)
        for v in (1, 10):
            ratio = v * mp.sqrt(logd) / nu
            print(f"log d = {mp.nstr(logd,3)}, log Q = {mp.nstr(logQ,3)}, nu = {mp.nstr(nu,3)}, v = {v}: (v d' log d/sqrt d)/kappa = {mp.nstr(ratio,4)}  (>= sqrt(log d) = {mp.nstr(mp.sqrt(logd),3)})")
# the quantity Item 4 needs, at r_Theta at (8)'s lower end (polylog) and v at Assumption 4's top sqrt(d)/(10 r^2):
for logd in (400, 1000, 4000):
    logd = mp.mpf(logd); r = 10 * (logd + mp.log(3)) ** 3 * logd ** 2   # r ~ 10 log^3(dk) log^2 d (m = 1, lambda ~ 1, c of (7) = 1)
    v = mp.e ** (logd / 2) / (10 * r * r); nu = nu_of(1, logd)
    need = v * v * mp.sqrt(logd) / (nu * mp.e ** (logd / 2))
    print(f"log d = {mp.nstr(logd,3)}: r = {mp.nstr(r,3)}, v = {mp.nstr(v,3)}: (d' log d/d) v^2 / kappa = {mp.nstr(need,3)}")
