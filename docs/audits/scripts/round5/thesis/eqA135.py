"""Audit thesis.ch2.eqA.135: seed 003 L3289-L3291; p_n(0) per the display's own middle term. Exact rationals * e^c."""
import mpmath as mp
mp.mp.dps = 30
for S1, S, c in [(1, 10**4, 0), (1, 10**2, 0), (1, 10**6, 1), (5, 10, 0)]:
    ec = mp.e ** (-c)
    p0 = S1 * ec / (S1 * ec + S - S1)
    print(f"|S1|={S1} |S|={S} delta+tau={c}: p_n(0)={mp.nstr(p0,6)}  e^-(delta+tau)={mp.nstr(ec,6)}  ratio e^-c/p0={mp.nstr(ec/p0,6)}"
          f"  (formula e^-c + (|S|/|S1|-1)... = {mp.nstr(1 + (mp.mpf(S)/S1 - 1) * ec / ec * mp.e**c * ec / 1, 6)})")
