"""Audit of thesis.ch5.eqD.36-first (seed 003 L6928, proof of Lemma D.2.3 (c), first '<=').
sum_{i>=1} |c'_i| E_z[|h_i(z)| 1[|z| <= B_i]] <= O(1) sum_i |c_i| i^4/i!! sum_{j=0}^{floor(i/2)} B_i^{i-2j} i^{2j}/j! t^{i-1} sqrt(t^2+1),
c'_i = c_i/p'_i ((D.25)-(D.26)), p'_i from its DEFINITION (D.29)/(D.30) (own code): take x_1 = t (||x|| <= t), alpha_1 = alpha,
p'_i t^i = E_{b0}[ E_alpha[h_i(alpha) 1[alpha >= -b0/t]] 1[q_i(b0)] ] and E_alpha[He_i(alpha) 1[alpha >= c]] = He_{i-1}(c) phi(c)
(h_i = probabilists' Hermite He_i, [58] Def. A.5); checked against a direct 2-d quadrature. B_i = 100 sqrt(i) + 10 sqrt(log(1/eps^2))
(the lemma's B_i with eps_i^2 = t^{i-1} sqrt(t^2+1) eps^2). phi(z) = z + z^2 (c_1 = c_2 = 1), eps = 1e-2."""
import math
import numpy as np
from scipy import integrate
from scipy.special import eval_hermitenorm as He
from scipy.stats import norm

def dfact(i): return math.prod(range(i, 0, -2)) if i > 0 else 1

def pprime(i, t):
    if i % 2 == 0:
        lo, hi = -t / (2 * i), 0.0            # 0 < -b0 <= t/(2i)
    else:
        lo, hi = -t / (2 * i), t / (2 * i)    # |b0| <= t/(2i)
    f = lambda b0: norm.pdf(b0) * He(i - 1, -b0 / t) * norm.pdf(-b0 / t)
    pts = [p for p in (-10.0, -1.0, 0.0, 1.0, 10.0) if lo < p < hi]
    v = integrate.quad(f, lo, hi, points=pts or None, limit=400, epsabs=0, epsrel=1e-11)[0]
    return v / t**i

def pprime_direct(i, t):   # 2-d: E[He_i(alpha) 1[alpha >= -b0/t] 1[q_i(b0)]]/t^i by dblquad
    lo, hi = (-t / (2 * i), 0.0) if i % 2 == 0 else (-t / (2 * i), t / (2 * i))
    v = integrate.dblquad(lambda a, b0: He(i, a) * norm.pdf(a) * norm.pdf(b0), lo, hi, lambda b0: -b0 / t, lambda b0: 12.0,
                          epsabs=1e-13, epsrel=1e-10)[0]
    return v / t**i

def E_abs_He(i, B):
    return integrate.quad(lambda z: abs(He(i, z)) * norm.pdf(z), -B, B, points=[0.0], limit=400)[0]

def sides(coef, t, eps):
    lhs = rhs = 0.0
    for i, c in enumerate(coef):
        if i == 0 or c == 0: continue
        B = 100 * math.sqrt(i) + 10 * math.sqrt(math.log(1 / eps**2))
        lhs += abs(c / pprime(i, t)) * E_abs_He(i, min(B, 40.0))   # mass beyond |z| = 40 negligible
        rhs += abs(c) * i**4 / dfact(i) * sum(B**(i - 2 * j) * i**(2 * j) / math.factorial(j) for j in range(i // 2 + 1)) \
            * t**(i - 1) * math.sqrt(t * t + 1)
    return lhs, rhs

print("p'_i: closed form vs direct 2-d quadrature, and Lemma D.2.2's claimed lower bound t^{1-i}(i-1)!!/(100 i^2 sqrt(t^2+1)):")
for i in (1, 2, 3, 4):
    for t in (0.5, 3.0, 100.0):
        p, pd = pprime(i, t), pprime_direct(i, t)
        lb = t**(1 - i) * dfact(i - 1) / (100 * i * i * math.sqrt(t * t + 1))
        print(f"  i={i} t={t:6}: p'={p:.6e} direct={pd:.6e}  |p'|/claimed_lb={abs(p)/lb:.3g}")
print("(D.36) first step, phi(z) = z + z^2, eps = 1e-2:")
for t in (0.01, 0.1, 1.0, 10.0, 1e2, 1e3, 1e4, 1e5, 1e6):
    l, r = sides([0.0, 1.0, 1.0], t, 1e-2)
    print(f"  t={t:8.2g}: lhs={l:.4e}  shape={r:.4e}  ratio={l/r:.4g}")
