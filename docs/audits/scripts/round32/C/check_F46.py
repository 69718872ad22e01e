# Referee C: (F.46) link  c0*log(K/eps) - eps >= c*log(K/eps) uniformly over K>=2, eps in (0,1)?
import numpy as np
L2 = np.log(2.0)
print("1/log2 =", 1/L2)
# ratio r(K,eps) = c0 - eps/log(K/eps); worst case K=2, eps->1
for c0 in [0.5, 1.0, 1/L2, 2.0]:
    K = np.arange(2, 2001)[:, None].astype(float)
    eps = np.linspace(1e-6, 1 - 1e-9, 20001)[None, :]
    r = c0 - eps / np.log(K / eps)
    i, j = np.unravel_index(np.argmin(r), r.shape)
    print(f"c0={c0:.4f}: min ratio over grid = {r.min():+.5f} at K={K[i,0]:.0f}, eps={eps[0,j]:.6f};"
          f" limit c0-1/log2 = {c0-1/L2:+.5f}")
print("\nmiddle member log(K/eps)-eps at c0=1:")
for K, e in [(2, 0.5), (2, 0.9), (2, 0.99), (2, 0.999999), (3, 0.99), (10, 0.99), (2, 0.1), (2, 0.01)]:
    m = np.log(K / e) - e
    print(f"K={K:3d} eps={e:<9} log(K/eps)={np.log(K/e):.5f}  middle={m:+.5f}  ratio={m/np.log(K/e):+.5f}")
print("\n'eps small enough' reading, c0=1: uniform constant c = 1 - eps0/log(2/eps0) over K>=2, eps<=eps0")
for e0 in [0.5, 0.25, 0.1, 0.01]:
    print(f"eps0={e0}: c = {1 - e0/np.log(2/e0):.5f}")
a, b = 0.5, 1.0
for _ in range(100):
    m = (a+b)/2
    if m - np.log(2/m) < 0: a = m
    else: b = m
print("c0=1, K=2: middle member log(2/eps)-eps < 0 for eps > eps* =", round(m, 6))
