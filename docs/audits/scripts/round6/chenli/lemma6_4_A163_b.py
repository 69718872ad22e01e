# Audit (b): chenli.display.lemma6.4-A-163-lhs-beta (L1849) and -rhs-k (L1855), seed 000.
# ||a|| = Theta(sqrt(m) ||Theta_1||_F (sqrt(10 log k) + beta)) (L1827), r = sqrt((1-2kappa) lambda) ||Theta_1||_F (L1829).
# LHS of (163)'s 2nd Lambda-argument: xi^{-1} exp(O(||a||^2/r^2)) prod ||v_j||/xi_j ; RHS of (163) (L3748): D^m exp(-Theta(m^2 + m||a||^2/r^2)) prod (D_j/||v_j||)^m.
# Take every hidden constant = c (any c > 0), Theta_1 norm 1, kappa = 0.
from mpmath import mp, mpf, exp, log, sqrt
mp.dps = 30
def a2_over_r2(m, lam, k, beta): return m*(sqrt(10*log(k)) + beta)**2/lam
for c in [mpf(1), mpf('0.01')]:
    print(f"hidden constant c = {c}")
    m, lam, k = 1, mpf(1), 4
    for beta in [0, 1, 2, 4]:
        lhs_ratio = exp(c*a2_over_r2(m, lam, k, beta))/exp(c*a2_over_r2(m, lam, k, 0))
        printed = exp(-c*m*beta**2/lam)
        print(f"  L1849 beta={beta}: true LHS(beta)/LHS(0) = {float(lhs_ratio):.4e}; printed beta-factor exp(-c m beta^2/lambda) = {float(printed):.4e}")
    for m in [1, 2]:
        for k in [4, 40, 400, 4000]:
            rhs_ratio = exp(-c*(m*a2_over_r2(m, lam, k, 0)))/exp(-c*(m*a2_over_r2(m, lam, 4, 0)))
            printed = (mpf(k)/4)**(c*m/lam*m)
            print(f"  L1855 m={m} k={k}: true RHS(k)/RHS(4) = {float(rhs_ratio):.4e}; printed (k^(c m/lambda))^m ratio = {float(printed):.4e}")
