"""Audit thesis.ch4.eqC.76 / eqC.78: seed 003 L5595, L5607-L5614. Exact Fractions."""
from fractions import Fraction as F
import itertools
for lam, a in [((F(1, 2), F(1, 2)), (1, 2)), ((F(1, 5), F(3, 10), F(1, 2)), (1, 3, F(5, 2)))]:
    L = len(a)
    lhs76 = sum(l * x**3 for l, x in zip(lam, a)) - sum(l * x for l, x in zip(lam, a)) * sum(l * x**2 for l, x in zip(lam, a))
    ordered76 = sum(lam[i] * lam[j] * (a[i] - a[j]) ** 2 * (a[i] + a[j]) for i, j in itertools.permutations(range(L), 2))
    line3_76 = sum(lam[i] * a[i] * (sum(lam[j] * a[j] ** 2 for j in range(L) if j != i) - sum(lam[j] * a[j] ** 2 for j in range(L) if j != i)) for i in range(L))
    lhs78 = sum(l * x**2 for l, x in zip(lam, a)) - sum(l * x for l, x in zip(lam, a)) ** 2
    ordered78 = sum(lam[i] * lam[j] * (a[i] - a[j]) ** 2 for i, j in itertools.permutations(range(L), 2))
    print(f"lambda={lam} a={a}: (C.76) lhs={lhs76} printed last (ordered i!=j)={ordered76} (i<j: {ordered76/2}); third line={line3_76}; "
          f"(C.78) lhs={lhs78} printed={ordered78} (i<j: {ordered78/2})")
