"""Audit chenli.display.thmB.4-eta (seed 000 L3784-L3796). eta ~ 0.9^m prod Delta_j / ((2pi)^{m/2}(1-kappa m)^{m/2}
prod||v_j||) exp(-a^T Q^{-1} a/2); printed: sqrt(m)/(eta Delta_min) <~ Delta_min^{-1} exp(O(||a||^2/r^2)) prod ||v_j||/Delta_j.
Instance: a = 0, kappa = 0 (orthonormal rows), Delta_j = 1.  Then rhs = 1 (exp(O(0)) = 1), lhs = sqrt(m)(2pi)^{m/2}/(c 0.9^m)."""
import mpmath as mp

for m in [1, 2, 8, 32, 128]:
    eta_over_c = mp.mpf(0.9) ** m / (2 * mp.pi) ** (mp.mpf(m) / 2)
    lhs = mp.sqrt(m) / eta_over_c
    print(f"m={m}: lhs/rhs = sqrt(m)(2pi)^(m/2)/0.9^m / c = {mp.nstr(lhs, 6)} / c ; L3788's own bracket "
          f"eta/(prod Delta/||v||) = {mp.nstr(eta_over_c, 4)} c >= exp(-Theta(m))")
