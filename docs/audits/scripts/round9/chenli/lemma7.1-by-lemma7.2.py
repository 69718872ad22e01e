"""Audit chenli.display.lemma7.1-by-lemma7.2 (L2635-L2637): from Lemma 7.2's k exp(-omega sqrt(log d) ||Theta_1||_F) (L2320) to
L2637's k exp(-omega sqrt(log d)) ||Theta_1||_F.  The step holds iff exp(-a F) <= F exp(-a) (a = omega sqrt(log d) > 0), true for
every F >= 1.  Assumption 6 (L460): log(k d/sqrt(lambda')) << ||Theta_1||_F, so F > log(kd) >= log 8 > 1 on the printed domain.
Exact check on a grid (mpmath) and the helper's instance's hypothesis check.
"""
from mpmath import mp, mpf, exp, log, sqrt

mp.dps = 40
worst = mpf(0)
for k in [2, 3, 10, 100]:
    for d in [4, 16, 10**3, 10**6, 10**12]:
        for om in [1, mpf("1.5"), 2, 10, 100]:
            a = om * sqrt(log(d))
            for mult in [1, mpf("1.01"), 2, 10, 1000]:  # F = mult * log(kd) (Assumption 6's lower end and above)
                F = mult * log(k * d)
                ratio = exp(-a * F) / (F * exp(-a))
                worst = max(worst, ratio)
print("max over grid of [Lemma 7.2 bound] / [L2637 bound] with F >= log(kd):", mp.nstr(worst, 5), "(<= 1: the step holds)")
# the helper's instance
k, d, om, F = 2, 4, 2, mpf("0.5")
print("helper's instance: ||Theta_1||_F = 0.5 vs Assumption 6's lower end log(kd) =", mp.nstr(log(k * d), 4), "-> outside the hypotheses")
