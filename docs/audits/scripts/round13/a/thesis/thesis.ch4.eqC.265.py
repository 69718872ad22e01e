"""Audit A, r13: thesis (C.265) L6557 (proof of Lemma C.6.2): ||B_i(x)|| <~ sigma_min^-6 (1/K) sum_j phi(w_j*^T x_i)
(U^^T x)^3, B_i the K x K^2 flattening of T_i(x) = [phi(w_i*^T x) S_3(x)](U^, U^, U^) (C.264), S_3 = -grad^3 p / p.
Own: K = 1, w* = e_1 (U^ = e_1, the exact span; Lemma C.6.2 allows any U^ within 1/4), GMM 0.3 N((1,0), I) +
0.7 N((-0.5,0.5), I) (not symmetric; Lemma C.6.2 covers both cases), sigma_min = 1; S_3 by mpmath differentiation."""
import mpmath as mp
mp.mp.dps = 30
lam, mus = [0.3, 0.7], [(1.0, 0.0), (-0.5, 0.5)]
p = lambda x1, x2: sum(l * mp.exp(-((x1 - m[0])**2 + (x2 - m[1])**2) / 2) / (2 * mp.pi) for l, m in zip(lam, mus))
phi = lambda z: 1 / (1 + mp.exp(-z))
for t in (1.0, 0.1, 0.01, 1e-3, 0.0):
    x = (0.6 * t, 0.8 * t)
    B = phi(x[0]) * (-mp.diff(p, x, (3, 0)) / p(*x))           # T_1 = B_1 (K = 1): phi(w^T x) S_3(x)(e1, e1, e1)
    rhs = phi(x[0]) * abs(x[0]) ** 3                             # sigma_min^-6 H(x) |U^T x|^3
    print(f"x = {t:g} (0.6, 0.8): |B_1(x)| = {mp.nstr(abs(B), 5)}, right side = {mp.nstr(rhs, 4)}, ratio = "
          f"{mp.nstr(abs(B) / rhs, 4) if rhs else 'inf'}")
