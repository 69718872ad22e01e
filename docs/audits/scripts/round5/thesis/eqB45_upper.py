"""Audit thesis.ch3.eqB.45-upper: seed 003 L4077-L4081; Assumption B.2.1 (L3891) requires delta < 1/2.
Solve x = (1 + e^{-(x^2 - delta x)})^T (B.44 with '=') in mpmath; ratio x / sqrt((1-delta) log T)."""
import mpmath as mp
mp.mp.dps = 30
def root(T, d):
    f = lambda x: mp.log(x) - T * mp.log1p(mp.e ** (-(x * x - d * x)))
    lo, hi = mp.mpf(1), mp.mpf(1)
    while f(hi) < 0: hi *= 2
    return mp.findroot(f, (lo, hi), solver='anderson')
worst = (0, None)
for T in [2, 3, 10, 100, 1e4, 1e6, 1e9, 1e12]:
    for d in [0, 0.1, 0.25, 0.4, 0.49, 0.4999]:
        x = root(mp.mpf(T), mp.mpf(d)); r = x / mp.sqrt((1 - d) * mp.log(T))
        worst = max(worst, (r, (T, d)), key=lambda z: z[0])
print("delta < 1/2: max ratio x/sqrt((1-delta) log T) =", mp.nstr(worst[0], 6), "at (T, delta) =", worst[1])
print("large T:", [mp.nstr(root(mp.mpf(1e12), mp.mpf(d)) / mp.sqrt((1 - d) * mp.log(1e12)), 5) for d in (0, 0.49)])
x = root(mp.mpf(1e6), 1 - mp.mpf('1e-4'))
print("helper's instance (delta = 1 - 1e-4, outside delta < 1/2): x =", mp.nstr(x, 6), " sqrt((1-delta) log T) =",
      mp.nstr(mp.sqrt(mp.mpf('1e-4') * mp.log(1e6)), 6))
