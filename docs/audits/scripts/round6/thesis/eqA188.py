"""Audit thesis.ch2.eqA.188 (seed 003 L3516-L3526; lucky set (A.8) L2695: {i: W_O(i)^(0) V > 0}). Exact: P = 1/2 by
symmetry; cap fraction of colatitude phi on S^{m_a-1} = (1/2) I_{sin^2 phi}((m_a-1)/2, 1/2) for phi <= pi/2
(Li 2011, the thesis' [259]); Monte Carlo check of both."""
import numpy as np
from scipy.special import betainc
rng = np.random.default_rng(0)
for ma in [3, 4, 10]:
    for st in [0.1, 0.3]:
        phi = np.pi / 2 - st
        cap = 0.5 * betainc((ma - 1) / 2, 0.5, np.sin(phi) ** 2)
        W = rng.normal(size=(200000, ma)); V = rng.normal(size=ma)
        ang = np.arccos(W @ V / np.linalg.norm(W, axis=1) / np.linalg.norm(V))
        print(f"m_a={ma} sigma+tau={st}: P(W_O V > 0) MC = {np.mean(W @ V > 0):.4f} (exact 1/2); cap(pi/2 - sigma - tau)"
              f" formula = {cap:.4f}, MC fraction with angle <= phi = {np.mean(ang <= phi):.4f}")
