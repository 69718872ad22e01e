"""Lead audit: thesis (C.228)'s H_max = C_4 sum_l lambda_l (||mu_l|| + ||Sigma_l||)^2 (printed ||Sigma_l||, while
(C.128), (C.134), (C.165), (C.178) print ||Sigma_l^{1/2}||). Model (4.1) with d = K = 1, sigmoid, cross-entropy:
the population Hessian at W* is E[phi'(W* x) x^2] (phi' = phi(1 - phi)); one centred group, Sigma = t.
Empirical Hessian f_n concentrates on it (n large), so the ratio Hess / (||mu|| + ||Sigma||)^2 is what C_4 must bound."""
from math import exp, inf, sqrt

from scipy.integrate import quad


def dsig(z: float) -> float:
    s = 1 / (1 + exp(-z)) if z > -700 else 0.0
    return s * (1 - s)


for w in (1.0, 3.0):
    for t in (1.0, 1e-1, 1e-2, 1e-3, 1e-4):
        s = sqrt(t)
        h = quad(lambda u: dsig(w * s * u) * (s * u) ** 2 * exp(-u * u / 2) / sqrt(2 * 3.141592653589793), -inf, inf)[0]
        print(f"W*={w} Sigma={t:g}: Hess={h:.5g}  (||mu||+||Sigma||)^2={t*t:.3g} ratio={h/(t*t):.4g}"
              f"  (||mu||+||Sigma^1/2||)^2={t:.3g} ratio={h/t:.4g}")
