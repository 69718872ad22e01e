"""Auditor A, round 27: chenli.display.sec4-assump11-nonempty.
Assumption 11 (seed 000 L501-L505): m <= min(m1bar, m2bar), m2bar = C kappa^9 d^3 / (v^6 log^3 d k^{a/kappa}),
kappa = c lambda^{13/2} / (m^{13/2} log^2 d)  (Eq. (7), L437-L441; kappa depends on m).
Question: is {m >= 1 integer : m <= m2bar(m)} non-empty for all large d (one set of constants C, a, c)?
Own mpmath, log-space. Nothing imported from the repository."""
import mpmath as mp
mp.mp.dps = 50

def kappa(m, lam, c, L):          # L = log d (natural log)
    return c * mp.mpf(lam) ** 6.5 / (mp.mpf(m) ** 6.5 * L ** 2)

def log_m_over_m2(m, L, lam=0.999, k=2, v=1, c=1, a=1, C=1, expo="kappa"):
    kap = kappa(m, lam, c, L)
    E = (1 / kap) if expo == "kappa" else (mp.mpf(1) / lam)   # printed k^{O(1/kappa)} vs reading k^{O(1/lambda)}
    log_m2 = mp.log(C) + 9 * mp.log(kap) + 3 * L - 6 * mp.log(v) - 3 * mp.log(L) - a * E * mp.log(k)
    return mp.log(m) - log_m2

def hyp_ok(m, L, lam, k, v, c, cR=3):
    # parameter-level hypotheses: lambda in (0,1), k >= 2 (k = 1: no attention), v >= 1, c > 0,
    # (8) window non-empty: log^cR(dmk)/(kappa lambda) * 10 <= d^{1/4}/10 (factor-10 reading of <<),
    # Assumption 1 at m = 1 (log m = 0), 4.3 (m <= k), Assumption 4 window v*10 <= sqrt d / rT^2 with rT = 10*lower end.
    kap = kappa(m, lam, c, L)
    lowr = (mp.log(mp.e ** L * m * k)) ** cR / (kap * lam)
    rT = 10 * lowr
    ok8 = 10 * rT <= mp.e ** (L / 4)
    ok4 = 10 * v <= mp.e ** (L / 2) / rT ** 2
    return bool(0 < lam < 1 and k >= 2 and v >= 1 and c > 0 and m <= k and ok8), bool(ok4)

print("== printed k^{a/kappa}: log(m/m2bar(m)) at m = 1 (positive => m = 1 excluded) ==")
for (lam, k, v, c, a, C) in [(0.999, 2, 1, 1, 1, 1), (0.999, 2, 1, 1, 0.01, 1), (0.999, 2, 1, 1, 1e-3, 1e6),
                             (0.999, 2, 1, 100, 1e-3, 1e6), (0.5, 3, 1, 1, 0.01, 1)]:
    row = []
    for L in [3, 10, 30, 100, 600, 1000, 2000, 10000, 100000]:
        row.append(f"{mp.nstr(log_m_over_m2(1, mp.mpf(L), lam, k, v, c, a, C), 5)}@{L}")
    print(f"lam={lam} k={k} v={v} c={c} a={a} C={C}:", " ".join(row))

print("\n== first log d beyond which m = 1 is excluded for good (bisection on the sign; f increasing beyond 3/(2A), checked) ==")
for (lam, k, c, a, C) in [(0.999, 2, 1, 1, 1), (0.999, 2, 1, 0.01, 1), (0.999, 2, 1, 1e-3, 1e6), (0.999, 2, 100, 1e-3, 1e6),
                          (0.999, 2, 1e4, 1e-4, 1e12)]:
    f = lambda L: log_m_over_m2(1, L, lam, k, 1, c, a, C)
    # f(L) = A L^2 - 3L + 21 log L + const, A = a log k/(c lam^6.5): f' = 2AL - 3 + 21/L > 0 for L > 3/(2A)
    hi = mp.mpf(10)
    while f(hi) <= 0 or f(hi * 2) <= f(hi):
        hi *= 2
    lo = hi / 2 if f(hi / 2) <= 0 else None
    if lo is None:
        lo = mp.mpf(3)
        if f(lo) > 0 and all(f(mp.mpf(x)) > 0 for x in range(3, int(hi) + 1, max(1, int(hi) // 200))):
            print(f"lam={lam} k={k} c={c} a={a} C={C}: excluded on the whole grid 3..{int(hi)} and beyond"); continue
        # scan for last nonpositive
        xs = [mp.mpf(x) for x in range(3, int(hi) + 1)]
        lo = max(x for x in xs if f(x) <= 0)
    for _ in range(200):
        mid = (lo + hi) / 2
        if f(mid) <= 0: lo = mid
        else: hi = mid
    L0 = hi
    print(f"lam={lam} k={k} c={c} a={a} C={C}: m = 1 excluded for all log d > {mp.nstr(L0, 6)}; "
          f"f increasing beyond 3/(2A) = {mp.nstr(3 / (2 * a * mp.log(k) / (c * mp.mpf(lam) ** 6.5)), 5)} < L0: {3 / (2 * a * mp.log(k) / (c * mp.mpf(lam) ** 6.5)) < L0}; "
          f"f(2 L0) = {mp.nstr(f(2 * L0), 5)}, f(10 L0) = {mp.nstr(f(10 * L0), 5)}; hyps at 2 L0 (cR=3): {hyp_ok(1, 2 * L0, lam, k, 1, c)}")

print("\n== monotonicity in m: log(m/m2bar(m)) for m = 1..64 non-decreasing (so m = 1 is the best case) ==")
bad = 0
for L in [10, 100, 1000, 10000]:
    for (lam, k, c, a, C) in [(0.999, 2, 1, 1, 1), (0.999, 2, 1, 0.01, 1), (0.5, 64, 1, 1e-3, 1e6)]:
        vals = [log_m_over_m2(m, mp.mpf(L), lam, k, 1, c, a, C) for m in range(1, 65)]
        if any(vals[i + 1] < vals[i] for i in range(63)):
            bad += 1
print("monotonicity violations:", bad, "(analytically: log m, -9 log kappa = 58.5 log m + const, a log k/kappa ~ m^6.5 all increase in m)")

print("\n== the reading k^{O(1/lambda)}: largest m with m <= m2bar(m) and m <= m1bar (m1bar = lam log(d/v)/log k, constant 1) ==")
for (lam, k, c, a, C) in [(0.999, 2, 1, 1, 1), (0.5, 3, 0.01, 10, 0.01)]:
    row = []
    for L in [100, 1000, 10000, 100000]:
        Lm = mp.mpf(L)
        m1 = lam * Lm / mp.log(k)
        best = 0
        for m in range(1, 2000):
            if log_m_over_m2(m, Lm, lam, k, 1, c, a, C, expo="lambda") <= 0 and m <= m1:
                best = m
            else:
                break
        row.append(f"m_max={best}@logd={L}")
    print(f"lam={lam} k={k} c={c} a={a} C={C}:", " ".join(row))
