"""Auditor B: thesis (F.8)/(F.9) L9327-L9343. upper - lower as exact functions of p = p_n(t); where do they cross, and can
p_n(t) be there? p_n(0) with W ~ 0 is alpha*l/(l*K + k - 1) (uniform attention over the l*K + k - 1 context columns)."""
import sympy as sp
p, a, K, M, eta = sp.symbols('p alpha K M eta', positive=True)
A = a**2 / K**2
c8 = (1 / (K * M)) * (-4 - (3 * K - 2) * (1 - p) * (1 + A)) * p * (1 - p)
lo8 = c8 + a**2 / K**3 * (1 - p)**2
up8 = c8 + (1 / K) * p * (1 - p)**2 * (1 + A)
c9 = (1 / (K * M)) * (-A + (K - 1 + (2 * K - 1) * A) * p) * (1 - p)**2 - (1 - p)**2 * a**2 / K**3
lo9 = c9 + (1 / K) * (1 - p)**2 * (-p + (1 - p) * A)
up9 = c9
print("F.8 upper-lower:", sp.factor(sp.simplify(up8 - lo8)))
print("F.9 upper-lower:", sp.factor(sp.simplify(up9 - lo9)))
thr = a**2 / (K**2 + a**2)
print("crossing threshold:", thr)
# helper's instance
inst = {K: 1, M: 1, a: 1, p: sp.Rational(1, 10)}
print("helper instance (alpha = 1 is outside alpha <= 1 - c, L2101): lower-upper F.8 =", sp.nsimplify((lo8 - up8).subs(inst)),
      " F.9 =", sp.nsimplify((lo9 - up9).subs(inst)))
# p_n(0) >= alpha/(K+1) > threshold on the domain alpha in (0, 1), K >= 1, l >= 1, k <= K
worst = None
for Kv in range(1, 13):
    for av in [sp.Rational(i, 100) for i in range(1, 100)]:
        for l in (1, 2, 5, 50):
            for k in range(1, Kv + 1):
                pn0 = av * l / (l * Kv + k - 1)
                r = pn0 / (av**2 / (Kv**2 + av**2))
                if worst is None or r < worst[0]:
                    worst = (r, Kv, av, l, k)
print("min over grid of p_n(0) / threshold =", float(worst[0]), "at K, alpha, l, k =", worst[1:])
