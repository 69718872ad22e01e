"""Audit thesis.ch5.eqD.77-error ((D.77) L7295-L7297): the collected error Otilde(tau_v sqrt(m2/m1) + m1^{9/5} tau_w^{16/5} sqrt(m2)
+ tau_w^{8/5} m1^{9/10}) ||q||_1 ||A||_inf must dominate the pieces it collects: (D.73) (L7253-L7259) error
||q|| ||A||_inf (sqrt(m2/m1) tau_v + sqrt(m2) tau_w^{6/5} m1^{3/10}), |A_1 - A_2| (L7279) and |A_2 - A_3| (L7293), the latter
containing ||q||_1 ||A||_inf tau_w m1^{1/4} (1 + tau_v).  Instance: one edge with self-loops, A = [[1/2,1/2],[1/2,1/2]]
(||A||_inf = 1), q = e_2 (||q||_1 = ||q|| = ||q^T A||_1 = 1), m2 = 1, tau_w = m1^{-3/2} (Lemma D.2.10's range, L7299),
tau_v = 1/m1 (in (0,1]).  Exact: m1 = 2^{4k} so every power is rational.
"""
from fractions import Fraction as Fr

print("m1 | dropped tau_w m1^{1/4} (1+tau_v) | dropped sqrt(m2) tau_w^{6/5} m1^{3/10} | (D.77) sum | ratio (first dropped / D.77)")
for k in [2, 5, 10, 20, 40]:
    r = Fr(2) ** k  # m1^{1/4}
    m1 = r**4
    # m1^{p} for p = j/20 needs 2^{4k j/20} = 2^{k j /5}: use k multiple of 5 or evaluate via r exponents where integral
    tw = 1 / m1 ** 1 / r**2  # m1^{-3/2} = r^{-6}
    tw = Fr(1) / r**6
    tv = Fr(1) / m1
    dropped1 = tw * r * (1 + tv)  # tau_w m1^{1/4}
    # tau_w^{6/5} m1^{3/10} = r^{-36/5} r^{6/5} = r^{-6}
    dropped2 = Fr(1) / r**6
    d77 = tv * (1 / r**2) + Fr(1) / r**12 + Fr(1) / r**6  # tau_v/sqrt(m1) + m1^{9/5} tau_w^{16/5} + tau_w^{8/5} m1^{9/10}
    # check exponents: m1^{9/5} tau_w^{16/5} = r^{36/5 - 96/5} = r^{-12}; tau_w^{8/5} m1^{9/10} = r^{-48/5 + 18/5} = r^{-6}
    print(f"2^{4*k} | {float(dropped1):.3e} | {float(dropped2):.3e} | {float(d77):.3e} | {float(dropped1 / d77):.4g}")
