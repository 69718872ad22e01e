# Auditor D: attention cannot amplify the label signal of a non-discriminative node beyond O(1 - 2 eps_S).
# Mirrored pair n+, n- (same own pattern, dist-1 counts (P, Q) of (mu_1, mu_2) vs (Q, P), common neutral mass A):
# w1(+) - w1(-) = x(P-Q)((P+Q)y + A)/((Px+Qy+A)(Qx+Py+A)), x = e^{s1}, y = e^{s2}. Maximise over x, y, A >= 0.
import numpy as np
from scipy.optimize import minimize
for eps in [0.1, 0.3, 0.4, 0.45, 0.475, 0.49]:
    P, Q = 1-eps, eps
    def neg(z):
        x, y, A = np.exp(z)
        d1 = x*(P-Q)*((P+Q)*y + A)/((P*x+Q*y+A)*(Q*x+P*y+A))
        d2 = y*(P-Q)*((P+Q)*x + A)/((P*x+Q*y+A)*(Q*x+P*y+A))   # |w2(+) - w2(-)| by symmetry
        return -np.hypot(d1, d2)
    best = min((minimize(neg, z0, method='Nelder-Mead') for z0 in np.random.default_rng(0).normal(0, 3, (40, 3))), key=lambda r: r.fun)
    print(f"eps={eps}: max ||u+ - u-|| over (s1,s2,A) = {-best.fun:.4f}; (1-2eps) = {1-2*eps:.4f}; ratio {-best.fun/(1-2*eps):.3f}; sqrt2*(sqrtP-sqrtQ)/(sqrtP+sqrtQ) = {np.sqrt(2)*(np.sqrt(P)-np.sqrt(Q))/(np.sqrt(P)+np.sqrt(Q)):.4f}")
