"""Audit chenli.display.B13-E-third-term (seed 000 L3706-L3714; Lambda L3602 = det(VV^T)^{1/2} sup|phi|; (156) L3606).
Is the whole display E <= e^{-Omega(m)}(Lambda(gamma, sqrt m/delta) delta^{-m} + eps + tau-term + m sqrt(L/sigma_min)
max(delta sqrt m, Dbar/c)) violated by E's third summand (2 pi)^{-m/2} sqrt(eps)? Lower-bound the right side:
Lambda >= sigma_min^{m/2} |phi_S(gamma e_min)| >= sigma_min^{m/2} eps^{m(1+e')/2} (near-Gaussian, e' <= 0.06 by (159));
with u = delta/sqrt(sigma_min) <= (10 m^3 L)^{-1/2} ((156)) the right side >= (eps^{(1+e')/2}/u)^m + m^{1.5} sqrt(L) u.
Minimise over admissible u and compare with (2 pi)^{-m/2} sqrt(eps)."""
import numpy as np
from scipy.optimize import minimize_scalar
for m in [1, 2, 5, 20]:
    for eps in [1e-4, 1e-8, 1e-16]:
        for ep in [0.0, 0.06]:
            L = np.log(1 / eps); umax = (10 * m ** 3 * L) ** -0.5
            f = lambda lu: m * ((1 + ep) / 2 * np.log(eps) - lu) + 0 if False else None
            g = lambda u: (eps ** ((1 + ep) / 2) / u) ** m + m ** 1.5 * np.sqrt(L) * u
            res = minimize_scalar(lambda lu: np.log(g(np.exp(lu))), bounds=(np.log(1e-300 ** (1 / m)) if m > 1 else -690, np.log(umax)), method="bounded")
            lo = g(np.exp(res.x)); third = (2 * np.pi) ** (-m / 2) * np.sqrt(eps)
            print(f"m={m:2d} eps={eps:.0e} e'={ep}: min RHS (without e^-Omega(m)) >= {lo:.3e}; third summand {third:.3e}; ratio {lo/third:.3e}")
