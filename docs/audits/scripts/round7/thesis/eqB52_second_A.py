"""Audit thesis.ch3.eqB.52-second (L4107): gamma_d (T(1-delta))^C/((T(1-delta))^C + Theta(1)) >= gamma_d (1 - eta^C), T of (3.8) L871:
T = Theta(eta^{-1/2}(1-2eps_0)^{-1/2}(1-delta)^{-1/2}). Deficit 1 - (.)^C/((.)^C + c) vs eta^C; Fractions/mpmath, Theta constants 1."""
import mpmath as mp
mp.mp.dps = 40
for C in [1, 2, 4]:
    for eta in [mp.mpf('1e-2'), mp.mpf('1e-6'), mp.mpf('1e-12')]:
        T = eta ** mp.mpf(-0.5)
        deficit = 1 / (T ** C + 1)
        print(f"C={C} eta={mp.nstr(eta,2)}: deficit = {mp.nstr(deficit, 5)} vs eta^C = {mp.nstr(eta**C, 5)} (ratio {mp.nstr(deficit/eta**C, 5)}); vs eta^(C/2) = {mp.nstr(eta**(C/2.0), 5)}")
