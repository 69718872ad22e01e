"""Audit thesis.ch2.eqA.92 / thesis.ch3.eqB.99: C_0 from (A.88)/(B.95) at t = 0 with y(0) = xi (A.91)/(B.98):
y(0) = rho * int_{-inf}^0 exp(-kappa eta u^2) du + C_0, rho = the ODE's constant coefficient (Theta(xi): 1/(aB) sum(...) with
a = sqrt m = 1/xi), kappa = the other factors of the u^2 coefficient. So 1 - C_0/xi = (rho/xi) sqrt(pi/(kappa eta))/2.
Printed: 1 - C_0/xi = Theta(eta^{-1}). mpmath quad, checked against the closed form."""
import mpmath as mp
mp.mp.dps = 30
for rho_over_xi, kappa in [(1, 1), (mp.mpf('0.3'), 4)]:
    for eta in [mp.mpf('1e-2'), mp.mpf('1e-4'), mp.mpf('1e-8')]:
        half = mp.quad(lambda u: mp.e ** (-kappa * eta * u * u), [-mp.inf, 0])
        gap = rho_over_xi * half
        print(f"rho/xi={rho_over_xi} kappa={kappa} eta={mp.nstr(eta,2)}: 1 - C0/xi = {mp.nstr(gap, 6)} (closed {mp.nstr(rho_over_xi*mp.sqrt(mp.pi/(kappa*eta))/2, 6)});"
              f" eta^-1 = {mp.nstr(1/eta, 3)}; ratio eta^-1/gap = {mp.nstr((1/eta)/gap, 5)}; gap*sqrt(eta) = {mp.nstr(gap*mp.sqrt(eta), 5)}")
