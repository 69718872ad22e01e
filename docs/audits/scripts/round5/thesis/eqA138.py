"""Audit thesis.ch2.eqA.138: seed 003 L3297-L3307. alpha_# = 1 - alpha_* - alpha_nd (Def. A.2.2 (5)). Exact Fractions, B -> inf (r -> 0)."""
from fractions import Fraction as F
import math
def a137(as_, sig, tau, delta, and_, r):
    ec = math.exp(-(delta + tau)); ah = 1 - as_ - and_
    return ec * (1 - sig - tau) * (as_ - r - sig - tau), r + ah
def a138_thr(sig, tau, delta, and_):
    return (1 - and_) / (1 + (1 - (tau + sig)) * math.exp(-(delta + tau)))
def a137_thr(sig, tau, delta, and_):   # solve (A.137) at r = 0 for alpha_*
    s = sig + tau; ec = math.exp(-(delta + tau))
    return (1 - and_ + s * (1 - s) * ec) / (1 + (1 - s) * ec)
sig, tau, delta, and_ = 0.3, 0.0, 0.0, 0.0
as_ = 0.6
print("(A.138) threshold:", a138_thr(sig, tau, delta, and_), " alpha_* =", as_, "meets it:", as_ >= a138_thr(sig, tau, delta, and_))
for r in [0.0, 1e-3, 0.1]:
    l, rr = a137(as_, sig, tau, delta, and_, r)
    print(f"  sqrt(logB/B)={r}: (A.137) lhs={l:.6f} rhs={rr:.6f} holds={l >= rr}")
print("least alpha_* for (A.137) at B->inf:", a137_thr(sig, tau, delta, and_))
# sigma = tau = 0: thresholds coincide?
print("sigma=tau=0:", a138_thr(0, 0, 0.5, 0.1), a137_thr(0, 0, 0.5, 0.1))
