"""Audit r14 A: chenli L1166 (Lemma 5.16 proof, v = w): E = {|mu_i| <= sqrt(log(k/delta)/d2) for all i in [k]},
mu = X 1_[2]/d2, X uniform on {+-1}^{k x d}, 'so that P[E] >= 1 - delta', delta = 1/poly(d), d2 >~ log d,
c = sqrt(log(k/delta)) with 1 <= c <= sqrt(min(r_Theta, d2))/2.
Own exact computation: rows independent, d2*mu_i = 2A - d2, A ~ Bin(d2, 1/2): exact integer binomial sums."""
import math
from fractions import Fraction

def tail_exact(d2, thr):
    """P[|2A - d2| > thr] exactly (python ints, symmetric tails), returned as (float, log)."""
    a0 = math.floor((d2 + thr) / 2) + 1          # smallest a with 2a - d2 > thr
    while a0 > 0 and 2 * (a0 - 1) - d2 > thr:
        a0 -= 1
    while 2 * a0 - d2 <= thr:
        a0 += 1
    if a0 > d2:
        return 0.0, -math.inf
    c = math.comb(d2, a0); tot = 0
    for a in range(a0, d2 + 1):
        tot += c
        c = c * (d2 - a) // (a + 1)
    tot *= 2                                      # lower tail, same size by symmetry (strict inequality both sides)
    lq = math.log(tot) - d2 * math.log(2)
    return math.exp(lq), lq

def log_pec(k, d2, logdelta, base=math.e):
    """log P[E^c], with log(k/delta) in the given base."""
    L = (math.log(k) - logdelta) / math.log(base)
    thr = math.sqrt(L * d2)            # |2A - d2| > d2 * t, t = sqrt(L/d2)
    q, lq = tail_exact(d2, thr)
    # P[E^c] = 1 - (1-q)^k ; for tiny q ~ k q
    if q > 1e-12:
        pec = -math.expm1(k * math.log1p(-q)); return math.log(pec), L
    return math.log(k) + lq, L  # (1-(1-q)^k = kq(1+O(kq)))

def row(k, d2, logd, p, r=None, base=math.e):
    logdelta = -p * logd
    lpec, L = log_pec(k, d2, logdelta, base)
    c = math.sqrt(math.log(k) - logdelta)
    hyp = {"k>=3 (Ass.5 chi in [1,sqrt(log k)])": k >= 3,
           "d2 >= 10 log d": d2 >= 10 * logd,
           "c <= sqrt(d2)/2": c <= math.sqrt(d2) / 2,
           "d2 <= d": math.log(d2) <= logd}
    if r is not None:
        hyp["c <= sqrt(r)/2, r <= d^{1/4}/10"] = (c <= math.sqrt(r) / 2) and (math.log(r) <= logd / 4 - math.log(10))
    print(f"k={k} d2={d2} log d={logd:.1f} delta=d^-{p} (base {base:.3g}): log P[E^c] = {lpec:.2f}, log delta = {logdelta:.2f},"
          f" ratio P[E^c]/delta = e^{lpec - logdelta:.1f}; hyps {all(hyp.values())} {'' if all(hyp.values()) else hyp}")
    return lpec - logdelta

if __name__ == "__main__":
    # the claim's instance (d = d2)
    row(3, 10**4, math.log(1e4), 1.5)
    # hypotheses incl. r_Theta: log d = 600 (where (8)'s window exists), d2 = 6000 >= 10 log d, r_Theta = e^100
    for p in (1, 2, 3):
        row(3, 8000, 600.0, p, r=math.exp(100)); row(10, 8000, 600.0, p, r=math.exp(100))
    row(3, 20000, 1000.0, 1, r=math.exp(200)); row(50, 20000, 1000.0, 2, r=math.exp(200))
    # small-d instance with delta = 1/d^p, d = 1e6
    for p in (1, 2, 4):
        row(3, 2000, math.log(1e6), p)
    # base-2 log reading does not rescue it
    row(3, 6000, 600.0, 1, r=math.exp(100), base=2.0)
    # reading: threshold with the sub-Gaussian constant sqrt(2 log(2k/delta)/d2) (Hoeffding + union): holds
    for (k, d2, logd, p) in ((3, 10**4, math.log(1e4), 1.5), (3, 6000, 600.0, 1), (10, 8000, 600.0, 2)):
        logdelta = -p * logd
        thr = math.sqrt(2 * (math.log(2 * k) - logdelta) * d2)
        q, lq = tail_exact(d2, thr)
        print(f"reading k={k} d2={d2} p={p}: log P[E'^c] <= {math.log(k) + lq:.2f} vs log delta {logdelta:.2f}: "
              f"{math.log(k) + lq <= logdelta}")
