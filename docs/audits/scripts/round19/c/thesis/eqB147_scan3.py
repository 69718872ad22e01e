import numpy as np
from eqB147 import run
for cfg in [dict(B=512, T=6, unit=True, sig=0.05), dict(B=512, T=6, unit=True, sig=0.05, eta=0.01)]:
    for seed in (0, 1, 2):
        res = run(seed, **cfg)
        line = []
        for (t, K, lhs, cnt, L) in res:
            r = np.array([x / K for x, c in zip(lhs, cnt) if c > 0])
            line.append(f"t{t}:K={K:.1e} r[{r.min():+.2f},{r.max():+.2f}]")
        print(cfg, f"seed={seed}: " + ' '.join(line), flush=True)
