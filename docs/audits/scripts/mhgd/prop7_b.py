# Independent audit of mhgd.prop7 (Prop. 7 statement, L1155-1159) and mhgd.display.prop7-witness (L1167-1179).
# Model (paper (1)/(2)): Phi~(X; theta~) = (1/sqrt H) sum_h <U_h, softmax(X W_h X^T) X>.  T = d = 1: softmax of a 1x1
# matrix is 1, so Phi~ = (1/sqrt H) sum_h u_h x (linear in U, constant in W).  Everything below is exact/mpmath.
import math, numpy as np
from mpmath import mp, mpf, sqrt, log, exp, ceil
mp.dps = 40
ell = lambda t: log(1 + exp(-t))            # logistic loss
T = d = 1; R = mpf(1); x = mpf(1); y = 1; n = 1  # Assumption 1: |x| <= R, R >= 1
B2 = mpf(1); BPhi = mpf(1)
gamma = sqrt(2)                               # P3 with theta_* = sqrt2 * (unit gradient direction); max possible
for eps in [mpf('0.01'), mpf('0.1'), mpf('0.2'), mpf('1e-6')]:
    g0 = (2*BPhi + log(1/eps))/gamma
    rhs98 = 5*d*sqrt(T*d)*R**3*B2/BPhi*(3*sqrt(d)*R**2+1)*(g0/1)**2*max(1, g0)
    H = int(ceil(rhs98**2))
    # good init: u_h = -1/sqrt H (||theta_h|| = 1/sqrt H <= B2), W_h = 0 -> Phi~(theta0) = -1, |Phi~| <= BPhi
    Phi0 = -1
    gradnorm = abs(x)                           # ||grad_U Phi~|| = sqrt(H * (x/sqrt H)^2) = |x|, grad_W = 0
    # P3: theta_* = sqrt2 * grad/||grad||: y<grad, theta_*> = sqrt2*|x| = gamma, ||theta_*|| = sqrt2
    # best margin reachable within ||theta - theta0|| <= g0 (Cauchy-Schwarz, exact for a linear model):
    best = y*Phi0 + g0*gradnorm
    need = log(1/(exp(eps)-1))                  # ell(t) <= eps  <=>  t >= need
    # the paper's witness theta0 + g0 theta_*:
    wit_margin = y*Phi0 + g0*gamma*gradnorm/ gradnorm * 1  # <grad, g0 theta_*> = g0*gamma
    wit_dist = g0*sqrt(2)
    print(f"eps={float(eps):g}: g0={float(g0):.6f}, (98) needs sqrt H >= {float(rhs98):.1f} -> H={H}")
    print(f"   min loss within dist g0: ell({float(best):.6f}) = {float(ell(best)):.6f}  vs eps {float(eps):g}"
          f"  -> Prop7 conclusion {'FAILS' if ell(best) > eps else 'holds'} (need margin {float(need):.4f})")
    print(f"   witness: loss {float(ell(wit_margin)):.3e} <= eps: {ell(wit_margin) <= eps};  ||theta-theta0|| = {float(wit_dist):.6f} <= g0: {wit_dist <= g0}")
    print(f"   with g0' = sqrt2*g0 = {float(sqrt(2)*g0):.4f}: min loss within g0' = {float(ell(y*Phi0 + sqrt(2)*g0)):.3e} <= eps: {ell(y*Phi0+sqrt(2)*g0) <= eps}")

# numeric cross-check with explicit heads at eps = 0.01 (H from (98)) in float64
eps = 0.01; g0 = (2 + math.log(100))/math.sqrt(2)
H = int(math.ceil((20*g0**2*max(1, g0))**2))
u0 = -np.ones(H)/math.sqrt(H); g = np.ones(H)/math.sqrt(H)   # grad_U Phi~ per head (x = 1)
assert abs(g @ u0 + 1) < 1e-9 and np.max(np.abs(u0)) <= 1
ts = math.sqrt(2)*g/np.linalg.norm(g); print("H =", H, " P3 margin:", g @ ts, " ||theta_*|| =", np.linalg.norm(ts))
rng = np.random.default_rng(0); worst = -np.inf
for _ in range(50):    # random directions of norm g0 tilted toward g: margin never exceeds -1 + g0
    v = rng.standard_normal(H) + rng.uniform(0, 5000)*g; v *= g0/np.linalg.norm(v); worst = max(worst, g @ (u0 + v))
va = g0*g/np.linalg.norm(g)
print("best tilted-random margin at dist g0:", worst, " aligned:", g @ (u0 + va), " CS bound:", -1 + g0)
