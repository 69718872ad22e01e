"""Audit thesis.ch3.eqB.72 (seed 003 L4191-L4193; a_1 of (B.46) L4083-L4085 with a = sqrt(m); E[p_n(0)] = c_gamma gamma_d (B.67)).
Theorem 3.4.6: p_n(T) = p_n(0) = pbar = c_gamma gamma_d (c_gamma = 1), sigma = 0, eta = 1, delta = 0, xi sqrt(m) = 1."""
from fractions import Fraction as Fr
import math
for gd, eps0 in [(Fr(1, 2), Fr(0)), (Fr(1, 10), Fr(0)), (Fr(1, 1000), Fr(1, 4))]:
    a1 = gd * ((1 - 2 * eps0) * gd / 4)
    T_derived = 1 / math.sqrt(a1); T_printed = 1 / (math.sqrt(1 - 2 * eps0) * float(gd) ** 2)
    print(f"gamma_d={gd} eps0={eps0}: a_1 = {a1}; T from (B.46) = {T_derived:.4g}; printed (B.72) = {T_printed:.4g}; ratio {T_printed/T_derived:.4g}")
