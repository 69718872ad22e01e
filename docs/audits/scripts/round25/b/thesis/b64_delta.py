# delta_{z_m} = max_n |N_{z_m}^n| on my b64_fixedT graphs, and the (3.9) first term (1 + delta^2) log N/(1 - 2 epsS (1 - gamma_d) - sigma)^2
import sys, math, numpy as np
sys.argv = sys.argv[:1]
from b64_fixedT import build
for N in (4800, 48000):
    g = build(N, 0.45, 0)
    sizes = np.diff(g['A2'].indptr)
    dz = sizes.max(); epsS = 0.47; sigma = 0.0
    need = (1 + dz**2) * math.log(N) / (1 - 2 * epsS * 0.6 - sigma)**2
    print('N = %d: max |N_2| = %d (mean %.0f); (3.9) first term (constant 1, eps_S 0.47, sigma 0) = %.3g vs |L| = 0.8 N = %d; N needed ~ %.3g (if delta stays)' % (N, dz, sizes.mean(), need, 0.8 * N, need / 0.8))
