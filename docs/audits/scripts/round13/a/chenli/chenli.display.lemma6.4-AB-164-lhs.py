"""Audit A, r13: chenli L1857-L1861 (Case (A)) and L1968-L1972 (Case (B)), Lemma 6.4's proof, condition (164):
 'The left-hand side is given by rho^3 m^3 rbar^3 ||a||^3 / (r^6 d^{3/2}) = O~( V poly(m) beta^3 / (lambda^3 d^{3/2}) )'
 with V = v^3 (A) or max(v^3, d^{3/2}/(v^3 d'^3)) (B), and, from the same proof:
   ||a|| = Theta(sqrt(m) ||Theta_1||_F (sqrt(10 log k) + beta))   (L1827; L1947 writes sqrt(log k) + beta)
   r = sqrt((1 - 2 kappa) lambda) F, rbar = sqrt(1 + 2 kappa) F   (L1829-L1831, L1949)
   rho = v sqrt(log d) (A, L1901) / max(sqrt(d)/(v d'), v sqrt(log d)) (B, L1949 with its nu read as v)
 kappa of (7), d' of (75). Own log-space evaluation of the left side from these definitions, divided by the printed
 shape with constant 1 and poly(m) = m^{9/2} (the left side's own m-power); d and v cancel except through polylog /
 the max's. The ratio is printed after dividing out log^{3/2} d (what O~ may hide)."""
import mpmath as mp

mp.mp.dps = 40

def ratio(ld, m, k, lam, beta, A=1.0, c7=1.0, c8=3.0, nu=1.0, case="A", tv=0.5):
    ld = mp.mpf(ld); kap = c7 * mp.mpf(lam) ** 6.5 / (m ** 6.5 * ld ** 2)
    log_r_lo = mp.log(10) + c8 * mp.log(ld + mp.log(m * k)) - mp.log(kap * lam)       # (8) lower end, factor 10
    log_r_hi = ld / 4 - mp.log(10)
    log_v_top = ld / 2 - mp.log(10) - 2 * log_r_lo                                      # Assumption 4 at r = lower end
    lv = tv * log_v_top
    ldp = mp.log(kap) + ld / 2 - mp.log(nu) - mp.log(ld) / 2                            # (75)
    s = mp.sqrt(10 * mp.log(k)) + beta
    F = 1
    a = A * mp.sqrt(m) * F * s
    r, rbar = mp.sqrt((1 - 2 * kap) * lam) * F, mp.sqrt(1 + 2 * kap) * F
    if case == "A":
        l_rho = lv + mp.log(ld) / 2
        l_V = 3 * lv
    else:
        l_rho = max(ld / 2 - lv - ldp, lv + mp.log(ld) / 2)
        l_V = max(3 * lv, 3 * (ld / 2 - lv - ldp))
    # lhs and shape both carry d^{-3/2}: compare lhs*d^{3/2} with shape*d^{3/2}
    l_lhs = 3 * l_rho + 3 * mp.log(m) + 3 * mp.log(rbar) + 3 * mp.log(a) - 6 * mp.log(r)
    l_shape = l_V + 4.5 * mp.log(m) + 3 * mp.log(beta) - 3 * mp.log(lam)
    slacks = {"(8) window": log_r_hi - log_r_lo, "Assumption 4 (v >= 1)": lv, "10 m kappa <= lambda": mp.log(lam) - mp.log(10 * m * kap),
              "m <= k": k - m, "0 < beta <= 3 (beta << min(d, F); Thm 6.17: beta <~ 1)": min(beta, 3 - beta),
              "Assumption 1: 0 < lambda < 1": min(lam, 1 - lam)}
    return mp.e ** (l_lhs - l_shape - 1.5 * mp.log(ld)), slacks

for case in ("A", "B"):
    print(f"Case ({case})")
    for (ld, m, k, lam) in ((1000, 1, 3, 0.5), (1000, 3, 10, 0.9), (5000, 2, 100, 0.3)):
        row = []
        for beta in (1.0, 0.1, 1e-2, 1e-3, 1e-4):
            rt, sl = ratio(ld, m, k, lam, beta, case=case)
            row.append(f"b={beta:g}: {mp.nstr(rt, 4)}")
        ok = all(v >= 0 for v in sl.values())
        print(f"  log d={ld} m={m} k={k} lam={lam}: lhs/(shape log^1.5 d) " + ", ".join(row) + f"   hypotheses ok: {ok}")
    # Theorem 6.17's own beta ~ log(k/(eps sqrt(lam)))/||Theta_1||_F, F = 100 log(kd) (Assumption 6), eps = 0.1
    ld, m, k, lam = 1000, 1, 3, 0.5
    F = 100 * (mp.log(k) + ld)
    beta = float(mp.log(k / (0.1 * mp.sqrt(lam))) / F)
    rt, sl = ratio(ld, m, k, lam, beta, case=case)
    print(f"  Theorem 6.17's beta = log(k/(eps sqrt(lam)))/F = {beta:.3g} (F = 100 log(kd)): ratio {mp.nstr(rt, 4)}")
    # reading: beta^3 -> (sqrt(10 log k) + beta)^3
    for beta in (1.0, 1e-4):
        rt, _ = ratio(ld, m, k, lam, beta, case=case)
        s = mp.sqrt(10 * mp.log(k)) + beta
        print(f"  reading (sqrt(10 log k)+beta)^3 at beta={beta:g}: ratio {mp.nstr(rt * beta**3 / s**3, 4)}")
