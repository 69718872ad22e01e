"""Auditor B r28: mhgd (87) first '=' (seed 004 L1031): beta_3(th) = 2 d sqrt(T d) R^3 (3 sqrt(d) R^2 ||th||_{2,inf} + 1)
with beta_3 as printed in Corollary 1 (L133): 2 d sqrt(T) d R^3 (3 sqrt(d) R^2 ||th||_{2,inf} + 1)."""
import mpmath as mp, itertools
mp.mp.dps = 40
for d, T, R, n in itertools.product((1, 2, 5, 16), (1, 7), (1, 2.5), (0, 0.3, 4)):
    cor1 = 2 * d * mp.sqrt(T) * d * R**3 * (3 * mp.sqrt(d) * R**2 * n + 1)
    rhs87 = 2 * d * mp.sqrt(T * d) * R**3 * (3 * mp.sqrt(d) * R**2 * n + 1)
    assert abs(cor1 / rhs87 - mp.sqrt(d)) < mp.mpf(10)**-35
    if T == 1 and R == 1 and n == 0: print(f"d={d}: Cor.1 beta_3 = {mp.nstr(cor1,8)}, (87) right member = {mp.nstr(rhs87,8)}, ratio {mp.nstr(cor1/rhs87,10)} = sqrt(d)")
print("48 grid points: ratio = sqrt(d) exactly")
