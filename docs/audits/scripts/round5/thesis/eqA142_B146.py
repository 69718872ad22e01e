"""Audit thesis.ch2.eqA.142 / ch3.eqB.146: seed 003 L3319-L3323, L4557-L4561. ||q(0)|| = ||q_1(0)|| = 1. mpmath."""
import mpmath as mp
mp.mp.dps = 30
for t, K in [(100, mp.mpf('0.1')), (10**4, mp.mpf('0.01'))] + [(int(mp.ceil((2 * mp.log(r)) ** 3)), (2 * mp.log(r)) ** -2) for r in (10, 1e3, 1e6)]:
    lhs = (1 + K) ** (mp.mpf(t) / 2); mid = mp.e ** (t * K); end = t * K
    print(f"t={t} K={mp.nstr(K,5)}: prod sqrt(1+K)={mp.nstr(lhs,6)}  e^(sum K)={mp.nstr(mid,6)}  ratio mid/lhs={mp.nstr(mid/lhs,6)}  "
          f"sum K={mp.nstr(end,6)}  lhs/sumK={mp.nstr(lhs/end,6)}")
# chain's end: prod sqrt(1+K) >= c * sum K for K in (0, 0.1]: (1+K)^{t/2} >= e^{t K (1-K/2)/2} >= (e/2)(1-K/2) t K
worst = min(((1 + K) ** (mp.mpf(t) / 2)) / (t * K) for t in range(1, 400) for K in [mp.mpf(k) / 1000 for k in range(1, 101, 3)])
print("min over t<400, K in (0,0.1] of prod/sumK =", mp.nstr(worst, 6), "(>= (e/2)(0.95) =", mp.nstr(mp.e / 2 * 0.95, 6), ")")
