"""Auditor r4: thesis (seed 003) Lemma D.2.2/D.2.3 displays, own computation (mpmath/sympy), no repo code."""
import mpmath as mp
import sympy as sp
mp.mp.dps = 60
pi = mp.pi

print("=== (D.31) last step, even i: normalised lhs (3/(8pi))(1-exp(-(t^2+1)/(8i^2)))/(t^2+1) vs 1/(100 i^2)")
def d31_lhs(i, t):  # t^{-i} t/(t^2+1) (i-1)!! 3/(8pi)(1-exp(-(t^2+1)/(8i^2))), divided by t^{1-i}(i-1)!!
    return mp.mpf(3) / (8 * pi) * (1 - mp.e ** (-(t**2 + 1) / (8 * i**2))) / (t**2 + 1)
for i in (2, 4, 6):
    for t in (mp.mpf('0.1'), 1, 2, 5, mp.mpf('5.3'), 6, 10, 11, 12, 20):
        r = d31_lhs(i, mp.mpf(t)) / (mp.mpf(1) / (100 * i**2))
        print(f"i={i} t={float(t):5.2f} lhs/bound={float(r):.4f}")
    # threshold t where ratio crosses 1
    f = lambda t: d31_lhs(i, t) * 100 * i**2 - 1
    print(f"  i={i}: crossing at t = {float(mp.findroot(f, 6 if i == 2 else 11)):.4f}")
# also check the integral identity of line 3 -> 4 (independent quadrature), i=2,t=6
i, t = 2, mp.mpf(6)
integral = t**(-i) * mp.quad(lambda b: mp.e**(-b**2 / 2 * (1 + 1 / t**2)) / (2 * pi) * mp.mpf(3) / 4 * (-b / t), [-t / (2 * i), 0])
closed = t**(-i) * t / (t**2 + 1) * mp.mpf(3) / (8 * pi) * (1 - mp.e**(-(t**2 + 1) / (8 * i**2)))
print("line3 quad", integral, "closed", closed, "bound t^{1-i}/(100i^2)", t**(1 - i) / (100 * i**2))
# exact p'_2 (only r=1 term, c_1=1, no 3/4 loss) and the Lemma's own bound with 1/sqrt(t^2+1)
def p2(t):
    return t**(-2) * mp.quad(lambda b: mp.npdf(b) * mp.e**(-b**2 / (2 * t**2)) / mp.sqrt(2 * pi) * (-b / t), [-t / 4, 0])
for t in (1, 6, 10, 50, 64, 100):
    t = mp.mpf(t)
    lem = t**(-1) / mp.sqrt(t**2 + 1) / 400
    print(f"Lemma D.2.2 i=2 t={float(t)}: |p'_2|={float(p2(t)):.4e} lemma bound={float(lem):.4e} ratio={float(p2(t)/lem):.3f}")

print("=== c0 chain, odd i (L6884)")
for i in range(1, 16, 2):
    c0_printed = mp.gamma(mp.mpf(i) / 2) / (pi * mp.fprod([mp.mpf(2 * k - 1) / 2 for k in range(1, (i - 1) // 2 + 1)]))
    c0_binom = mp.binomial(mp.mpf(i) / 2 - 1, mp.mpf(-1) / 2)
    a, b, c = mp.mpf(3) / 4 * c0_printed, mp.mpf(3) / 4 / pi**(mp.mpf(i - 1) / 2), 3 / (2 * pi * i)
    print(f"i={i:2d} (3/4)c0={float(a):.5f} [binom form {float(mp.mpf(3)/4*c0_binom):.5f}] (3/4)pi^-(i-1)/2={float(b):.5f} 3/(2 pi i)={float(c):.5f}  link1 {a>=b} link2 {b>=c} ends {a>=c}")
print("ends hold for all odd i<=2001:", all(mp.mpf(3)/4*mp.binomial(mp.mpf(i)/2-1, -mp.mpf(1)/2) >= 3/(2*pi*i) for i in range(1, 2002, 2)))

print("=== (D.32) Phi equality")
Phi = mp.ncdf
for i, t in ((3, 1), (3, 100), (5, 1), (1, 1)):
    t = mp.mpf(t)
    L = 2 * Phi(mp.sqrt(t**2 + 1) / (2 * i)) - 1
    R = (2 * Phi(mp.sqrt(t**2 + 1) / 2) - 1) / i
    print(f"i={i} t={float(t)}: 2Phi(s/2i)-1={float(L):.5f} (2Phi(s/2)-1)/i={float(R):.5f} ratio={float(L/R):.4f}")
# line 2->3 equality via quadrature and final >= with the true line 3
i, t = 3, mp.mpf(1)
q = t**(-i) * mp.quad(lambda b: mp.e**(-b**2 / 2 * (1 + 1 / t**2)) / (2 * pi) * 3 / (2 * pi * i), [-t / (2 * i), t / (2 * i)])
l3 = t**(-i) * 3 / (4 * pi**2 * i) * t / mp.sqrt(t**2 + 1) * mp.sqrt(2 * pi) * (2 * Phi(mp.sqrt(t**2 + 1) / (2 * i)) - 1)
print("line2 quad", q, "line3", l3)
# final inequality min over t of the normalised line 4 (t-free after normalising): 3sqrt(2pi)/(4pi^2)(2Phi(s/2)-1) >= 1/100
print("final line4 normalised min (s->1):", float(3 * mp.sqrt(2 * pi) / (4 * pi**2) * (2 * Phi(mp.mpf(1) / 2) - 1)), ">= 0.01")
# and with the true line 3: 3 sqrt(2pi)/(4 pi^2) (2Phi(s/(2i))-1)/i * i^2... check >= 1/(100 i^2)*... (normalised by t^{1-i}(i-1)!!/sqrt(t^2+1))
worst = min(3 * mp.sqrt(2 * pi) / (4 * pi**2 * i) * (2 * Phi(mp.mpf(1) / (2 * i)) - 1) * 100 * i**2 for i in range(1, 400, 2))
print("true line3 vs lemma bound, min ratio over odd i<400 at t->0:", float(worst))

print("=== Hermite bounds ([58] Def A.5: probabilists' He_i)")
x = sp.symbols('x')
def He(i):
    return sp.expand(sp.factorial(i) * sum((-1)**j * x**(i - 2*j) / (sp.factorial(j) * sp.factorial(i - 2*j) * 2**j) for j in range(i // 2 + 1)))
def H(i):
    return sp.hermite(i, x)
for (i, xv) in ((1, 1), (2, 3), (3, 5), (4, 10)):
    rhs = sum(sp.Abs(sp.Integer(xv))**(i - 2*j) * sp.Integer(i)**(2*j) / sp.factorial(j) for j in range(1, i // 2 + 1))
    rhs0 = sum(sp.Abs(sp.Integer(xv))**(i - 2*j) * sp.Integer(i)**(2*j) / sp.factorial(j) for j in range(0, i // 2 + 1))
    print(f"He_{i}({xv})={He(i).subs(x, xv)} H_{i}={H(i).subs(x, xv)} printed rhs(j>=1)={rhs} rhs(j>=0)={rhs0}")
# j>=0 version holds on a grid
ok = all(abs(He(i).subs(x, xv)) <= sum(abs(sp.Rational(xv))**(i-2*j) * sp.Integer(i)**(2*j) / sp.factorial(j) for j in range(i//2+1))
         for i in range(1, 13) for xv in [sp.Rational(k, 4) for k in range(-60, 61)])
print("j>=0 bound holds for He_i, i<=12, x in [-15,15] step 1/4:", ok)
print("=== (D.37)")
for i in (1, 3, 5, 2):
    d = sp.diff(He(i), x).subs(x, 0); dH = sp.diff(H(i), x).subs(x, 0)
    rhs = sum((sp.Integer(0)**(i - 2*j) if i - 2*j > 0 else 1) * sp.Integer(i)**(2*j) for j in range(i // 2 + 1))
    print(f"i={i}: He_i'(0)={d} H_i'(0)={dH} printed rhs at 0={rhs}")
ok = all(abs(sp.diff(He(i), x).subs(x, xv)) <= i * sum(abs(sp.Rational(xv))**(i-1-2*j) * sp.Integer(i)**(2*j) / sp.factorial(j) for j in range((i-1)//2+1))
         for i in range(1, 13) for xv in [sp.Rational(k, 4) for k in range(-60, 61)])
print("repaired i*sum_j |x|^{i-1-2j} i^{2j}/j! holds, i<=12 grid:", ok)
print("=== (D.31) with the Lemma's 1/sqrt(t^2+1) factor restored: crossing t")
for i in (2, 4):
    g = lambda t: d31_lhs(i, t) * mp.sqrt(t**2 + 1) * 100 * i**2 - 1
    print(f"i={i}: crossing t = {float(mp.findroot(g, 40 * i**2 / 4)):.3f}")
g = lambda t: p2(t) / (t**(-1) / mp.sqrt(t**2 + 1) / 400) - 1
print("Lemma D.2.2 itself (i=2, exact p'_2) crossing t =", float(mp.findroot(g, 63)))
