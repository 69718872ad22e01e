"""Auditor B r28: how large an absolute constant C rescues (A.197) under the reading E[theta|lucky]:
P(|mean_lucky theta - E[theta|lucky]| > C sqrt(log N/m)) <= N^-10 ?  saddle point at n = m/2 plus MC at N=2."""
import numpy as np
from a197_confidence import log_tail_LR, mc, wilson
for C in (2.0, 2.5, 3.0):
    for ma in (3, 4, 10):
        row = []
        for N in (2, 4, 100, 10**4, 10**8):
            m = int(100 * (ma - 1) ** 2 * np.log(N))
            t = C * np.sqrt(np.log(N) / m)
            lp = log_tail_LR(ma, m // 2, t)
            row.append(f"N={N:.0e}: {lp/np.log(N):+.2f}")
        print(f"C={C} m_a={ma}: log P/log N (must be <= -10):", "  ".join(row))
# MC check at N=2, constant C: rates vs 1/1024 (n random, not fixed at m/2)
import a197_confidence as A
for C in (2.5, 3.0):
    for ma in (3, 4):
        m = 400
        N = 2
        mu = A.lucky_moments(ma)[0]
        T = 100000
        a = (ma - 1) / 2
        u = 2 * A.rng.beta(a, a, size=(T, m)) - 1
        th = np.arccos(u); L = u > 0
        mean = (th * L).sum(1) / L.sum(1)
        f = int(np.sum(np.abs(mean - mu) > C * np.sqrt(np.log(N) / m)))
        print(f"MC C={C} m_a={ma} N=2 m=400: fail {f}/{T} = {f/T:.2e}  CI {wilson(f, T)}  vs 2^-10={2**-10:.2e}")
