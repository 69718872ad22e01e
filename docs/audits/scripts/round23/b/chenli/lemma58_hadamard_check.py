"""Check of the helper's lattice instance (i) numbers only (Hadamard Th; violates Assumption 7 at lambda = 2 pi)."""
from mpmath import mp, mpf, loggamma, exp, sqrt, ceil
mp.dps = 40
d = mpf(4) ** 40; d2 = 2 * ceil(d / 6); n = d2 / 2
# modal atom of Hypergeometric(N=d2, K=d2/2, n=d2/2) at j = d2/4 (or nearest integer)
j = mp.floor(n / 2)
lc = lambda a, b: loggamma(a + 1) - loggamma(b + 1) - loggamma(a - b + 1)
atom = exp(lc(n, j) + lc(d2 - n, n - j) - lc(d2, n))
r = d ** mpf(0.25) / 10; c = 4; tp = 1; v = 1; s = mpf(10) ** -200
B = (c + tp) * v / sqrt(d) + c * v ** mpf(0.5) * r ** mpf(0.25) / d ** mpf(0.25)
print('atom', atom, ' B^4 + s^1/2', B ** 4 + sqrt(s), ' ratio', atom / (B ** 4 + sqrt(s)), ' B', B)
