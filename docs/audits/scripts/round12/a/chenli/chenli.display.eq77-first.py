"""Auditor A, round 12: chenli (77) first part, L1636-L1640: 'm kappa << lambda exp(-1/nu) ... where the former inequality
follows by Eq. (69)'.  nu from (75): nu = Theta(log m + log log Q)^{-1}, Q = (k e^{beta^2})^{Theta(1/lambda)}/xi;
(72) c_* = Theta(m log Q)^{-1}; (76) c_* = exp(-1/(2 nu)) ('if we choose constant factors correctly'), hence
exp(-1/nu) = c_*^2 = (C_* m log Q)^{-2}.  xi: any value with (68) xi << k^{-Theta(1/lambda)} exp(-O(beta^2/lambda)) and
(69) xi >> (k e^{beta^2})^{Theta(1/lambda)}/e^{lambda/(m kappa)} (Lemma 6.4; Theorem 6.17's (107) has the same lower end).
kappa = c lambda^{13/2}/(m^{13/2} log^2 d) (7).  Every Theta(1) exponent read as a (I try a = 1, 2), '<<'/'>>' a factor 10.
Computes ratio = m kappa exp(1/nu)/lambda (must stay bounded for '<<'), in log space with mpmath."""
import mpmath as mp
mp.mp.dps = 40

def run(logd, m=1, k=3, beta=1.0, lam=0.5, c7=1.0, Cstar=1.0, a=1.0, c8=3.0, u=1.0):
    logd = mp.mpf(logd); lam = mp.mpf(lam)
    kappa = c7 * lam ** mp.mpf(6.5) / (m ** mp.mpf(6.5) * logd ** 2)
    logR = mp.log(k) + beta ** 2
    lq_hi = lam / (m * kappa) - a * logR / lam * 0 - mp.log(10)      # (69) at factor 10: log Q <= lambda/(m kappa) - log 10
    lq_lo = 2 * a * logR / lam + mp.log(10)                            # (68) at factor 10
    logQ = lq_lo + u * (lq_hi - lq_lo)
    cstar = 1 / (Cstar * m * logQ)
    exp_inv_nu = cstar ** -2                                           # (76)
    ratio = m * kappa * exp_inv_nu / lam
    # hypotheses
    llog = c8 * mp.log(logd + mp.log(m * k))                           # log of log^c8(dmk)
    r_lo = mp.log(10) + llog - mp.log(kappa) - mp.log(lam)             # log of 10 log^c(dmk)/(kappa lambda)
    r_hi = logd / 4 - mp.log(10)                                        # log of d^{1/4}/10
    hyps = {"(68)-(69) window non-empty": lq_hi > lq_lo,
            "(8) window non-empty": r_lo <= r_hi,
            "A1: 0<lambda<1 (m=1: lambda >> m^1.5 log m/sqrt r trivial)": 0 < lam < 1,
            "A11 m <= m1bar = lambda log d/(10 log k)": m <= lam * logd / (10 * mp.log(k)),
            "A11 m <= m2bar read k^{1/lambda}: 10 m <= kappa^9 d^3/(log^3 d k^{1/lambda})":
                mp.log(10 * m) <= 9 * mp.log(kappa) + 3 * logd - 3 * mp.log(logd) - mp.log(k) / lam,
            "m <= k": m <= k,
            "nu > 0 (c_* < 1)": cstar < 1}
    return ratio, logQ, lq_lo, lq_hi, hyps

for lam in (0.5, 0.999):
    for a in (1.0, 2.0):
        for Cs in (0.1, 1.0, 10.0):
            row = []
            for logd in (200, 400, 1000, 2000, 4000, 10000):
                ratio, logQ, lo, hi, hyps = run(logd, lam=lam, a=a, Cstar=Cs)
                bad = [h for h, ok in hyps.items() if not ok]
                row.append(f"{mp.nstr(ratio,3)}{'*' if bad else ''}")
            print(f"lambda={lam} a={a} C*={Cs}: ratio at log d = 200,400,1e3,2e3,4e3,1e4: {row}  (* = a hypothesis fails)")
ratio, logQ, lo, hi, hyps = run(1000)
print("log d = 1000, lambda = 0.5: log Q window", mp.nstr(lo, 4), "..", mp.nstr(hi, 4), hyps)
# where in the window does it start failing: ratio <= 0.1 ('<<' factor 10) needs log Q <= sqrt(0.1 lambda/(m^3 kappa))
for u in (1.0, 1e-2, 1e-4, 1e-6, 0.0):
    ratio, logQ, lo, hi, hyps = run(1000, u=u)
    print(f"  u = {u}: log Q = {mp.nstr(logQ,4)} ratio = {mp.nstr(ratio,4)}")
# m path
for m in (1, 2, 3, 5):
    ratio, *_, hyps = run(4000, m=m, k=max(3, m), lam=0.999)
    print(f"m = {m}, log d = 4000, lambda = 0.999: ratio {mp.nstr(ratio,4)}; failed hyps: {[h for h,ok in hyps.items() if not ok] or 'none'}")
