import sys; sys.argv = sys.argv[:1]
from ch2_claim2_train import run, detail
import numpy as np, torch
for c in [dict(N=40, m=128, eta=1.0, seed=0), dict(N=40, m=128, eta=0.1, seed=0), dict(N=400, m=1280, eta=1.0, seed=1), dict(N=2000, m=1280, eta=0.3, seed=3)]:
    res = run(**c); print('==', c, 'T*=', res['Tstar']); detail(res)
    # cumulative: attention mass on S1 for y=+1, l in S1, at t=0 vs T*
