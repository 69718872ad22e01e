# Audit chenli.display.lemmaA.9-elementary (seed 000 L3452) and chenli.display.lemmaA.9-derivative (L3462). mpmath, no repo code.
from mpmath import mp, mpf, exp, log, diff, linspace
mp.dps = 40
# elementary: e^z <= 2 max(0,z) on [0,1]
zs = linspace(0, 1, 1001)
fails = [z for z in zs if exp(z) > 2*max(mpf(0), z)]
print("e^z <= 2max(0,z): fails at", len(fails), "of", len(zs), "grid points in [0,1]; z=0:", exp(0), "vs 0; z=1/2:", exp(mpf(1)/2), "vs 1; z=1:", exp(1), "vs 2")
print("min over [0,1] of e^z - 2z =", min(exp(z)-2*z for z in zs), "(>0 everywhere)")
# the inequality the next display actually uses: e^w - 1 <= 2 max(0,w) for w = beta*(f(x)-f(x^i)) in [-1,1]
ws = linspace(-1, 1, 2001)
print("e^w - 1 <= 2max(0,w) on [-1,1]: failures", sum(1 for w in ws if exp(w)-1 > 2*max(mpf(0), w)), "; max of (e^w-1) - 2max(0,w):", max(exp(w)-1-2*max(mpf(0),w) for w in ws))
# derivative identity, pi = distribution on a finite set
def pieces(fv, pv, beta):
    h = lambda b: sum(p*exp(-b*f) for f, p in zip(fv, pv))
    first_def = diff(lambda b: log(h(b))/b, beta)                        # d/dbeta (log h / beta), numerically
    hp = diff(h, beta)
    A = (beta*hp/h(beta) - log(h(beta)))/beta**2
    Bm = (sum(p*f*exp(-beta*f) for f, p in zip(fv, pv))/h(beta) - log(h(beta)))/beta**2
    g = [exp(-beta*f) for f in fv]; Eg = sum(p*x for x, p in zip(g, pv))
    ent = sum(p*x*log(x) for x, p in zip(g, pv)) - Eg*log(Eg)
    C = ent/Eg/beta**2
    return first_def, A, Bm, C
for fv, pv, beta in [([mpf(1)], [mpf(1)], mpf(1)), ([mpf(0), mpf(1)], [mpf(1)/2]*2, mpf(1)/2), ([mpf(0), mpf(3), mpf(5)], [mpf('0.2'), mpf('0.5'), mpf('0.3')], mpf('0.9'))]:
    d, A, Bm, C = pieces(fv, pv, beta)
    print(f"f={[float(x) for x in fv]} beta={float(beta)}: derivative {mp.nstr(d,10)}, first expr {mp.nstr(A,10)}, middle {mp.nstr(Bm,10)}, last {mp.nstr(C,10)}, middle-first {mp.nstr(Bm-A,6)}")
