"""Auditor B r26: thesis (A.55) L2899-L2901, last '=': Theta(eta^-3/5/(E - sqrt(log N/N) - c'(1-zeta) - c''(sigma+tau))) = Theta(eta^-3/5/E),
E = E[|S_*^n|/|S^n|] = alpha_*. Ratio middle/last = E/(E - sqrt(log N/N) - c'(1-zeta) - c''(sigma+tau)), along Theorem 1's (2.11) edge."""
import mpmath as mp
mp.mp.dps = 50
def ratio(E, N, cp, cpp, zeta, st):
    den = E - mp.sqrt(mp.log(N) / N) - cp * (1 - zeta) - cpp * st
    assert den > 0
    return E / den
print("alpha_* = E = 1e-3, alpha_# = 0 ((2.8) holds), M = 3, delta = 0.4, eta = 0.1, zeta = 1 - eta^10, sigma = tau (tau <= min(sigma, delta)):")
for (cp, cpp) in [(1, 1), (10, 0.5), (0.1, 10)]:
    row = []
    for u in ['0.9', '0.99', '0.999', '0.9999', '0.99999']:
        E = mp.mpf('1e-3'); eta = mp.mpf('0.1'); zeta = 1 - eta ** 10
        st = mp.mpf(u) * (E - cp * (1 - zeta)) / cpp            # sigma + tau at a fraction u of the (2.11) edge
        sigma = st / 2; assert sigma <= mp.mpf(1) / 3           # sigma = O(1/M) with constant 1, M = 3
        gap = E - cp * (1 - zeta) - cpp * st
        N = mp.mpf(10) ** 6 * mp.log(1 / gap) / gap ** 2          # (2.11) with Omega-constant >= 1, and sqrt(log N/N) << gap
        row.append(mp.nstr(ratio(E, N, cp, cpp, zeta, st), 5))
    print(f"  c' = {cp}, c'' = {cpp}: ratio at u = 0.9 .. 0.99999 of the edge: {row}")
