"""Audit C of softlin.display.lemma{...} (12 Hoeffding links, seed 001): last '<=' of
O(sqrt(log(n/delta))) * g <= kappa [sqrt(log n)], O-constant C = 1 (any C > 0 only rescales), n = (d-2) t (Def. D.1),
delta in (0, 0.1) (Lemmas 4.1/4.2 L137/L166). Ratio = lhs/rhs; > 1 means the link fails."""
from mpmath import mp, mpf, sqrt, log
mp.dps = 50
def links(n, d, t, a0, a1, b):
    L = sqrt(log(n)); s = t * sqrt(d)
    return {  # name: (g, rhs)
        "D.4-l828": (s / n * b * L, 0.05 * L), "D.8-l1086": (s / n ** (1 - 2 * a0) * b * L, 0.1 * L),
        "D.12-l1315": ((1 + a1) * s / n * b * L, 0.1 * L), "D.16-l1551": ((1 + a0) * s / n * b * L, 0.1 * L),
        "E.3-l1840": (t * sqrt(d - 3) / n ** (1 - b * b) * b * L, 0.1 * L), "E.3-l1861": (s / n ** (1 - b * b) * b * L, 0.05 * L),
        "F.4-l2115": (s / n, mpf('0.1')), "F.8-l2307": (s / n ** (1 - a0), mpf('0.5')), "F.12-l2474": ((1 + a1) * s / n, mpf('0.5')),
        "F.12-l2483": (2 * s / n, mpf('0.5')), "F.16-l2650": ((1 + a0) * s / n, mpf('0.5')), "F.16-l2659": (s / n, mpf('0.5'))}
def ratios(n, d, t, delta, a0=mpf('0.05'), a1=mpf('1.5'), b=mpf('0.1'), logdelta=None):
    ld = log(n) + (logdelta if logdelta is not None else -log(delta))
    return {k: sqrt(ld) * g / r for k, (g, r) in links(mpf(n), mpf(d), mpf(t), a0, a1, b).items()}
print("1) fixed n = 1000 (d = 1002, t = 1), delta -> 0: ratio at log(1/delta) = 3, 1e2, 1e4, 1e6")
for ldel in (3, 100, 10**4, 10**6):
    r = ratios(1000, 1002, 1, None, logdelta=mpf(ldel))
    print(f"  log(1/delta)={ldel:>7}: " + " ".join(f"{k}:{float(v):.3g}" for k, v in r.items()))
print("2) inside the hypotheses asymptotically: t = 1, d - 2 = n, delta = exp(-n): min over links and max")
for e in (6, 12, 24):
    n = mpf(10) ** e; r = ratios(n, n + 2, 1, None, logdelta=n)
    print(f"  n=1e{e}: min {float(min(r.values())):.3g}  max {float(max(r.values())):.3g}")
print("3) reading delta >= 1/poly(n): delta = n^-3, t = 1, d - 2 = n: max over links")
for e in (3, 6, 12, 50, 200):
    n = mpf(10) ** e; r = ratios(n, n + 2, 1, None, logdelta=3 * log(n))
    print(f"  n=1e{e}: max {float(max(r.values())):.3g} ({max(r, key=r.get)})")
print("   also t sqrt(d) = n^e/log^2 n with each link's own o() exponent e (L829 etc.: 0.99; D.8 1-2a0-0.01; E.3 1-b^2-0.01;")
print("   F.8 1-a0-0.01), delta = n^-3: that link's ratio")
E = {"D.8-l1086": 1 - 2 * 0.05 - 0.01, "E.3-l1840": 1 - 0.01 - 0.01, "E.3-l1861": 1 - 0.01 - 0.01, "F.8-l2307": 1 - 0.05 - 0.01}
for e in (6, 12, 50, 200, 1000):
    n = mpf(10) ** e; worst = (0, "")
    for k in links(n, n, 1, mpf('0.05'), mpf('1.5'), mpf('0.1')):
        ex = mpf(E.get(k, 0.99)); ts = n ** ex / log(n) ** 2; t = ts ** 2 / n; d = n / t + 2   # t sqrt(d) ~ ts, n = (d-2) t
        r = ratios(n, d, t, None, logdelta=3 * log(n))[k]
        worst = max(worst, (r, k))
    print(f"  n=1e{e}: max {float(worst[0]):.3g} ({worst[1]})")
print("4) a1 growth (D.12, F.12-l2474) at n = 1e6, d - 2 = n, delta = n^-3: ratio at a1 = 1.5, 1e3, 1e6")
for a1 in (mpf('1.5'), mpf(1000), mpf(10) ** 6):
    n = mpf(10) ** 6; r = ratios(n, n + 2, 1, None, a1=a1, logdelta=3 * log(n))
    print(f"  a1={float(a1):g}: D.12 {float(r['D.12-l1315']):.3g}  F.12-l2474 {float(r['F.12-l2474']):.3g}")
