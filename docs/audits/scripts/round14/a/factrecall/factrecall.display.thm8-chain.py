"""Audit r14 A: factrecall Theorem 8's proof (seed 002 L1486-L1496):
 I(D; f^) = I(A_1..A_R; f^) + I(a*; f^ | A) >= I(A; f^) + sum_{s,r} I(a*(s,r); f^ | A) = I(A; f^) + sum_{s,r} I(a*(s,r); f^ | A_r)
('the second uses that a*(s,r) is independent of A_{r'} given A_r'). Sampling (L321): A_r uniform D-subsets of V,
conditioned disjoint; a*(s,r) uniform on A_r independently. Own exact enumeration (entropies in bits)."""
import itertools, math
from collections import defaultdict

def H(atoms, key):
    p = defaultdict(float)
    for pr, a in atoms:
        p[key(a)] += pr
    return -sum(q * math.log2(q) for q in p.values() if q > 0)

def cmi(atoms, X, Y, Z):
    """I(X; Y | Z) = H(X,Z) + H(Y,Z) - H(X,Y,Z) - H(Z)."""
    return (H(atoms, lambda a: (X(a), Z(a))) + H(atoms, lambda a: (Y(a), Z(a)))
            - H(atoms, lambda a: (X(a), Y(a), Z(a))) - H(atoms, Z))

def run(V, R, D, learner, label):
    confs = []
    def build(r, used, acc):
        if r == R:
            confs.append(acc); return
        for sub in itertools.combinations([v for v in range(V) if v not in used], D):
            build(r + 1, used | set(sub), acc + (sub,))
    build(0, set(), ())
    atoms = []
    p = 1.0 / (len(confs) * D**R)
    for A in confs:
        for a1 in itertools.product(*A):       # subject 1's answers; f^ reads subject 1 only
            atoms.append((p, (A, a1, learner(a1))))
    IA = cmi(atoms, lambda a: a[0], lambda a: a[2], lambda a: 0)
    ID = cmi(atoms, lambda a: (a[0], a[1]), lambda a: a[2], lambda a: 0)
    Istar = cmi(atoms, lambda a: a[1], lambda a: a[2], lambda a: a[0])
    sA = sum(cmi(atoms, lambda a, r=r: a[1][r], lambda a: a[2], lambda a: a[0]) for r in range(R))
    sAr = sum(cmi(atoms, lambda a, r=r: a[1][r], lambda a: a[2], lambda a, r=r: a[0][r]) for r in range(R))
    # independence used at L1496: a*(1, r) independent of A_{r'} given A_r
    indep = max(cmi(atoms, lambda a, r=r: a[1][r], lambda a, r=r: tuple(a[0][q] for q in range(R) if q != r),
                    lambda a, r=r: a[0][r]) for r in range(R))
    print(f"|V|={V} R={R} D={D} learner={label}: I(D;f)={ID:.4f} = I(A;f)+I(a*;f|A) = {IA + Istar:.4f}; "
          f"I(a*;f|A)={Istar:.4f} >= sum_r I(a*(1,r);f|A)={sA:.4f}; sum_r I(a*(1,r);f|A_r)={sAr:.4f}; "
          f"printed '=' gap = {sA - sAr:+.4f} bits (>= 0: the '>=' reading); I(a*(1,r);A_r'|A_r) = {indep:.1e}")
    return sA, sAr

if __name__ == "__main__":
    sA, sAr = run(8, 2, 2, lambda a: (a[0] + a[1]) % 8, "sum mod |V|")
    from fractions import Fraction
    print(f"   as fractions: {Fraction(sA).limit_denominator(1000)} vs {Fraction(sAr).limit_denominator(1000)}")
    run(8, 2, 2, lambda a: a[0], "first answer (reads relation 1 only)")
    run(8, 2, 2, lambda a: a, "all answers (L = 0 on subject 1)")
    run(9, 2, 2, lambda a: (3 * a[0] + a[1]) % 5, "a hash mixing relations")
    run(12, 3, 2, lambda a: (a[0] + a[1] + a[2]) % 12, "sum mod |V|, R = 3")
