"""Auditor A r30: closed-form path for chenli Cor 6.16 / Thm 6.17 (II) / L2218 with the radial point (1-t)Theta* in K.
Own parameter choices (not the helper's): m = 1, k = 3, lambda = 0.9, eps = 0.05, (7)'s c = 1, every '<<'/'>>' a factor 10,
hidden Theta(.) exponents 1.  t = eps/(log 2 + 6 eps) (Step 10 |s| <= log 2, Lemma 6.14 slack 6 eps, constraint 7 eps)."""
from math import log, sqrt, exp
m, k, lam, eps = 1, 3, 0.9, 0.05
t = eps / (log(2) + 6 * eps)
print(f"t = {t:.5f} (= {t/eps:.3f} eps)")
print(" log d |  r_Theta(log) | lambda' | F=||Th1||_F | kappa     | xi window (log)      | xi-term of eps* | Cor6.16 needs C >= | (II) lhs >= tF | (II) rhs@1 | ratio | L2218 ratio tF/eps*")
for L in [100.0, 1e3, 1e4, 1e5]:
    kappa = lam ** 6.5 / (m ** 6.5 * L ** 2)                      # (7), c = 1
    # (8): 10 log^1(dmk)/(kappa lam) <= r <= d^{1/4}/10  -> take r at the upper end (log r = L/4 - log 10)
    logr = L / 4 - log(10)
    lower8 = log(10 * (L + log(m * k)) / (kappa * lam))
    assert lower8 <= logr, (L, lower8, logr)
    lam_p_log = -logr                                              # Assumption 10: lambda' = 1/r
    F = 10 * (log(k) + L - 0.5 * lam_p_log)                        # Assumption 6 lower end x 10; <= (kd)^{O(m)} trivially
    beta = log(20 * k * sqrt(m) / eps) / F - 0.5 * lam_p_log / F   # beta F = log(20 k sqrt m/(eps sqrt lambda')): (103) 2nd term ok
    R = k * exp(beta ** 2)
    lo = (1 / lam) * log(R) - lam / (m * kappa) + log(10)          # (69)/(107) lower end x 10 (log)
    hi = min(-(1 / lam ** 2) * log(R), -log(F)) - log(10)          # (107)/(68) upper end /10 (log)
    assert lo < hi
    logxi = lo
    # (103) first term: sqrt(m/lambda') * xi F/2 <= eps sqrt(lambda')/10  <=> log xi <= log(eps/(5 F)) + lam_p_log
    assert logxi <= log(eps / (5 * F)) + lam_p_log
    xiterm_log = log(m * ((1 / lam) * log(R) - logxi) * (0.5 + 1 / lam)) + logxi + log(F)
    eps_star_thm = max(eps, exp(xiterm_log))                       # Theorem 6.17 (I)'s eps* (no C)
    lhs = t * F
    rhs = sqrt(eps * F / lam) + kappa ** 0.5 * m ** 0.25 / lam ** 0.75 * F
    print(f" {L:6.0e}| {logr:12.1f} | e^{lam_p_log:8.1f} | {F:11.1f} | {kappa:.3e} | [{lo:.3e}, {hi:.2f}] | e^{xiterm_log:.3e} | {F/(log(2)+6*eps):10.1f}"
          f"        | {lhs:12.3f} | {rhs:9.3f} | {lhs/rhs:5.2f} | {lhs/eps_star_thm:8.1f}")
print("(II) check also with F = 10 x Assumption 6's end (still <= (kd)^{O(m)}):")
for L in [100.0, 1e3, 1e4, 1e5]:
    kappa = lam ** 6.5 / L ** 2; logr = L / 4 - log(10)
    F = 100 * (log(k) + L + 0.5 * logr)
    lhs = t * F; rhs = sqrt(eps * F / lam) + kappa ** 0.5 / lam ** 0.75 * F
    print(f"  log d = {L:.0e}: F = {F:.3e}: lhs >= {lhs:.3e}, rhs(const 1) = {rhs:.3e}, ratio {lhs/rhs:.2f}")
