"""Auditor B r17: (E.6) signs, using my eqE6_E7.run (own implementation). The right side eta (1/M1) sum_b zeta_b delta
gamma_b beta^4 is > 0 under the intended reading of Definition E.4.4 (zeta over the neurons with positive value; with
the literal min over all neurons it is < 0 and the display is vacuous). Left side Q(mu_j) = (mu_j;0)^T G (mu_j;0):
as printed G is a GRADIENT sum (display fails for every c > 0 when Q <= 0); 'update' reading uses -G."""
from eqE6_E7 import run
S = 16
rows = [run(seed=100 + s, checkpoints=(1, 4, 62), steps=62) for s in range(S)]
for t0 in (1, 4, 62):
    pr = sum(min(r[t0]["own_sign"]) <= 0 for r in rows)
    up = sum(min(-x for x in r[t0]["own_sign"]) <= 0 for r in rows)
    print(f"t0={t0}: runs with min_j (printed gradient sum) <= 0: {pr}/{S}; with min_j (update = -gradient) <= 0: {up}/{S}")
