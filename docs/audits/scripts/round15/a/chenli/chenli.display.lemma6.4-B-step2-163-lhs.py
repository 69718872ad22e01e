#!/usr/bin/env python3
"""Auditor A, round 15: chenli (seed 000) L2032, Lemma 6.4 Case (B) Step 2, (163)'s second argument.

Printed (L2032):  xi_low^{-1} exp(O(||a||^2/r^2)) prod_j ||v_j||/xi_j  <=  k^{O(m/lambda)}/||Theta_1||_F * O(1/xi)^{m+1}
Setting (L2000-L2016): Theorem B.4 (L3732-L3752) applied to the m+1 vectors v_1..v_m (x^T (Theta_i)_{:,S^c}) and
v_{m+1} (norm exactly ||Theta_1||_F = F), with Delta_1..Delta_{m+1} = xi F and Delta_low = xi F.

Own work, no repository import.
Part 1: a concrete small instance of the product (random Theta_i, random sign x, a set S) to check the power count
        of 1/xi of the left side numerically (slope of log lhs vs log(1/xi)).
Part 2: the hypotheses of Lemma 6.4 / Section 4 at paper scale (log d = L), in logs, with hidden constants C for
        every Theta/O, and the log(1/xi) window [(68), xi << 1/F] .. [(69), (77) with nu of (75)].
        For each C of the printed right side, find xi inside the window where lhs > rhs.
"""
import math
import numpy as np

# ---------------------------------------------------------------------------------------------------- Part 1
rng = np.random.default_rng(1)
d, m = 400, 2
F = 50.0
Th = [rng.standard_normal((d, d)) for _ in range(m)]
Th = [F * T / np.linalg.norm(T) for T in Th]
E = rng.standard_normal((d, d)); E = F * E / np.linalg.norm(E)   # E' with ||E'||_F = ||Theta_1||_F
x = rng.choice([-1.0, 1.0], size=d)
S = np.arange(10)                                                   # a set S of size d' = 10
Sc = np.setdiff1d(np.arange(d), S)
vs = [x @ T[:, Sc] for T in Th]
w = x @ E[:, Sc]
vs.append(F * w / np.linalg.norm(w))                                # v_{m+1}: norm exactly F
norms = np.array([np.linalg.norm(v) for v in vs])
print("Part 1: ||v_j||/F =", np.round(norms / F, 3), " (m + 1 =", len(vs), "vectors)")
lxis = np.array([2.0, 5.0, 10.0, 20.0, 40.0])                       # log(1/xi)
llhs = []
for lx in lxis:
    xi = math.exp(-lx)
    D = xi * F
    llhs.append(-math.log(D) + sum(math.log(n / D) for n in norms))  # exp(O(..)) >= 1 and free of xi: left out
slope = np.polyfit(lxis, llhs, 1)[0]
print(f"  d log(lhs)/d log(1/xi) = {slope:.6f}  (printed right side: m + 1 = {m + 1}; count m + 2 = {m + 2})")

# ---------------------------------------------------------------------------------------------------- Part 2
LN10 = math.log(10.0)


def window(L, m, lam, k, beta, c7, c8, Cth, Cnu, log_rT=None):
    """Return (lo, hi) of log(1/xi) allowed by the hypotheses, plus a dict of hypothesis slacks; None if infeasible.
    Every '<<' is a factor 10; every Theta(1/lambda), O(beta^2/lambda) in (68)/(69) uses constant Cth; nu of (75) uses
    1/nu = Cnu (log m + log log((k e^{beta^2})^{Cth/lambda}/xi))."""
    lk = math.log(k)
    kap = c7 * lam ** 6.5 / (m ** 6.5 * L ** 2)                       # (7)
    # (8): 10 log^{c8}(dmk)/(kappa lambda) <= r_Theta <= d^{1/4}/10 ; take r_Theta at the bottom
    l_r_lo = LN10 + c8 * math.log(L + math.log(m * k)) - math.log(kap * lam)
    l_r_hi = L / 4 - LN10
    if log_rT is None:
        log_rT = l_r_lo + 0.5               # r_Theta just above (8)'s bottom
    sl = {}
    sl["(8) window"] = min(log_rT - l_r_lo, l_r_hi - log_rT)
    sl["Ass.1 lambda >> m^1.5 log m/sqrt(r)"] = math.log(lam) - math.log(10 * max(m ** 1.5 * math.log(m), 1e-300)) + log_rT / 2 if m > 1 else 1.0
    sl["Ass.1 lambda < 1"] = 1 - lam
    v = 1.0                                                           # Assumption 4: 1 <= v << sqrt d / r^2
    sl["Ass.4 v <= sqrt(d)/(10 r^2)"] = L / 2 - 2 * log_rT - LN10 - math.log(v)
    sl["Ass.11 m <= lam log(d/v)/(10 log k)"] = lam * (L - math.log(v)) / (10 * lk) - m
    sl["Ass.11 m2bar (k^{1/lambda} reading)"] = 9 * math.log(kap) + 3 * L - 6 * math.log(v) - 3 * math.log(L) - lk / lam - math.log(10 * m)
    sl["Sec 4.3 m <= k <= r_Theta"] = min(k - m, log_rT - lk)
    # Assumption 6: 10 log(k d/sqrt(lambda')) <= F <= (kd)^m, lambda' <= 1/r_Theta (Ass. 10): F at its floor
    lF = math.log(10 * (math.log(k) + L + log_rT / 2))
    sl["Ass.6 F <= (kd)^m"] = m * (lk + L) - lF
    sl["beta << min(d, F)"] = lF - math.log(10 * beta)
    K = (lk + beta ** 2) * Cth / lam                                  # log (k e^{beta^2})^{Theta(1/lambda)}
    lo = max(K + LN10, lF + LN10)                                     # (68) and xi << 1/F (L2108, L2210)
    hi = lam / (m * kap) - K - LN10                                   # (69)
    # (77) first part: 10 m kappa <= lambda exp(-1/nu), 1/nu = Cnu (log m + log log(K + log(1/xi)))
    #  -> log(K + lxi) <= (log(lam/(10 m kappa)))/Cnu - log m
    hi77 = math.exp(math.log(lam / (10 * m * kap)) / Cnu - math.log(m)) - K
    hi = min(hi, hi77)
    ok = all(s > 0 for s in sl.values()) and hi > lo
    return lo, hi, sl, ok, lF, kap


def log_lhs_lower(lxi, m, lam, kap, lF):
    """log of the left side's lower bound: xi_low^{-1} prod_{j<=m+1} ||v_j||/xi_j, ||v_j|| >= r (j <= m), ||v_{m+1}|| = F,
    exp(O(||a||^2/r^2)) >= 1 dropped."""
    lD = lF - lxi
    lr = 0.5 * math.log((1 - 2 * kap) * lam) + lF
    return -lD + m * (lr - lD) + (lF - lD)


def log_rhs(lxi, m, lam, k, lF, C):
    """log of the printed right side with one constant C for every O: k^{C m/lambda}/F * (C/xi)^{m+1}."""
    return C * m * math.log(k) / lam - lF + (m + 1) * (math.log(C) + lxi)


print("\nPart 2: hypotheses at paper scale; lxi = log(1/xi)")
for (L, m, lam, k, beta, c7, c8, Cth, Cnu) in [(1000.0, 1, 0.5, 3.0, 1.0, 1.0, 3.0, 1.0, 1.0),
                                               (1000.0, 1, 0.5, 3.0, 1.0, 0.1, 3.0, 2.0, 3.0),
                                               (3000.0, 2, 0.7, 5.0, 0.5, 0.1, 3.0, 2.0, 3.0),
                                               (1e4, 3, 0.9, 10.0, 1.0, 0.01, 5.0, 3.0, 3.0)]:
    lo, hi, sl, ok, lF, kap = window(L, m, lam, k, beta, c7, c8, Cth, Cnu)
    print(f" L={L:g} m={m} lam={lam} k={k} beta={beta} c7={c7} c8={c8} C_theta={Cth} C_nu={Cnu}: kappa={kap:.3e} "
          f"log F={lF:.2f}  window lxi in [{lo:.1f}, {hi:.4g}]  all hypotheses: {ok}")
    print("   slacks:", {k_: round(v_, 2) for k_, v_ in sl.items()})
    for C in (1.0, 10.0, 100.0, 1000.0):
        # smallest lxi in the window with lhs > rhs(C): lhs - rhs is affine in lxi with slope 1
        g0 = log_lhs_lower(0.0, m, lam, kap, lF) - log_rhs(0.0, m, lam, k, lF, C)
        need = max(lo, -g0 + 1e-9)
        inside = need <= hi
        if inside:
            gap = log_lhs_lower(need + 5, m, lam, kap, lF) - log_rhs(need + 5, m, lam, k, lF, C)
            print(f"   C={C:g}: lhs > rhs for lxi > {need:.1f}; inside window: {inside}; at lxi={need + 5:.1f}: "
                  f"log(lhs/rhs) = {gap:.2f}; at the window top log(lhs/rhs) = "
                  f"{log_lhs_lower(hi, m, lam, kap, lF) - log_rhs(hi, m, lam, k, lF, C):.4g}")
        else:
            print(f"   C={C:g}: needs lxi > {need:.1f} beyond the window top {hi:.4g} at this L")
# the window top grows with L (kappa ~ 1/log^2 d): for any C, a large enough d puts the crossing inside
print("\n window top vs L (m=1, lam=0.5, k=3, c7=0.1, C_theta=2, C_nu=3) and the crossing lxi for C=1e4:")
for L in (1e3, 1e4, 1e5, 1e6):
    lo, hi, sl, ok, lF, kap = window(L, 1, 0.5, 3.0, 1.0, 0.1, 3.0, 2.0, 3.0)
    g0 = log_lhs_lower(0.0, 1, 0.5, kap, lF) - log_rhs(0.0, 1, 0.5, 3.0, lF, 1e4)
    print(f"  L={L:g}: window [{lo:.1f}, {hi:.4g}], hypotheses {ok}, crossing at lxi = {-g0:.1f}")
