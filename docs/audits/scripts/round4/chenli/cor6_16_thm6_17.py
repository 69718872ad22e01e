"""Auditor r4: chenli Cor 6.16 / Thm 6.17 (II) 'conditional crossings' -- check the printed hypotheses at the
helper's instances (d=8, k=3, m=1, T=600, ||Theta_1||_F = 3 resp. 2.593, eps = 0.01 -> 0), most generous reading:
every hidden constant = 1 and every '<<' read as '<='. Own code, seed 000 only."""
import math

def report(name, d, k, m, T, F, eps, lam=1.0, lam_p=1.0, delta=0.1):
    print(f"--- {name}: d={d} k={k} m={m} T={T} ||Theta_1||_F={F} eps={eps}")
    # Assumption 2 (7): kappa := c lam^{13/2} / (m^{13/2} log^2 d), c 'arbitrarily small' -> kappa <= 1/log^2 d
    kappa = lam**6.5 / (m**6.5 * math.log(d)**2)
    # Assumption 3 (8): log^c(dmk)/(kappa lam) << r_Theta << d^{1/4}  (c >= 1 'sufficiently large')
    lo3 = math.log(d * m * k) / (kappa * lam); hi3 = d ** 0.25
    print(f"  Assumption 3: need {lo3:.3f} <= r_Theta <= {hi3:.3f} (c=1, constants 1): satisfiable={lo3 <= hi3}")
    # Assumption 6: log(kd/sqrt(lam')) << ||Theta_1||_F, lam' <= 1
    lo6 = math.log(k * d / math.sqrt(lam_p))
    print(f"  Assumption 6: need log(kd/sqrt(lam')) = {lo6:.3f} <= ||Theta_1||_F = {F}: {lo6 <= F}")
    # Assumption 9: r_W >> m^3 k log d, but r_W <= rank <= d
    print(f"  Assumption 9: need r_W >= {m**3 * k * math.log(d):.2f} with r_W <= d = {d}")
    # Thm 6.17: beta ~ (1/F) log(k/(eps sqrt lam)), R = k e^{beta^2}; (107): xi << min(R^{-1/lam^2}, 1/F)
    beta = math.log(k / (eps * math.sqrt(lam))) / F
    R = k * math.exp(beta**2)
    xi_max = min(R ** (-1 / lam**2), 1 / F)
    # T >= (1/xi)^m R^{m/lam} (d^2 log(d F/eps*) + log(1/delta)), eps* >= eps (C=1)
    core = d * d * math.log(d * F / eps) + math.log(1 / delta)
    T_cor = (1 / (1 / F)) ** m * core                       # Cor 6.16 with only xi << 1/F, R-factor dropped
    T_thm = (1 / xi_max) ** m * R ** (m / lam) * core        # Thm 6.17 / Cor 6.16 with (107)
    print(f"  beta={beta:.3f} R={R:.1f} xi_max={xi_max:.4g}  core={core:.1f}")
    print(f"  T needed (constants 1): Cor6.16 minimal (xi=1/F, no R) {T_cor:.3g}; with (107) {T_thm:.3g};"
          f" T={T}: constant c must be <= {T / T_cor:.3g} resp. {T / T_thm:.3g}")

for eps in (0.1, 0.01, 0.001, 1e-4):
    report("cor6.16", 8, 3, 1, 600, 3.0, eps)
for eps in (0.1, 0.01, 0.001):
    report("thm6.17(II)", 8, 3, 1, 600, 2.593, eps)
