"""Audit chenli.display.lemma7.8-bad-set-mass (L2621 vs Lemma 7.7 L2573).

Lemma 7.7 allows |Omega|/2^d <= exp(-c1 a) + exp(-c2 b), a = beta m r, b = m log d / lambda^4.
L2621 claims P[X_2 in Omega] <= exp(-c (a v b)) ('v' = max; the paper writes min as '^' in Thm 3.1).
Family inside the printed hypotheses: lambda in (0,1) (Asm 1), kappa = c lambda^{13/2}/(m^{13/2} log^2 d) (7),
beta = m kappa/sqrt(lambda) (113), log^{c'}(dmk)/(kappa lambda) << r << d^{1/4} (8), omega = 1 (110), C^2 =
omega^2 m log d/lambda^4 (gamma_1 = 1) << beta m r (L2314). All in log-space with mpmath (d = e^D).
"""
from mpmath import mp, mpf, exp, log, sqrt

mp.dps = 50
lam, m, k, cc, cexp = mpf("0.5"), 2, 2, mpf("0.01"), 3
print("D(=ln d) | r | a=beta m r | b | C^2/a | (8) lo/r | r/d^.25 | needed c (c1=c2=1) | needed c (c1=10,c2=.1..)")
for D in [400, 800, 1600, 3200, 6400, 12800, 25600]:
    D = mpf(D)
    kappa = cc * lam ** mpf("6.5") / (mpf(m) ** mpf("6.5") * D**2)
    beta = m * kappa / sqrt(lam)
    r = exp(D / 4) / D  # r << d^{1/4}
    lo8 = (D + log(m * k)) ** cexp / (kappa * lam)
    a = beta * m * r
    b = m * D / lam**4
    C2 = m * D / lam**4
    om_hi = lam ** mpf("1.75") * sqrt(m * kappa * r / D)  # (110) upper end for omega
    assert lo8 / r < mpf("1e-3") and C2 / a < mpf("1e-3") and om_hi > 1e3
    P = exp(-a) + exp(-b)
    need = log(1 / P) / max(a, b)
    worst = 1
    for c1 in [mpf("0.1"), 1, 10]:
        for c2 in [mpf("0.1"), 1, 10]:
            Pc = exp(-c1 * a) + exp(-c2 * b)
            worst = log(1 / Pc) / max(a, b) if worst == 1 else max(worst, log(1 / Pc) / max(a, b))
    # reading '^' (min): P <= exp(-min/2)?
    assert P <= exp(-min(a, b) / 2)
    n = lambda x: mp.nstr(x, 3)
    print(" | ".join(n(v) for v in (D, r, a, b, C2 / a, lo8 / r, r / exp(D / 4), need, worst)))
print("min-reading exp(-min(a,b)/2) holds on every row (asserted)")
