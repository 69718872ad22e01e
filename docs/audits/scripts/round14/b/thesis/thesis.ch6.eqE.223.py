"""(E.223) L9100-L9102: for i in W_n, W_O(i)^(0) . eta (1/B) sum_{n' in B_0} (+z^n') a_i 1[W_O(i) V^n'(0) >= 0] V^n'(0) > 0.
Own model (ch6model.py). V^n per (E.223)/(E.30) (s = 1..l+1) and per (6.2) (s = 1..l); W_n per (E.31)."""
import sys, numpy as np, torch
sys.path.insert(0, '/work/audit/r14B/thesis')
from ch6model import *

def run(M1, M2, m, B, l, alpha, seed, with_query, qnorm=1.0):
    c = Cfg(M1=M1, M2=M2, dy=2, beta=3.0, qnorm=qnorm, alpha=alpha, l=l, m=m, B=B, seed=seed)
    rng = np.random.default_rng(seed)
    W, a = init(c, rng); P, z = sample(c, rng, B)
    V = V_of(c, W, P, with_query)                      # (B, mb)
    WO = W[3]
    h = V @ WO.T                                       # (B, m)
    luckyx = (V[:, :c.dx] @ WO[:, :c.dx].T > 0) & (V[:, c.dx:c.D] @ WO[:, c.dx:c.D].T > 0)
    Wn = luckyx & (a > 0)[None, :]                     # (E.31), per prompt n
    upd = c.eta * ((z[:, None] * a[None, :] * (h >= 0).double()).T @ V) / B   # rows: the printed update of W_O(i)
    val = (WO * upd).sum(1)
    # the update itself by autograd (hinge active at init: check)
    Wg = [w.clone().requires_grad_(True) for w in W]
    L = hinge(c, Wg, a, P, z) if not with_query else None
    Fv = F_of(c, W, a, P); act = float((z * Fv < 1).double().mean())
    anyW = Wn.any(0); plusW = (Wn & (z > 0)[:, None]).any(0)
    v_all = val[anyW]; v_plus = val[plusW]
    out = dict(M1=M1, M2=M2, m=m, B=B, l=l, alpha=alpha, seed=seed, V=('E.30 s<=l+1' if with_query else '(6.2) s<=l'),
               hinge_active=act, nW=int(anyW.sum()), neg=int((v_all < 0).sum()), min=float(v_all.min()),
               max=float(v_all.max()), nWplus=int(plusW.sum()), negplus=int((v_plus < 0).sum()))
    if not with_query:
        L.backward(); g = -(c.eta * Wg[3].grad * WO).sum(1)
        out['max|printed - autograd|'] = float((g - val).abs().max())
    return out

if __name__ == '__main__':
    # hypotheses: m >~ M1^2 log M1 (m = 27 .. 2700 vs 9.9), B >= 10 M1 (>~ M1 log M1), l >= log M1/alpha and
    # 1/(beta^2 alpha), eta = 1 <= 1, delta = 0.2 in (0, 0.2], K = 0.5 <= 1/2, beta = 3 >= 1, alpha in (0,1], M2 = O(M1)
    for m in (27, 270, 2700):
        for seed in range(3):
            for wq in (True, False):
                print(run(3, 2, m, 30, 12, 0.9, seed, wq))
    print(run(3, 12, 270, 30, 12, 0.9, 5, True, qnorm=3.0))
