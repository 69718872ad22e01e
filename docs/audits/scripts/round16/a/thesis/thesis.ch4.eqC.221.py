#!/usr/bin/env python3
"""Auditor A, round 16: thesis (seed 003) (C.221) L6331, last '<=' of Lemma C.5.1's proof:
C13 sqrt(K S) sqrt(d log n/n) + (1/n) sum_i ||nu_i||_F <= C13 sqrt(K S) sqrt(d log n/n)(1 + xi), S = sum_l lambda_l(||mu_l|| + ||Sigma_l^1/2||)^2,
nu_i in R^{d x K} i.i.d. zero-mean entries bounded by xi (L5052). Equivalent: (1/n) sum ||nu_i||_F <= C13 sqrt(K S d log n/n) xi.
Own numpy: entries uniform on [-xi, xi] and +-xi signs."""
import math

import numpy as np

rng = np.random.default_rng(0)
d, K, xi, S = 3, 2, 0.5, 1.0
for n in (10**3, 10**4, 10**5, 10**6):
    for law in ("uniform", "sign"):
        if law == "uniform":
            tot = 0.0
            for c in range(0, n, 200000):
                m = min(200000, n - c)
                tot += np.linalg.norm(rng.uniform(-xi, xi, size=(m, d * K)), axis=1).sum()
            avg = tot / n
        else:
            avg = xi * math.sqrt(d * K)      # every draw has ||nu||_F = xi sqrt(dK)
        shape = math.sqrt(K * S * d * math.log(n) / n) * xi
        mean_norm = np.linalg.norm(rng.uniform(-xi, xi, size=(n if n <= 10**5 else 10**5, d * K)).mean(0)) if law == "uniform" else float("nan")
        print(f"n={n:8d} {law:7s}: (1/n) sum ||nu_i||_F = {avg:.4f}; sqrt(KS d log n/n) xi = {shape:.5f}; ratio = {avg / shape:8.2f}"
              + (f"; ||(1/n) sum nu_i|| = {mean_norm:.5f} (n capped at 1e5)" if law == "uniform" else ""))
