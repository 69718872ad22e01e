# details of the (A.161) crossings in the small configuration: per seed, t/T*, delta* = (1+Q)sum|K|||q_1(b)|| / ||q_1(t)||
# (the display's right side is > 0 for every admissible delta below delta*), actual initial key/query errors.
import numpy as np, torch
from ch2_A161 import analyse
from ch2_late import run
kw = dict(L=8, n1=3, n2=1, N=20, B=8, m=64, eta=0.1)
for s in range(16):
    Tstar, out = analyse(s, **kw)
    rec, _, _ = run(s, **kw)
    err = max(np.linalg.norm(rec[0]['q'][:, :5] - np.eye(10)[:, :5], axis=0).max(), np.linalg.norm(rec[0]['r'][:, :5] - np.eye(10)[:, :5], axis=0).max())
    cr = [(t, lhs, A / q1, h, act) for (t, lhs, A, q1, h, act) in out if lhs < 0 and A / q1 > err]
    if cr:
        best = max(cr, key=lambda c: c[2])
        print(f'seed {s}: T* = {Tstar}, initial key/query error {err:.3f}; {len(cr)} steps with LHS < 0 and delta* > error; '
              f't range {min(c[0] for c in cr)}-{max(c[0] for c in cr)}; largest delta* {best[2]:.3f} at t = {best[0]} (LHS {best[1]:.4f}, hinge {best[3]:.3f}, {best[4]} active of 8)')
    else:
        print(f'seed {s}: T* = {Tstar}, initial error {err:.3f}: none')
