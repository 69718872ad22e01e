# Audit factrecall.display.cor1-tail-lower (seed 002 L1470-L1472; Corollary 1 at L309: p(x) ∝ x^-alpha, alpha > 1, on [N]).
# Display: sum_{x=k}^n p(x) = sum_{x=k}^n x^-a / sum_{x=1}^n x^-a  ≍  k^{1-a}.  Own computation (fractions / mpmath / numpy).
from fractions import Fraction as F
from mpmath import mp, mpf, zeta
import numpy as np
mp.dps = 30
def tail(k, n, a):  # exact for integer a
    num = sum(F(1, x**a) for x in range(k, n+1)); den = sum(F(1, x**a) for x in range(1, n+1)); return num/den
print("alpha = 2, k = n: ratio k^{1-a} / tail  (exact fractions)")
for n in (10, 100, 1000):
    t = tail(n, n, 2); r = F(1, n)/t
    print(f"  n={n}: tail={float(t):.4e}  k^(1-a)={1/n:.1e}  ratio={float(r):.2f}")
# n = 1e8 via mpmath: ratio = n * H_{n,2} = n (zeta(2) - hurwitz tail)
n = mpf(10)**8
H = zeta(2) - zeta(2, n+1)
print(f"  n=1e8: ratio = n*H_(n,2) = {mp.nstr(n*H, 6)}")
# alpha = 1.5, k = n (non-integer alpha, float64 with mpmath)
for n in (10, 10**3, 10**6):
    Hn = zeta(1.5) - zeta(1.5, n+1); t = mpf(n)**-1.5/Hn
    print(f"  alpha=1.5, k=n={n}: ratio k^(1-a)/tail = {mp.nstr(mpf(n)**-0.5/t, 6)}")
# the reading k <= n/2: min over n <= 4000, 1 <= k <= n/2 of tail / k^{1-a}, and max (upper side), several alpha
for a in (1.1, 1.5, 2.0, 3.0):
    lo, hi = np.inf, 0.0
    for n in range(2, 4001, 7):
        x = np.arange(1, n+1, dtype=float); w = x**-a; c = np.cumsum(w[::-1])[::-1]  # c[k-1] = sum_{x=k}^n
        ks = np.arange(1, n//2+1); r = c[ks-1]/c[0]/ks**(1-a)
        lo = min(lo, r.min()); hi = max(hi, r.max())
    print(f"alpha={a}: over n<=4000, k<=n/2: min tail/k^(1-a) = {lo:.4f} (analytic floor (1-2^(1-a))/((a-1)zeta(a)) = {float((1-2**(1-a))/((a-1)*zeta(a))):.4f}), max = {hi:.4f}")
# upper side at k = n, all k: tail <= (k^-a + k^{1-a}/(a-1)) / 1  <= a/(a-1) k^{1-a}
