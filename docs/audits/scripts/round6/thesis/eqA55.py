"""Audit thesis.ch2.eqA.55 (seed 003 L2899-L2901; a_1 from (A.51) L2872-L2878: eta T^2 coefficient with a = sqrt(m),
xi = 1/sqrt(m)). Uniform alpha = |S_1|/|S|, all p_n = pbar. Exact Fractions."""
from fractions import Fraction as Fr
for alpha, pbar, st in [(Fr(1), Fr(1), Fr(0)), (Fr(1, 2), Fr(1), Fr(0)), (Fr(1, 2), Fr(1, 2), Fr(1, 40))]:
    xi_sqrt_m = 1
    a1_A51 = alpha * xi_sqrt_m * alpha * (alpha * pbar / 4 - st) * pbar      # (|S1| m/(|S| a)) (xi |S1| m/(|S| a^2)) (...) p
    a1_printed = alpha * (alpha * 1 * pbar - st) * pbar                      # ||p_1|| = 1
    print(f"alpha={alpha} pbar={pbar} sigma+tau={st}: a_1 from (A.51) = {a1_A51}; printed = {a1_printed}; ratio {a1_printed / a1_A51}")
