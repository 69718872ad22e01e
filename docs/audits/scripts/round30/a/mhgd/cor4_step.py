"""Auditor A r30: mhgd Cor. 4 proof (seed 004 L1133-L1145) applying Theorem 4 (L1105-L1112); same construction as
cor3_step.py: T = d = 1, R = 1, data distribution a point mass at (x = 1, y = +1) (so Assumption 2 holds a.s. over training
sets of any size n, the empirical loss being that of one sample), theta_0 = 0, K = 1, g0(1) = 1, g(1) = 0."""
import mpmath as mp
mp.mp.dps = 30
d = T = R = 1; K = 1; g0 = 1; g = 0
thr95 = 256 * d * mp.sqrt(T * d) * R ** 3 * (3 * mp.sqrt(d) * R ** 2 * (3 * g0 + g) + 1) * g0 ** 2
print("(95): sqrt(H) >=", thr95)
L0 = mp.log(2)
for mult in [1, 4, 100]:
    H = mult * thr95 ** 2; sH = mp.sqrt(H)
    n2i = 1 / sH                                   # least ||.||_{2,inf} at distance exactly g0 = 1
    thr4 = 256 * d * mp.sqrt(T * d) * R ** 3 * (3 * mp.sqrt(d) * R ** 2 * (3 * g0 + n2i) + 1) * g0 ** 2
    alphaK = 3 * d * mp.sqrt(d) * R ** 2 * (3 * mp.sqrt(T) * R ** 3 * (3 * g0 + g) + 2 * mp.sqrt(T) * R)
    alphat = 3 * d * mp.sqrt(d) * R ** 2 * (3 * mp.sqrt(T) * R ** 3 * (3 * g0 + n2i) + 2 * mp.sqrt(T) * R)
    pref = 2 * d * mp.sqrt(T * d) * R ** 3 / sH + T * R ** 2 / 4
    capK = min(1, 1 / (pref * alphaK ** 2), g0 ** 2, g0 ** 2 / L0)
    capt = min(1, 1 / (pref * alphat ** 2), g0 ** 2 / (K * L0), g0 ** 2 / L0)
    print(f"H = {mult} x 2560^2: Thm 4 needs sqrt H >= {mp.nstr(thr4, 9)} vs {mp.nstr(sH, 9)} ({'FAILS' if sH < thr4 else 'ok'}); "
          f"Cor.4 eta cap {mp.nstr(capK, 8)} vs Thm 4 cap {mp.nstr(capt, 8)} ({'eta item FAILS' if capK > capt else 'ok'})")
