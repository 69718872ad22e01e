"""Audit A, chenli L2343-L2349 (Lemma 7.2 proof, 'Second entry' Bayes step).
Own derivation. (1) the inclusion {|V*|<alpha C} & A  subset A' holds iff Z <= 1 (deterministic algebra, checked on
random numbers); (2) Gaussian-law numbers at Z = 3 (outside the hypotheses) to see the display fail there;
(3) the claim's instance against ALL standing assumptions of Section 4, incl. Section 4.3 (m <~ k) and Assumption 11
(m <= m1bar = Theta~(lambda log(d/nu)/log k)); (4) Z <= m/(lambda ||Theta_1||^2) vs Assumption 6 + 11 over log d.
"""
import math
import numpy as np
import mpmath as mp

rng = np.random.default_rng(0)
# (1) inclusion algebra: A: V' + V*/(Z n2) > C/sqrt Z ; E1: |V*| < a C ; A': V' > (C/sqrt Z)(1 - a/(Z n2))
bad = {True: 0, False: 0}
for _ in range(200000):
    Z = 10 ** rng.uniform(-2, 2); n2 = 10 ** rng.uniform(-1, 3); C = 10 ** rng.uniform(-1, 2); a = rng.uniform(0, .25)
    vs = rng.uniform(-a * C, a * C)
    vp = C / math.sqrt(Z) - vs / (Z * n2) + abs(rng.normal()) * 1e-3  # just inside A
    inA2 = vp > (C / math.sqrt(Z)) * (1 - a / (Z * n2))
    if not inA2:
        bad[Z <= 1] += 1
print("(1) inclusion failures with Z<=1:", bad[True], " with Z>1:", bad[False])

# (2) Gaussian law, equal-norm heads on disjoint blocks: V_i = F g_i, Z = m/F^2, Theta~ = (1/m) sum Theta_i/... ;
# A = {sum g > C sqrt m}; E1 = {|g*| < aC/F}; A' = {S' > C sqrt m (1 - a/m)}, S' ~ N(0, m-1)
mp.mp.dps = 60
def logQ(x):
    return mp.log(mp.erfc(x / mp.sqrt(2)) / 2)
def case(L, lam, F, Z, g1=1.0, om=1.0):
    m = round(Z * F * F); C = g1 * om * math.sqrt(m * L) / lam**2; a = lam**2 / 4
    sm, s1 = mp.sqrt(m), mp.sqrt(m - 1)
    w = a * C / F
    f = lambda g: mp.exp(-g * g / 2 + logQ((C * sm - g) / s1) - logQ(C)) / mp.sqrt(2 * mp.pi)
    g0 = min(C / math.sqrt(m), w)
    lhs = mp.log(mp.quad(f, [max(-w, g0 - 30), g0, min(w, g0 + 30)]))
    rhs = logQ(C * sm * (1 - a / m) / s1) - logQ(C)
    return m, float(lhs), float(rhs)
for Z in (0.5, 3, 10):
    m, l, r = case(1000.0, 0.5, 1.2e4, Z)
    print(f"(2) Z={Z}: m={m:.3g} log P[E1|A]={l:.1f}  log P[A']/P[A]={r:.1f}  holds={l <= r + 1e-9}")

# (3) the claim's instance vs Section 4
L, lam, F, k = 1000.0, 0.5, 1.2e4, 3.0
log_r = 235.0; c7 = 0.1
for Z in (3, 10, 100):
    m = Z * F * F
    m1bar = lam * (L - 0.5 * math.log(m)) / math.log(k)   # nu = sqrt(m)
    print(f"(3) Z={Z}: m={m:.3g}; Sec 4.3 m <~ k: k={k} -> ratio m/k={m/k:.2g}; Assumption 11 m1bar~{m1bar:.0f}"
          f" -> m/m1bar={m/m1bar:.2g}")
# (4) Z <= m/(lambda F1^2), F1 >= 10 log(kd) (Assumption 6, '<<' factor 10), m <= P * lambda log d/log k
for L in (50, 500, 1e3, 1e4, 1e5):
    for k in (3, 100):
        Fmin = 10 * (L + math.log(k))
        for P in (1, math.log(L), math.log(L) ** 3):  # polyloglog slack hidden in Theta~
            m = P * L / math.log(k)  # lambda cancels: Z <= m/(lambda F^2) with m <= P lambda L/log k
            print(f"(4) log d={L:g} k={k} slack={P:.3g}: max Z <= {m / Fmin**2:.3g}")
