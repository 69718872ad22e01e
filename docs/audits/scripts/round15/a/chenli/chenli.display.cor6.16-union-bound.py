#!/usr/bin/env python3
"""Auditor A, round 15: chenli (seed 000) L2170, Corollary 6.16's proof:
  Omega(xi)^m R^{-O(m/lambda)} - O(sqrt(mkd lambda')/eps)^{km} exp(-Omega(r_W/m)) - delta*  >=  Omega(xi)^m R^{-O(m/lambda)}
  (R = k e^{beta^2}) 'by the bound on delta* in (106), the assumed lower bound on xi in the hypothesis of the Lemma, and
  the lower bound on r_W in Assumption 9'.
With hidden constants on both sides this holds iff B + delta* <= (1 - c) A, A = (c_A xi)^m R^{-C_A m/lambda},
B = (C_B sqrt(mkd lambda')/eps)^{km} exp(-c_W r_W/m). Own computation in logs (d = e^L), no repository import.

Hypotheses checked ('<<' = factor 10): (7); (8) window (r_Theta at its top d^{1/4}/10, >= its bottom); Assumption 10
lambda' = 1/r_Theta; Assumption 6 F at its floor 10 log(kd/sqrt(lambda')), F <= (kd)^m; Assumption 9 r_W = 10 m^3 k L
(<= d); Assumption 11 m1bar, m2bar (k^{1/lambda} reading); m <= k <= r_Theta, k >= 3 (rows X_2, X_3 of Lemma 6.4);
eps = 0.1 lambda F (<= O(lambda F), eps* <= 2F); beta from (103) (2 k e^{-beta F} small), beta << min(d, F), beta <~ 1;
xi: (68), (69), xi << 1/F, (103), (70) (eps* <= 2F), Corollary 6.16's own lower bound (with r_Theta as printed), and
(77) first part with nu of (75) for C_nu = 0.5 (the paper says (77) follows from (69), which needs C_nu < 1) and 1.
"""
import math

LN10 = math.log(10.0)


def setup(L, m, lam, k, c7, c8, Cth=1.0):
    kap = c7 * lam ** 6.5 / (m ** 6.5 * L ** 2)
    l_rT = L / 4 - LN10
    l_rT_lo = LN10 + c8 * math.log(L + math.log(m * k)) - math.log(kap * lam)
    l_lamp = -l_rT
    F = 10 * (math.log(k) + L - 0.5 * l_lamp)
    lF = math.log(F)
    eps = 0.1 * lam * F
    leps = math.log(eps)
    beta = 2 * (math.log(20 * k * math.sqrt(m)) - leps - l_lamp) / F
    lR = math.log(k) + beta ** 2
    r_w = 10 * m ** 3 * k * L
    l_base = 0.5 * (math.log(m * k) + L + l_lamp) - leps          # log(sqrt(mkd lambda')/eps)
    hyp = {
        "(8) window": l_rT - l_rT_lo,
        "Ass.6 F <= (kd)^m": m * (math.log(k) + L) - lF,
        "Ass.9 r_W <= d": L - math.log(r_w),
        "Ass.11 m1bar": lam * L / (10 * math.log(k)) - m,
        "Ass.11 m2bar (k^{1/lam})": 9 * math.log(kap) + 3 * L - 3 * math.log(L) - math.log(k) / lam - math.log(10 * m),
        "m <= k <= r_Theta": min(k - m + 0.5, l_rT - math.log(k)),
        "beta << min(d,F), beta <~ 1": min(math.log(F) - math.log(10 * beta), 1 - beta),
        "(77) 10 m kappa <= lambda (trivial part)": math.log(lam) - math.log(10 * m * kap),
    }
    # xi window in lxi = log(1/xi)
    lo = max(Cth * lR / lam + LN10,                               # (68)
             math.log(10 * F),                                     # xi << 1/F
             math.log(5 * math.sqrt(m) * F) - leps - 1.5 * l_lamp + LN10)   # (103)'s xi part, factor 10
    hi69 = lam / (m * kap) - Cth * lR / lam - LN10                 # (69)
    hi_cor = Cth * lR / lam - k * l_base + math.exp(min(l_rT, 700)) / m ** 2 - LN10   # corollary's bound, r_Theta
    out = dict(kap=kap, F=F, eps=eps, beta=beta, lR=lR, r_w=r_w, l_base=l_base, hyp=hyp, lo=lo, hi69=hi69,
               hi_cor=hi_cor)
    for Cnu in (0.5, 1.0):
        # (77): 10 m kappa <= lambda exp(-1/nu), 1/nu = Cnu (log m + log log(R^{1/lam}/xi))
        out[f"hi77_{Cnu}"] = math.exp((math.log(lam / (10 * m * kap))) / Cnu - math.log(m)) - lR / lam
    return out


def log_B_over_A(lxi, S, m, k, lam, cA=1.0, CA=1.0, CB=1.0, cW=1.0):
    log_A = m * (math.log(cA) - lxi) - CA * m * S["lR"] / lam
    log_B = k * m * (math.log(CB) + S["l_base"]) - cW * S["r_w"] / m
    return log_B - log_A


def eps70_ok(lxi, S, m, lam):
    # (70) term m log(R^{1/lam}/xi)(1/2 + 1/lam) xi F <= 2F  (eps* must be attainable)
    return math.log(m * (S["lR"] / lam + lxi) * (0.5 + 1 / lam)) - lxi <= math.log(2.0)


print("m=1, k=3, lambda=0.5, c=1, c8=3; xi at the top of its window (min of (69), the corollary's bound, (77)):")
for (m, k, lam, c7) in [(1, 3, 0.5, 1.0), (2, 3, 0.8, 1.0), (1, 5, 0.9, 0.1)]:
    print(f" m={m} k={k} lambda={lam} c={c7}")
    for L in (300.0, 1000.0, 3000.0, 1e4):
        S = setup(L, m, lam, k, c7, 3.0)
        ok = all(v > 0 for v in S["hyp"].values())
        for Cnu in (0.5, 1.0):
            top = min(S["hi69"], S["hi_cor"], S[f"hi77_{Cnu}"])
            if top <= S["lo"]:
                print(f"   L={L:g} C_nu={Cnu}: empty window"); continue
            r = [log_B_over_A(top, S, m, k, lam, cW=cW) for cW in (1.0, 10.0, 100.0)]
            # where B = A (c_W = 1): lxi_x
            lxi_x = top - r[0] / m
            print(f"   L={L:g} hyps {ok} (min slack {min(S['hyp'].values()):.2f}), C_nu={Cnu}: lxi window [{S['lo']:.1f}, "
                  f"{top:.4g}] ((69) {S['hi69']:.4g}, cor {S['hi_cor']:.3g}, (77) {S[f'hi77_{Cnu}']:.4g}); (70) ok "
                  f"{eps70_ok(top, S, m, lam)}; log(B/A) at the top, c_W = 1, 10, 100: "
                  f"{r[0]:.4g}, {r[1]:.4g}, {r[2]:.4g}; B = A at lxi = {lxi_x:.4g} (c_W = 1)")
print("\nlog(1/A) at the window top grows like L^2 ((69): lambda/(m kappa) = m^{11/2} L^2/(c lambda^{11/2})), "
      "log(1/B) only like c_W r_W/m = 10 c_W m^2 k L at Assumption 9's floor: B/A -> inf for every constant.")
