"""Audit thesis.ch6.eqE.114 (seed 003 L8485-L8491; sampling L1790-L1792: alpha = Theta(1) in (0,1], a pattern
mu_t (t != q, j) is selected w.p. (1-alpha)/(M1-2)). Exact tail P(Bin(l, p) >= l/M1) with mpmath/binomial sums;
C_needed = -log P / log M1 (the largest C for which P <= M1^{-C})."""
import mpmath as mp
from math import comb, ceil
mp.mp.dps = 30


def tail(l, p, thr):
    k0 = ceil(thr)
    return mp.fsum(comb(l, k) * mp.mpf(p) ** k * (1 - mp.mpf(p)) ** (l - k) for k in range(k0, l + 1))


for M1, alpha in [(3, mp.mpf(1) / 2), (6, mp.mpf(1) / 4), (6, mp.mpf(1) / 2), (10, mp.mpf("0.9"))]:
    p = (1 - alpha) / (M1 - 2)
    row = []
    for l in [30, 100, 300, 1000, 3000]:
        P = tail(l, p, mp.mpf(l) / M1)
        row.append(f"l={l}: P={mp.nstr(P, 6)} C_needed={mp.nstr(-mp.log(P) / mp.log(M1), 4)}")
    print(f"M1={M1} alpha={mp.nstr(alpha,3)} p_t={mp.nstr(p,4)} (1/M1={mp.nstr(mp.mpf(1)/M1,4)}, alpha*M1={mp.nstr(alpha*M1,3)}):")
    print("   " + "; ".join(row))
