"""Audit thesis.ch2.eqA.50 (seed 003 L2862-L2870; phi_n of Definition A.2.2 L2679; T of (2.10) L590).
phi_n(T)(|S|-|S_1|) = (|S|-|S_1|)/(|S_1| e^{q^2 + (delta+tau) q} + |S|-|S_1|), e^{q^2} = T^C ((A.48)/(A.49)), delta+tau = 0."""
from fractions import Fraction as F
for C in (1, 2, 5):
    for k in (5, 10, 20, 40):
        eta = F(1, 10**k); alpha = F(1, 2)
        T = F(10) ** F(3 * k, 5) if (3 * k) % 5 == 0 else F(round(10 ** (0.6 * k)))
        T = T / alpha
        lhs = (1 - alpha) / (alpha * T**C + (1 - alpha))
        print(f"C={C} eta=1e-{k}: T={float(T):.4g} lhs={float(lhs):.3e} lhs/eta^C={float(lhs/eta**C):.3g}"
              f" lhs/eta^(3C/5)={float(lhs)/float(eta)**(0.6*C):.3g}; (eta T = 1: lhs/eta^C={float((1-alpha)/(alpha*(1/eta)**C+1-alpha)/eta**C):.3f})")
