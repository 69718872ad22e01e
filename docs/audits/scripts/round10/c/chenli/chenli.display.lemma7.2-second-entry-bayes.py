"""Auditor C, round 10: chenli Section 7.1.1 'Second entry' display (seed L2343-L2349).

Printed:  P[|X1 Th_{i*} X2^T| < aC | A] = P[A]^{-1} P[|..| < aC and A] <= P[A]^{-1} P[A'],
  A : X1 Th~ X2^T > C/sqrt(Z),
  A': X1 Th' X2^T > (C/sqrt Z)(1 - a/(Z ||Th_{i*}||_F^2)),  Th' = (1/Z) sum_{i != i*} Th_i/||Th_i||^2 + E,
  Z = sum_i 1/||Th_i||_F^2, a = lambda^2/4, C = gamma1 omega sqrt(m log d)/lambda^2   (113).
Bullet (L2326) states the bad event with aC/sqrt(Z).

Parts:
 (1) exact identity X1 Th~ X2 = V' + V*/(Z F*^2) (F* = ||Th_{i*}||_F), hence
     {|V*| < aC} & A  =>  V' > C/sqrtZ - aC/(Z F*^2),  and A' threshold is C/sqrtZ - aC/(Z^{3/2} F*^2):
     the inclusion holds iff Z <= 1 (then the display holds for ANY law of X).
     Checked exhaustively on a small cube instance (Z < 1 holds; Z > 1 can fail -- outside the paper's hypotheses).
 (2) standing hypotheses force Z < 1: Z <= m/(lambda ||Th_1||^2) (Assumption 1), ||Th_1||_F >> log(kd/sqrt(lambda'))
     >= log(d sqrt(r_Th)) (Assumptions 6, 10), m <= m1bar = ~Theta(lambda log(d/nu)/log k) (Assumption 11) and
     m <~ k (Section 4.3). Computes the hidden factor Assumption 11 would need for Z > 1.
 (3) the Gaussian-law numbers on the claim's instance (log d = 1000, lambda = 1/2, k = 3, F = 1.2e4, m = Z F^2,
     gamma1 = omega = 1): reproduces the violation for Z > 1, and shows the instance's m vs m1bar and k.
"""
import itertools
import math

import mpmath as mp
import numpy as np

mp.mp.dps = 40


# ---------------------------------------------------------------- (1) exhaustive cube check
def cube_check(F_list, lam, C, istar=0, block=3, seed=1):
    """Heads on disjoint coordinate blocks (so <Th_i, Th_j> = 0: kappa = 0), E = 0. Exact law by enumeration."""
    rng = np.random.default_rng(seed)
    m = len(F_list)
    heads = []
    for Fi in F_list:
        M = rng.standard_normal((block, block))
        M -= np.trace(M) / block * np.eye(block)  # trace 0
        M *= Fi / np.linalg.norm(M)
        heads.append(M)
    signs = np.array(list(itertools.product([-1.0, 1.0], repeat=block)))
    # law of each head's bilinear form: uniform over 2^(2 block) values
    vals = [np.einsum("ai,ij,bj->ab", signs, H, signs).ravel() for H in heads]
    Z = sum(1.0 / Fi**2 for Fi in F_list)
    a = lam**2 / 4.0
    Fs = F_list[istar]
    # V' = (1/Z) sum_{i != i*} V_i / F_i^2
    Vp = np.zeros(1)
    for i in range(m):
        if i == istar:
            continue
        Vp = (Vp[:, None] + vals[i][None, :] / (Z * F_list[i] ** 2)).ravel()
    Vs = vals[istar]
    S = Vp[:, None] + Vs[None, :] / (Z * Fs**2)  # = X1 Th~ X2 exactly
    A = S > C / math.sqrt(Z)
    small = np.abs(Vs)[None, :] < a * C
    pA = A.mean()
    pAnd = (A & small).mean()
    pAp = (Vp > (C / math.sqrt(Z)) * (1 - a / (Z * Fs**2))).mean()
    # pointwise inclusion
    incl = not np.any((A & small) & ~(Vp[:, None] > (C / math.sqrt(Z)) * (1 - a / (Z * Fs**2))))
    return Z, pA, pAnd, pAp, incl


print("(1) exhaustive cube, 3 heads on disjoint 3x3 blocks (kappa = 0, trace 0), lambda = 0.9")
for F_list in ([2.0, 1.9, 1.95], [0.5, 0.48, 0.49]):
    worst = None
    for C in np.linspace(0.2, 4.0, 39):
        Z, pA, pAnd, pAp, incl = cube_check(F_list, 0.9, float(C))
        if pA == 0:
            continue
        lhs, rhs = pAnd / pA, pAp / pA
        if worst is None or lhs - rhs > worst[1] - worst[2]:
            worst = (float(C), lhs, rhs, incl)
    print(f"  norms {F_list}: Z = {Z:.3f}; worst C = {worst[0]:.2f}: P[|V*|<aC | A] = {worst[1]:.4f}"
          f" vs P[A']/P[A] = {worst[2]:.4f}  ({'holds' if worst[1] <= worst[2] + 1e-15 else 'FAILS'});"
          f" pointwise inclusion: {worst[3]}")


# ---------------------------------------------------------------- (2) hypotheses force Z < 1
def needed_hidden_factor(logd, k, lam, f6=10.0, log_r=None):
    """Z > 1 needs m > lambda ||Th_1||^2 > lambda (f6 log(k d sqrt(r)))^2 (Assumption 6 with lambda' <= 1/r, '<<' = f6).
    Assumption 11: m <= T * lambda log(d/nu)/log k (T = the ~Theta factor; nu >= 1 so log(d/nu) <= log d).
    Returns the smallest T allowing Z > 1."""
    if log_r is None:
        log_r = 0.0  # smallest possible Assumption 6 floor (r >= 1): most favourable to Z > 1
    F1_min = f6 * (math.log(k) + logd + 0.5 * log_r)
    m_min = lam * F1_min**2
    m1bar = lam * logd / math.log(k)
    return m_min / m1bar, m_min


print("\n(2) Z <= m/(lambda ||Th_1||^2); Assumption 6 floor vs Assumption 11's m1bar ~ lambda log(d/nu)/log k")
for logd in (50, 200, 1000, 2e4):
    for k in (3, 100):
        for f6 in (1.0, 10.0):
            T, m_min = needed_hidden_factor(logd, k, 0.5, f6)
            print(f"  log d = {logd:>7}, k = {k:>3}, '<<' factor {f6:>4}: Z > 1 needs m > {m_min:.3g}, i.e. a ~Theta "
                  f"factor T >= {T:.3g} in m1bar (= {f6**2:.0f} log d log k-ish); also m <~ k = {k}")

# ---------------------------------------------------------------- (3) the claim's instance, Gaussian law
print("\n(3) claim's instance (Gaussian law of the heads' forms), log d = 1000, lambda = 1/2, k = 3, F = 1.2e4")
logd, lam, k, F = 1000.0, 0.5, 3.0, 1.2e4
a = lam**2 / 4


def logQ(x):
    return mp.log(mp.erfc(x / mp.sqrt(2)) / 2)


for Z in (0.5, 3.0, 10.0, 100.0):
    m = Z * F * F
    C = 1.0 * 1.0 * math.sqrt(m * logd) / lam**2
    # V* ~ N(0, F^2) (g = V*/F); V' ~ N(0, (m-1)/(Z F)^2); A: V' + V*/(Z F^2) > C/sqrt(Z)
    sm1, smm = mp.sqrt(m - 1), mp.sqrt(m)
    Cm = mp.mpf(C)

    def lf(g):
        return -g * g / 2 - mp.log(mp.sqrt(2 * mp.pi)) + logQ((Cm * smm - g) / sm1)

    w = mp.mpf(a * C / F)
    # maximiser of lf on [-w, w] (lf is concave): golden search
    lo, hi = -w, w
    for _ in range(300):
        x1, x2 = lo + (hi - lo) * 0.382, lo + (hi - lo) * 0.618
        if lf(x1) < lf(x2):
            lo = x1
        else:
            hi = x2
    g0 = (lo + hi) / 2
    L0 = lf(g0)
    a_, b_ = max(-w, g0 - 60), min(w, g0 + 60)
    pts = [a_ + (b_ - a_) * j / 240 for j in range(241)]
    I = mp.quad(lambda g: mp.exp(lf(g) - L0), pts)
    log_and = L0 + mp.log(I)
    log_A = logQ(Cm)  # S = X1 Th~ X2 ~ N(0, 1/Z): P[A] = Q(C)
    log_Ap = logQ(Cm * smm * (1 - mp.mpf(a) / m) / sm1)
    lhs = log_and - log_A
    rhs = log_Ap - log_A
    m1bar = lam * (logd - 0.5 * math.log(m)) / math.log(k)
    print(f"  Z = {Z:>5}: m = {m:.3g} (m1bar ~ {m1bar:.0f}, k = 3), log P[|V*|<aC | A] = {float(lhs):.1f}"
          f" vs log(P[A']/P[A]) = {float(rhs):.1f} -> {'holds' if lhs <= rhs else 'FAILS'}")
