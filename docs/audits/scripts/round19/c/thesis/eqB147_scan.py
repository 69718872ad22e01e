import sys, numpy as np
from eqB147 import run
for B in (64, 256, 512):
    for seed in (0, 1):
        res = run(seed, B=B, T=10)
        line = []
        for (t, K, lhs, cnt, L) in res:
            r = np.array([x / K for x, c in zip(lhs, cnt) if c > 0])
            line.append(f"t{t}:K={K:.1e} r[{r.min():+.2f},{r.max():+.2f}] neg{np.sum(r<0)}/{len(r)}")
        print(f"B={B} seed={seed} loss_end={res[-1][4]:.3f}: " + ' '.join(line), flush=True)
