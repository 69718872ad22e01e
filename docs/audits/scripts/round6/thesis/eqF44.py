"""Audit thesis.ch7.eqF.44 (seed 003 L9509-L9511; (7.11) L2110: delta orthogonal to M' only, ||delta|| <= sqrt2/2;
L9517 mu'_j in span of TRR patterns; M' <= M). Own model from eqF18.py (prompts (7.1), model (7.2), PE in the first block
outside span(mu)); SGD (F.1) with iid prompts; measure (delta; 0)^T (W^(T) - W^(0)) p~_query for a testing query."""
import numpy as np
from eqF18 import build, grad

for M, K, l, alpha in [(2, 1, 4, 0.5), (3, 2, 4, 0.5)]:
    prompts, dx, D = build(M, K, l, alpha)
    rng = np.random.default_rng(1)
    W0 = 0.01 * rng.normal(size=(D, D)); W = W0.copy()
    eta, B, T = 0.5, 4, 20
    for _ in range(T):
        idx = rng.integers(len(prompts), size=B)
        W -= eta * np.mean([grad(W, *prompts[i][:3], dx) for i in idx], axis=0)
    dW = W - W0
    mu1 = np.eye(dx)[0]                                  # M' = 1: mu'_1 = mu_1 (lambda = 1)
    c1 = np.zeros(D); c1[M] = 1.0                        # c_1 (first block, coordinate M), as in eqF18.build
    q = np.concatenate([mu1, np.zeros(dx)]) + c1         # testing query p~_query (step 1)
    for name, dvec in [("delta along TRR mu_2 (orthogonal to M')", np.sqrt(0.5) * np.eye(dx)[1])]:
        val = np.concatenate([dvec, np.zeros(dx)]) @ dW @ q
        print(f"M={M} K={K}: {name}: (delta;0)^T (W^(T)-W^(0)) p~_query = {val:.4e}")
    if dx > M + K - 1 and M >= 3:
        pass
    # delta orthogonal to all TRR patterns and to the PE: only possible with a spare coordinate; in this embedding the
    # first block is span(mu) + span(c), so such delta is 0 here: check the update has no component outside that span
    print(f"   max |dW| entry {np.abs(dW).max():.3e}; rows of dW outside span(mu, c, label block) are identically zero:",
          bool(np.all(dW[M + K:dx] == 0)) if dx > M + K else "n/a (no spare coordinate)")
