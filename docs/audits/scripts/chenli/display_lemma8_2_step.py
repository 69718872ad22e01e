# Audit chenli.display.lemma8.2-step (seed 000 L2782; nu from Eq. (132) L2674, rho L2760, ||M*|| >= rho/d L2770). Fractions/sympy, no repo code.
from fractions import Fraction as F
import sympy as sp, random
# nu_{l+1} = 2d sqrt(2m/lambda)(sum_{a<=l} nu_a + eps), nu_0 = 0;  rho = sqrt(lambda/2m)||Theta_1||;  ||M*|| >= rho/d
def nus(d, m, lam, eps, L):
    s = sp.sqrt(sp.Rational(2*m)/lam); out = []
    for l in range(L+1):
        out.append(sp.nsimplify(2*d*s*(sum(out) + eps)))
    return out
# helper's instance, m = d = 2, lambda = 1, ||Theta_1|| = 1, eps = 1/100, l = 0, ||M*|| = rho/d
d, m, lam, th, eps = 2, 2, sp.Integer(1), sp.Integer(1), sp.Rational(1, 100)
nu = nus(d, m, lam, eps, 0); rho = sp.sqrt(lam/(2*m))*th; Mstar = rho/d
lhs = th*(0 + 2*eps); rhs = nu[0]/2*Mstar
print("instance: nu_1 =", nu[0], " rho =", rho, " ||M*|| =", Mstar, " lhs =", lhs, " rhs =", rhs, " holds?", bool(lhs <= rhs))
# symbolic: at ||M*|| = rho/d, rhs = (sum nu + eps)||Theta_1||, so lhs - rhs = eps ||Theta_1|| > 0 for every admissible parameter set
D, M, LAM, TH, EPS, S = sp.symbols('d m lambda Theta eps S', positive=True)
nul1 = 2*D*sp.sqrt(2*M/LAM)*(S + EPS); rhs_sym = sp.simplify(nul1/2 * sp.sqrt(LAM/(2*M))*TH/D)
print("rhs at ||M*|| = rho/d simplifies to:", rhs_sym, "; lhs - rhs =", sp.simplify(TH*(S + 2*EPS) - rhs_sym))
# realizable configuration (l = 0): Theta_1 = E11, Theta_2 = E22 (kappa = 0, lambda = 1), M* = M' = (1/4) E11 in span(Theta) (Pi_perp = 0),
# |M*_11| = 1/4 = rho/d, ||M*|| = 1/4 <= 2||Theta_1||; K = conv(B(E11,zeta), B(E22,zeta), {E11/4}) satisfies Def 6.13 items 2-4 for zeta <= eps/20.
# Its true distance to span(Theta) is 0 <= (nu_1/2)||M*||: the step's numeric inequality fails, the conclusion it serves does not.
# Does Lemma 8.2's conclusion survive?  True distance of M^(l+1)*||M*|| to span <= ||Mtilde - M^par|| + dist(M' - M^par)
#  l = 0: Mtilde = M^par = 0 and dist(M') <= eps||M'|| = eps||M*|| <= nu_1 ||M*||  (nu_1 = 2d sqrt(2m/lam) eps >= eps)
#  l >= 1: <= zeta + (sum nu + 2 eps)||Theta_1|| with zeta <= eps||Theta_1|| (Eq. 134), vs nu_{l+1} rho/d = 2(sum nu + eps)||Theta_1||
from mpmath import mp, mpf, sqrt as msqrt
mp.dps = 50
random.seed(3); worst = None
for _ in range(3000):
    d = random.randint(1, 50); m = random.randint(2, 10); lam = mpf(random.randint(1, 100))/100; eps = mpf(1)/random.randint(1, 10**6)
    L = random.randint(1, m-1)
    nu = []
    for l in range(L+1): nu.append(2*d*msqrt(2*m/lam)*(sum(nu) + eps))   # nu[0..L] = nu_1..nu_{L+1}
    S = sum(nu[:L]); need = 2*(S + eps); have = eps + S + 2*eps   # in units of ||Theta_1||
    r = have/need
    worst = r if worst is None or r > worst else worst
print("max over 3000 random (d,m,lambda,eps,l>=1) of [zeta + (sum nu + 2eps)||Th||] / [nu_{l+1} rho/d]:", worst, "(<= 1 means Lemma 8.2's closeness holds)")
