"""Auditor r4 thesis (seed 003) (C.55) L5471-L5473: int phi'(sigma z) z^2 N(z; mu, 1) dz <= (2/sqrt(2pi)) e^{-mu^2/2} mu^{-(3-eps)}."""
import mpmath as mp
mp.mp.dps = 30
dphi = lambda x: 1 / (mp.e ** x + mp.e ** (-x) + 2)
npdf = lambda z, m: mp.e ** (-(z - m) ** 2 / 2) / mp.sqrt(2 * mp.pi)
for s, mu in ((1, 3), (mp.mpf('0.5'), 2), (1, 5), (1, 8), (2, 10)):
    s, mu = mp.mpf(s), mp.mpf(mu)
    lhs = mp.quad(lambda z: dphi(s * z) * z**2 * npdf(z, mu), [-mp.inf, 0, mu, mp.inf])
    a = mu - s
    middle = 2 * mp.e ** (s**2 / 2 - s * mu) * ((a**2 + 1) * mp.ncdf(a) + a * mp.npdf(a))
    middle_q = 2 * mp.quad(lambda z: mp.e ** (-s * z) * z**2 * npdf(z, mu), [0, mu, mp.inf])
    bound = 2 / mp.sqrt(2 * mp.pi) * mp.e ** (-mu**2 / 2) * mu ** (-(3 - mp.mpf('0.5')))
    print(f"sigma={s} mu={mu}: lhs={mp.nstr(lhs, 5)} middle={mp.nstr(middle, 5)} (quad {mp.nstr(middle_q, 5)}) bound(eps=1/2)={mp.nstr(bound, 5)} ratio={mp.nstr(lhs / bound, 5)}")
