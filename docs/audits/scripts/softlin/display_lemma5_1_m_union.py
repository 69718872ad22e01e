# Audit softlin.display.lemma5.1-m-union (seed 001 L223): "Since m <= delta/poly(n)", m = C log(n/delta), C > 1, delta in (0,0.1).
from mpmath import mp, mpf, log
mp.dps = 30
# delta/poly(n) <= delta for any poly(n) >= 1 (n >= 1); so it suffices to show m > delta.
worst = None
for C in [mpf('1.0001'), 2, 10]:
    for n in [1, 2, 16, 10**6]:
        for d in [mpf('0.0999'), mpf('1e-3'), mpf('1e-30')]:
            m = C*log(n/d)
            r = m/d
            worst = r if worst is None or r < worst else worst
            print(f"C={mp.nstr(C,5)} n={n} delta={mp.nstr(d,3)} m={mp.nstr(m,6)} m/delta={mp.nstr(r,6)}")
print("min m/delta over grid:", mp.nstr(worst, 6))
# analytic: m = C log(n/delta) >= log(1/delta) > log 10 = 2.30 > 0.1 > delta for all n >= 1, C > 1, delta < 0.1.
print("lower bound log(10) =", mp.nstr(log(10), 6), "> 0.1")
