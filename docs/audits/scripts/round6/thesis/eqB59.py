"""Audit thesis.ch3.eqB.59 (seed 003 L4129-L4131; a_1 from (B.46) L4083-L4085, a = sqrt(m)). The eta T^2 coefficient of
(B.46): (m/a)(xi m/a^2) pbar ((1-2eps0) pbar/4 - sigma) = xi sqrt(m) pbar ((1-2eps0) pbar/4 - sigma), pbar = batch
average of p_n. (B.59) needs a_1 = 1 - 2 eps0. Exact Fractions."""
from fractions import Fraction as Fr
import math
for xs, pbar, sigma, eps0 in [(Fr(1), Fr(1), Fr(0), Fr(0)), (Fr(1), Fr(1), Fr(0), Fr(1, 4)), (Fr(1, 100), Fr(1), Fr(0), Fr(0)), (Fr(4), Fr(1), Fr(0), Fr(0))]:
    a1 = xs * pbar * ((1 - 2 * eps0) * pbar / 4 - sigma)
    T_mid = 1 / math.sqrt(a1); T_last = 1 / math.sqrt(1 - 2 * eps0)     # eta = 1, delta = 0
    print(f"xi sqrt(m)={xs} pbar={pbar} sigma={sigma} eps0={eps0}: a_1 = {a1}; middle T = {T_mid:.4f}, printed last = {T_last:.4f}")
