"""Auditor A, round 12: chenli Lemma 5.13, general case (L922-L924):
 P_{(x,x') ~ D_{mu,nu,mu',nu'}}[|x^T Th x - x'^T Th x'| > Omega(sqrt(c) r^{1/4}/d2^{1/4} + c/r^{1/4} + d3^{3/2} nu/sqrt(d)) ||Th||_F] <~ 1/r^{1/4}.
Own family (as in my chenli.eq43 audit): Th = D + a 1_[2] e^T, D = diag(+-1) alternating, e_j = 1/sqrt(d) for all j,
d2 = d/4, a^2 d2 = d/(2r), r = d^{1/4}/10, c = sqrt(r)/2, d3 = ceil(4c^2) + 4, nu = nu' (S3 block fixed; general case
|nu| > c/sqrt(d3)), mu' d2 = A (largest even <= c sqrt d2), |U2| = k2 = A/2 (mu = 0).  Coupling Def. 5.10: x' = x + 2 1_U2.
Own derivation: Delta = x'^T Th x' - x^T Th x = 2 (y^T Th 1_U + 1_U^T Th y), y = x + 1_U (zero on U2), so
 Delta = (2 a k2/sqrt d) [2 (A - k2) + nu d3 + N],  N = sum_{S1} x_j ~ sum of d1 Rademachers.
Part 1 checks the identity by literal simulation at d = 64; part 2 evaluates P[|Delta| > C1 shape ||Th||_F] exactly."""
import math
import numpy as np
import mpmath as mp
from scipy.stats import norm

# ------- part 1: literal coupling at small size
rng = np.random.default_rng(5)
d1, d2, d3 = 40, 16, 8; d = d1 + d2 + d3; a = 0.9
D = np.diag([(-1.0) ** i for i in range(d)]); e = np.ones(d) / np.sqrt(d)
one2 = np.zeros(d); one2[d1:d1 + d2] = 1
Th = D + a * np.outer(one2, e)
A, k2 = 4, 2; p2 = (d2 + (A - 2 * k2)) // 2; nu_cnt = 6            # S3: 6 of 8 positive (nu = 1/2), nu' = nu
maxerr = 0
for _ in range(3000):
    x = np.empty(d)
    x[:d1] = rng.choice([-1.0, 1.0], d1)
    b2 = -np.ones(d2); b2[rng.choice(d2, p2, replace=False)] = 1; x[d1:d1 + d2] = b2
    b3 = -np.ones(d3); b3[rng.choice(d3, nu_cnt, replace=False)] = 1; x[d1 + d2:] = b3
    neg = d1 + np.flatnonzero(b2 < 0)
    U = rng.choice(neg, k2, replace=False)
    xp = x.copy(); xp[U] = 1
    Delta = xp @ Th @ xp - x @ Th @ x
    pred = 2 * a * k2 / np.sqrt(d) * (2 * (A - k2) + (2 * nu_cnt - d3) + x[:d1].sum())
    maxerr = max(maxerr, abs(Delta - pred))
print(f"part 1: max |Delta - formula| over 3000 literal coupling draws (d = {d}) = {maxerr:.2e}")

# ------- part 2
mp.mp.dps = 50
def point(dexp, C1=1.0, nu=1.0):
    d = mp.mpf(10) ** dexp
    d2 = int(d / 4); d2 -= d2 % 2
    r = d ** 0.25 / 10; c = mp.sqrt(r) / 2
    d3 = int(mp.ceil(4 * c * c)) + 4; d1 = int(d) - d2 - d3
    a = mp.sqrt(d / (2 * r * d2))
    F2 = d + d2 * a * a
    M = mp.matrix([[a * a * d2, a * mp.sqrt(d2)], [a * mp.sqrt(d2), 0]])
    op2 = 1 + max(mp.re(z) for z in mp.eig(M)[0])
    col2 = 1 + a * a * d2 / d + 2 * a / mp.sqrt(d); row2 = 1 + a * a + 2 * a / mp.sqrt(d)
    ups = max(1, mp.sqrt(max(col2, row2) * d / F2), mp.sqrt(4 * col2 * d / (F2 - op2)))
    A = int(mp.floor(c * mp.sqrt(d2))); A -= A % 2; k2 = A // 2
    shape = mp.sqrt(c) * r ** 0.25 / mp.mpf(d2) ** 0.25 + c / r ** 0.25 + mp.mpf(d3) ** 1.5 * max(nu, ups) / mp.sqrt(d)
    thr = C1 * shape * mp.sqrt(F2)
    # |Delta| > thr  <=>  |2(A-k2) + nu d3 + N| > thr sqrt(d)/(2 a k2);  N ~ Rademacher sum, var d1 (normal approx + check)
    t = thr * mp.sqrt(d) / (2 * a * k2)
    m0 = 2 * (A - k2) + nu * d3
    sd = mp.sqrt(d1)
    P = 1 - (norm.cdf(float((t - m0) / sd)) - norm.cdf(float((-t - m0) / sd)))
    # rigorous lower bound by Hoeffding: P(N <= -(m0 - t)) <= exp(-(m0 - t)^2/(2 d1)) when m0 > t
    P_hoeff = 1 - float(mp.e ** (-(m0 - t) ** 2 / (2 * d1))) if m0 > t else 0.0
    hyps = {"c range": 1 <= c <= mp.sqrt(min(r, d2, d3)) / 2, "|mu'| <= c/sqrt d2": mp.mpf(A) / d2 <= c / mp.sqrt(d2),
            "general: nu > c/sqrt(d3)": nu > c / mp.sqrt(d3), "A3 (all S)": F2 / op2 - 1 >= r,
            "(8) upper": r <= d ** 0.25 / 10, "A4 v <= sqrt d/(10 r^2)": ups <= mp.sqrt(d) / (10 * r * r),
            "A5 chi=1": a * d2 / mp.sqrt(d) <= mp.sqrt(F2)}
    mean_ratio = (2 * a * k2 * m0 / mp.sqrt(d)) / mp.sqrt(F2) / shape
    return r, shape, mean_ratio, P, P_hoeff, hyps

for C1 in (1.0, 10.0):
    for dexp in (16, 24, 32, 40, 60, 80, 120):
        r, shape, mr, P, Ph, hyps = point(dexp, C1)
        bad = [h for h, ok in hyps.items() if not ok]
        print(f"C1={C1:>4} d=1e{dexp}: r={mp.nstr(r,3)} |E Delta|/||Th||_F / shape = {mp.nstr(mr,4)}  "
              f"P[|Delta| > C1 shape ||Th||_F] = {P:.4f} (Hoeffding lower bound {Ph:.4f})  vs r^-1/4 = {mp.nstr(r**-0.25,3)}  "
              f"failed hyps: {bad or 'none'}")
r, shape, mr, P, Ph, hyps = point(40, 1.0, nu=0.6)
print(f"nu = nu' = 0.6 at d = 1e40: ratio {mp.nstr(mr,4)}, P = {P:.4f}, hyps ok: {all(hyps.values())}")
