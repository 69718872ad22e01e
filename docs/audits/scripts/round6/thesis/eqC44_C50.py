"""Audit thesis.ch4.eqC.44 / eqC.50 (seed 003 L5401-L5455). phi sigmoid, phi'(s) = 1/(e^s + e^-s + 2);
alpha_q = E_{z~N(mu,1)}[phi'(sigma z) z^q], beta_q = E[phi'(sigma z)^2 z^q] (Definition C.2.2). mpmath quad in s = sigma z.
Also the two Claims of each display at the instance (Claim 1 of (C.44): int_{|mu|+2 sigma}^inf e^{-t^2/2} dt >
e^{-2|mu| sigma - 2 sigma^2 - k1 log sigma})."""
import mpmath as mp
mp.mp.dps = 30
dphi = lambda s: 1 / (mp.e ** s + mp.e ** (-s) + 2)


def moments(mu, sig, q):
    pdf = lambda s: mp.e ** (-(s / sig - mu) ** 2 / 2) / mp.sqrt(2 * mp.pi) / sig
    pts = [-mp.inf, -50, 0, 50, mp.inf]
    a = mp.quad(lambda s: dphi(s) * (s / sig) ** q * pdf(s), pts)
    b = mp.quad(lambda s: dphi(s) ** 2 * (s / sig) ** q * pdf(s), pts)
    return a, b


for mu, sig, k1, k2 in [(1, mp.mpf("15.85"), mp.mpf("1.01"), 1), (1, mp.mpf(10) ** 3, mp.mpf("1.01"), 1), (0, mp.mpf(100), mp.mpf("1.5"), 1)]:
    a, b = moments(mp.mpf(mu), sig, 0)
    lhs = b - a ** 2
    rhs = sig ** (-k1) / (8 * mp.sqrt(2 * mp.pi)) - sig ** (-2 * k2) / (2 * mp.pi)
    claim1 = mp.quad(lambda t: mp.e ** (-t * t / 2), [abs(mu) + 2 * sig, mp.inf]) > mp.e ** (-2 * abs(mu) * sig - 2 * sig ** 2 - k1 * mp.log(sig))
    print(f"(C.44) mu={mu} sigma={mp.nstr(sig,5)} k1={k1} k2={k2}: beta0-alpha0^2 = {mp.nstr(lhs,6)} vs printed {mp.nstr(rhs,6)}"
          f" {'VIOL' if lhs < rhs else 'ok'}; Claim 1 holds here: {claim1}")
mu, sig, k1, k2 = mp.mpf(2), mp.sqrt(10), mp.mpf("3.01"), mp.mpf("2.2525")
a, b = moments(mu, sig, 2)
lhs = b - a ** 2 / (mu ** 2 + 1); rhs = sig ** (-k1) / (8 * mp.sqrt(2 * mp.pi)) - 2 / (mp.pi * (mu ** 2 + 1)) * sig ** (-2 * k2)
print(f"(C.50) mu=2 sigma=sqrt10 k1=3.01 k2=2.2525: beta2 - alpha2^2/(mu^2+1) = {mp.nstr(lhs,6)} vs printed {mp.nstr(rhs,6)} {'VIOL' if lhs < rhs else 'ok'}")
