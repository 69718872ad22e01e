"""Auditor r4 thesis (seed 003): (A.84)/(B.92) L3038-L3042/L4282-L4284; (A.89)/(B.96) L3060/L4306-L4311;
(D.135) L7824-L7828; (D.136)-(D.137) L7834-L7838. Own code."""
import mpmath as mp
import numpy as np
mp.mp.dps = 30
print("=== (A.84)/(B.92): W ~ N(0, xi^2 I/m_a): Pr(||W|| <= c xi) = Pr(chi2_{m_a} <= c^2 m_a), xi-free")
for ma in (1, 2, 8, 64):
    for c in (1, mp.mpf('0.5')):
        p = mp.gammainc(mp.mpf(ma) / 2, 0, c**2 * ma / 2, regularized=True)
        print(f"m_a={ma} c={c}: Pr = {mp.nstr(p, 6)}; vs xi = 0.1, 1e-3, 1e-6: ratio Pr/xi = {mp.nstr(p / 0.1, 4)}, {mp.nstr(p / 1e-3, 4)}, {mp.nstr(p / 1e-6, 4)}")
rng = np.random.default_rng(8)
xi, ma = 1e-3, 8
W = rng.normal(0, xi / np.sqrt(ma), size=(200000, ma))
print(f"MC m_a=8, xi=1e-3: Pr(||W|| <= xi) = {np.mean(np.linalg.norm(W, axis=1) <= xi):.4f}")
print("=== (A.89)/(B.96): int e^{-c u^2} du vs printed sqrt(2 pi)/c")
for c in (mp.mpf(2), mp.mpf(1), mp.mpf('0.01'), mp.mpf('1e-4')):
    q = mp.quad(lambda u: mp.e ** (-c * u * u), [-mp.inf, 0, mp.inf])
    print(f"c={c}: quad = {mp.nstr(q, 8)} = sqrt(pi/c) = {mp.nstr(mp.sqrt(mp.pi / c), 8)}; printed sqrt(2pi)/c = {mp.nstr(mp.sqrt(2 * mp.pi) / c, 8)};"
          f" half-line (A.90) = {mp.nstr(q / 2, 6)}")
print("  with c = Theta(eta): eta = 1e-2, 1e-4, 1e-6 -> sqrt(pi/eta) =", [mp.nstr(mp.sqrt(mp.pi / e), 5) for e in (1e-2, 1e-4, 1e-6)],
      "vs eta^-1 =", [1e2, 1e4, 1e6])
print("=== (D.135): 1 <= exp(1 - t^2/B^2), B = 2 sqrt(K) ||A||^2 (eps_c + C0)")
for r in (0.5, 1.0, 1.5, 2.0):
    print(f"t = {r} B: exp(1 - t^2/B^2) = {mp.nstr(mp.e ** (1 - r * r), 5)} (>= 1: {mp.e ** (1 - r * r) >= 1}); P(|u| >= t) = 0 for t > B")
print("=== (D.136)-(D.137): exponent at the printed s, k")
for c, K, delta, N, Om in ((1, 1, 0, 2, 10), (2.5, 3, 0.1, 100, 1000), (0.3, 2, 0.5, 50, 77)):
    a = c * K * (1 + delta) ** 4
    k = c * K * mp.sqrt((1 + delta) ** 4 * mp.log(N) / Om)
    s = k / (2 * a)
    val = a * Om * s * s - Om * k * s
    print(f"c={c} K={K} delta={delta} N={N} |Omega|={Om}: (D.136) exponent = {mp.nstr(val, 6)}; printed -cK log N = {mp.nstr(-c * K * mp.log(N), 6)};"
          f" ratio = {mp.nstr(val / (-c * K * mp.log(N)), 6)}; bound {mp.nstr(mp.e ** val, 4)} vs N^-K = {mp.nstr(mp.mpf(N) ** (-K), 4)}")
