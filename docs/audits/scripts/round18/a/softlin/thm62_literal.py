"""Auditor A r18: softlin Theorem 6.2 (seed 001 L315): 'with high probability 1 - delta/poly(n): F_exp(A1) > 0, F_exp(A1) = 0'.
For one real number F the event {F > 0 and F = 0} is empty, whatever the model: probability 0 < 1 - delta/poly(n)."""
import numpy as np
rng = np.random.default_rng(0)
F = np.maximum(rng.standard_normal(10**6), 0)    # any values phi(.) >= 0 can take, incl. exact zeros
print("share with F > 0 and F == 0:", np.mean((F > 0) & (F == 0)))
