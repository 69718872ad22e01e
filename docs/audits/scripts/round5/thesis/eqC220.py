"""Audit thesis.ch4.eqC.220: seed 003 L6325-L6329; noise model L5052 (iid zero-mean, |(nu_i)_jk| <= xi), Property 2
(L5185). Rademacher*xi entries: ||nu_i||_F = xi sqrt(dK) exactly, so the event's probability is 0 or 1; exact check.
Also: uniform[-xi, xi] entries, Monte-Carlo of (1/n) sum ||nu_i||_F (small sizes)."""
from fractions import Fraction
import math
import numpy as np
def event_certain(d, K, n, C13, S):
    # lhs/xi = sqrt(dK); rhs/xi = C13 sqrt(S) sqrt(dK log n / n); compare squares
    return d * K >= C13**2 * S * d * K * math.log(n) / n
for (d, K, n, C13, S) in [(10, 1, 100, 1, 1), (10**4, 1, 100, 1, 1), (10, 3, 10**4, 3, 2), (100, 2, 10**6, 10, 5)]:
    c = event_certain(d, K, n, C13, S)
    mid = math.exp(-C13**2 * S * math.log(n))
    print(f"d={d} K={K} n={n} C13={C13} S={S}: event certain={c}; P=1 vs middle term exp(-C13^2 S log n)={mid:.3e}, d^-10={d**-10.0:.3e}")
# threshold n for any C13, S: certain once n / log n >= C13^2 S
rng = np.random.default_rng(0)
d, K, n, xi = 20, 2, 2000, 0.5
nu = rng.uniform(-xi, xi, size=(n, d, K))
avg = np.linalg.norm(nu.reshape(n, -1), axis=1).mean()
print(f"uniform entries d={d} K={K} n={n} xi={xi}: (1/n) sum ||nu_i||_F = {avg:.4f} ~ xi sqrt(dK/3) = {xi*math.sqrt(d*K/3):.4f}; "
      f"rhs with C13=S=1: {xi*math.sqrt(d*K*math.log(n)/n):.4f}")
