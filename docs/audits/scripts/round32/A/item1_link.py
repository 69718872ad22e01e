# Item 1: does c0*log(K/eps) - eps >= c*log(K/eps) with a uniform c>0 ?
import numpy as np
eps = np.array([1e-6,1e-3,0.1,0.5,0.9,0.99,0.999999])
print("g(K,eps,c0) = c0*log(K/eps) - eps ; ratio = g/log(K/eps)")
for K in [1,2,3,10]:
    for c0 in [0.5,1.0,1/np.log(2),2.0]:
        L = np.log(K/eps); g = c0*L - eps
        print(f"K={K:2d} c0={c0:.4f} inf ratio over eps in(0,1) ~ {np.min(g/L):+.4f}   g at eps->1: {c0*np.log(K)-1:+.4f}")
# analytic: for K>=2, eps<1: log(K/eps)>log2, so g/L >= c0 - eps/L > c0 - 1/log2; inf (eps->1,K=2) = c0 - 1/log 2
print("1/ln2 =", 1/np.log(2))
