"""Audit chenli.eq142 (seed 000 L2988-L2990; kappa (7) L439; (107) L2182; R = k e^{beta^2} >= 1).
xi := R^{Theta(1/lam)} max(e^{lam/(m kappa)}, eps log(m ||Theta_1||_F)); claims log(1/xi) >> log d, and xi must
satisfy (107): xi << min(R^{-Theta(1/lam^2)}, 1/||Theta_1||_F)."""
import mpmath as mp

for lam, m, logd, c in [(mp.mpf(1) / 2, 1, 4, 1), (mp.mpf(9) / 10, 4, 20, mp.mpf("0.01")), (mp.mpf(1) / 10, 2, 50, 1)]:
    kappa = c * lam ** mp.mpf(6.5) / (m ** mp.mpf(6.5) * logd**2)
    expo = lam / (m * kappa)
    # xi >= R^{Theta(1/lam)} e^{expo} >= e^{expo} since R >= 1 and the max is >= its first argument
    log_inv_xi_upper = -expo
    print(f"lam={mp.nstr(lam,3)}, m={m}, log d={logd}, c={c}: lam/(m kappa) = {mp.nstr(expo,6)}; "
          f"log(1/xi) <= {mp.nstr(log_inv_xi_upper,6)} < 0 < log d = {logd}; xi >= e^{mp.nstr(expo,4)} > 1 >> "
          f"(107)'s upper bound")
