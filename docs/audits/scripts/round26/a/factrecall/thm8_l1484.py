# Auditor A r26: factrecall.display.thm8-l1484 (seed 002 L321-L323 (18); L1480-L1484). Own exact enumeration (Fractions for p, floats for logs).
import itertools, math
from fractions import Fraction as Fr
def enumerate_L(S, R, D, V, p, fhat):
    # law of L321: A_1..A_R disjoint uniform size-D subsets of V (ordered tuple of disjoint sets), a*(s,r) ~ Unif(A_r)
    Vs = range(V); tot = Fr(0); Lval = 0.0; ell = {(s, r): 0.0 for s in range(S) for r in range(R)}
    Achoices = [c for c in itertools.permutations(itertools.combinations(Vs, D), R) if len(set().union(*map(set, c))) == R*D]
    wA = Fr(1, len(Achoices))
    for A in Achoices:
        for astar in itertools.product(*[A[r] for s in range(S) for r in range(R)]):
            w = wA*Fr(1, D**(S*R)); a = {(s, r): astar[s*R + r] for s in range(S) for r in range(R)}
            f = fhat(a)                      # any learner: a function of a* (here data-independent)
            Lval += float(w)*sum(float(p[k])*-math.log(f[k][a[k]]) for k in a)
            for k in a: ell[k] += float(w)*-math.log(f[k][a[k]])
            tot += w
    assert tot == 1
    return Lval, ell
for (S, R, D, V) in [(2, 1, 1, 2), (3, 1, 1, 2), (2, 2, 1, 4), (3, 1, 2, 4)]:
    assert V >= 2*R*D                                         # Theorem 8's |V| >= 2RD
    p = {(s, r): Fr(1, S*R) for s in range(S) for r in range(R)}
    uni = lambda a: {k: [1/V]*V for k in a}
    L, ell = enumerate_L(S, R, D, V, p, uni)
    k0 = (0, 0)
    print(f"S={S} R={R} D={D} |V|={V}, p uniform, f_hat uniform: L (18) = {L:.6f}; p(s,r) ell(s,r) at (0,0) = {float(p[k0])*ell[k0]:.6f}; "
          f"sum_(s,r) p ell = {sum(float(p[k])*ell[k] for k in p):.6f}")
# a non-uniform p and a learner that uses a*: f_hat puts mass 1/2 on a*(s,r) and spreads the rest
S, R, D, V = 3, 1, 1, 3
p = {(0, 0): Fr(1, 2), (1, 0): Fr(1, 3), (2, 0): Fr(1, 6)}
def smart(a):
    out = {}
    for k, v in a.items():
        f = [0.5/(V-1)]*V; f[v] = 0.5; out[k] = f
    return out
L, ell = enumerate_L(S, R, D, V, p, smart)
print(f"S=3, R=1, D=1, |V|=3, p = (1/2, 1/3, 1/6), learner with mass 1/2 on a*: L = {L:.6f}; p ell per pair = "
      f"{[round(float(p[k])*ell[k], 6) for k in sorted(p)]}; sum = {sum(float(p[k])*ell[k] for k in p):.6f}")
