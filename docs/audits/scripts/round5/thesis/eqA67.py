"""Audit thesis.ch2.eqA.67: seed 003 L2975-L2977; nu_n(t) from Definition A.2.2 (2) (L2681). mpmath."""
import mpmath as mp
mp.mp.dps = 30
for S, S1, Sj, q, de, ta in [(10, 5, 5, 2, 0.5, 0), (10, 5, 5, 2, 0.5, 0.5), (100, 10, 30, 3, 0.4, 0.1), (100, 10, 30, 6, 0.4, 0.1)]:
    q, de, ta = mp.mpf(q), mp.mpf(de), mp.mpf(ta)
    mid = Sj * mp.e ** (de * q) / ((S - S1) * mp.e ** (de * q) + S1 * mp.e ** (q * q - de * q))
    nu = 1 / (S1 * mp.e ** (q * q - (de + ta) * q) + S - S1)
    print(f"|S|={S} |S1|={S1} |Sj|={Sj} q={q} delta={de} tau={ta}: middle={mp.nstr(mid,6)} nu|Sj|={mp.nstr(nu*Sj,6)} equal={abs(mid-nu*Sj) < 1e-25}")
