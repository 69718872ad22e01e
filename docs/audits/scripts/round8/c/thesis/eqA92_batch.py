"""Audit C: thesis (A.88)-(A.92) batch form, L3056-L3072. y(0) from (A.88) at t = 0 (exponential prefactor e^0 = 1):
y(0) = int_{-inf}^0 rho e^{-eta K u^2} du + C_0 = xi, rho = (1/aB) sum_n (r_n p_n - (sigma+tau)),
K = (1/aB) (sum_n r_n/(4B)) (sum_n r_n m p_n / a) (exponent of (A.88) divided by eta u^2), r_n = |S_1^n|/|S^n|.
Printed (A.92): C_0 = xi(1 - Theta(eta^{-1})). Own code; mpmath quadrature (no closed form used for the data)."""
import random
from mpmath import mp, mpf, quad, exp, inf, sqrt, pi
mp.dps = 30
random.seed(1)

def gap(eta, B, r, p, st, m, xi):
    a = sqrt(m)
    rho = sum(r[n]*p[n] - st for n in range(B)) / (a*B)
    K = (sum(r)/(4*B)) * sum(r[n]*m*p[n]/a for n in range(B)) / (a*B)
    I = quad(lambda u: exp(-eta*K*u**2), [-inf, 0])
    C0 = xi - rho*I
    return 1 - C0/xi, rho*sqrt(pi/(eta*K))/(2*xi)

cases = [(1, [mpf(1)], [mpf(1)], mpf(0), mpf(1), mpf(1))]
for _ in range(4):
    B = random.randint(1, 64)
    r = [mpf(random.uniform(0.05, 1)) for _ in range(B)]
    p = [mpf(random.uniform(0.05, 1)) for _ in range(B)]
    st = mpf(random.uniform(0, 0.9)) * min(rr*pp for rr, pp in zip(r, p))
    cases.append((B, r, p, st, mpf(random.choice([1, 16, 1024])), mpf(1)/sqrt(random.choice([4, 100]))))
for (B, r, p, st, m, xi) in cases:
    print(f"B={B} m={m} xi={float(xi):.3g}")
    for k in [2, 4, 6, 8, 10, 12]:
        eta = mpf(10)**-k
        g, closed = gap(eta, B, r, p, st, m, xi)
        print(f"  eta=1e-{k}: 1-C0/xi={float(g):.4e} closed={float(closed):.4e}  g*eta={float(g*eta):.3e}  g*eta^0.5={float(g*sqrt(eta)):.4e}")
