"""Audit C: thesis (B.95)-(B.99), L4300-L4323 (proof in Ch.3 appendix). y(0) = int_{-inf}^0 rho e^{-eta K u^2} du + C_0 = xi,
rho = (1/aB) sum_n (p_n(1-2eps0) - sigma), K = (1/aB) (sum_n (1-2eps0)/(4B)) (sum_n m p_n / a), a = sqrt(m).
Printed (B.99): C_0 = xi(1 - Theta(eta^{-1})). Own code, mpmath quadrature."""
import random
from mpmath import mp, mpf, quad, exp, inf, sqrt
mp.dps = 30
random.seed(7)
cases = [(1, [mpf(1)], mpf(0), mpf(0), mpf(1), mpf(1))]
for _ in range(3):
    B = random.randint(1, 64); p = [mpf(random.uniform(0.05, 1)) for _ in range(B)]
    e0 = mpf(random.uniform(0, 0.45)); sg = mpf(random.uniform(0, 0.9))*min(p)*(1-2*e0)
    cases.append((B, p, e0, sg, mpf(random.choice([1, 64, 4096])), mpf(random.choice([1, 0.1, 0.03]))))
for B, p, e0, sg, m, xi in cases:
    a = sqrt(m)
    rho = sum(pn*(1-2*e0) - sg for pn in p)/(a*B)
    K = (B*(1-2*e0)/(4*B))*sum(m*pn/a for pn in p)/(a*B)
    out = []
    for k in [2, 5, 8, 11]:
        eta = mpf(10)**-k
        g = rho*quad(lambda u: exp(-eta*K*u**2), [-inf, 0])/xi   # = 1 - C0/xi
        out.append(f"eta=1e-{k}: gap={float(g):.4e} gap*eta={float(g*eta):.2e} gap*sqrt(eta)={float(g*sqrt(eta)):.5f}")
    print(f"B={B} eps0={float(e0):.3f} m={m} xi={float(xi)}\n  " + "\n  ".join(out))
