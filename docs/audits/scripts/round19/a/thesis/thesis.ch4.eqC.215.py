"""Auditor A r19: thesis (C.215), seed 003 L6303-L6306 (proof of Lemma C.4.6 (a)). Own code only.
Part 1 (derivation): with (C.214) as typeset, P(|avg G'| >= t/6) <= 2 exp(max{-C14 n t^2/(144 S), -C15 n sqrt(S t)}),
and the union bound exp(dK log(18 r/eps)) as in (C.189), P(B'_t) <= delta/2 needs min{C14 n t^2/(144 S), C15 n sqrt(S t)} >= Lg,
Lg = dK log(18 r/eps) + log(4/delta), i.e. t >= t_need = max{12 sqrt(S Lg/(C14 n)), Lg^2/(C15^2 n^2 S)}.
Compare with (C.215)'s max{sqrt(S) sqrt(Lg/n), Lg/(sqrt(S) n)}; and with the reading -C15 n sqrt(S) t.
Part 2 (in-model, any reading of the root): rare heavy group. d = 2, K = 1, W = W* = e_1 (a net point), v = e_2,
x ~ (1-e) N(0, I) + e N(0, diag(1, M^2)), y ~ Bern(sigmoid(x_1)); G' = (phi(x_1) - y) x_2 (mean 0, symmetric).
P(B'_t) >= P(|avg G'| >= t/3) >= P(exactly one heavy) (1/2) P(|G'_heavy| >= n t/3)."""
import numpy as np
from scipy.stats import norm
from scipy.integrate import quad
def t215(S, Lg, n): return max(np.sqrt(S) * np.sqrt(Lg / n), Lg / (np.sqrt(S) * n))
def tneed(S, Lg, n, C14=1.0, C15=1.0): return max(12 * np.sqrt(S * Lg / (C14 * n)), Lg ** 2 / (C15 ** 2 * n ** 2 * S))
def tneed_reading(S, Lg, n, C14=1.0, C15=1.0): return max(12 * np.sqrt(S * Lg / (C14 * n)), Lg / (C15 * n * np.sqrt(S)))
n, d, K, r, eps = 1000, 2, 1, 1.0, 1e-2
print("Part 1: need/(C.215) with C14 = C15 = 1 (as typeset | reading sqrt(S) t)")
for S in [1e0, 1e-2, 1e-4, 1e-6, 1e-8]:
    for delta in [1e-2, 1e-20]:
        Lg = d * K * np.log(18 * r / eps) + np.log(4 / delta)
        print(f"  S={S:.0e} delta={delta:.0e}: {tneed(S,Lg,n)/t215(S,Lg,n):.3e} | {tneed_reading(S,Lg,n)/t215(S,Lg,n):.3f}")
phi = lambda u: 1 / (1 + np.exp(-u))
def p_heavy_exceeds(c, M):
    f = lambda u: norm.pdf(u) * (phi(u) * 2 * norm.sf(c / ((1 - phi(u)) * M)) + (1 - phi(u)) * 2 * norm.sf(c / (phi(u) * M)))
    return quad(f, -12, 12, limit=200)[0]
print("Part 2: rare heavy group, n = 1000, r = 1, net eps = 1 (log 18), p = n e = sqrt(delta), M = m0 sqrt(n)")
for C13 in [1, 10, 100]:
    for delta in [1e-4, 1e-8, 1e-12, 1e-16]:
        p = np.sqrt(delta); e = p / n; m0 = 1e3; M = m0 * np.sqrt(n)
        S = (1 - e) * 1 + e * M ** 2
        Lg = d * K * np.log(18) + np.log(4 / delta)
        t = C13 * t215(S, Lg, n)
        P1 = n * e * (1 - e) ** (n - 1)
        Plow = P1 * 0.5 * p_heavy_exceeds(n * t / 3, M)
        print(f"  C13={C13:>3} delta={delta:.0e}: S={S:.3f} t={t:.4f} P(B'_t) >= {Plow:.3e}, delta/2 = {delta/2:.1e}, ratio {Plow/(delta/2):.3g}")
print("Part 2b: the lemma's own delta = d^-10, d -> inf (v = e_2, heavy covariance diag(1, M^2, 1, ..)), p = n e = d^-5, n = 1000 d")
for C13 in [10, 100]:
    for d in [2, 4, 8, 16]:
        delta = float(d) ** -10; n = 1000 * d; p = d ** -5.0; e = p / n; m0 = 1e3; M = m0 * np.sqrt(n)
        S = (1 - e) + e * M ** 2; Lg = d * 1 * np.log(18) + np.log(4 / delta); t = C13 * t215(S, Lg, n)
        Plow = n * e * (1 - e) ** (n - 1) * 0.5 * p_heavy_exceeds(n * t / 3, M)
        print(f"  C13={C13:>3} d={d:>2}: S={S:.3f} t={t:.4f} P(B'_t) >= {Plow:.3e} vs delta/2 = {delta/2:.2e}: ratio {Plow/(delta/2):.3g}")
