"""Audit thesis.ch7.eqF.26-last: seed 003 L9424 (last link of (F.26)); Theorem 3 allows eta < 1 (L2153). mpmath."""
import mpmath as mp
mp.mp.dps = 30
def link(eta, K, M, al, t, p):
    l2 = mp.log((1 - al) ** 2 * t / (2 * al**2 * K * M)) / 2 + eta / (K * M) * (1 - p) ** 2 * p
    l3 = mp.log(eta * (1 - al) ** 2 * (t + 1) / (al**2 * K * M)) / 2
    return l2, l3
for eta, K, M, al, t in [(1, 1, 1, 0.5, 100), (0.9, 1, 2, 0.5, 100), (0.9, 1, 2, 0.5, 10**6), (0.7, 2, 2, 0.3, 10**4), (0.4, 1, 2, 0.5, 100)]:
    best = max((link(mp.mpf(eta), K, M, mp.mpf(al), t, mp.mpf(p) / 1000)[0] - link(mp.mpf(eta), K, M, mp.mpf(al), t, mp.mpf(p) / 1000)[1], p / 1000) for p in range(1, 1000))
    l2, l3 = link(mp.mpf(eta), K, M, mp.mpf(al), t, mp.mpf(1) / 3)
    print(f"eta={eta} K={K} M={M} alpha={al} t={t}: at p=1/3 line2={mp.nstr(l2,6)} line3={mp.nstr(l3,6)}; max over p of (line2-line3)={mp.nstr(best[0],5)} (holds for some p: {best[0] >= 0})")
