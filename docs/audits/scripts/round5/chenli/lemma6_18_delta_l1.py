"""Audit chenli.display.lemma6.18-delta-l1: seed 000 L2236-L2256. mpmath."""
import mpmath as mp
mp.mp.dps = 30
v1 = mp.matrix([1, 0]); v2 = mp.matrix([mp.mpf(1) / 4, mp.sqrt(15) / 4])
kap = abs((v1.T * v2)[0]); m = 2; alpha = mp.mpf(1)
assert kap <= mp.mpf(1) / 4 + 1e-30 and alpha >= 2 * m * kap - 1e-30
vs = (v1 + v2) / 2
for eta in [mp.mpf('0.5'), mp.mpf('0.99')]:
    t = mp.sqrt(eta * (1 + kap) / (4 * (1 - kap)))
    lam = [mp.mpf(1) / 2 + t, mp.mpf(1) / 2 - t]
    v = lam[0] * v1 + lam[1] * v2
    ratio = mp.norm(v) ** 2 / mp.norm(vs) ** 2
    l2 = mp.sqrt(lam[0] ** 2 + lam[1] ** 2); d1 = abs(lam[0] - 0.5) + abs(lam[1] - 0.5)
    print(f"eta={eta}: ||v||^2/||v*||^2={mp.nstr(ratio,8)}; sqrt(m)||lam||_2+1={mp.nstr(mp.sqrt(m)*l2+1,6)} vs sqrt(m/alpha)+1={mp.nstr(mp.sqrt(m/alpha)+1,6)}; ||delta||_1={mp.nstr(d1,6)}")
