# Auditor A r28: factrecall Theorem 6, S = 17 split 9/8 (the superseding crossing): fine alpha scan near the top of (0, 1/3].
import numpy as np
from thm6_general import split_task
task = split_task(9, 8)
best = (1, None)
for a in list(np.linspace(0.2, 0.33, 27)) + [0.331, 0.332, 0.3330, 0.3333, 1/3 - 1e-6]:
    h, te, tb = task.H1(a, grid=6000)
    if h is None: print(f"alpha={a:.7f}: window empty"); continue
    print(f"alpha={a:.7f}: window closes t={te:.4f}  H1={h:.6e} at t={tb:.4f}")
    if h < best[0]: best = (h, a)
print(f"least H1 on this scan: {best[0]:.6e} at alpha = {best[1]:.7f}")
