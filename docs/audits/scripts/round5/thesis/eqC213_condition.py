"""Audit thesis.ch4.eqC.213-condition: seed 003 L6293-L6299 ((C.212)-(C.213)) vs (C.192)-(C.193) L6181-L6187.
(a) consecutive-term ratio of the (C.192)-type series sum_p (e theta)^p B^{p/2}/p^p at p = 2 on the printed edge;
(b) the display's conclusion on a concrete G' (K = 1, d = 1, L = 1, mu = 0, Sigma = s^2, cross-entropy gradient
    G' = (phi(w x) - y) x - E[.], y | x ~ Bern(phi(w* x)), w = w* = 1, v = 1): E exp(theta G') at the printed
    theta edge, against 1 + C e theta^2 B; mpmath quadrature."""
import mpmath as mp
mp.mp.dps = 30
e = mp.e
def ratio_p2(theta, B):
    return (e * theta) * mp.sqrt(B) * 2**2 / mp.mpf(3) ** 3
for mu, Sig in [(1, 1), (0, 4), (2, mp.mpf('0.25'))]:
    B = (mu + mp.sqrt(Sig)) ** 2; Bp = (mu + Sig) ** 2
    th = 27 / (4 * e) * mp.sqrt(Bp)
    print(f"mu={mu} Sigma={Sig}: B={mp.nstr(B,6)} B'={mp.nstr(Bp,6)} theta_edge={mp.nstr(th,6)} ratio(p=2)={mp.nstr(ratio_p2(th,B),6)} (need <= 1/2)")
phi = lambda a: 1 / (1 + e ** (-a))
def mgf(theta, s):
    pdf = lambda x: mp.npdf(x, 0, s)
    Eg = mp.quad(lambda x: ((phi(x) - 1) * x * phi(x) + phi(x) * x * (1 - phi(x))) * pdf(x), [-mp.inf, 0, mp.inf])
    peak = theta * s**2
    f = lambda x: (phi(x) * e ** (theta * (phi(x) - 1) * x) + (1 - phi(x)) * e ** (theta * phi(x) * x)) * pdf(x)
    pts = sorted(set([-mp.inf, -abs(peak), -peak / 2, 0, peak / 2, peak, 2 * abs(peak), mp.inf]))
    return e ** (-theta * Eg) * mp.quad(f, pts)
for s in [1, 2, 3, 4]:
    s = mp.mpf(s); B = s**2; Bp = s**4
    th = 27 / (4 * e) * mp.sqrt(Bp)
    M = mgf(th, s)
    print(f"s={s}: theta={mp.nstr(th,6)}  E exp(theta G')={mp.nstr(M,8)}  (M-1)/(e theta^2 B)={mp.nstr((M-1)/(e*th**2*B),8)}")
    thc = 27 / (8 * e * mp.sqrt(B))   # the ratio-1/2 condition
    Mc = mgf(thc, s)
    print(f"      corrected theta={mp.nstr(thc,6)}: (M-1)/(e theta^2 B)={mp.nstr((Mc-1)/(e*thc**2*B),8)}")
