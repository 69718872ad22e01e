# Audit (b) of thesis.ch2.eqA.188: Pr(W_O(i) V > 0) vs spherical cap fraction of colatitude phi = pi/2 - sigma - tau
import numpy as np
from scipy.special import betainc
rng = np.random.default_rng(7)
for ma, st in [(3, 0.1), (10, 0.1), (50, 0.02)]:
    V = rng.standard_normal(ma)            # any fixed nonzero V_{l,n}(0) (independent of W_O)
    W = rng.standard_normal((400000, ma))  # W_O(i,:)^(0) ~ N(0, xi^2/m_a I), scale irrelevant
    p = np.mean(W @ V > 0)
    phi = np.pi/2 - st
    cap = 0.5*betainc((ma-1)/2, 0.5, np.sin(phi)**2)   # Eq. 1 of the cited cap formula, phi <= pi/2
    # direct Monte Carlo of the cap fraction: angle to V below phi
    ang = np.arccos((W @ V)/np.linalg.norm(W, axis=1)/np.linalg.norm(V))
    capmc = np.mean(ang <= phi)
    ratio_printed = betainc((ma-1)/2, 0.5, np.sin(phi)**2)  # (A.189) right-most member drops the 1/2
    print(f"m_a={ma} sigma+tau={st}: Pr(lucky)={p:.4f} (exact 1/2); cap(phi) formula={cap:.4f}, MC cap={capmc:.4f}; (A.189) last member={ratio_printed:.4f}")
