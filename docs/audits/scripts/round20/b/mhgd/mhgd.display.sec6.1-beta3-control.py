# Auditor B, round 20: mhgd.display.sec6.1-beta3-control (own arithmetic from Cor. 1 (3), seed 004 L133).
# beta_3(theta) = 2 d sqrt(T) d R^3 (3 sqrt(d) R^2 ||theta||_{2,inf} + 1) >= 2 d^2 sqrt(T) R^3 > 0 for every theta.
# L345: beta_3(theta) v beta_3(theta_k) <~ ||theta - theta_0|| + ||theta||_{2,inf}.
import math
def beta3(d, T, R, s): return 2*d*math.sqrt(T)*d*R**3*(3*math.sqrt(d)*R**2*s + 1)
for (d, T, R) in ((1, 1, 1), (4, 10, 2)):
    for s in (1e-1, 1e-3, 1e-6):
        # theta = theta_0 = theta_k (k = 0, target at the initialisation), ||theta||_{2,inf} = s
        lhs = beta3(d, T, R, s); rhs = 0 + s
        print(f'd={d} T={T} R={R} s={s:g}: lhs={lhs:.6g} rhs={rhs:g} ratio={lhs/rhs:.3g}  ratio/(d^2.5 T^0.5 R^5) = {lhs/rhs/(d**2.5*T**0.5*R**5):.3g}')
    # with the '1 +' the ratio is bounded by 2 d^2 sqrt(T) R^3 max(1, 3 sqrt(d) R^2)
    for s, dist in ((1e-6, 0.0), (10.0, 0.0), (0.5, 3.0)):
        print(f'   corrected form: s={s}, ||theta-theta0||={dist}: lhs/(1 + dist + s) = {beta3(d, T, R, s)/(1 + dist + s):.4g} <= {2*d*d*math.sqrt(T)*R**3*max(1, 3*math.sqrt(d)*R**2):.4g}')
