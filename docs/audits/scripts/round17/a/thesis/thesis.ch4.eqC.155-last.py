"""Audit of thesis.ch4.eqC.155-last (seed 003 L5978-L5985, last '<=' of (C.155)). Own closed-form Gaussian moments.
d = K = 1, b = w_k - W* p_k = 1, a_j = a_l = 1, mu_1 = mu_2 = 0, Sigma_1 = 1, Sigma_2 = 1/eps, lambda = (1 - eps, eps).
Left (per the cancelled common factor): sqrt(sqrt(E x^4) sqrt(E x^8)); right shape: (S4 S8)^{1/4}, S_m = sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^m.
'x ~ sum_l N(mu_l, Sigma_l)' as printed (no weights: the equal-weight mixture; an unnormalised sum changes the left side by L^{1/2})
and with the model's weights (the reading)."""
import math
for eps in (1e-2, 1e-4, 1e-6, 1e-8):
    s2 = (1.0, 1 / eps); lam = (1 - eps, eps)
    m4 = lambda w: sum(wl * 3 * v**2 for wl, v in zip(w, s2)); m8 = lambda w: sum(wl * 105 * v**4 for wl, v in zip(w, s2))
    S4 = sum(l * math.sqrt(v)**4 for l, v in zip(lam, s2)); S8 = sum(l * math.sqrt(v)**8 for l, v in zip(lam, s2))
    shape = (S4 * S8)**0.25
    lit = math.sqrt(math.sqrt(m4((0.5, 0.5))) * math.sqrt(m8((0.5, 0.5))))
    rd = math.sqrt(math.sqrt(m4(lam)) * math.sqrt(m8(lam)))
    print(f"eps={eps:g}: printed (unweighted) left/shape = {lit/shape:.4g}; weighted (reading) left/shape = {rd/shape:.4g}")
