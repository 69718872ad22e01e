"""B(Psi) with the first case of (C.93) ('S fixed', L_m in place of rho; L_m from (C.24):
min over v_i in [0,u_i] of rho with u_i -> v_i; we also minimise over i).  lambda varies with
M and S both fixed, so this case is also literally applicable. L=2, K=2, W*=I."""
import numpy as np, sys, itertools
sys.path.insert(0, __file__.rsplit('/', 1)[0])
from cor441_lambda import rho, direction
def Lm(u, sig, n=21):
    best = np.inf
    for i in range(len(u)):
        for t in np.linspace(0, 1, n):
            v = np.array(u, float); v[i] = t * u[i]; best = min(best, rho(v, sig))
    return best
lg = np.linspace(0.01, 0.99, 99)
for m in [1.0, 3.0]:
    for a, b in [(0.5, 3), (1, 3), (1, 5), (2, 3), (3, 5), (4, 8)]:
        us = [m * np.ones(2) / np.sqrt(2) / s for s in (a, b)]
        c = [Lm(u, s) for u, s in zip(us, (a, b))]
        r = [rho(u, s) for u, s in zip(us, (a, b))]
        D12 = lg * (m / a + 1) ** 12 + (1 - lg) * (m / b + 1) ** 12
        G = lg * a * a * c[0] + (1 - lg) * b * b * c[1]
        B = D12 / G ** 2
        print(f'm={m} s_l={a} s_j={b}: L_m/rho = {c[0]/r[0]:.3f},{c[1]/r[1]:.3f}  B_Lm in lambda_l: {direction(B)} (printed (iv) wants dec)'
              f'  D12 terms {(m/a+1)**12:.3g} vs {(m/b+1)**12:.3g}; s^2 L_m terms {a*a*c[0]:.3e} vs {b*b*c[1]:.3e}')
