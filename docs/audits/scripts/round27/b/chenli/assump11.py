"""Auditor B r27: chenli Assumption 11 (seed 000 L501-L505) with kappa (7) (L437-L441): is {m >= 1 : m <= m2bar(m)} non-empty?
log m2bar = log C2 + 9 log kappa + 3 log d - 6 log v - 3 log log d - (a/kappa) log k, kappa = c lam^6.5/(m^6.5 log^2 d).
Own mpmath, 50 digits."""
from mpmath import mp, mpf, log
mp.dps = 50
def log_ratio(m, L, lam, k, v, c, a, C2=1, reading='kappa'):   # log(m / m2bar(m)), L = log d
    kap = c * mpf(lam)**6.5 / (mpf(m)**6.5 * L**2)
    expo = (a / kap) if reading == 'kappa' else (a / mpf(lam))
    lm2 = log(C2) + 9 * log(kap) + 3 * L - 6 * log(v) - 3 * log(L) - expo * log(k)
    return log(m) - lm2
lam, k, v = mpf('0.999'), 2, 1
for c, a, C2 in [(1, 1, 1), (1, mpf('0.01'), 1), (mpf('0.1'), 1, 10**6)]:
    row = []
    for L in [3, 10, 21, 40, 100, 600, 2000]:
        vals = [log_ratio(m, mpf(L), lam, k, v, c, a, C2) for m in range(1, 65)]
        mono = all(vals[i] < vals[i + 1] for i in range(63))
        row.append(f"logd={L}: {mp.nstr(vals[0], 6)}{'' if mono else ' (not monotone!)'}")
    print(f"c={c} a={a} C2={C2}: log(1/m2bar(1)) [> 0 means the set is empty, monotone in m checked m <= 64]: " + "; ".join(row))
print("reading k^{O(1/lambda)} (a = 1), m = 1, v = 1:", "; ".join(
    f"logd={L}: {mp.nstr(log_ratio(1, mpf(L), lam, k, v, 1, 1, reading='lambda'), 6)}" for L in [3, 10, 21, 40, 100]))
# where does the (a = 0.01) crossing start
lo, hi = mpf(2), mpf(5000)
f = lambda L: log_ratio(1, L, lam, k, v, 1, mpf('0.01'))
for _ in range(80):
    mid = (lo + hi) / 2
    if f(mid) > 0: hi = mid
    else: lo = mid
print("a = 0.01, c = 1: log(1/m2bar(1)) turns positive for good at log d ~", mp.nstr(hi, 6), "(checked below/above)",
      mp.nstr(f(hi - 50), 5), mp.nstr(f(hi + 50), 5))
