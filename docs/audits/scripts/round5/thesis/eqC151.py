"""Audit thesis.ch4.eqC.151: seed 003 L5964; H(W) = (1/K) sum_k phi(w_k^T x), phi sigmoid. mpmath."""
import mpmath as mp
mp.mp.dps = 30
sig = lambda z: 1 / (1 + mp.e ** (-z))
for z in [(2, 10), (0.5, -3), (-2, 1), (4, 4, -5)]:
    K = len(z); ph = [sig(mp.mpf(t)) for t in z]; H = sum(ph) / K; j = 0
    d2 = ph[j] * (1 - ph[j]) * (1 - 2 * ph[j])
    lhs = d2 / (K * H); mid = (d2 / K) / (ph[j] / K)
    print(f"z={z}: lhs={mp.nstr(lhs,6)} middle={mp.nstr(mid,6)} signed holds={lhs <= mid}; |lhs|<=|mid|<=1: {abs(lhs) <= abs(mid) <= 1}")
