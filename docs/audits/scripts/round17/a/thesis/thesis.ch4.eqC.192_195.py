"""Audit of thesis.ch4.eqC.192 (seed 003 L6181-L6187, end of (C.192)) and thesis.ch4.eqC.195-tail (L6189-L6193). Own code.
d = 2, K = 1, W = W* = e_1, v = e_2: Hess l = phi'(w^T x) x x^T (cross-entropy (4.3), both labels), G = phi'(x_1) x_2^2 - E[.].
Groups N(0, I_2) (1 - eps) and N(0, diag(1, M^2)) (eps), means 0; S = (1 - eps) + eps M^2.
(C.192) E exp(theta G) <= 1 + C9 |e theta|^2 S^2 for theta <= 27/(4e) S: exact via the chi^2_1 mgf E exp(a z^2) = (1 - 2a)^{-1/2}.
(C.195) P((1/n) sum G_i >= t/6) <= exp(max{-C10 n t^2/(144 S^2), -C11 n S t}); lower bound: if one sample has phi' x_2^2 >= n(t/6 + mean)
then the average >= t/6 (G >= -mean), so P >= 1 - (1 - p1)^n."""
import math
import numpy as np
from scipy import integrate
from scipy.stats import norm

dphi = lambda x: (lambda q: q * (1 - q))(1 / (1 + math.exp(-x)))
Edp = integrate.quad(lambda x: norm.pdf(x) * dphi(x), -40, 40)[0]
print("(C.192): theta = eps (inside 27/(4e) S ~ 4.97 and the corrected 27/(8e S) ~ 0.62), M = eps^-1/2:")
for eps in (1e-1, 1e-2, 1e-3, 1e-4):
    M = eps**-0.5; S = (1 - eps) + eps * M * M; th = eps
    mean = Edp * ((1 - eps) + eps * M * M)
    mgf = sum(lam * integrate.quad(lambda x: norm.pdf(x) * (1 - 2 * th * dphi(x) * s2)**-0.5, -40, 40)[0]
              for lam, s2 in ((1 - eps, 1.0), (eps, M * M)))
    val = math.exp(-th * mean) * mgf - 1
    print(f"  eps={eps:g}: S={S:.4f}, theta={th:g}: (E exp(theta G) - 1)/(e^2 theta^2 S^2) = {val/(math.e**2*th*th*S*S):.4g}")
print("(C.195): eps = n^-2, M = n, t = 1: -log P (upper bound) vs min{n t^2/(144 S^2), n S t}:")
for n in (1e2, 1e3, 1e4, 1e5, 1e6):
    eps = n**-2; M = n; t = 1.0; S = (1 - eps) + eps * M * M
    mean = Edp * S; c = n * (t / 6 + mean)
    p1 = sum(lam * integrate.quad(lambda x: norm.pdf(x) * 2 * norm.sf(math.sqrt(c / max(dphi(x) * s2, 1e-300))), -40, 40, limit=200)[0]
             for lam, s2 in ((1 - eps, 1.0), (eps, M * M)))
    logP = math.log(-math.expm1(n * math.log1p(-p1)))
    shape = min(n * t * t / (144 * S * S), n * S * t)
    print(f"  n={n:.0e}: P >= {math.exp(logP):.3e}, -log P <= {-logP:.3f}, shape {shape:.4g}, ratio {-logP/shape:.3g}")
