# Auditor A r26: thesis.ch3.remark1-gamma_d (seed 003 L875 (3.9), L885 Remark 1, L805 (P1), L911, L958, L988). Own code.
from fractions import Fraction as F
import itertools
def first(g, e, s):            # (3.9) first term over (1 + delta_zm^2) log N
    den = 1 - 2*e*(1-g) - s
    assert den > 0
    return 1/den**2
def shape(g, e, s):            # Remark 1: 1/gamma_d^2 (1-eps_S)^-2 (1-sigma)^-2 (Theta(1) read as 1)
    return 1/(g**2 * (1-e)**2 * (1-s)**2)
def hyp(g, e, s):
    assert 0 < g <= 1 and 0 < e < F(1, 2) and 0 <= s <= F(1, 10)
print("A. lower-bound direction (helper's encoding '>~'): ratio first/shape along gamma_d -> 0")
for e in (F(1, 4), F(1, 10), F(49, 100)):
    row = []
    for g in (F(1), F(1, 2), F(1, 10), F(1, 100), F(1, 10**4)):
        hyp(g, e, 0); row.append(float(first(g, e, 0)/shape(g, e, 0)))
    print(f" eps_S={float(e)} sigma=0: ratios at gamma_d=1,1/2,1/10,1/100,1e-4:", ["%.3g" % r for r in row])
print(" bound on first term uniform in gamma_d: first <= (1 - 2 eps_S - sigma)^-2; e.g. eps_S=1/4: <= 4")
print("B. worst case over eps_S in (0,1/2): sup first = (gamma_d - sigma)^-2")
for g in (F(1), F(1, 2), F(1, 10), F(1, 100)):
    e = F(1, 2) - F(1, 10**9)
    print(f" gamma_d={float(g)}: first at eps_S=1/2-1e-9, sigma=0: {float(first(g, e, 0)):.6g}  gamma_d^-2 = {float(1/g**2):.6g}")
print("C. upper-bound reading: max first/shape over grid (gamma_d in (0,1], eps_S in (0,1/2), sigma in [0, gamma_d/4] and <= 1/10)")
mx = F(0); arg = None
gs = [F(1, 10**k) * m for k in range(0, 5) for m in (1, 2, 5)] ; gs = [g for g in gs if g <= 1]
es = [F(j, 1000) for j in range(1, 500, 7)] + [F(1, 2) - F(1, 10**k) for k in range(3, 10)]
for g, e in itertools.product(gs, es):
    for s in (F(0), min(g/8, F(1, 10)), min(g/4, F(1, 10))):
        hyp(g, e, s); r = first(g, e, s)/shape(g, e, s)
        if r > mx: mx, arg = r, (float(g), float(e), float(s))
print(f" max ratio = {float(mx):.4g} at (gamma_d, eps_S, sigma) = {arg}   (analytic: 1-2e(1-g) >= g(1-e), so <= (1 - sigma/(g(1-e)))^-2 (1-s)^2 <= 4)")
print("D. without sigma << gamma_d the upper reading fails: gamma_d = 0.05, sigma = 0.1, eps_S -> den 0")
g, s = F(1, 20), F(1, 10)
for k in (2, 4, 6):
    e = (1 - s - F(1, 10**k))/(2*(1-g)); hyp(g, e, s)
    print(f"  eps_S={float(e):.6f}: first/shape = {float(first(g, e, s)/shape(g, e, s)):.4g}")
