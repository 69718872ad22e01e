"""Auditor r4 thesis (seed 003) (E.102) L8417: 1/sqrt(1+xi) >= 1 - Theta(1)/M1.  Chapter 6 fixes xi = 1/sqrt(m)
(Section 6.2.3, L1727) and Theorem 6.3.3 (the setting of Prop 6.4.5) requires m >= Omega(M1^2 log M1) (L1811)."""
import mpmath as mp
mp.mp.dps = 30
print("helper's reading (xi = 0.1 fixed):", [(M1, mp.nstr((1 - 1 / mp.sqrt(mp.mpf('1.1'))) * M1, 4)) for M1 in (10, 100, 1000, 10**4)])
for c in (mp.mpf(1), mp.mpf('0.01')):
    rows = []
    for M1 in (2, 10, 100, 10**3, 10**4, 10**6):
        m = mp.ceil(c * M1**2 * mp.log(M1))
        xi = 1 / mp.sqrt(m)
        gap = 1 - 1 / mp.sqrt(1 + xi)
        rows.append((M1, int(m), mp.nstr(gap * M1, 4)))
    print(f"xi = 1/sqrt(m), m = ceil({c} M1^2 ln M1): (M1, m, gap*M1) =", rows)
# worst case over m >= c M1^2 ln M1 is m at the bound; gap*M1 <= M1/(2 sqrt(c M1^2 ln M1)) = 1/(2 sqrt(c ln M1))
