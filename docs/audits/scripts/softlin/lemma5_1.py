# Audit softlin.lemma5.1 (seed 001 L215-217; Def 3.5 L100-102, Def 3.7 L112-116, Def 3.8, Lemma 4.1).
# Own computation: exact enumeration of Rademacher vectors (fractions / exact integer counts), no repo code.
import itertools, math
from fractions import Fraction
from mpmath import mp, mpf, exp, log, sqrt
mp.dps = 40

def unit_fire_prob(z, tau):
    """P_y[ phi_tau(<f_exp(z), y>) > 0 ], y uniform in {+-1}^n, by full enumeration (n small)."""
    n = len(z)
    e = [exp(mpf(zi)) for zi in z]; s = sum(e); f = [x/s for x in e]
    cnt = 0
    for y in itertools.product((-1, 1), repeat=n):
        if sum(fi*yi for fi, yi in zip(f, y)) - tau > 0: cnt += 1
    return Fraction(cnt, 2**n)

def fail_prob(p, m):  # F_exp(A) != 0 iff some unit among m independent ones fires (outer phi of a sum of >=0 terms)
    return 1 - (1 - p)**m

# Instance 1 (helper's): n = 16, z_i = log n for all i (in D0: [log n, 1.4 log n]), tau = 0.2, C = 2
n = 16; tau = mpf('0.2'); C = 2
# uniform f: fires iff (1/n) sum y > tau  <=> #(+1) = K with (2K - n)/n > 0.2
p_exact = Fraction(sum(math.comb(n, K) for K in range(n+1) if Fraction(2*K - n, n) > Fraction(1, 5)), 2**n)
print("p (uniform f, n=16, tau=0.2) =", p_exact, float(p_exact))
for delta in [Fraction(1, 20), Fraction(1, 10**3), Fraction(1, 10**10), Fraction(1, 10**30)]:
    m = math.ceil(C*math.log(n/delta))      # m = C log(n/delta), rounded up to an integer unit count
    mfl = math.floor(C*math.log(n/delta))
    print(f"delta={float(delta):.1e} m={m}: P[F!=0]={float(fail_prob(p_exact, m)):.10f} (floor m={mfl}: {float(fail_prob(p_exact, mfl)):.10f}) vs delta={float(delta):.1e}")
# Instance 2 (mine): n = 10, non-constant z in D0, tau = 0.1, C = 1.5, delta = 0.05
n2 = 10; z2 = [math.log(n2)*(1 + 0.4*i/(n2-1)) for i in range(n2)]
assert all(math.log(n2) <= zi <= 1.4*math.log(n2) + 1e-12 for zi in z2)
p2 = unit_fire_prob(z2, mpf('0.1'))
m2 = math.ceil(1.5*math.log(n2/0.05))
print("instance 2: p =", p2, float(p2), "m =", m2, "P[F!=0] =", float(fail_prob(p2, m2)), "> delta = 0.05")

# Reading "tau as the proof needs" (Lemma 4.1 Part 2 threshold tau >= C sqrt(log(n/delta))/n^0.1):
# |<f,y>| <= 1 always, and in D0 |f_i| <= n^{-0.6}; Hoeffding P[<f,y> > t] <= exp(-2 t^2 / sum (2 f_i)^2) <= exp(-t^2 n^{0.6}/2)
# (sum f_i^2 <= max f_i * sum f_i <= n^-0.6). Union over m units vs delta/n:
worst = mpf(0)
for C in [2, 3]:
    for ln in range(1, 60):
        for ld in range(1, 60):
            nn = mpf(10)**(ln/mpf(4)); dd = mpf(10)**(-ld/mpf(4))
            if dd >= mpf('0.1'): continue
            t = C*sqrt(log(nn/dd))/nn**mpf('0.1')
            m = C*log(nn/dd) + 1
            bound = m*exp(-t**2*nn**mpf('0.6')/2) if t < 1 else mpf(0)
            worst = max(worst, bound/(dd/nn))
print("reading tau>=C sqrt(log(n/delta))/n^0.1, C in {2,3}: max over grid of [m * Hoeffding tail]/(delta/n) =", mp.nstr(worst, 5))
print("threshold at n=16, delta=0.05, C=2:", float(2*math.sqrt(math.log(16/0.05))/16**0.1), "(>1 = max |<f,y>|, so failure exactly 0)")
