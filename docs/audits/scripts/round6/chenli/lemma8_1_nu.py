"""Audit chenli.display.lemma8.1-nu-m (seed 000 L2846-L2848; (132) L2675, (134) L2685). mpmath 50 digits.
nu_0 = 0, nu_{l+1} = 2d sqrt(2m/lambda)(sum_{a<=l} nu_a + eps), eps = eps*/(2 sqrt(m) T (d sqrt(m^3/lambda))^m), T = ||Theta_1||_F.
Display: nu_m <= eps*/(2 sqrt(m) T). Report ratio nu_m / (eps*/(2 sqrt(m) T)) (independent of eps*, T)."""
import mpmath as mp
mp.mp.dps = 50


def ratio(m, d, lam):
    eps = 1 / (2 * mp.sqrt(m) * (d * mp.sqrt(mp.mpf(m) ** 3 / lam)) ** m)  # eps* = T = 1
    nus = []
    for _ in range(m):
        nus.append(2 * d * mp.sqrt(2 * m / lam) * (sum(nus) + eps))
    assert all(nus[i] <= nus[i + 1] for i in range(len(nus) - 1))
    return nus[-1] / (1 / (2 * mp.sqrt(m)))


for m in [1, 2, 3, 4]:
    for d in [1, 10, 1000]:
        for lam in [mp.mpf(1), mp.mpf("0.1"), mp.mpf("1e-3")]:
            r = ratio(m, d, lam)
            if d == 1000 or m <= 2:
                print(f"m={m} d={d} lambda={mp.nstr(lam,2)}: nu_m / bound = {mp.nstr(r, 8)}")
