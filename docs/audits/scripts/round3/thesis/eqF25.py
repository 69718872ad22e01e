"""Audit thesis (F.25) L9414-L9420: 1 - p_n(t+1) >= (1-alpha)/(alpha e^u + (1-alpha)) >~ ((1-alpha)/alpha) e^{-u},
with p_n(t+1) = e^u/(e^u + (1-alpha)/alpha) (F.24), 'when 1 - p_n(b) <= O(1)'. mpmath 50 digits (exact at u = 0)."""
from fractions import Fraction as Fr
import mpmath as mp
mp.mp.dps = 50
def parts(alpha, u):
    p = mp.e**u/(mp.e**u + (1-alpha)/alpha)
    mid = (1-alpha)/(alpha*mp.e**u + (1-alpha))
    shape = (1-alpha)/alpha*mp.e**(-u)
    return p, 1-p, mid, shape
# u = 0 exactly in rationals: mid = 1 - alpha, shape = (1-alpha)/alpha, ratio shape/mid = 1/alpha
for a in [Fr(1, 10), Fr(1, 100), Fr(1, 10**4), Fr(1, 10**6)]:
    mid = (1-a)/(a + (1-a)); shape = (1-a)/a
    print(f"u=0 alpha={a}: 1-p = {float(1-a)}, middle = {float(mid)}, shape = {float(shape):.6g}, shape/middle = {shape/mid}")
print("checks: 1-p == middle (the first '>=' is an equality), and shape/middle = 1 + x, x = ((1-a)/a) e^-u:")
for a, u in [(mp.mpf('1e-4'), 0), (mp.mpf('1e-4'), 5), (mp.mpf('1e-4'), 9.21), (mp.mpf('1e-4'), 15), (mp.mpf('0.3'), 2)]:
    p, q, mid, shape = parts(a, u)
    print(f"  alpha={mp.nstr(a,3)} u={u}: p={mp.nstr(p,6)} 1-p={mp.nstr(q,6)} mid={mp.nstr(mid,6)} shape/mid={mp.nstr(shape/mid,6)}")
# reading 'p_n >= 1/2' (1 - p_n bounded away from 1): sup of shape/middle over a grid
worst = 0
for a in [mp.mpf(10)**(-k) for k in range(1, 9)] + [mp.mpf('0.5'), mp.mpf('0.9')]:
    for u in [mp.mpf(j)/4 for j in range(0, 200)]:
        p, q, mid, shape = parts(a, u)
        if p >= mp.mpf('0.5'):
            worst = max(worst, shape/mid)
print("reading p_n(t+1) >= 1/2: max shape/middle on grid =", mp.nstr(worst, 6), "(bound 2 since x <= 1)")
