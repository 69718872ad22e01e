"""Audit thesis.ch3.eqB.54: seed 003 L4109-L4115 ((B.53)-(B.54)); eps_S = mean confusion fraction over
non-discriminative nodes (L846). Exact Fractions over small finite node populations."""
from fractions import Fraction as F
import itertools
def run(pop, top):
    # pop: list of (discriminative?, n_star, n_hash)
    nd = [(a, b) for dsc, a, b in pop if not dsc]
    gam = F(sum(1 for p in pop if p[0]), len(pop))
    epsS = sum(F(b, a + b) for a, b in nd) / len(nd)
    pp = [F(1) if dsc else (F(b, a + b) if top == '#' else F(a, a + b)) for dsc, a, b in pop]
    lhs = abs(sum(pp) / len(pp) - 1)
    return gam, epsS, lhs, (1 - gam) * epsS
for pop in [[(False, 3, 1)], [(True, 0, 0), (False, 3, 1), (False, 5, 2)], [(True, 0, 0)] * 3 + [(False, 9, 1)]]:
    for top in '#*':
        g, e, l, r = run(pop, top)
        print(f"pop={pop} top=S_{top}: gamma_d={g} eps_S={e} |E p'-1|={l} (1-gamma_d)eps_S={r} holds={l <= r}")
