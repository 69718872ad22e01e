# Audit (b) of chenli.display.B13-E-third-term (seed 000, L3706-L3714, App. B.1.3).
# 1) term level: with gamma^2 = m log(1/eps)/sigma_min, E's third summand (2pi)^{-m/2} exp(-gamma^2 sigma_min/(2m)) = (2pi)^{-m/2} sqrt(eps).
# 2) whole display: E <= e^{-Omega(m)} (Lambda(gamma, sqrt m/delta) delta^{-m} + eps + tau-term + m sqrt(L/sigma_min) max(delta sqrt m, Dbar/c)),
#    Lambda(r1,r2) = det(Q)^{1/2} sup |phi_S| (L3602). For near-Gaussian phi_S at ||lambda|| = gamma (Eq. (159) regime), Lambda >= det(Q)^{1/2} eps^{m(1+e')/2}.
#    Minimise  A = (sqrt(eps)^{1+e'}/u)^m (Lambda-term lower bound, u = delta/sqrt(sigma_min), det(Q) >= sigma_min^m)
#    plus      C = m^{1.5} sqrt(L) u                  (last term lower bound)
#    over u subject to (156): delta^2 m^3 L <= sigma_min/10  <=>  u <= 1/sqrt(10 m^3 L), and compare to T3 = (2pi)^{-m/2} sqrt(eps).
import numpy as np
from scipy.optimize import minimize_scalar
for eps in [1e-4, 1e-8, 1e-16]:
    L = np.log(1/eps)
    for m in [1, 2, 5, 20]:
        for ep in [0.0, 0.06]:
            f = lambda lu: (np.sqrt(eps)**(1+ep)/np.exp(lu))**m + m**1.5*np.sqrt(L)*np.exp(lu)
            umax = 1/np.sqrt(10*m**3*L)
            r = minimize_scalar(f, bounds=(np.log(umax)-200, np.log(umax)), method='bounded')
            T3 = (2*np.pi)**(-m/2)*np.sqrt(eps)
            print(f"eps={eps:g} m={m:2d} e'={ep}: min_u (Lambda-term + last-term) = {r.fun:.3e}  vs  T3 = {T3:.3e}   ratio {r.fun/T3:.3e}")
