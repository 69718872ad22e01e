# Auditor A, round 28: Theorem 6 at R = 1 with an odd number of subjects (S = 17, split 9/8): relation and subject modes grow
# at the same linear rate, so the relation-only fit cannot finish inside claim 1's window.  Uses thm6_r1.run (own code).
import math
from thm6_r1 import run
print("S = 17 (>= 8 R sqrt(2D) = 16), |N| = 64 >= 24, T = 3, p(s,r) = 1/17")
for (n1, n2) in [(9, 8), (10, 7)]:
    S = n1 + n2
    lr = math.sqrt(2)*abs(n1 - n2)/(2*S); ls = 1/(S*math.sqrt(2))
    print(f"split {n1}/{n2}: linearised growth rates relation {lr:.4f}, subject {ls:.4f}, ratio {lr/ls:.2f} (claim 1's window needs > 2)")
    for alpha in [1/3, 0.3, 0.2, 0.1, 0.05, 0.02, 1e-2, 1e-3, 1e-4, 1e-6, 1e-8, 1e-10, 1e-14, 1e-18]:
        r = run(alpha, n1, n2)
        if r['H1'] is None: print(f"  alpha={alpha:.3g}: {r['note']}"); continue
        print(f"  alpha={alpha:.3g}: window closes at t={r['exit']:.2f}  H1={r['H1']:.4e} at t={r['t_at']:.2f}  (err at t=0: {r['err0']:.4e})")
