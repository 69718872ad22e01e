"""Audit chenli.display.lemma11.7-2eps2 (seed 000 L3177-L3183). X = ((a1, z1), (a2, z2)) uniform, a_i in {+-1}.
L(X) = ||F(X) - F^(X)||_F^2 with F^ = F = 0 when a1 = a2 and the symmetry of L3179. Exact Fractions:
E[L | a1 != a2] = 2 E[L]; the display says '= 2 eps^2' where E[L] <= eps^2 is all that is known."""
from fractions import Fraction as Fr
import itertools, random
random.seed(0)
d = 2
zs = list(itertools.product([-1, 1], repeat=d))
for name, err in [("exact learner F^ = F", lambda z1, z2: Fr(0)),
                  ("learner with error on some (z1, z2)", lambda z1, z2: Fr(random.randint(0, 3), 4))]:
    errs = {(z1, z2): err(z1, z2) for z1 in zs for z2 in zs}   # L on a1 != a2 (same for (1,-1) and (-1,1))
    EL = sum(errs.values()) * 2 / (4 * len(zs) ** 2)          # a1 != a2 w.p. 1/2, L = 0 otherwise
    cond = sum(errs.values()) / len(errs)
    eps2 = EL  # the tightest eps^2 with test loss <= eps^2
    print(f"{name}: E[L] = {EL}, E[L | a1 != a2] = {cond} (= 2 E[L]: {cond == 2 * EL}); printed 2 eps^2 with eps^2 = 1: 2 ->"
          f" '=' holds only if E[L | a1 != a2] = 2")
