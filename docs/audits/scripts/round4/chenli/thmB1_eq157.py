"""Auditor r4 chenli Theorem B.1 proof (seed 000 L3684-L3712): value of int exp(-lambda^T Q lambda / 3) d lambda and the
coefficient with which O(eps' + eps'') enters the theorem's eps (P = prod Delta det(2 pi Q)^{-1/2}{exp(.) +- eps}).
(158): P = prod Delta/(2pi)^m * integral, so an integral error E enters eps as E (2pi)^{-m} (2pi)^{m/2} det(Q)^{1/2}."""
import mpmath as mp
import numpy as np
mp.mp.dps = 30
Q2 = mp.matrix([[2, mp.mpf('0.7')], [mp.mpf('0.7'), 1]])
# 2-D quadrature
I2 = mp.quad(lambda x, y: mp.e ** (-(Q2[0, 0] * x * x + 2 * Q2[0, 1] * x * y + Q2[1, 1] * y * y) / 3), [-mp.inf, mp.inf], [-mp.inf, mp.inf])
detQ = mp.det(Q2)
print("m=2 quad:", mp.nstr(I2, 12), " det(3 pi Q^-1)^1/2 =", mp.nstr(mp.sqrt((3 * mp.pi) ** 2 / detQ), 12),
      " printed det(3 pi Q^-1 / 2)^1/2 =", mp.nstr(mp.sqrt((3 * mp.pi / 2) ** 2 / detQ), 12))
q = mp.mpf(2)
I1 = mp.quad(lambda x: mp.e ** (-q * x * x / 3), [-mp.inf, mp.inf])
print("m=1 quad:", mp.nstr(I1, 12), " sqrt(3 pi/q) =", mp.nstr(mp.sqrt(3 * mp.pi / q), 12), " printed sqrt(3 pi/(2q)) =", mp.nstr(mp.sqrt(3 * mp.pi / (2 * q)), 12))
def coef(m, detfac):  # (2pi)^{m/2} det(Q)^{1/2} (2pi)^{-m} det(detfac * Q^{-1})^{1/2}  (Q-independent)
    return (2 * mp.pi) ** (mp.mpf(m) / 2) * (2 * mp.pi) ** (-m) * detfac ** (mp.mpf(m) / 2)
for m in (1, 2, 8, 64):
    print(f"m={m}: coefficient with true integral (3pi) = {mp.nstr(coef(m, 3 * mp.pi), 6)} [(3/2)^(m/2) = {mp.nstr(mp.mpf(1.5) ** (m / 2), 6)}];"
          f" with the printed det(3pi Q^-1/2): {mp.nstr(coef(m, 3 * mp.pi / 2), 6)}")
# m=2 direct: eps-coefficient from quadrature
print("m=2 from quadrature:", mp.nstr((2 * mp.pi) ** 1 * mp.sqrt(detQ) * (2 * mp.pi) ** -2 * I2, 8))
# the tail term of E: (2pi)^{-m/2} exp(-gamma^2 sigma/2m) with gamma^2 = m log(1/eps)/sigma enters eps as sqrt(eps)
for e in (1e-2, 1e-6):
    print(f"tail term in eps normalisation at eps={e}: exp(-log(1/eps)/2) = {mp.nstr(mp.e ** (-mp.log(1 / mp.mpf(e)) / 2), 4)} (> eps)")
