"""Audit thesis.ch3.display.lemmaB.3.3-K (L4856): 'eta T = Theta(1). Therefore, K = Theta(1)', K := max_z b_z - min_z b_z (B.194).
From (B.201): K >= b_{z_m} - b_z >~ X / K with X = eta t * eta t * (m^2/a^2) * (xi eta t^2 m/a^2)^2 * ||p_1||^2 * (gamma_d/2) * Delta,
Delta = the count difference over |S| (Theta(1)), p_n(b) = Theta(1); a = sqrt(m), xi = 1/sqrt(m) (as the thesis sets them).
Hence K^2 >~ X and K >~ sqrt(X). Exact symbolic count of the powers, numeric K lower bound at t = T = nu/eta."""
import sympy as sp
eta, t, m, rho = sp.symbols("eta t m rho", positive=True)
a = sp.sqrt(m); xi = 1 / sp.sqrt(m)
X = (eta * t) * (eta * t) * (m ** 2 / a ** 2) * (xi * eta * t ** 2 * m / a ** 2) ** 2 * rho
print("X =", sp.simplify(X))
nu = 1
for e in [sp.Rational(1, 100), sp.Rational(1, 10**4), sp.Rational(1, 10**6)]:
    Kmin = sp.sqrt(X.subs({eta: e, t: nu / e, rho: 1}))
    print(f"eta = {float(e):g}, T = {nu}/eta: K >= sqrt(X) = {float(Kmin):.4g} (x the sqrt of (B.201)'s hidden constant)")
