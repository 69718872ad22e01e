import numpy as np, sys
sys.path.insert(0, '.')
from ch7_model import *
S = Setup(M=3, K=2, l=6, alpha=0.8, eta=0.9, xi=0.3)
keys, mask, qry, lab, star = S.population()
print('population prompts', keys.shape, 'tasks', S.tasks)
W = S.W0
L0, G = loss_grad(W, keys, mask, qry, lab, S.dx)
rng = np.random.default_rng(1); err = 0
for _ in range(20):
    i, j = rng.integers(S.D, size=2); h = 1e-6
    Wp = W.copy(); Wp[i, j] += h; Wm = W.copy(); Wm[i, j] -= h
    fd = (loss_grad(Wp, keys, mask, qry, lab, S.dx)[0] - loss_grad(Wm, keys, mask, qry, lab, S.dx)[0]) / (2 * h)
    err = max(err, abs(fd - G[i, j]))
print('max fd error', err)
