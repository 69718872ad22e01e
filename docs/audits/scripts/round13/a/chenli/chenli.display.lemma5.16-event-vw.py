"""Audit A, r13: chenli L1166 (proof of Lemma 5.16, case v = w).
Printed: E = {|mu_i| <= sqrt(log(k/delta)/d2) for all i in [k]}, mu = X 1_[2]/d2, X ~ U{+-1}^{k x d},
'so that P[E] >= 1 - delta', delta = 1/poly(d), d2 >~ log d, c = sqrt(log(k/delta)) with 1 <= c <= sqrt(min(r,d2))/2.
Own computation: mu_i = (2A_i - d2)/d2, A_i ~ Bin(d2,1/2) iid over rows (rows of X independent).
P[E^c] = 1 - (1-q)^k, q = P[|2A-d2| > sqrt(d2*L)], exact rational arithmetic (fractions / python ints)."""
import math
from fractions import Fraction
import mpmath as mp

mp.mp.dps = 40

def q_exact(n, x2):
    """P[|2A-n| > x] with x = sqrt(x2) (x2 possibly non-integer float -> compare squares exactly)."""
    x2 = Fraction(x2)
    tot = 0
    for a in range(n + 1):
        dev = 2 * a - n
        if dev * dev > x2:
            tot += math.comb(n, a)
    return Fraction(tot, 2 ** n)

def run(k, d2, d, delta, logf=mp.log, r=None, tag=""):
    L = logf(mp.mpf(k) / delta)
    c = mp.sqrt(L)
    # hypotheses
    hyp = {
        "c >= 1": c >= 1,
        "c <= sqrt(d2)/2": c <= mp.sqrt(d2) / 2,
        "d2 >= 10 log d": d2 >= 10 * mp.log(d),
        "d2 <= d": d2 <= d,
        "delta <= 1/d (1/poly(d))": delta <= mp.mpf(1) / d,
    }
    if r is not None:
        hyp["4c^2 <= r_Theta"] = 4 * L <= r
        hyp["10 r_Theta <= d^{1/4}"] = 10 * r <= mp.mpf(d) ** 0.25
    x2 = Fraction(str(mp.nstr(d2 * L, 35)))
    q = q_exact(d2, x2)
    qf = mp.mpf(q.numerator) / q.denominator
    pEc = -mp.expm1(k * mp.log1p(-qf))
    gauss = k * mp.erfc(mp.sqrt(L / 2))  # union-bound Gaussian approx
    print(f"{tag} k={k} d2={d2} d={mp.nstr(d,3)} delta={mp.nstr(delta,3)} c={mp.nstr(c,4)}  q={mp.nstr(qf,4)}  "
          f"P[E^c]={mp.nstr(pEc,4)}  (Gauss approx {mp.nstr(gauss,4)})  ratio P[E^c]/delta={mp.nstr(pEc/delta,4)}  "
          f"printed holds? {pEc <= delta}")
    print("   hypotheses:", {h: bool(v) for h, v in hyp.items()})
    return pEc / delta

# claim's instance: k=2, d2=d=1e4, delta=d^-1.5
run(2, 10**4, mp.mpf(10)**4, mp.mpf(10)**-6, tag="[claim inst]")
# an instance where the Theta-side assumptions are also satisfiable: d=1e20, r_Theta=1e4, delta=1/d
run(2, 2000, mp.mpf(10)**20, mp.mpf(10)**-20, r=10**4, tag="[d=1e20]")
run(10, 2000, mp.mpf(10)**20, mp.mpf(10)**-20, r=10**4, tag="[d=1e20,k=10]")
# base-2 reading of log
run(2, 2000, mp.mpf(10)**20, mp.mpf(10)**-20, logf=lambda z: mp.log(z, 2), r=10**4, tag="[log2]")
# ratio growth as delta shrinks (d fixed large): unbounded
for p in (1, 2, 3, 4):
    run(2, 4000, mp.mpf(10)**20, mp.mpf(10)**(-20 * p), tag=f"[p={p}]")
# corrected: Hoeffding threshold sqrt(2 log(2k/delta)/d2)
k, d2, delta = 2, 2000, mp.mpf(10)**-20
L2 = 2 * mp.log(2 * k / delta)
q = q_exact(d2, Fraction(str(mp.nstr(d2 * L2, 35))))
pEc = -mp.expm1(k * mp.log1p(-mp.mpf(q.numerator) / q.denominator))
print("corrected threshold sqrt(2log(2k/delta)/d2): P[E^c]=", mp.nstr(pEc, 4), "<= delta?", pEc <= delta)
