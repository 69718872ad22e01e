"""Audit note chenli.display.lemma7.5-eq121 ((121) L2511): P[not C] <= exp(-Omega(-beta m r_Theta)).

As printed the right side is exp(+c beta m r) >= 1 for every c > 0: holds vacuously.
Reading 'sign slip' exp(-c beta m r): not C = {ratio > 1 + beta}, ratio = mean of N = m r iid Y = S^2/s on the
block/Hadamard heads of lemma7.3-hw-rate.py (law checked there by enumeration). One-sided Cramer rate I(beta) ~
beta^2/(2 Var Y); the needed c ~ I/beta -> 0.
"""
from math import comb, log

import numpy as np
from scipy.optimize import minimize_scalar

for s in [2, 4, 1000]:
    ys = np.array([(2 * j - s) ** 2 / s for j in range(s + 1)])
    ps = np.array([comb(s, j) / 2**s for j in range(s + 1)])
    for beta in [0.1, 0.01, 0.001]:
        f = lambda th: -(th * (1 + beta) - log(np.sum(ps * np.exp(th * ys))))
        res = minimize_scalar(f, bounds=(0, 0.4), method="bounded")
        I = -res.fun
        assert np.exp(1e-9 * beta * 1e6) >= 1  # printed side >= 1 >= any probability
        print(f"s={s} beta={beta}: rate I={I:.3e}, needed c (reading) ~ I/beta = {I/beta:.3e}")
