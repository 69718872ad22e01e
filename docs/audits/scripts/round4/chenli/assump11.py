"""Auditor r4 chenli Assumption 11 (seed 000 L499-L505) with Eq. (7) kappa = c lambda^{13/2}/(m^{13/2} log^2 d):
log(m / m2bar), m2bar = C kappa^9 d^3 / (v^6 log^3 d k^{a/kappa}); printed vs the reading k^{a/lambda}."""
import mpmath as mp
def log_ratio(m, lam, k, v, c, C, a, logd, expo='kappa'):
    kappa = c * lam**6.5 / (m**6.5 * logd**2)
    e = a / kappa if expo == 'kappa' else a / lam
    log_m2 = mp.log(C) + 9 * mp.log(kappa) + 3 * logd - 6 * mp.log(v) - 3 * mp.log(logd) - e * mp.log(k)
    return mp.log(m) - log_m2
for a in (1, mp.mpf('0.01')):
    row = [f"logd={L}: {mp.nstr(log_ratio(1, mp.mpf('0.999'), 2, 1, 1, 1, a, mp.mpf(L)), 5)}" for L in (3, 10, 30, 100, 500, 1000, 3000)]
    print(f"printed k^(a/kappa), a={a}, m=1, lambda=0.999, k=2, v=1, c=C=1: log(m/m2bar) -> " + "; ".join(row))
row = [f"logd={L}: {mp.nstr(log_ratio(1, mp.mpf('0.999'), 2, 1, mp.mpf('0.01'), mp.mpf('0.01'), 10, mp.mpf(L), 'lambda'), 5)}" for L in (3, 10, 30, 100, 1000)]
print("reading k^(a/lambda), a=10, c=C=0.01: log(m/m2bar) -> " + "; ".join(row))
