"""Audit thesis.ch3.eqB.66 (seed 003 L4169-L4173), first case: p_n(0) = A/(A + (N_tot - A) e^{-1}),
A = sum_z |S_* cap N_z|, N_tot = sum_z |N_z| (A <= N_tot). Exact Fractions with e as mpmath high precision."""
import mpmath as mp
mp.mp.dps = 30
for A, N in [(1, 100), (1, 10**4), (1, 10**8), (10, 100), (50, 100)]:
    p = mp.mpf(A) / (A + (N - A) * mp.e ** -1)
    print(f"A={A} N_tot={N}: p_n(0) = {mp.nstr(p, 6)}, 1/p = {mp.nstr(1/p, 6)}, e A/N_tot = {mp.nstr(mp.e*A/N, 6)}")
