"""Audit C of chenli.display.lemma7.2-second-entry-bayes (seed 000 L2343-L2349).
Inclusion {|V| < alpha C} & A  =>  A' with V = X1 Theta_{i*} X2^T:
 A: V/(Z ||Theta_{i*}||^2) + X1 Theta' X2^T > C/sqrt(Z)  =>  X1 Theta' X2^T > C/sqrt(Z) - alpha C/(Z ||Theta_{i*}||^2),
 printed A': X1 Theta' X2^T > C/sqrt(Z) - alpha C/(Z^{3/2} ||Theta_{i*}||^2). Inclusion iff Z <= 1.
1. the helper's instance (m = 1, E = 0, Theta = (t/sqrt d) I, t = 0.01), exact binomial law; its assumption checks.
2. same with t = ||Theta_1||_F >= 1 (Assumption 6, L461: ||Theta_1||_F >> log(kd/sqrt(lambda')) >= log d, L3016),
   trace-free Theta = (t/sqrt d) diag(+-1) (Assumption 5), where Z = 1/t^2 <= 1: lhs = 0 = rhs.
3. how small lambda must be for Z > 1 with m >= 2 under Assumption 6, and the d that Assumptions 1-3 then need.
"""
import math
from mpmath import mp, mpf, binomial, log, sqrt
mp.dps = 60

def binom_tail_sum(d, lo, hi):  # P[lo < S < hi], S = sum of d +-1 (S = 2B - d), exact
    tot = mpf(0)
    for b in range(d + 1):
        s = 2 * b - d
        if lo < s < hi:
            tot += binomial(d, b)
    return tot / mpf(2) ** d

def case(d, t, lam=0.9, gamma1=1.0, omega=1.0, m=1):
    C = gamma1 * omega * math.sqrt(m * math.log(d)) / lam**2; alpha = lam**2 / 4; Z = 1 / t**2
    # V = (t/sqrt d) S; A: V > C/sqrt(Z) = C t  <=> S > C sqrt(d);  |V| < alpha C <=> |S| < alpha C sqrt(d)/t
    thrA = C * math.sqrt(d); thrV = alpha * C * math.sqrt(d) / t
    PA = binom_tail_sum(d, thrA, d + 1)
    P_and = binom_tail_sum(d, thrA, thrV)
    thrAp = C / math.sqrt(Z) * (1 - alpha / (Z * t**2))    # Theta' = 0: A' = {0 > thrAp}
    rhs = 0.0 if thrAp >= 0 else 1.0
    return float(P_and / PA), float(PA), rhs, Z, C, alpha

lhs, PA, rhs, Z, C, alpha = case(10**4, 0.01)
print(f"helper instance d=1e4, t=0.01: lhs={lhs:.6f} P[A]={PA:.3e} rhs={rhs} Z={Z:g} C={C:.3f} alpha={alpha}")
d = 10**4; t = 0.01
print(f"  Assumption 6 needs ||Theta_1||_F >> log(kd/sqrt(lambda')) >= log d = {math.log(d):.2f}; instance has {t}")
print(f"  Assumption 5 (|Tr| <= chi ||Theta||_F, chi <= sqrt(log k)): Theta = (t/sqrt d) I gives chi = sqrt(d) = {math.sqrt(d):.0f}")
print(f"  Assumption 7 (non-arithmeticity): prod_j cos(lambda t x_j/sqrt d) = cos(0.9*{t}/100)^d = "
      f"{math.cos(0.9*t/100)**d:.6f}, needs <= exp(-Omega(sqrt d)) = exp(-Omega(100))")
for t in (1.0, 2 * math.log(10**4), 10.0 ** 1):
    lhs, PA, rhs, Z, C, alpha = case(10**4, t)
    print(f"t = ||Theta_1||_F = {t:.2f} (Z = {Z:.4f} <= 1): lhs = {lhs}, rhs = {rhs} (trace-free diag(+-1) has the same law)")
# 3. Z > 1 with m >= 2 and ||Theta_1||_F^2 >= log^2 d needs Z <= m/(lambda log^2 d) > 1, i.e. lambda < m/log^2 d;
#    Assumptions 2-3: r_Theta >> log^c(dmk)/(kappa lambda), kappa = c' lambda^{13/2}/(m^{13/2} log^2 d), r_Theta << d^{1/4}.
for logd in (10, 50, 100, 200, 400, 800):
    lam = 2 / logd**2   # m = 2
    need = (math.log(2) + 13 / 2 * math.log(2) + 2 * math.log(logd) - 7.5 * math.log(lam))   # log of m^{13/2} log^2 d / lambda^{15/2}, c = 0, c' = 1
    print(f"  log d = {logd}: Z > 1 needs lambda < {lam:.2e}; Assumption 3 then needs log r_Theta > {need:.1f} but log d^(1/4) = {logd/4:.1f}")

# 4. Z > 1 inside the hypotheses at astronomical d (log d = 1000): m equal-norm, disjoint, spread, trace-free heads,
#    E = 0, V_i = X1 Theta_i X2^T ~ N(0, F^2) independent (Gaussian model of the bilinear forms; moderate deviations,
#    C/sqrt(m) = 126 << d^{1/6}), lambda = 1/2, omega = gamma1 = 1: C = sqrt(m log d)/lambda^2, alpha = 1/16, Z = m/F^2.
#    lhs = P[|V*| < alpha C | A], A: (V* + R)/m > C F/sqrt(m), R ~ N(0, (m-1) F^2); A': R/m > (C F/sqrt m)(1 - alpha/m).
from mpmath import npdf, erfc, exp
mp.dps = 60
def logQ(x):
    return log(erfc(x / sqrt(2)) / 2)
def ld_case(m, F, logd=1000, lam=mpf('0.5')):
    m = mpf(m); F = mpf(F); C = sqrt(m * logd) / lam**2; al = lam**2 / 4
    thr = C * F * sqrt(m); sR = F * sqrt(m - 1)
    logPA = logQ(C)
    # integrate over v in (-alpha C, alpha C): density of V* times P[R > thr - v]; use the log-sum on a fine grid
    import numpy as _np
    vs = [ -al * C + (2 * al * C) * mpf(i) / 4000 for i in range(4001)]
    terms = [log(npdf(v / F) / F) + logQ((thr - v) / sR) for v in vs]
    mx = max(terms); h = 2 * al * C / 4000
    logjoint = mx + log(sum(exp(tt - mx) for tt in terms) * h)
    logPAp = logQ(C * sqrt(m) * (1 - al / m) / sqrt(m - 1))
    return float(logjoint - logPA), float(logPAp - logPA), float(m / F**2)
print("4) log d = 1000, F = 1e5 (>> log(kd/sqrt(lambda')) ~ 1.1e3), m heads, Z = m/F^2: log lhs vs log rhs")
for m in (10**9, 10**10, 3 * 10**10, 10**11, 10**12):
    a, b_, Z = ld_case(m, 10**5)
    print(f"  m = {m:.0e}, Z = {Z:g}: log lhs = {a:.0f}, log rhs = {b_:.0f}  -> {'VIOLATED' if a > b_ else 'holds'}")
# feasibility of the standing assumptions at log d = 1000, lambda = 1/2, m = 1e12 (largest used), k = 2, c = c' = 1
import math as _m
logd = 1000.0; lam = 0.5; m = 1e12; k = 2
log_r = logd / 4 - 10                                     # r_Theta = d^{1/4} e^{-10}  (<< d^{1/4})
log_kappa = _m.log(lam**6.5) - 6.5 * _m.log(m) - 2 * _m.log(logd)
print("5) assumptions at log d = 1000, lambda = 1/2, m = 1e12, r_Theta = d^(1/4) e^-10 (natural logs of both sides):")
print(f"  Assumption 1: log lambda = {_m.log(lam):.1f} vs log(m^1.5 log m / sqrt r) = {1.5*_m.log(m) + _m.log(_m.log(m)) - log_r/2:.1f}")
for c in (1, 5, 10):
    print(f"  (8) with c = {c}: log(log^c(dmk)/(kappa lambda)) = {c*_m.log(logd + _m.log(m*k)) - log_kappa - _m.log(lam):.1f} vs log r = {log_r:.1f}")
print(f"  (110): log(lambda^1.75 sqrt(m kappa r/log d)) = {1.75*_m.log(lam) + 0.5*(_m.log(m) + log_kappa + log_r - _m.log(logd)):.1f} vs log omega = 0")
print(f"  Assumption 6: log F = {_m.log(1e5):.1f} vs log log(kd/sqrt(lambda')) <= log(log k + logd + log_r/2) = {_m.log(_m.log(k) + logd + log_r/2):.1f}")
print(f"  m, k << d: log m = {_m.log(m):.1f} vs log d = {logd}")
