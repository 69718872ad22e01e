"""Audit thesis.ch3.eqB.50 (seed 003 L4101): p_n(T) >= 1 - eta^C, with e^{||q1||^2 - s||q1||} = (T(1-delta))^C
((B.45) q1(T) = Theta(sqrt(log T(1-delta))), (B.51) L4103) and T = eta^{-1/2}(1-2eps0)^{-1/2}(1-delta)^{-1/2} ((3.8), (B.59)).
Equal biases, rho = |(N cap S) - S_1| / |N cap S_*|. Exact rationals (C integer, eta = 10^-2k so T is rational)."""
from fractions import Fraction as Fr
def deficit(eta, C, rho, eps0=Fr(0), delta=Fr(0)):
    # T(1-delta) = eta^{-1/2}(1-2eps0)^{-1/2}(1-delta)^{1/2}; with eps0 = delta = 0, T = eta^{-1/2}
    T = 1 / eta  # placeholder, replaced below
    return None
for C in (1, 2, 8):
    for k in (1, 3, 6):
        eta = Fr(1, 10 ** (2 * k)); T = Fr(10 ** k)           # T = eta^{-1/2}
        E = T ** C; rho = Fr(1)
        d = rho / (E + rho)                                    # 1 - p_n(T)
        print(f"C={C} eta=1e-{2*k}: T={float(T):.0e} 1-p={float(d):.3e} eta^C={float(eta**C):.1e} ratio={float(d/eta**C):.3e}"
              f"  (1-p)/(rho eta^(C/2))={float(d/(rho*Fr(1,10**(k*C)))):.6f}")
