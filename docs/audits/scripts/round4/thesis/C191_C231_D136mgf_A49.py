"""Auditor r4 thesis (seed 003): (C.191) L6165-L6177, (C.231) L6377, mgf before (D.136) L7824-L7828, (A.49) L2866. Own code."""
import math
import numpy as np
import mpmath as mp
from fractions import Fraction as Fr
mp.mp.dps = 30
print("=== (C.191): K = 1, u = 1, x ~ N(mu, s^2); first line vs chain end (C9 cancels)")
def mom(k, mu, s):   # E x^k for N(mu, s^2) by quadrature
    return mp.quad(lambda x: x**k * mp.npdf(x, mu, s), [-mp.inf, mu, mp.inf])
for mu, s in ((0, 1), (1, mp.mpf('0.5'))):
    A = mom(2, mu, s)
    for p in (1, 2, 3, 5):
        first = sum(math.comb(p, l) * mom(2 * l, mu, s) * A ** (p - l) for l in range(1, p + 1))
        third = sum(math.comb(p, l) * A ** l * A ** (p - l) for l in range(1, p + 1))   # after E x^{2l} -> A^l
        print(f"mu={mu} s={s} p={p}: first line = {mp.nstr(first, 7)}; line with E x^(2l) replaced by A^l = {mp.nstr(third, 7)} (= (2^p-1)A^p); end A^p = {mp.nstr(A ** p, 7)}")
print("=== (C.231): nu_i entries iid +-xi (zero mean, |entry| <= xi)")
rng = np.random.default_rng(6)
for d, K, n, xi in ((10, 2, 50, 0.1), (100, 3, 1000, 1.0)):
    thr = math.sqrt(d * K * math.log(n) / n) * xi
    trials = 2000
    avg_norm = xi * math.sqrt(d * K)                                     # every ||nu_i||_F equals xi sqrt(dK)
    ex_norm_avg = 0
    for _ in range(trials):
        nu = rng.choice([-xi, xi], size=(n, d * K))
        ex_norm_avg += np.linalg.norm(nu.mean(0)) >= thr
    print(f"d={d} K={K} n={n} xi={xi}: (1/n) sum ||nu_i||_F = {avg_norm:.4f} >= threshold {thr:.4f}: probability 1; printed bound exp(-log n) = {1/n:.3g}, d^-10 = {d**-10:.1e};"
          f" norm of the average ||(1/n) sum nu_i||_F >= threshold in {ex_norm_avg}/{trials} draws")
print("=== mgf before (D.136): u = +-B (centred, |u| <= B = 2 sqrt(K) c1), printed E e^{su} <= e^{c1^2 s^2} = e^{B^2 s^2/(4K)}")
for K, c1, s in ((1, 1.0, 0.25), (1, 1.0, 0.01), (4, 1.0, 0.1), (2, 0.3, 1.0)):
    B = 2 * math.sqrt(K) * c1
    print(f"K={K} c1={c1} s={s}: cosh(sB) = {math.cosh(s * B):.6f} vs printed {math.exp(c1**2 * s**2):.6f} (holds {math.cosh(s * B) <= math.exp(c1**2 * s**2)}); Hoeffding e^(s^2 B^2/2) = {math.exp(s*s*B*B/2):.6f}")
print("=== (A.49): T^C/(T^C + b) >= 1 - b eta^C, b = (1-alpha)/alpha")
for alpha, C, eta, T in ((Fr(1, 2), 1, Fr(1, 100), Fr(15)), (Fr(1, 2), 1, Fr(1, 100), None), (Fr(1, 3), 3, Fr(1, 1000), None)):
    b = (1 - alpha) / alpha
    Tv = float(T) if T is not None else float(eta) ** (-0.6)
    lhs = Tv**C / (Tv**C + float(b)); rhs = 1 - float(b) * float(eta) ** C
    print(f"alpha={alpha} C={C} eta={eta} T={Tv:.3f}: lhs = {lhs:.6f}, printed rhs = {rhs:.6f} (holds {lhs >= rhs}); with b T^-C: {1 - float(b) * Tv**-C:.6f}")
