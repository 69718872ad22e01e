"""Audit thesis.ch7.eqF.140 (seed 003 L10000-L10002): when M >= Omega(K^4/alpha), t >= Omega(K^3 log K/(eta alpha^2)),
(K-1) e^{-s_4} + e^{s_5} > K, with s_4, s_5 at the values of (F.138) L9992-L9996 and (F.139) L9998 (admissible: '>=')."""
from mpmath import mp, mpf, exp, log, ceil
mp.dps = 40
def lhs(K, alpha, eta, M, t, p):
    s4 = (t + 1) * eta / M * (4 + 2 * K * (1 - p) * (1 + alpha ** 2 / K ** 2)) * p * (1 - p)  # constant p_n(b)
    s5 = (t + 1) * (1 - p) ** 2 * 2 * eta * alpha ** 2 / K ** 3
    return (K - 1) * exp(-s4) + exp(s5), s4, s5
K, al, eta = 2, mpf(1) / 2, mpf(1) / 2
M = int(ceil(K ** 4 / al)); t = int(ceil(K ** 3 * log(K) / (eta * al ** 2)))
for p in (mpf('0.5'), mpf('0.9'), mpf('0.99'), 1 - mpf('1e-9')):
    L, s4, s5 = lhs(K, al, eta, M, t, p)
    print(f"K=2 alpha=eta=1/2 M={M} t={t} p={mp.nstr(p, 12)}: s4={mp.nstr(s4, 6)} s5={mp.nstr(s5, 6)} lhs-K={mp.nstr(L - K, 6)}")
# larger Omega constants do not help as p -> 1
for cM, ct in ((10, 10), (1000, 1000)):
    for K in (2, 5, 10):
        M = int(ceil(cM * K ** 4 / al)); t = int(ceil(ct * K ** 3 * log(K) / (eta * al ** 2)))
        L, s4, s5 = lhs(K, al, eta, M, t, 1 - mpf('1e-6'))
        print(f"c_M={cM} c_t={ct} K={K}: p = 1 - 1e-6: lhs - K = {mp.nstr(L - K, 6)}")
# reading: 1 - p >= c_p (Omega(1)) with t's constant 1/c_p^2
for cp in (mpf('0.5'), mpf('0.1')):
    for K in (2, 5, 10):
        M = int(ceil(K ** 4 / al)); t = int(ceil(K ** 3 * log(K) / (eta * al ** 2) / cp ** 2))
        worst = min((lhs(K, al, eta, M, t, 1 - q)[0] - K for q in (cp, cp * 2, mpf('0.9'))), key=lambda v: v)
        print(f"reading 1-p >= {cp}: K={K} min over 1-p in {{c_p, 2c_p, 0.9}}: lhs - K = {mp.nstr(worst, 6)}")
