"""(E.189) L8935-L8940: eta (1/B) sum dl/dW_O(i) = eta (1/B) sum (-z^n) a_i 1[W_O(i) V^n >= 0] V^n, l = max{0, 1 - z F}.
Own model; train with SGD until prompts of a batch reach margin z F >= 1, then compare autograd with the printed side."""
import sys, numpy as np, torch
sys.path.insert(0, '/work/audit/r14B/thesis')
from ch6model import *

c = Cfg(M1=3, M2=2, dy=2, beta=3.0, alpha=0.9, l=12, m=27, B=30, seed=1)
rng = np.random.default_rng(1)
W, a = init(c, rng)
W = [w.requires_grad_(True) for w in W]
for t in range(301):
    P, z = sample(c, rng, c.B)
    L = hinge(c, W, a, P, z)
    for w in W: w.grad = None
    L.backward()
    with torch.no_grad():
        V = V_of(c, W, P); h = V @ W[3].T; F = torch.relu(h) @ a
        printed = c.eta * ((-z[:, None] * a[None, :] * (h >= 0).double()).T @ V) / c.B
        act = (z * F < 1).double()
        corrected = c.eta * ((-(z * act)[:, None] * a[None, :] * (h >= 0).double()).T @ V) / c.B
        G = c.eta * W[3].grad
        if t in (0, 5, 20, 50, 100, 200, 300):
            print(f"t={t:3d} loss={float(L):.4f} frac zF<1={float(act.mean()):.2f} max|G-printed|={float((G-printed).abs().max()):.3e}"
                  f" max|G-corrected|={float((G-corrected).abs().max()):.1e} max|printed|={float(printed.abs().max()):.3e}")
        for w in W: w -= c.eta * w.grad
