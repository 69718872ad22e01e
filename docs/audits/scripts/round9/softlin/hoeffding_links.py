"""Audit softlin.display.lemma{D.4-l828, D.8-l1086, D.12-l1315, D.16-l1551, E.3-l1840, E.3-l1861, F.4-l2115, F.8-l2307,
F.12-l2474, F.12-l2483, F.16-l2650, F.16-l2659}: C sqrt(log(n/delta)) * g <= kappa * [sqrt(log n)].
delta is not restricted by any of these lemmas (it only appears in '1 - delta/poly(n)'); Lemmas 4.1/4.2 take
delta in (0, 0.1). Hypotheses: t sqrt(d) = o(n^e) (finite reading t sqrt(d) <= n^e), a0 in (0, 0.1), a1 >= 0.7 (D.1) or
> 1 (F.1), t(d-2) = n. C (the O() constant) = 1; any C > 0 rescales every ratio by C.
"""
from mpmath import mp, mpf, sqrt, log, exp

mp.dps = 30
a0, a1, b = mpf("0.05"), mpf("1.5"), mpf("0.1")


def links(n, d, t):
    L = sqrt(log(n))
    return {  # name: (g, kappa, multiply kappa by sqrt(log n)?, exponent e of the o() hypothesis)
        "D.4-l828": (t * sqrt(d) / n * b * L, mpf("0.05"), True, mpf("0.99")),
        "D.8-l1086": (t * sqrt(d) / n ** (1 - 2 * a0) * b * L, mpf("0.1"), True, 1 - 2 * a0 - mpf("0.01")),
        "D.12-l1315": ((1 + a1) * t * sqrt(d) / n * b * L, mpf("0.1"), True, mpf("0.99")),
        "D.16-l1551": ((1 + a0) * t * sqrt(d) / n * b * L, mpf("0.1"), True, mpf("0.99")),
        "E.3-l1840": (t * sqrt(d - 3) / n ** (1 - b**2) * b * L, mpf("0.1"), True, 1 - b**2 - mpf("0.01")),
        "E.3-l1861": (t * sqrt(d) / n ** (1 - b**2) * b * L, mpf("0.05"), True, 1 - b**2 - mpf("0.01")),
        "F.4-l2115": (t * sqrt(d) / n, mpf("0.1"), False, mpf("0.99")),
        "F.8-l2307": (t * sqrt(d) / n ** (1 - a0), mpf("0.5"), False, 1 - a0 - mpf("0.01")),
        "F.12-l2474": ((1 + a1) * t * sqrt(d) / n, mpf("0.5"), False, mpf("0.99")),
        "F.12-l2483": (2 * t * sqrt(d) / n, mpf("0.5"), False, mpf("0.99")),
        "F.16-l2650": ((1 + a0) * t * sqrt(d) / n, mpf("0.5"), False, mpf("0.99")),
        "F.16-l2659": (t * sqrt(d) / n, mpf("0.5"), False, mpf("0.99")),
    }


n, t = mpf(1000), 1
d = n / t + 2
print(f"(i) fixed n = {n}, d = {d}, t = {t}, a0 = {a0}, a1 = {a1}, b = {b}; ratio lhs/rhs at log(1/delta) = ...")
print("link | t sqrt d <= n^e | 3 (delta=0.05) | 1e2 | 1e4 | 1e6")
for name, (g, kap, withL, e) in links(n, d, t).items():
    ok = t * sqrt(d) <= n**e
    rhs = kap * (sqrt(log(n)) if withL else 1)
    rs = [sqrt(log(n) + ld) * g / rhs for ld in [log(20), 100, 1e4, 1e6]]
    print(name, ok, *[mp.nstr(r, 3) for r in rs], sep=" | ")
    assert ok and rs[-1] > 1
print("(ii) asymptotic, d - 2 = n^0.02 (t sqrt(d) ~ n^0.99 - inside every o() hypothesis up to the constant), delta = exp(-n):")
for name in ["D.4-l828", "F.4-l2115", "E.3-l1840"]:
    out = []
    for n in [mpf(10) ** 6, mpf(10) ** 12, mpf(10) ** 24]:
        d = n ** mpf("0.02") + 2
        t = n / (d - 2)
        g, kap, withL, e = links(n, d, t)[name]
        rhs = kap * (sqrt(log(n)) if withL else 1)
        out.append(mp.nstr(sqrt(log(n) + n) * g / rhs, 3))
    print(name, *out, sep=" | ")
print("(iii) reading delta >= n^-3 (and a1 = 1.5 fixed), t sqrt(d) = n^e/log(n)^2 (a genuine o(n^e)), t(d-2) = n:")
print("link | n = 1e12 | 1e50 | 1e200 | 1e1000")
for name in links(mpf(10), mpf(12), 1):
    out = []
    for n in [mpf(10) ** 12, mpf(10) ** 50, mpf(10) ** 200, mpf(10) ** 1000]:
        e = links(n, mpf(12), 1)[name][3]
        d = (n ** (1 - e) * log(n) ** 2) ** 2  # t sqrt(d) ~ n/sqrt(d) = n^e/log^2 n
        t = n / (d - 2)
        g, kap, withL, _ = links(n, d, t)[name]
        rhs = kap * (sqrt(log(n)) if withL else 1)
        out.append(mp.nstr(sqrt(log(n) + 3 * log(n)) * g / rhs, 3))
    print(name, *out, sep=" | ")
