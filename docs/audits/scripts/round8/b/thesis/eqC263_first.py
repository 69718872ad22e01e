# Auditor B: thesis (C.263) L6543 first '<~': ||Q^_2 - Q_2|| <~ delta_1^2(W*) tau^4 D_2 sqrt(d log n/n) (scale-free right side).
# Model (4.1): binary y ~ Bernoulli(phi(w x)), x ~ GMM with L = 2 identical components N(0, s^2) (tau = 1, D_2 = 1), d = K = 1,
# w = 1 (delta_1 = 1). S_2(x) = (x^2/s^4 - 1/s^2). Median over 400 draws of |Q^_2 - Q_2| at n = 100; Q_2 by quadrature.
import numpy as np
from scipy import integrate
from scipy.stats import norm
rng=np.random.default_rng(0); n=100; w=1.0
for s in [1.0,0.1,0.01,0.001]:
    phi=lambda x: 1/(1+np.exp(-w*x))
    Q2=integrate.quad(lambda x: norm.pdf(x,0,s)*phi(x)*(x**2/s**4-1/s**2),-40*s,40*s,limit=200)[0]
    x=rng.normal(0,s,(400,n)); y=rng.random((400,n))<phi(x)
    err=np.median(np.abs((y*(x**2/s**4-1/s**2)).mean(1)-Q2))
    shape=np.sqrt(np.log(n)/n)
    print(f"s={s}: median |Q^_2-Q_2| = {err:.4g}; shape {shape:.4f}; ratio {err/shape:.4g}")
