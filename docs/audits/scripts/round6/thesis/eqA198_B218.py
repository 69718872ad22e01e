"""Audit thesis.ch2.eqA.198 / ch3.eqB.218 (seed 003 L3564-L3566, L4941-L4943). theta^i = angle between V and a
uniform direction on S^{m_a-1}; lucky = theta < pi/2 ((A.8)); m_a = Theta(M). As m -> inf (m is only bounded below)
the lucky mean angle -> E[theta | theta < pi/2]; compare |mean - E theta| with 1/M (m_a = M). mpmath quadrature."""
import mpmath as mp
mp.mp.dps = 20
for M in [10, 100, 1000, 10000]:
    ma = M
    dens = lambda t: mp.sin(t) ** (ma - 2)
    Zh = mp.quad(dens, [0, mp.pi / 4, mp.pi / 2]); Eh = mp.quad(lambda t: t * dens(t), [0, mp.pi / 4, mp.pi / 2]) / Zh
    gap = mp.pi / 2 - Eh
    print(f"M = m_a = {M}: E[theta | lucky] = {mp.nstr(Eh, 8)}; |lucky mean - E theta| (E theta = pi/2) = {mp.nstr(gap, 5)}"
          f" vs 1/M = {1/M:.1e} (ratio {mp.nstr(gap * M, 4)}); sqrt(2/(pi m_a)) = {mp.nstr(mp.sqrt(2/(mp.pi*ma)), 5)};"
          f" with E theta = 0: {mp.nstr(Eh, 5)}")
