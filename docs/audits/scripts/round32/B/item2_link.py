# (F.46) last link: c0*log(K/eps) - eps  >=?  c*log(K/eps)  with c>0 uniform over the domain.
# ratio r(K,eps) = (c0*log(K/eps)-eps)/log(K/eps) = c0 - eps/log(K/eps); the link's Omega half holds iff inf r > 0.
import numpy as np
from scipy.optimize import brentq
eps01 = np.concatenate([np.logspace(-12,-1,200), np.linspace(0.1,1-1e-12,2000)])
print("inf over eps in (0,1) of r = c0 - sup eps/log(K/eps)  (sup attained as eps->1: 1/log K)")
print(" K   sup_eps<1 eps/log(K/eps)   c0=0.5     c0=1      c0=1/ln2   c0=2")
for K in [1,2,3,5,10,100]:
    with np.errstate(divide='ignore'):
        q = eps01/np.log(K/eps01)
    sup = np.inf if K==1 else q.max()
    row = f"{K:3d}   {sup:12.4f}            " + "  ".join(f"{c0-sup:+8.3f}" for c0 in [0.5,1,1/np.log(2),2])
    print(row)
print()
print("middle member c0*log(K/eps)-eps at eps=1-1e-9 (K=1: ->-1) and zero crossing eps* (middle<=0 for eps>=eps*), c0=1:")
for K in [1,2,3]:
    m = np.log(K/(1-1e-9)) - (1-1e-9)
    f = lambda e: np.log(K/e)-e
    z = brentq(f,1e-9,K) 
    print(f"  K={K}: middle(eps->1)={m:+.4f}; eps*={z:.4f}")
print()
print("Printed Theorem 3 domain is 'for any eps>0' (L2139): sup over eps in (0,K) of eps/log(K/eps) = +inf (eps->K^-):")
for K in [2,3,10]:
    for e in [0.9*K,0.99*K,0.999*K]:
        print(f"  K={K} eps={e:.4g}: eps/log(K/eps)={e/np.log(K/e):.4g}")
print()
print("Reading 'eps small enough': for eps<=eps0, K>=1: r >= c0 - eps0/log(1/eps0):")
for e0 in [0.5,0.1,0.01]:
    print(f"  eps0={e0}: c0 - {e0/np.log(1/e0):.4f}  (positive for c0 > that)")
