# mhgd.eq115-identity: the '=' in (115): (zeta/2)[(112) bracket + (113) bracket] vs printed regrouped form
import sympy as sp
T, z, S, Zm, Zn = sp.symbols('T zeta S Z_mu Z_nu', positive=True)
B112 = T*(z*S**6 - z*(1-z)*(Zm+Zn)*S**4 - 2*(1-z)*(z+2*(1-z))*Zm**2*S**2 - 4*(1-z)**2*Zm**2*(Zm+Zn))
B113 = T*(-z**2*S**6 - z*(1-z)*(4*Zm + z*Zn)*S**4 - 2*(1-z)**2*((2+z)*Zm + 2*z*Zn)*Zm*S**2 - 4*(1-z)**3*Zm**2*(Zm+Zn))
lhs = z/2*(B112 + B113)            # first two lines of (115) (without alpha, P-term)
printed = T*(1-z)*z/2*(z*S**6 - z*(5*Zm + (1+z)*Zn)*S**4 - 2*((4 - z**2)*Zm + 2*z*(1-z)*Zn)*Zm*S**2 - 4*(1-z)*(2-z)*(Zm+Zn)*Zm**2)
diff = sp.factor(sp.expand(lhs - printed))
print("lhs - printed =", diff)
corrected = T*(1-z)*z/2*(z*S**6 - z*(5*Zm + (1+z)*Zn)*S**4 - 2*((4 - 2*z - z**2)*Zm + 2*z*(1-z)*Zn)*Zm*S**2 - 4*(1-z)*(2-z)*(Zm+Zn)*Zm**2)
print("lhs - corrected =", sp.expand(lhs - corrected))
inst = {T: 2, z: sp.Rational(1, 2), S: 1, Zm: 1, Zn: 0}
print("instance T=2, zeta=1/2, S=1, Z_mu=1, Z_nu=0: lhs =", lhs.subs(inst), " printed =", printed.subs(inst), " diff =", (lhs-printed).subs(inst))
# check the subsequent '>=' (next line of (115)) against the TRUE value, over a grid, zeta in (0,1), Z >= 0
nxt = T*(1-z)*z/2*(z*S**6 - (5*Zm + 2*Zn)*S**4 - 4*(2*Zm + Zn)*Zm*S**2 - 8*(Zm+Zn)*Zm**2)
import itertools
f = sp.lambdify((T, z, S, Zm, Zn), lhs - nxt)
g = sp.lambdify((T, z, S, Zm, Zn), printed - nxt)
worst = min(f(2, zz/20, s, a, b) for zz in range(1, 20) for s in (0.5, 1, 2, 4) for a in (0, .1, .5, 1, 3) for b in (0, .1, .5, 1, 3))
print("min over grid of (true) - (next line of (115)) =", worst, "(>= 0 means the chain still holds from the true value)")
