"""Auditor r4 chenli: (158) (seed 000 L3622-L3630), the unif(R_0) step (L3664-L3674), and the eps_2 claim in the proof
of Theorem 1.2 (L2992-L2996) with Eq. (7). Own code."""
import mpmath as mp
import sympy as sp
mp.mp.dps = 30
print("=== (158), m = 1, S = centred Bernoulli(0.1), delta = 0.1, zeta density (1-cos x)/(pi x^2) (char. fn max(0,1-|l|))")
p, a, D, dl = mp.mpf('0.1'), mp.mpf('0.2'), mp.mpf(1), mp.mpf('0.1')
vals = [(-p, 1 - p), (1 - p, p)]                      # S values and probabilities (mean 0)
phiS = lambda l: sum(w * mp.e ** (1j * l * v) for v, w in vals)
phiZ = lambda l: max(0, 1 - abs(l))
phiU = lambda l: (mp.e ** (1j * l * D) - 1) / (1j * l * D) if l != 0 else 1
rhs = D / (2 * mp.pi) * mp.quad(lambda l: mp.e ** (-1j * l * a) * phiS(l) * phiZ(dl * l) * phiU(l), [-1 / dl, 0, 1 / dl])
# direct: zeta CDF by quadrature of its density (scaled by delta)
dens = lambda x: (1 - mp.cos(x)) / (mp.pi * x**2) if x != 0 else 1 / (2 * mp.pi)
def P_zeta_in(lo, hi):   # P[delta * zeta in [lo, hi]]
    return mp.quad(dens, [lo / dl, 0, hi / dl]) if lo < 0 < hi else mp.quad(dens, [lo / dl, hi / dl])
def P_box(lo, hi):
    return sum(w * P_zeta_in(lo - v, hi - v) for v, w in vals)
print(f"rhs of (158) = {mp.nstr(mp.re(rhs), 8)} (imag {mp.nstr(mp.im(rhs), 2)}); P[S~ in [a, a+D]] = {mp.nstr(P_box(a, a + D), 8)};"
      f" P[S~ in [a-D, a]] = {mp.nstr(P_box(a - D, a), 8)}")
phiUm = lambda l: phiU(-l)
rhs2 = D / (2 * mp.pi) * mp.quad(lambda l: mp.e ** (-1j * l * a) * phiS(l) * phiZ(dl * l) * phiUm(l), [-1 / dl, 0, 1 / dl])
print(f"with phi_unif(R0)(-lambda): {mp.nstr(mp.re(rhs2), 8)}  (= P[S~ in [a, a+D]])")
print("=== unif(R_0) step: gamma sup_{x in R0} ||x|| vs c eps'' = c gamma max(delta m, sqrt(m Delta)/c)")
for m, Dl, c in ((1, 4, mp.mpf('0.5')), (1, 1000, mp.mpf('0.5')), (3, 100, mp.mpf('0.9')), (1, mp.mpf('0.25'), mp.mpf('0.5'))):
    gamma, delta = 1, mp.mpf('1e-6')
    lhs = gamma * mp.sqrt(m) * Dl                      # all sides equal Delta
    rhs = c * gamma * max(delta * m, mp.sqrt(m * Dl) / c)
    fixed = c * gamma * max(delta * m, mp.sqrt(m) * Dl / c)
    print(f"m={m} Delta={Dl} c={c}: lhs={mp.nstr(lhs, 5)} printed c eps''={mp.nstr(rhs, 5)} ratio={mp.nstr(lhs / rhs, 5)}; with sqrt(m) Delta_bar/c: {mp.nstr(fixed, 5)}")
print("=== eps_2 first term with Eq. (7)")
c, lam, m, L = sp.symbols('c lambda m L', positive=True)   # L = log d
kappa = c * lam**sp.Rational(13, 2) / (m**sp.Rational(13, 2) * L**2)
term = sp.simplify(sp.sqrt(kappa) * m**sp.Rational(1, 4) * lam**sp.Rational(-3, 4))
claim = lam**sp.Rational(5, 2) / (m**3 * L**2)
print("kappa^(1/2) m^(1/4) lambda^(-3/4) =", term, "; ratio to claimed lambda^(5/2)/(m^3 log^2 d) =", sp.simplify(term / claim))
for cv, Lv in ((sp.Rational(1, 100), 50), (sp.Rational(1, 10**6), 10**4), (sp.Rational(1, 100), 10)):
    print(f"  c={cv}, log d={Lv}: ratio = {float((term / claim).subs({c: cv, L: Lv})):.4g}")
