"""Audit thesis.ch3.eqB.33: V_i(t) >= -1/sqrt(B a), a = sqrt(m), unlucky neuron.
Model: V_i = (1/B) sum_n eps_n r / a, eps_n Rademacher (labels balanced, Pr(y=+-1)=1/2), r = 1 (the
largest term allowed by |x_s^T x_j| <= 1 and |a_i| = 1/sqrt(m)). Exact binomial lower tails in log space."""
import numpy as np
from math import lgamma, log, sqrt, exp
from fractions import Fraction
from scipy.special import logsumexp

def logpmf(B):
    k = np.arange(B + 1)  # k = number of +1 labels, S = 2k - B
    lg = np.array([lgamma(B + 1) - lgamma(i + 1) - lgamma(B - i + 1) for i in k]) - B * log(2)
    return k, lg

def quantile_S(B, logdelta):
    """largest s such that P(S <= s) <= delta ... returns the delta-lower quantile (smallest s with cdf > delta)"""
    k, lg = logpmf(B)
    cum = np.logaddexp.accumulate(lg)
    idx = np.argmax(cum > logdelta)
    return 2 * k[idx] - B

def pfail(B, a):
    """P(V_i < -1/sqrt(B a)) = P(S < -sqrt(B a))"""
    k, lg = logpmf(B)
    S = 2 * k - B
    mask = S < -sqrt(B * a)
    return exp(logsumexp(lg[mask])) if mask.any() else 0.0

# smallest instance: B = 2, integer m = 3 >= M^2 log N = 4 ln 2 = 2.77
for m in (4 * log(2), 3):
    a = sqrt(m)
    print(f"B=2 m={m:.3f}: -1/a={-1/a:.4f} vs -1/sqrt(2a)={-1/sqrt(2*a):.4f}; P(fail)={pfail(2, a)}")
# helper's path: delta = N^-10, B = min(N, 1e5), m = c * 4 ln N
for c in (1, 100):
    for N in (1e2, 1e5, 1e12, 1e29):
        B = int(min(N, 1e5)); m = c * 4 * log(N); a = sqrt(m)
        s = quantile_S(B, -10 * log(N))
        lhs = -s / (B * a); rhs = 1 / sqrt(B * a)
        print(f"c={c} N={N:.0e} B={B} m={m:.1f}: |quantile|={lhs:.3e} bound={rhs:.3e} ratio={lhs/rhs:.2f}  P(fail at any level)={pfail(B,a):.3e}")
# constant-level reading: P(fail) per neuron as m grows at B = 1e4
for m in (10, 100, 1e3, 1e4, 1e5):
    print(f"B=1e4 m={m:g}: P(V_i < -1/sqrt(Ba)) = {pfail(10000, sqrt(m)):.3e}")
