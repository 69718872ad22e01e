"""Auditor B r26: thesis Table 5.1 (L1512) lambda_w vs Table D.2 (L6769-L6775) lambda_w = 2/(tau'_w)^4, exact Fractions/mpmath."""
import mpmath as mp
mp.mp.dps = 40
for (m1, m2, eps0, C0) in [(1, 1, 0.1, 1), (1e4, 1e2, 0.1, 3), (1e6, 1e3, 0.01, 10), (1e8, 1e4, 0.3, 100), (1e12, 1e5, 0.05, 7)]:
    m1, m2, eps0, C0 = map(mp.mpf, (m1, m2, eps0, C0))
    tw = C0 / (eps0 ** 0.25 * m1 ** (mp.mpf(3) / 4 - mp.mpf('0.005')))
    tv = m1 ** (mp.mpf(1) / 2 - mp.mpf('0.005')) / (mp.sqrt(eps0) * mp.sqrt(m2))
    lw_D2 = 2 / tw ** 4; lv_D2 = 2 / tv ** 2
    lw_51 = 2 * eps0 * m1 ** (3 - mp.mpf('0.002')) / C0 ** 4
    lv_51 = 2 * eps0 * m2 / m1 ** (1 - mp.mpf('0.01'))
    print(f"m1={mp.nstr(m1,3)} m2={mp.nstr(m2,3)} eps0={mp.nstr(eps0,2)} C0={mp.nstr(C0,3)}: lambda_w 5.1/D.2 = {mp.nstr(lw_51/lw_D2, 8)} "
          f"(m1^0.018 = {mp.nstr(m1**mp.mpf('0.018'), 8)}); lambda_v 5.1/D.2 = {mp.nstr(lv_51/lv_D2, 12)}; "
          f"D.2 lambda_w = 2 eps0 m1^(3-0.02)/C0^4 ? {mp.nstr(lw_D2/(2*eps0*m1**(3-mp.mpf('0.02'))/C0**4), 12)}")
