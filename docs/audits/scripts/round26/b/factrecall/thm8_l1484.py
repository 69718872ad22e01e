"""Auditor B r26: factrecall proof of Theorem 8, L1480-L1484: ell(s,r) := E_{D,f^}[-log f^(s,r)_{a*(s,r)}], 'so that L = p(s,r) . ell(s,r)',
with L := E_{a*, f^}[-sum_{s,r} p(s,r) log f^(s,r)_{a*(s,r)}] (18), L323. Exact enumeration of a* (L321: A_r random disjoint size-D subsets of V,
a*(s,r) uniform in A_r independently)."""
import itertools, math
from fractions import Fraction
def run(S, R, D, V, p, learner):
    # enumerate ordered disjoint A_1..A_R and all a*
    vocab = list(range(V)); states = []
    def rec(r, used, As):
        if r == R: states.append(tuple(As)); return
        for A in itertools.combinations([v for v in vocab if v not in used], D):
            rec(r + 1, used | set(A), As + [A])
    rec(0, set(), [])
    tot_w = 0; L = 0.0; ell = {}
    for As in states:
        for astar in itertools.product(*[As[r] for (s, r) in itertools.product(range(S), range(R))]):
            amap = dict(zip(itertools.product(range(S), range(R)), astar))
            w = 1.0 / (len(states) * D ** (S * R))
            fh = learner(As, amap)
            loss = {sr: -math.log(fh[sr][amap[sr]]) for sr in amap}
            L += w * sum(p[sr] * loss[sr] for sr in amap)
            for sr in amap: ell[sr] = ell.get(sr, 0.0) + w * loss[sr]
    return L, ell
# instance 1 (helper's): S = 2, R = 1, D = 1, |V| = 2, p uniform, f^ uniform on V
S, R, D, V = 2, 1, 1, 2
p = {(s, r): 1 / (S * R) for s in range(S) for r in range(R)}
uni = lambda As, amap: {sr: [1 / V] * V for sr in amap}
L, ell = run(S, R, D, V, p, uni)
print(f"S=2,R=1,D=1,|V|=2, uniform learner: L = {L:.6f}; p(s,r) ell(s,r) = {[round(p[sr]*ell[sr],6) for sr in ell]}; sum_(s,r) p ell = {sum(p[sr]*ell[sr] for sr in ell):.6f}")
# instance 2: S = 3, R = 2, D = 2, |V| = 5 (|V| >= 2RD? 5 >= 8 no -> use |V| = 8? enumeration heavy; use S=2,R=2,D=2,|V|=8)
S, R, D, V = 2, 2, 2, 8
p = {(0, 0): 0.4, (0, 1): 0.1, (1, 0): 0.3, (1, 1): 0.2}
def smart(As, amap):   # a learner that knows A_r (mass 0.8 spread on A_r) and the fact (0,0) exactly
    out = {}
    for (s, r) in amap:
        q = [0.2 / (V - D)] * V
        for a in As[r]: q[a] = 0.8 / D
        if (s, r) == (0, 0): q = [0.01 / (V - 1)] * V; q[amap[(s, r)]] = 0.99
        out[(s, r)] = q
    return out
L, ell = run(S, R, D, V, p, smart)
print(f"S=2,R=2,D=2,|V|=8 (|V| >= 2RD), non-uniform p, a*-dependent learner: L = {L:.6f}; "
      f"p(s,r) ell(s,r) = {{{', '.join(f'{sr}: {p[sr]*ell[sr]:.4f}' for sr in ell)}}}; sum p ell = {sum(p[sr]*ell[sr] for sr in ell):.6f}")
