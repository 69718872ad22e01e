"""Audit thesis.ch6.eqE.107-first: seed 003 L8444-L8452, second line of (E.107). Exact rationals (sqrt via mpmath)."""
import mpmath as mp
import random
mp.mp.dps = 40
def sides(M1, a, ap, eps):
    P = 1 - mp.mpf(2) / (ap * M1); D = 1 - mp.mpf(2) / (a * M1); Q = 1 - 1 / mp.sqrt(M1)
    return 1 - P * (1 - eps) / D * Q, 1 - P * (1 - eps) * Q, P, D
for M1, a, ap, eps in [(3, mp.mpf('0.9'), mp.mpf('0.6'), mp.mpf('0.1')), (100, 1, 1, 2), (10, mp.mpf('0.1'), 1, mp.mpf('0.1')),
                       (4, 1, mp.mpf('0.5'), mp.mpf('0.1'))]:
    l, r, P, D = sides(M1, mp.mpf(a), mp.mpf(ap), mp.mpf(eps))
    print(f"M1={M1} alpha={a} alpha'={ap} (>= M1^-1/2={mp.nstr(M1**-0.5,4)}) eps={eps}: P={mp.nstr(P,5)} D={mp.nstr(D,5)} lhs={mp.nstr(l,6)} rhs={mp.nstr(r,6)} holds={l <= r}")
# reading: 2/(alpha' M1), 2/(alpha M1), eps all in (0,1)
random.seed(1); bad = 0
for _ in range(20000):
    M1 = random.randint(2, 200); a = mp.mpf(random.uniform(2 / M1, 1)); ap = mp.mpf(random.uniform(max(2 / M1, M1**-0.5), 1))
    eps = mp.mpf(random.uniform(0, 1))
    if 2 / (a * M1) >= 1 or 2 / (ap * M1) >= 1: continue
    l, r, _, _ = sides(M1, a, ap, eps)
    bad += l > r
print("small-quantity reading: violations in 20000 draws:", bad)
