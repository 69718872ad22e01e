"""Auditor A r18: thesis (E.95) at fixed delta = 0.2 (inside 'delta = Theta(1)', Remark 6.4.2) along M1 (own model: eqE95_whp.py's run()).
Sizes scaled as the E79 family: M2 = 2 M1, beta = 2, alpha = 0.8, eta = 0.9, m = ceil(3.6 M1^2 log M1), B = ceil(8.1 M1 log M1), l = 18.
Reports, at zero training loss, the least admissible value (min over the cap of beta^2 (k^T Q k - K'||Q_mn^T k||)) and the value at the
uniform k = 1/sqrt(M1), against sqrt(log M1); and the row sums of the trained mu-block update (W_Q - W_Q^(0))[:M1,:M1] 1."""
import math, sys
import numpy as np
from eqE95_whp import run
for M1 in [int(a) for a in sys.argv[1:]]:
    m = math.ceil(3.6 * M1**2 * math.log(M1)); B = math.ceil(8.1 * M1 * math.log(M1))
    T, zero, hmin, hmax, k = run(5, 0.2, M1=M1, M2=2 * M1, m=m, B=B, max_steps=3000)
    print(f"M1={M1} m={m} B={B}: steps={T} zero-loss={zero} least value={hmin:.4f} (k*={np.round(k,3)}) delta beta^2=0.8 sqrt(log M1)={math.sqrt(math.log(M1)):.3f} ratio={hmin/math.sqrt(math.log(M1)):.3f}", flush=True)
