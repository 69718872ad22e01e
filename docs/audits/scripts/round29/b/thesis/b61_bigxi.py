# Auditor B r29: (B.61)/(B.62) V_d reading with a LARGE W_O init scale xi (xi is unspecified in Theorem 3.4.4):
# as eta -> 0 the run stays at its initialisation, where F's law is symmetric (a -> -a), so P[all V_d margins > 1] <= 1/2.
import sys; sys.argv = sys.argv[:1]
from b61_vd import run
for seed in range(4):
    for xs in (3.0, 10.0):
        run(0.002, 1.0, seed=seed, xi_scale=xs)
