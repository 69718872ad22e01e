"""thesis.ch3.eqB.52-second -- auditor B's numbers, RECONSTRUCTED by auditor A after A accidentally overwrote B's file of the
same name at ~09:33 (A's own script is eqB52_second_A.py). Exact Fractions: deficit of gamma_d x^C/(x^C + K) is K/(x^C + K),
x = T(1-delta), Theta constants 1, eps0 = delta = 0; (a) at (3.8)'s T = eta^{-1/2}, (b) under L4097's local premise eta T = 1."""
from fractions import Fraction as F
from math import isqrt
for C in (1, 2):
    for k in (2, 6, 12, 20):                      # eta = 10^-k
        eta = F(1, 10 ** k)
        T_a = isqrt(10 ** k)                      # eta^{-1/2} (k even)
        da = F(1, T_a ** C + 1); db = F(1, (10 ** k) ** C + 1)
        print(f"C={C} eta=1e-{k}: (a) deficit/eta^C = {float(da / eta ** C):.4g}; (b) eta T = 1: deficit/eta^C = {float(db / eta ** C):.6g}")
