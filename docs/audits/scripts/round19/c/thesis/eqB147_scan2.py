import sys, numpy as np
from eqB147 import run
cfgs = [dict(B=512, T=6, seeds=range(2, 6)), dict(B=512, T=6, m=400, seeds=[0]), dict(B=512, T=6, sample='whole', seeds=[0, 1]),
        dict(B=512, T=6, eta=0.01, seeds=[0])]
for cfg in cfgs:
    for seed in cfg.pop('seeds'):
        res = run(seed, **cfg)
        line = []
        for (t, K, lhs, cnt, L) in res:
            r = np.array([x / K for x, c in zip(lhs, cnt) if c > 0])
            line.append(f"t{t}:K={K:.1e} r[{r.min():+.2f},{r.max():+.2f}]")
        print(cfg, f"seed={seed}: " + ' '.join(line), flush=True)
