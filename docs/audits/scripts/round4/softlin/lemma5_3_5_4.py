"""Auditor r4 softlin Lemmas 5.3 / 5.4 (seed 001 L247-L267) with Def 3.2 (f_lin = z/<z,1>, z = Ax), Def 3.4
(phi_tau(z) = max(z - tau, 0)), Def 3.5/3.6 (tau > 0 a free parameter), Def 3.7 (m = C log(n/delta), C > 1,
y_l Rademacher in R^n), Def 3.8 (D0: z_i in [log n, 1.4 log n]; D1: one z_j = 4 log n, rest in [log n, 1.4 log n]).
F_lin = phi(sum_l phi_tau(<f, y_l>)) != 0 iff some l has <f, y_l> > tau. Exact enumeration over {-1,1}^n (n = 16)."""
import itertools
from fractions import Fraction as Fr
import math

def p_fire(f, tau):
    n = len(f); cnt = 0
    for y in itertools.product((-1, 1), repeat=n):
        if sum(fi * yi for fi, yi in zip(f, y)) > tau:
            cnt += 1
    return Fr(cnt, 2 ** n)

n = 16
C, delta = 2, 1e-10
m = math.ceil(C * math.log(n / delta))
for name, z in (("D0 z = log n * 1 (Lemma 5.3)", [1] * n), ("D1 z = (4,1,...,1) log n (Lemma 5.4)", [4] + [1] * (n - 1)),
                ("D0 z alternating 1 / 1.4 (Lemma 5.3, another member)", [Fr(14, 10) if i % 2 else 1 for i in range(n)])):
    f = [Fr(zi) / sum(Fr(zi) for zi in z) for zi in z]      # log n cancels
    for tau in (Fr(1, 5), Fr(1, 2), Fr(9, 10)):
        p = p_fire(f, tau)
        fail = 1 - (1 - float(p)) ** m
        print(f"{name}: tau={tau}: p = {p} = {float(p):.5f}; m = C log(n/delta) = {m}: Pr[F_lin != 0] = {fail:.7f};"
              f" failure/delta = {fail / delta:.3g}; at m=1 failure/delta(1e-2) = {float(p) / 1e-2:.3g}")
# reading 'tau as the proof needs': tau = C_tau sqrt(log(n/delta)/n); Hoeffding Pr[<f,y> > tau] <= exp(-tau^2/(2 sum f_i^2))
for C_tau in (2 * math.sqrt(2), 4):
    for dl in (1e-2, 1e-10):
        tau = C_tau * math.sqrt(math.log(n / dl) / n)
        mm = math.ceil(C * math.log(n / dl))
        f = [Fr(1, n)] * n
        p = float(p_fire(f, Fr(tau).limit_denominator(10**9))) if tau < 1 else 0.0
        print(f"proof's tau (C_tau={C_tau:.3f}, delta={dl:g}): tau={tau:.3f}, exact p={p:.3g}, m p = {mm * p:.3g} <= delta/n = {dl / n:.3g}")
