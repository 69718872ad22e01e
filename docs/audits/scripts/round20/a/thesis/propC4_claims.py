"""Auditor A, round 20: thesis ch.4, proof of Property 4 (2) (seed 003 L5393-L5460), the three 'Claim' lines.

 Claim L5403: I1(mu, s) = int_{|mu|+2s}^inf e^{-t^2/2} dt  >  R1 = e^{-2|mu|s - 2s^2 - k1 log s},  'for k1 > 1'
 Claim L5421: I2(mu, s) = int_{|mu|+s}^inf e^{-t^2/2} dt   <  R2 = e^{-|mu|s - s^2/2 - k2 log s},  'for k2 <= 1'
 Claim L5451: I3(s)     = int_s^inf (t - s)^2 e^{-t^2/2} dt <  R3 = e^{-s^2/2 - k2 log s}   (k2 < 3, 2k2 > k1 > 3 by (C.50))
All integrals in closed form, log space with mpmath (130 digits, valid to s ~ 1e40):
  int_x^inf e^{-t^2/2} dt = sqrt(pi/2) erfc(x/sqrt2);
  int_s^inf (t-s)^2 e^{-t^2/2} dt = (1 + s^2) sqrt(pi/2) erfc(s/sqrt2) - s e^{-s^2/2}.
Cross-checked against scipy.integrate.quad at a few points.
"""
import mpmath as mp
import numpy as np
from scipy.integrate import quad

mp.mp.dps = 130


def G(x):
    return mp.sqrt(mp.pi / 2) * mp.erfc(x / mp.sqrt(2))


def I3(s):
    s = mp.mpf(s)
    return (1 + s ** 2) * G(s) - s * mp.e ** (-s ** 2 / 2)


def r1(mu, s, k1):   # I1 / R1  (claim: > 1)
    mu, s = mp.mpf(abs(mu)), mp.mpf(s)
    return G(mu + 2 * s) / mp.e ** (-2 * mu * s - 2 * s ** 2 - k1 * mp.log(s))


def r2(mu, s, k2):   # I2 / R2  (claim: < 1)
    mu, s = mp.mpf(abs(mu)), mp.mpf(s)
    return G(mu + s) / mp.e ** (-mu * s - s ** 2 / 2 - k2 * mp.log(s))


def r3(s, k2):       # I3 / R3  (claim: < 1)
    s = mp.mpf(s)
    return I3(s) / mp.e ** (-s ** 2 / 2 - k2 * mp.log(s))


def threshold(f, lo, hi, want_gt):
    """smallest s in [lo, hi] (log bisection) after which f(s) stays on the claimed side (assumes one crossing)."""
    ok = (lambda v: v > 1) if want_gt else (lambda v: v < 1)
    if not ok(f(hi)):
        return None
    a, b = mp.log(lo), mp.log(hi)
    if ok(f(lo)):
        return lo
    for _ in range(200):
        c = (a + b) / 2
        if ok(f(mp.e ** c)):
            b = c
        else:
            a = c
    return float(mp.e ** b)


if __name__ == '__main__':
    # cross-check closed forms
    for (mu, s) in [(0, 0.3), (1.5, 0.7), (3, 2.0)]:
        q = quad(lambda t: np.exp(-t * t / 2), abs(mu) + 2 * s, np.inf)[0]
        assert abs(q - float(G(abs(mu) + 2 * s))) < 1e-9 * max(1, q)
        q3 = quad(lambda t: (t - s) ** 2 * np.exp(-t * t / 2), s, np.inf)[0]
        assert abs(q3 - float(I3(s))) < 1e-9
    print('closed forms agree with quad')

    print('\nClaim L5403 (I1/R1, claim > 1):')
    for mu, k1 in [(0, 1.5), (0, 1.01), (0, 3), (3, 1.5), (1, 2)]:
        vals = ['%.3g' % float(r1(mu, s, k1)) for s in [0.1, 0.5, 1, 2, 10, 1e3, 1e6]]
        th = threshold(lambda s: r1(mu, s, k1), 1e-3, 1e40, True)
        print('  mu=%g k1=%g: ratio at s=0.1,0.5,1,2,10,1e3,1e6 = %s; holds for s > %.4g' % (mu, k1, vals, th))
    # fixed s, mu -> inf
    print('  fixed s = 10, k1 = 1.5, mu = 0, 2, 4, 8: %s' % ['%.3g' % float(r1(m, 10, 1.5)) for m in [0, 2, 4, 8]])

    print('\nClaim L5421 (I2/R2, claim < 1):')
    for mu, k2 in [(0, -2), (0, 0), (0, 0.01), (0, 0.1), (0, 0.5), (0, 0.51), (0, 1), (2, 0.01)]:
        grid = np.logspace(-8, 4, 241)
        vals = np.array([float(r2(mu, s, k2)) for s in grid])
        print('  mu=%g k2=%g: sup over s in [1e-8,1e4] = %.4g at s=%.3g; at s=1e-4,0.01,1,100: %s' % (
            mu, k2, vals.max(), grid[vals.argmax()], ['%.3g' % float(r2(mu, s, k2)) for s in [1e-4, 0.01, 1, 100]]))
    # smallest k2 for which the claim holds for all s (mu = 0 is the worst case: the ratio decreases in |mu|)
    grid = np.logspace(-12, 4, 400)
    lo, hi = 0.0, 0.5
    for _ in range(40):
        k = (lo + hi) / 2
        if max(float(r2(0, s, k)) for s in grid) < 1:
            hi = k
        else:
            lo = k
    print('  mu = 0: claim holds for every s in [1e-12, 1e4] iff k2 >~ %.4f (checked grid); k2 in (1/2, 1] (used by (C.44): 2k2 > k1 > 1) is inside' % hi)
    print('  monotone in |mu| (s = 0.01, k2 = 0.01): %s' % ['%.4g' % float(r2(m, 0.01, 0.01)) for m in [0, 0.5, 1, 2]])

    print('\nClaim L5451 (I3/R3, claim < 1), k2 in (1.5, 3) (2k2 > k1 > 3, k2 < 3):')
    for k2 in [1.6, 2.0, 2.5, 2.9, 2.99]:
        grid = np.logspace(-4, 8, 241)
        vals = np.array([float(r3(s, k2)) for s in grid])
        bad = grid[vals >= 1]
        print('  k2=%g: sup ratio %.4g at s=%.3g; fails on grid s in [%s]; asymptote 2 s^{k2-3} < 1 for s > 2^{1/(3-k2)} = %.3g' % (
            k2, vals.max(), grid[vals.argmax()], ('%.3g, %.3g' % (bad.min(), bad.max())) if len(bad) else 'none',
            2 ** (1 / (3 - k2))))
    grid = np.logspace(-2, 6, 200)
    lo, hi = 2.5, 2.9
    for _ in range(30):
        k = (lo + hi) / 2
        if max(float(r3(s, k)) for s in grid) < 1:
            lo = k
        else:
            hi = k
    print('  the claim holds for every s in [1e-2, 1e6] iff k2 <~ %.4f; fails somewhere for k2 in (%.4f, 3)' % (lo, lo))
    print('  k2 = 2.9 at s = 3, 10, 100, 1e3, 1e4: %s' % ['%.4g' % float(r3(s, 2.9)) for s in [3, 10, 100, 1e3, 1e4]])
