"""Audit of thesis.ch4.eqC.214 (seed 003 L6299-L6301, proof of Lemma C.5.1 (a)). Own code (mpmath quadrature).
Printed: P(|(1/n) sum_i G'_i| >= t/6) <= 2 exp(max{-C14 n t^2/(144 S), -C15 n sqrt(S t)}), S = sum_l lam_l (||mu_l|| + ||Sigma_l^{1/2}||)^2,
G'_i = <v, grad l(W, x_i) - E grad l(W, x)>, v in V_{1/2}. Instance: d = 2, K = 1, W = W* = e_1 (y ~ Bern(phi(x_1)), (4.1)),
v = e_2, L = 2 groups, both mean 0: N(0, I_2) (weight 1 - eps) and N(0, diag(1, M^2)) (weight eps). grad l = (phi(w^T x) - y) x
(cross-entropy (4.3), K = 1), E grad l = 0 at W = W*, so G' = (phi(x_1) - y) x_2, symmetric (x_2 independent, symmetric).
Lower bound: P(|sum_i G'_i| >= n t/6) >= (1/2) P(|G'_1| >= n t/6) (G'_1 independent of the symmetric rest)."""
import math
import mpmath as mp

mp.mp.dps = 30
phi = lambda u: 1 / (1 + mp.e**(-u))
erfc = lambda z: mp.erfc(z) if z < 1e4 else mp.mpf(0)

def tail_one(s, eps, M):
    """P(|G'| >= s) = sum_groups lam E_{x1 ~ N(0,1)}[phi(x1) P(|x2| >= s/(1-phi)) + (1-phi) P(|x2| >= s/phi)]."""
    def grp(sd):
        def f(x1):
            q = phi(x1); a = 1 - q
            t1 = q * erfc(s / (a * sd * mp.sqrt(2))) if a > 0 else 0
            t2 = a * erfc(s / (q * sd * mp.sqrt(2))) if q > 0 else 0
            return mp.npdf(x1) * (t1 + t2)
        return mp.quad(f, [-40, -5, 0, 5, 40])   # N(0,1) mass beyond |x1| = 40 is < 1e-340
    return (1 - eps) * grp(1) + eps * grp(M)

print("path n -> inf, eps = n^-2, M = n (S = (1-eps) + eps M^2 ~ 2 fixed), t = 1:")
for n in (10, 100, 1000, 10**4, 10**5):
    eps, M, t = mp.mpf(n)**-2, mp.mpf(n), 1
    S = (1 - eps) * 1 + eps * max(1, M)**2
    P_lb = tail_one(mp.mpf(n) * t / 6, eps, M) / 2
    lhs = -mp.log(P_lb / 2)                      # >= -log(P/2): an upper bound of the true exponent
    shape = min(n * t**2 / (144 * S), n * mp.sqrt(S * t))
    print(f"  n={n:6d}: S={float(S):.4f} P >= {mp.nstr(P_lb, 5)}  -log(P/2) <= {float(lhs):8.3f}  "
          f"min{{n t^2/(144 S), n sqrt(S t)}} = {float(shape):10.4g}  ratio = {float(lhs/shape):.3g}")
print("(the printed bound needs -log(P/2) >= c min{...} with one c = min(C14, C15) > 0; the ratio -> 0 like (2 log n)/n)")
