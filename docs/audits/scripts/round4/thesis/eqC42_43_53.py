"""Auditor r4 thesis (seed 003) Property C.4 proof, L5405-L5469: (C.42) derivative, (C.43) chain, (C.53) chain.
phi = sigmoid, phi'(x) = 1/(e^x + e^-x + 2). mpmath, own code."""
import mpmath as mp
mp.mp.dps = 40
Q = lambda x: mp.erfc(x / mp.sqrt(2)) / 2          # Gaussian upper tail
npdf = lambda z, m=0: mp.e ** (-(z - m) ** 2 / 2) / mp.sqrt(2 * mp.pi)
dphi = lambda x: 1 / (mp.e ** x + mp.e ** (-x) + 2)
print("=== (C.42)")
def f(s, mu, k1):
    return mp.sqrt(2 * mp.pi) * Q(abs(mu) + 2 * s) - mp.e ** (-2 * abs(mu) * s - 2 * s**2 - k1 * mp.log(s))
for mu, s, k1 in ((mp.mpf('1.5'), mp.mpf(2), mp.mpf('1.5')), (mp.mpf(0), mp.mpf(2), mp.mpf('1.5')), (mp.mpf(3), mp.mpf(1), mp.mpf(2))):
    true = mp.diff(lambda x: f(x, mu, k1), s)
    printed = mp.e ** (-2 * s**2) * ((2 * abs(mu) + 4 * s + k1 / s) * s ** (-k1) - 2 * mp.e ** (-mu**2 / 2))
    print(f"mu={mu} sigma={s} k1={k1}: f'(true)={mp.nstr(true, 6)} (C.42)={mp.nstr(printed, 6)} ratio={mp.nstr(printed / true, 6)}"
          f" e^(2|mu|sigma)={mp.nstr(mp.e ** (2 * abs(mu) * s), 6)}")
print("=== (C.43): first expr (N(0,1) as printed), second (N(mu,1)), middle 2 int_0^inf e^{-sz} N(z;mu,1), printed end")
for s, mu in ((1, 0), (1, 1), (1, 2), (1, 3), (10, 6), (50, 1), (200, 1)):
    s, mu = mp.mpf(s), mp.mpf(mu)
    first = mp.quad(lambda z: dphi(s * z) * npdf(z), [-mp.inf, 0, mp.inf])
    second = mp.quad(lambda z: dphi(s * z) * npdf(z, mu), [-mp.inf, 0, mu, mp.inf])
    middle = 2 * mp.quad(lambda z: mp.e ** (-s * z) * npdf(z, mu), [0, mu, mp.inf])
    closed = 2 * mp.e ** (s**2 / 2 - s * mu) * mp.ncdf(mu - s)
    end = 2 * mp.e ** (abs(mu) * s + s**2 / 2) * Q(abs(mu) + s)
    print(f"sigma={s} mu={mu}: first={mp.nstr(first, 5)} second={mp.nstr(second, 5)} middle={mp.nstr(middle, 5)}"
          f" (closed {mp.nstr(closed, 5)}) end={mp.nstr(end, 5)}  second/end={mp.nstr(second / end, 5)}")
print("=== (C.53) sigma fixed, mu large: lhs vs printed end (2/sqrt(2pi)) e^{-mu^2/2} mu^{-(1-eps)}, eps = 1/2")
for s in (mp.mpf(1),):
    for mu in (2, 3, 5, 8):
        mu = mp.mpf(mu)
        lhs = mp.quad(lambda z: dphi(s * z) * npdf(z, mu), [-mp.inf, 0, mu, mp.inf])
        end = 2 / mp.sqrt(2 * mp.pi) * mp.e ** (-mu**2 / 2) * mu ** (-(1 - mp.mpf('0.5')))
        middle = 2 * mp.e ** (s**2 / 2 - s * mu) * mp.ncdf(mu - s)
        # variance heuristic for (3): Var(phi'(sigma z)), z ~ N(mu,1), vs e^{-mu^2/2} mu^{-3.5}
        m1 = lhs; m2 = mp.quad(lambda z: dphi(s * z) ** 2 * npdf(z, mu), [-mp.inf, 0, mu, mp.inf])
        print(f"sigma=1 mu={mu}: lhs={mp.nstr(lhs, 5)} middle={mp.nstr(middle, 5)} end={mp.nstr(end, 5)} lhs/end={mp.nstr(lhs / end, 5)};"
              f" Var phi'={mp.nstr(m2 - m1**2, 5)} vs e^(-mu^2/2) mu^-3.5={mp.nstr(mp.e ** (-mu**2 / 2) * mu ** -3.5, 5)}")
