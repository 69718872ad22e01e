# Audit chenli.display.thmB.1-log (seed 000 L3656): |log(1+x+xi) - (x+xi)| <= 6|xi| for |x| <= 1/10, |xi| <= 1/100. mpmath, no repo code.
from mpmath import mp, mpf, log, linspace
mp.dps = 30
f = lambda x, xi: abs(log(1+x+xi) - (x+xi))
print("x=1/10, xi=0:", f(mpf(1)/10, 0), "vs 0;  x=-1/10, xi=0:", f(-mpf(1)/10, 0), "vs 0")
for xi in [mpf('1e-3'), mpf('1e-4'), mpf('1e-6')]:
    print(f"x=-1/10, xi={xi}: lhs={mp.nstr(f(-mpf(1)/10, xi), 8)}, 6|xi|={mp.nstr(6*xi, 3)}, ratio={mp.nstr(f(-mpf(1)/10, xi)/(6*xi), 6)}")
# grid: fraction of the printed domain where it fails; and helper's correction |log(1+y)-y| <= y^2/(2(1-|y|))
xs = linspace(-mpf(1)/10, mpf(1)/10, 201); xis = linspace(-mpf(1)/100, mpf(1)/100, 41)
fail = sum(1 for x in xs for xi in xis if f(x, xi) > 6*abs(xi)); tot = len(xs)*len(xis)
corr = sum(1 for x in xs for xi in xis if abs(x+xi) > mpf(10)**-20 and f(x, xi) > (x+xi)**2/(2*(1-abs(x+xi)))*(1+mpf(10)**-25))
print(f"grid {tot} points: printed fails at {fail}; corrected y^2/(2(1-|y|)) fails at {corr} (points with |x+xi| < 1e-20, where both sides vanish up to rounding, skipped)")
