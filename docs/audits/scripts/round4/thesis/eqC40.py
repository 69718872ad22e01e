"""Auditor r4 thesis (seed 003) (C.40) L5392-L5398 chain members."""
import mpmath as mp
mp.mp.dps = 30
dphi = lambda x: 1 / (mp.e ** x + mp.e ** (-x) + 2)
N = lambda z: mp.e ** (-z * z / 2) / mp.sqrt(2 * mp.pi)
Q = lambda x: mp.erfc(x / mp.sqrt(2)) / 2
for mu, s in ((1, 1), (0, 1), (2, mp.mpf('0.5')), (-1, 1)):
    mu, s = mp.mpf(mu), mp.mpf(s)
    lhs = mp.quad(lambda z: dphi(s * z) ** 2 * N(z - mu), [-mp.inf, 0, mp.inf])
    m2 = 2 * mp.quad(lambda z: 1 / (16 * mp.e ** (2 * s * z)) * N(z + mu), [0, mp.inf])
    m2abs = 2 * mp.quad(lambda z: 1 / (16 * mp.e ** (2 * s * z)) * N(z + abs(mu)), [0, mp.inf])
    m3 = mp.e ** (2 * abs(mu) * s + 2 * s * s) / 8 * Q(2 * s)
    m4 = mp.e ** (2 * abs(mu) * s + 2 * s * s) / 8 * Q(abs(mu) + 2 * s)
    print(f"mu={mu} sigma={s}: lhs={mp.nstr(lhs, 6)} member2={mp.nstr(m2, 6)} (with |mu|: {mp.nstr(m2abs, 6)}) member3={mp.nstr(m3, 6)} member4={mp.nstr(m4, 6)};"
          f" lhs>=m2: {lhs >= m2}, m2==m3: {mp.almosteq(m2, m3, 1e-20)}, m2abs==m4: {mp.almosteq(m2abs, m4, 1e-20)}, lhs>=m4: {lhs >= m4}")
