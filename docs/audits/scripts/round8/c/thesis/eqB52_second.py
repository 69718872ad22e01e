"""Audit C: thesis (B.52) second '>=' (seed 003 L4107): gamma_d x^C/(x^C + K) >= gamma_d (1 - eta^C), x = T(1-delta),
K the Theta(1). Theorem 3.4.4's T (3.8, L871) = eta^{-1/2}(1-2eps0)^{-1/2}(1-delta)^{-1/2} (Theta constant 1).
Deficit d = K/(x^C + K) must be <= eta^C. Exact Fractions (T chosen at perfect squares of eta)."""
from fractions import Fraction as F
def deficit(x, C, K): return K/(x**C + K)
for C in [1, 2, 4]:
    for k in [2, 6, 12, 20]:
        eta = F(1, 10**k)
        x = F(10**(k//2))          # T(1-delta) at eps0 = delta = 0: eta^{-1/2}
        d = deficit(x, C, F(1))
        xr = 1/eta                 # reading eta T = Theta(1) (L4099): T = eta^{-1}
        dr = deficit(xr, C, F(1))
        print(f"C={C} eta=1e-{k}: (3.8) T: d/eta^C={float(d/eta**C):.4g} d/eta^(C/2)={float(d/x**-C):.6f} | eta T=1: d/eta^C={float(dr/eta**C):.8f}")
# with eps0, delta > 0 at (3.8): x = eta^{-1/2}(1-2eps0)^{-1/2}(1-delta)^{1/2}
eta, e0, de, C = F(1, 10**6), F(1, 4), F(1, 2), 2
x2 = (1/eta)*(1/(1-2*e0))*(1-de)        # x^2 exactly
d = 1/(x2**(C//2) + 1)
print("eps0=1/4, delta=1/2, C=2, eta=1e-6: d/eta^C =", float(d/eta**C))
