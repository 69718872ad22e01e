"""Audit thesis.ch4.eqC.256 (seed 003 L6521): ||Q^_3(I,I,alpha) - Q_3(I,I,alpha)|| <= delta_1(W*)^2 tau^6 sqrt(D_2 D_4)
sqrt(d log n/n) w.p. >= 1 - 2n^{-Omega(.)}. d = K = 1, w* = 1 (delta_1 = 1), y = sigmoid(x), x ~ N(0, s^2) (tau = 1,
D_m = 1), alpha = 1; third score S_3(x) = He_3(x/s)/s^3. Q_3 by Gauss-Hermite quadrature; median over 400 n-samples."""
import numpy as np
from numpy.polynomial.hermite_e import hermegauss
sig = lambda u: 1 / (1 + np.exp(-u)); He3 = lambda z: z ** 3 - 3 * z
zq, wq = hermegauss(80); wq = wq / wq.sum()
rng = np.random.default_rng(0); n = 100
for s in (1.0, 0.1, 0.01):
    Q3 = np.sum(wq * sig(s * zq) * He3(zq)) / s ** 3
    z = rng.normal(size=(400, n)); est = (sig(s * z) * He3(z)).mean(1) / s ** 3
    med = np.median(np.abs(est - Q3)); rhs = np.sqrt(np.log(n) / n)
    print(f"s={s}: Q_3={Q3:.4g}  median |Q^_3 - Q_3| = {med:.4g}  printed side = {rhs:.4g}  ratio = {med/rhs:.3g}")
