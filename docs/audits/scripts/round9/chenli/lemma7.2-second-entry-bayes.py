"""Audit chenli.display.lemma7.2-second-entry-bayes (L2343-L2349):
P[|V| < alpha C | A] <= P[A]^{-1} P[A'],  V = X_1 Theta_{i*} X_2^T, A: X_1 Theta~ X_2^T > C/sqrt(Z) (L2316),
A': X_1 Theta' X_2^T > (C/sqrt Z)(1 - alpha/(Z ||Theta_{i*}||^2)).
(1) Hypotheses: Assumption 6 (L462) ||Theta_1||_F >> log(kd) > 1 and Assumption 5 (|Tr| <= chi ||Theta||_F, chi <= sqrt(log k)).
    The helper's instance (m = 1, Theta_1 = (0.01/sqrt d) I) has ||Theta_1||_F = 0.01 and Tr = sqrt(d) ||Theta_1||_F: outside both.
    For m = 1 inside them Z = 1/||Theta_1||^2 < 1, so {|V| < alpha C} c {|V| < alpha C/sqrt Z} and the inclusion A & {..} c A' holds.
(2) Inside the hypotheses the display can fail only if Z > 1 (many heads). Regime: m equal-norm heads (norm s) on disjoint
    coordinates with spread entries (kappa = 0, nu = O(1), Tr = 0 via balanced signs), E = 0, Z = m/s^2, Z ||Theta_i||^2 = m;
    in the moderate-deviation range (C^3 << sqrt(d)) the bilinear forms are Gaussian to relative accuracy exp(O(C^3/sqrt d)):
    V ~ N(0, s^2), W := X_1 Theta' X_2^T ~ N(0, (m-1) s^2/m^2) independent, A = {W + V/m > c0}, A' = {W > c0 (1 - alpha/m)},
    c0 = C/sqrt(Z).  log of both sides computed with mpmath (numerical integration of the Gaussian tilt).
"""
from mpmath import mp, mpf, sqrt, log, erfc, quad, exp, pi, inf

mp.dps = 60


def logPhibar(x):
    return log(erfc(x / sqrt(2)) / 2)


def check(m, s, lam, logd, gamma1=1, omega=1):
    alpha = lam**2 / 4
    C = gamma1 * omega * sqrt(m * logd) / lam**2
    Z = m / s**2
    c0 = C / sqrt(Z)
    sW = s * sqrt(m - 1) / m
    lPA = logPhibar(c0 / sqrt(sW**2 + s**2 / m**2))
    lPAp = logPhibar(c0 * (1 - alpha / m) / sW)
    # P[|V| < alpha C and A] = int_{-aC}^{aC} phi_s(v) Phibar((c0 - v/m)/sW) dv ; integrate around the tilted peak
    f = lambda v: exp(-v**2 / (2 * s**2)) / (s * sqrt(2 * pi)) * erfc((c0 - v / m) / sW / sqrt(2)) / 2
    vstar = s**2 * (c0 / m) / (sW**2 + s**2 / m**2)  # mean of V given W + V/m at the threshold
    top = min(vstar, alpha * C)  # the integrand peaks at v* or, if truncated, at the edge alpha C
    lo, hi = max(-alpha * C, top - 60 * s), min(alpha * C, vstar + 60 * s)
    J = quad(f, [lo, top, hi]) if top < hi else quad(f, [lo, top])
    lhs = log(J) - lPA if J > 0 else -inf
    return dict(Z=Z, alphaC=alpha * C, alphaC_over_sqrtZ=alpha * C / sqrt(Z), vstar=vstar, log_lhs=lhs, log_rhs=lPAp - lPA)


# Assumption-consistent scale: log d = 1000 (so (8) r >> m^{6.5} polylog/lambda^{7.5} << d^{1/4} and (110) hold for m <= 1e11),
# lambda = 0.5 (alpha = 1/16), head norm s = 1e4 >> log(kd) (Assumption 6), m heads, Z = m/s^2 from 0.01 to 1000.
for m in [mpf(10) ** 6, mpf(10) ** 8, 3 * mpf(10) ** 8, mpf(10) ** 9, mpf(10) ** 10, mpf(10) ** 11]:
    r = check(m, mpf(10) ** 4, mpf("0.5"), mpf(1000))
    verdict = "VIOLATED" if r["log_lhs"] > r["log_rhs"] else "holds"
    print(f"m={mp.nstr(m,3)}: Z={mp.nstr(r['Z'],4)}, alphaC={mp.nstr(r['alphaC'],4)}, alphaC/sqrtZ={mp.nstr(r['alphaC_over_sqrtZ'],4)}, "
          f"v*={mp.nstr(r['vstar'],4)}: log P[|V|<aC | A] = {mp.nstr(r['log_lhs'],6)} vs log P[A']/P[A] = {mp.nstr(r['log_rhs'],6)} -> {verdict}")
