"""Audit of chenli Lemma 6.8 Item 4 (L1659): w.p. 1 - small const over x ~ {+-1}^d,
| ||((Theta_i)_{:,S^c})^T x||^2 - ||Theta_i||_F^2 | <= 2 kappa ||Theta_1||_F^2 for all i and all |S| <= d',
d' = kappa sqrt(d)/(nu sqrt(log d)) (75), kappa = c lambda^{13/2}/(m^{13/2} log^2 d) (7).
Instance (m = 1): Theta = diag(theta), d' heavy entries of size a, the rest light |theta_j| in [b/2, b], alternating
signs.  For diagonal Theta, (x^T Theta_{:,S^c})_j = x_j theta_j, so the left side at S = heavy set is
sum_{j in S} theta_j^2 = d' a^2 for EVERY x.  Put d' a^2 = 2 g kappa F^2 (g > 1).  Everything in logs (mpmath),
each hypothesis checked with '<<' read as a factor 10.  Own script."""
import mpmath as mp

mp.mp.dps = 50
def check(ld, lam, c7, c8, nu, k, g, lr_pos=None, cS=0.01):
    ld = mp.mpf(ld); lam = mp.mpf(lam); m = 1
    lkap = mp.log(c7) + mp.mpf(6.5) * mp.log(lam) - 2 * mp.log(ld)           # (7), m = 1
    ldp = lkap + ld / 2 - mp.log(nu) - mp.log(ld) / 2                           # (75)
    dp = mp.floor(mp.e ** ldp); ldp = mp.log(dp)
    # light entries: d - d' of them with magnitudes in [b/2, b]; choose b so that the light mass is (1 - mu) F^2, F^2 = 1 (scale-free)
    lmu = mp.log(2 * g) + lkap                                                  # heavy mass fraction mu = 2 g kappa
    la2 = lmu - ldp                                                             # a^2 / F^2
    nlight = mp.e ** ld - dp
    # light magnitudes uniform in [b/2, b]: mean square = b^2 * (1/3)(1 + 1/2 + 1/4) = 7/12 b^2
    lb2 = mp.log(1 - mp.e ** lmu) - mp.log(nlight) - mp.log(mp.mpf(7) / 12)
    out = {}
    # Assumption 3 / (8): F^2 >= r ||Theta||_op^2 (op = a) and for |S| <= c d: ||Theta Pi_S^perp||_F^2 >= F^2 - c d b^2 >= r a^2
    lr_hi8 = ld / 4 - mp.log(10)                                                # r << d^{1/4}
    lr_lo8 = mp.log(10) + c8 * mp.log(ld + mp.log(k)) - lkap - mp.log(lam)      # log^c(dmk)/(kappa lambda) << r
    lr = lr_lo8 + mp.log(2) if lr_pos is None else lr_lo8 + lr_pos * (lr_hi8 - lr_lo8)   # default: twice (8)'s lower end
    out["(8) window log r in"] = (float(lr_lo8), float(lr_hi8)); out["log r"] = float(lr)
    out["A3 slack log(F^2/(r a^2))"] = float(-la2 - lr)
    out["A3 (|S|<=cd) slack"] = float(mp.log(1 - cS * mp.e ** (ld + lb2)) - la2 - lr)
    # Assumption 4: columns/rows <= v F/sqrt(d): v >= a sqrt(d)/F; v << sqrt(d)/r^2; also (Theta Pi_S^perp)_{:i} for |S| <= cd
    lv_min = la2 / 2 + ld / 2
    lv_min_S = la2 / 2 + ld / 2 - mp.log(1 - cS * mp.e ** (ld + lb2)) / 2
    lv_max = ld / 2 - 2 * lr - mp.log(10)
    out["A4: log v needed"] = float(max(lv_min, lv_min_S)); out["A4: log v allowed (<< sqrt d/r^2)"] = float(lv_max)
    # Assumption 5: |Tr| <= chi F, chi in [1, sqrt(log k)]: alternating signs -> |Tr| <= a + b
    out["A5 slack log(F/(a+b))"] = float(-mp.log(mp.e ** (la2 / 2) + mp.e ** (lb2 / 2)))
    # Assumption 6 with F = sqrt(d) scaling (everything above is scale-free), lambda' = 1/r (Assumption 10):
    out["A6 slack log(F/(10 log(kd sqrt r)))"] = float(ld / 2 - mp.log(10 * (mp.log(k) + ld + lr / 2)))
    # (77): m kappa << lambda e^{-1/nu};  nu d' sqrt(log d / d) <= kappa
    out["(77a) slack"] = float(mp.log(lam) - 1 / mp.mpf(nu) - mp.log(10) - lkap)
    out["(77b) nu d' sqrt(log d/d)/kappa"] = float(mp.e ** (mp.log(nu) + ldp + mp.log(ld) / 2 - ld / 2 - lkap))
    # Item 4 at S = heavy set (|S| = d' <= d'), any x:
    out["Item4 lhs/(kappa F^2)"] = float(mp.e ** (ldp + la2 - lkap)); out["bound"] = 2
    # the proof's step: (d' log d/d) v^2 vs kappa, at the least admissible v
    out["proof step (d' log d/d) v_min^2 / kappa"] = float(mp.e ** (ldp + mp.log(ld) - ld + 2 * lv_min - lkap))
    # Assumption 11: m <= m2_bar = Theta(kappa^9 d^3/(v^6 log^3 d k^{O(1/kappa)})): the largest constant C in k^{C/kappa} allowed
    lm2_noK = 9 * lkap + 3 * ld - 6 * max(lv_min, lv_min_S) - 3 * mp.log(ld)
    out["A11: largest C in k^(C/kappa) with m2_bar >= 1 (Theta-const 1)"] = float(lm2_noK / (mp.log(k) / mp.e ** lkap))
    out["A11: m1_bar ~ lambda log(d/v)/log k"] = float(lam * (ld - max(lv_min, lv_min_S)) / mp.log(k))
    return out

for args in [dict(ld=600, lam=0.5, c7=1, c8=3, nu=1, k=3, g=2), dict(ld=2000, lam=0.5, c7=0.1, c8=5, nu=0.5, k=10, g=1.5),
             dict(ld=1e4, lam=0.9, c7=1, c8=10, nu=1, k=100, g=1.2)]:
    print(args)
    for kk, vv in check(**args).items():
        print("   ", kk, vv)
