"""Audit chenli.display.lemma7.8-count (L2623-L2627).

Premise (L2625): q := P[X_2 in A_w \\ Omega | A] >= exp(-O(omega^2)).  Conclusion (L2627): with z_i iid,
P[#{i : |<z_i, w>| >= 1} >= N exp(-O(omega^2))] >= 1 - exp(-Omega(N)),  N = Omega(d (omega^2 + log d)).
The count is Bin(N, p) with p = P[|<X_2,w>| >= 1 | A] >= q.  Take p at the premise's edge, p = exp(-C0 omega^2).
For every threshold constant C > 0 the threshold N exp(-C omega^2) > 0, so {count = 0} is inside the failure event:
P[fail] >= (1 - p)^N.  Needed c in exp(-c N) >= P[fail]: c <= -ln(1 - p) ~ p -> 0 as omega grows (omega is not a
constant: 1 <= omega << lambda^{7/4} sqrt(m kappa r/log d), (110)). Exact arithmetic with mpmath.
"""
from mpmath import mp, mpf, exp, log, ceil

mp.dps = 60
print("C0 | omega | d | N | P[count=0] | needed c (<=) | Chernoff exp(-N p/8) bound for threshold N p/2")
for C0 in [mpf("0.5"), 1, 2]:
    for om in [1, 2, 3, 5, 8]:
        for d in [10, 1000]:
            for K in [1, 100]:
                N = int(ceil(K * d * (om**2 + log(d))))
                p = exp(-C0 * om**2)
                P0 = (1 - p) ** N
                need = -log(P0) / N
                print(C0, om, d, N, mp.nstr(P0, 4), mp.nstr(need, 4), mp.nstr(exp(-N * p / 8), 4), sep=" | ")
