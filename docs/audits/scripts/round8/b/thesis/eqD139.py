# Auditor B: thesis (D.139) L7843-L7846 last '<=': (1+gamma) OPT + eps0 <= (1+eps0) OPT + eps0,
# gamma in (0,1/4] (Lemma D.2.13 L7542), eps0 in (0,1/100] (Theorem 5.3.1 L1548), OPT >= 0.
from fractions import Fraction as Fr
for g,e,opt in [(Fr(1,4),Fr(1,100),Fr(1)),(Fr(1,50),Fr(1,100),Fr(1,10)),(Fr(1,100),Fr(1,100),Fr(5)),(Fr(1,200),Fr(1,100),Fr(5)),(Fr(1,4),Fr(1,100),Fr(0))]:
    l=(1+g)*opt+e; r=(1+e)*opt+e
    print(f"gamma={g} eps0={e} OPT={opt}: {float(l):.4f} <= {float(r):.4f} ? {l<=r}")
print("identity: r - l = (eps0 - gamma) OPT, so it holds iff gamma <= eps0 or OPT = 0")
