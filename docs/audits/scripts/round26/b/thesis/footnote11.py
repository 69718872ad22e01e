"""Auditor B r26: thesis Remark 1 / footnote 11 (L881-L883): 'The first term in (3.9) dominates when eps_0 < 1/2 - delta_zm^{-4} eps^{-4}/2'.
(3.9): F1 = (1 + dz^2) log N/(1 - 2 eps_S (1 - gamma_d) - sigma)^2 ; BT with B = eps^-2 log N, T = eta^-1/2 (1 - 2 eps_0)^-1/2 (1 - delta)^-1/2 (3.8).
Ratio F1/BT (log N cancels), all hidden constants 1, exact in mpmath; eta (step size) free in Theorem 3.4.4."""
import mpmath as mp, random
mp.mp.dps = 30
def ratio(eps, dz, eps0, delta, gd, epsS, sigma, eta):
    F1 = (1 + dz ** 2) / (1 - 2 * epsS * (1 - gd) - sigma) ** 2
    BT = eps ** -2 * eta ** -0.5 * (1 - 2 * eps0) ** -0.5 * (1 - delta) ** -0.5
    return F1 / BT
# footnote's condition met with margin: eps = 1/2, dz = 4 -> eps0 < 1/2 - 1/32; take eps0 = 1/4 (and eps0 = 0.01), most favourable gd = 1 in F1? (gd = 1 minimises F1's denominator effect)
for (eps, dz, eps0) in [(0.5, 4, 0.25), (0.9, 2, 0.01), (0.99, 10, 0.4)]:
    assert eps0 < 0.5 - dz ** -4 * eps ** -4 / 2
    row = [mp.nstr(ratio(mp.mpf(eps), dz, mp.mpf(eps0), 0, 1, mp.mpf('0.25'), 0, mp.mpf(10) ** -k), 4) for k in (0, 1, 2, 4, 8)]
    # worst F1 over admissible (eps_S, gamma_d, sigma): F1 largest when the denominator is smallest; the footnote must hold for all, so use the
    # most favourable F1 (denominator 1) to show failure is robust
    print(f"eps={eps}, delta_zm={dz}, eps0={eps0} (condition holds): F1/BT at eta = 1, 0.1, 1e-2, 1e-4, 1e-8: {row}")
# corrected condition: eps0 < 1/2 - dz^-4 eps^-4 eta^-1 (1-delta)^-1 / 2
random.seed(1); mn = mp.inf; cnt = 0
for _ in range(20000):
    eps = mp.mpf(random.uniform(0.01, 0.999)); dz = random.choice([1, 2, 3, 5, 10, 30]); eta = mp.mpf(10) ** random.uniform(-6, 0)
    delta = mp.mpf(random.uniform(0, 0.499)); gd = mp.mpf(random.uniform(0.01, 1)); epsS = mp.mpf(random.uniform(0, 0.4999)); sigma = mp.mpf(random.uniform(0, 0.1))
    if 1 - 2 * epsS * (1 - gd) - sigma <= 0: continue
    lim = mp.mpf(1) / 2 - dz ** -4 * eps ** -4 / eta / (1 - delta) / 2
    if lim <= 0: continue
    eps0 = lim * mp.mpf(random.uniform(0, 0.999)); cnt += 1
    mn = min(mn, ratio(eps, dz, eps0, delta, gd, epsS, sigma, eta))
print(f"corrected condition (eta and (1 - delta) kept): {cnt} admissible draws, min F1/BT = {mp.nstr(mn, 5)} (>= 1)")
