"""Auditor C r30: recheck of the helper eq49pt's path numbers for chenli.display.lemma5.15-l1088-pointwise with my own
closed form (eq49_pointwise.py): c7 = 1, c8 = 10, lambda = 0.63, '<<' factor chyp, s = 1, O~ read as log^3 d."""
import mpmath as mp
mp.mp.dps = 40
k, m, c, lam, c7, c8 = 2, 1, 1, 0.63, 1.0, 10
def point(p, A):
    n = mp.mpf(2) ** p; d = 3 * n; ld = mp.log(d)
    kappa = c7 * lam ** 6.5 / (m ** 6.5 * ld ** 2)
    lo = A * mp.log(d * m * k) ** c8 / (kappa * lam)
    r = mp.floor(d ** 0.25 / A)
    v = 2 * mp.sqrt(3) / mp.sqrt(1 - 1 / (r + 1))
    F = A * mp.log(k * d * mp.sqrt(r))
    g = mp.sqrt(n) * F / mp.sqrt(r + 1)
    eta0 = mp.sqrt(c) * r ** 0.25 / n ** 0.25 + c ** 2 / r ** 0.25
    ratio = mp.tanh(g) / (k * k * eta0 * ld ** 3)
    return dict(ok8=bool(r >= lo and r + 1 <= n), okA4=bool(A * v <= mp.sqrt(d) / r ** 2), gap=2 * mp.sqrt(n / (r + 1)),
                ratio=ratio, eta0=eta0)
first = None
for p in range(300, 1400, 2):
    q = point(p, 10.0)
    if q['ok8'] and q['okA4']:
        first = p; break
print("least even p (d = 3*2^p) with (8) and Assumption 4 at factor 10:", first, "log2 d =", float(first + mp.log(3, 2)))
for p, A in [(first, 10.0), (first, 53.0), (800, 10.0), (1268, 10.0), (1268, 53.0)]:
    q = point(p, A)
    print(f"p={p} (log2 d={float(p+mp.log(3,2)):.1f}) factor={A}: (8) {q['ok8']}, A4 {q['okA4']}, A-gap/F {mp.nstr(q['gap'],4)}, "
          f"eta0 {mp.nstr(q['eta0'],4)}, ratio/log^3 d at s=1 {mp.nstr(q['ratio'],4)}")
