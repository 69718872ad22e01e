"""Auditor C: factrecall proof of Lemma 3, L894-L896: 'by choosing constants appropriately, 2^{4q+2} log^{4q+2}(1/delta')
e^{-1} Var(gamma_sra)/E[gamma_sra]^2 <= 1'. Lower bound Var(gamma) >= Var(G), G = E[gamma | embeddings] = g(X+Y) X^3 Y^3
(1 - rho) (proof's own conditional mean, L800-L830; S = R = 1, p = k = 3, q = 8), X, Y ~ Beta(h/2, (d-h)/2), rho =
<phi(a*), phi(a)> independent of X, Y with E rho = 0, E rho^2 = 1/d; g(t) = A6 + A8 (t - 1)/2 (+ A10-type terms absent for
q = 8). E G = E[g X^3 Y^3], E G^2 = E[g^2 X^6 Y^6] (1 + 1/d). 2-D quadrature."""
import numpy as np
from scipy import stats, integrate
import math
q, dlt = 8, 1 / 3
req = math.e / (2 ** (4 * q + 2) * math.log(1 / dlt) ** (4 * q + 2))
print(f"printed requirement: Var/E^2 <= e 2^-(4q+2) log^-(4q+2)(1/delta') = {req:.2e} (q = 8, delta' = 1/3)")
def moments(d, A6, A8):
    h = d // 2; B = stats.beta(h / 2, (d - h) / 2)
    g = lambda x, y: A6 + A8 * (x + y - 1) / 2
    f = lambda y, x: B.pdf(x) * B.pdf(y)
    lo, hi = B.ppf(1e-12), B.isf(1e-12)
    E1 = integrate.dblquad(lambda y, x: g(x, y) * x ** 3 * y ** 3 * f(y, x), lo, hi, lo, hi, epsabs=1e-14)[0]
    E2 = integrate.dblquad(lambda y, x: (g(x, y) * x ** 3 * y ** 3) ** 2 * f(y, x), lo, hi, lo, hi, epsabs=1e-16)[0] * (1 + 1 / d)
    return E1, E2 - E1 ** 2
for (A6, A8, lab) in [(None, -1.0, "A6 = c_{p+k} = 1/d, A8 = -1"), (None, 1.0, "A6 = 1/d, A8 = +1"), (0.05, -1.0, "fixed A6 = 0.05, A8 = -1")]:
    row = []
    for d in [11, 101, 1001, 10001]:
        a6 = A6 if A6 is not None else 1 / d
        E1, V = moments(d, a6, A8)
        row.append(f"d={d}: E={E1:.3g}, Var/E^2 >= {V / E1 ** 2:.3g}")
    print(lab + ": " + "; ".join(row))
