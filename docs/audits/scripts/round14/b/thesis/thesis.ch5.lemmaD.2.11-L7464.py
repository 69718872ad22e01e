"""L7464 (proof of Lemma D.2.11): O~((eta ||A||_inf tau_w m1/sigma_w)^N) <= O~(eta ||A||_inf tau_w m1/sigma_w) <= 1 for
every eta <= eta0 = 1/poly(m1, m2) (L7422); sigma_w = m1^{-(1-0.01)} (Table D.2). Exact rationals / logs."""
from fractions import Fraction as Fr
import math

def x(A, m1, m2, tau, k):
    # eta = eta0 = (m1 m2)^-k ; x = eta A tau m1 / sigma_w = A tau m1^{1.99} (m1 m2)^{-k}
    return A * tau * m1 ** 1.99 * (m1 * m2) ** (-k)

print("lemma as printed (no width condition; eta0 depends on m1, m2 only):")
for k in (2, 4, 8):
    for A in (1, 1e3, 1e6, 1e9, 1e12):
        print(f"  k={k} m1=m2=2 tau=1 ||A||_inf={A:.0e}: x = {x(A, 2, 2, 1.0, k):.3e}")
    Astar = 1 / x(1, 2, 2, 1.0, k)
    print(f"  k={k}: x > 1 once ||A||_inf > {Astar:.3e} (symmetric-normalized star with ~2||A||^2 = {2*Astar**2:.2e} leaves)")
print("in Theorem 5.3.1's regime m1 = m2 = m >= ||A||_inf^c (5.17), eta0 = m^{-2k}: x <= m^{1/c + 1.99 - 2k}")
for c in (1, 2):
    for m in (10, 1e3, 1e6):
        A = m ** (1 / c)
        print(f"  c={c} m={m:.0e} ||A||={A:.1e} k=2: x = {x(A, m, m, 1.0, 2):.3e}")
