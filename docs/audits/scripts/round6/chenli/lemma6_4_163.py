"""Audit chenli.display.lemma6.4-A-163-lhs-beta (seed 000 L1849) and -rhs-k (L1855), against Theorem B.4's (163)
(L3748) and the text's own (93) (L1838). ||a|| = sqrt(m)||Theta_1||_F (sqrt(10 log k) + beta) (L1827, constant 1),
r = sqrt((1 - 2 kappa) lambda)||Theta_1||_F (L1829), kappa = 0; O/Theta constants 1 (any positive constant: same sign)."""
import mpmath as mp
mp.mp.dps = 30
m, lam = 1, mp.mpf(1)
a2_r2 = lambda k, beta: m * (mp.sqrt(10 * mp.log(k)) + beta) ** 2 / lam
k = 4
for beta in [0, 1, 2, 4]:
    lhs = mp.e ** a2_r2(k, beta) / mp.e ** a2_r2(k, 0)      # beta-dependence of Delta^{-1} exp(O(||a||^2/r^2)) prod ...
    printed = mp.e ** (-m * beta ** 2 / lam)                  # printed beta factor exp(-O(m beta^2/lambda)) (<= 1)
    print(f"[lhs-beta] k=4 beta={beta}: left side / (beta=0) = {mp.nstr(lhs, 6)}; printed beta factor = {mp.nstr(printed, 6)}")
for kk in [4, 40, 400, 4000]:
    rhs = mp.e ** (-(m ** 2 + m * a2_r2(kk, 0))) / mp.e ** (-(m ** 2 + m * a2_r2(4, 0)))   # (163) right side k-dependence
    printed = (mp.mpf(kk) / 4) ** (m / lam)                   # printed k^{Theta(m/lambda)} factor ratio (>= 1)
    print(f"[rhs-k] beta=0 k={kk}: (163) right side / (k=4) = {mp.nstr(rhs, 6)}; printed k-factor ratio = {mp.nstr(printed, 6)}")
