# Auditor B: factrecall proof of Lemma 8, L1566-L1575. Printed chain (L1572-L1575):
# sum_r H(A_r) - H(A_1..A_R) <= R log[C(V,D)/C(V-(R-1)D,D)] = R log[V!(V-RD)!/((V-D)!(V-(R-1)D)!)] <= RD log(V/(V-RD)) <= 2R^2D^2/V
import itertools, math
from fractions import Fraction
from math import comb, factorial, log
def entropy_by_enum(V,D,R):
    # uniform over ordered tuples of disjoint D-subsets; H(joint) and H(A_r) (marginals) by enumeration
    subs=list(itertools.combinations(range(V),D))
    tuples=[t for t in itertools.product(subs,repeat=R) if len(set().union(*map(set,t)))==R*D]
    n=len(tuples); Hj=log(n)
    Hm=[]
    for r in range(R):
        cnt={}
        for t in tuples: cnt[t[r]]=cnt.get(t[r],0)+1
        Hm.append(-sum(c/n*log(c/n) for c in cnt.values()))
    return sum(Hm)-Hj, Hj
ok=True
for V,D,R in [(4,1,2),(8,2,2),(6,1,3),(9,1,3),(12,2,3),(10,1,4),(16,2,2)]:
    assert V>=2*R*D
    gap,Hj=entropy_by_enum(V,D,R)
    Hj_printed=sum(log(comb(V-r*D,D)) for r in range(R))
    binom_form=R*log(Fraction(comb(V,D),comb(V-(R-1)*D,D)))
    fact_ratio=Fraction(factorial(V)*factorial(V-R*D),factorial(V-D)*factorial(V-(R-1)*D))
    eq_exact=Fraction(comb(V,D),comb(V-(R-1)*D,D))==fact_ratio
    s3=R*D*log(V/(V-R*D)); s4=2*R*R*D*D/V
    ok&= eq_exact and gap<=binom_form+1e-12 and binom_form<=s3+1e-12 and s3<=s4+1e-12
    print(f"V={V} D={D} R={R}: H_joint enum {Hj:.4f} vs L1568 {Hj_printed:.4f}; gap {gap:.4f} <= R log(C/C) {binom_form:.4f} ; "
          f"binomial ratio == factorial ratio exactly: {eq_exact}; L1574 {s3:.4f}; L1575 {s4:.4f}")
print("printed chain (<=, =, <=, <=) holds on all instances:",ok)
