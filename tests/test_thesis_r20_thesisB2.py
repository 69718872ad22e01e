"""Round 20 (thesisB2): second path of thesis.ch3.eqB.153-late and thesis.ch3.eqB.154-late on the own numpy graph
transformer of tests/gt_own.py (one-hot tokens, the whole distance-0/1/2 aggregation with one bias per distance, the
hand-written hinge gradient; own batches of 32 draws with replacement, eta = 0.5), sharing no code with the claims'
measures (models.graph_transformer's sampled aggregation, torch autograd).

The coordinates are recomputed here by numpy least squares from the own model's weights before and after a step:
C[p, l] the r_l(t) = W_Q^(t) e_l coordinate of W_K^(t+1) e_p - W_K^(t) e_p, Q(t) = C[0, 0] (the basis reading of
(B.151)); gamma_l = C[0, l] (l >= 2, 0-based), Q_e = C[0, 1]. (B.153) / (B.154) bound |gamma_l|, |Q_e| by Q(t) times
a batch average, so where Q(t) = 0 and a coordinate is not, no constant holds."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))


def test_b153_b154_late_key_coordinate_moves_with_Q_zero_own_model():
    """At a step whose batch holds a mu_1 node, while the all-node mean hinge is still >= 0.1, the mu_1 key's update
    has Q(t) = C[0, 0] = 0 (to 1e-12 of the update) but a cross coordinate C[0, l], l >= 1, above 1e-3 of the update
    (the mu_1 queries saturated, the mu_1 key still sits in active queries' aggregations); on 3 of 4 seeds."""
    import gt_own

    found = []
    for seed in range(4):
        inst = {"seed": seed, "N": 64, "M": 4, "gamma_d": 0.4, "deg": 8, "eps_S": 0.1, "xi": 0.01}
        g = gt_own.build(inst, m=200)
        W = g["W"]
        rng = np.random.default_rng(seed + 5)
        for t in range(120):
            fw = gt_own.forward(g, W)
            hinge = np.maximum(1 - g["y"] * fw[3], 0)
            c = np.bincount(rng.integers(0, g["N"], 32), minlength=g["N"])
            gF = -g["y"] * (hinge > 0) * c / 32
            _, W2 = gt_own.step(g, W, fw, gF, 0.5)
            has1 = bool((c[g["pats"] == 0] > 0).any())
            dK = W2[1][:, 0] - W[1][:, 0]
            sc = float(np.linalg.norm(dK))
            if has1 and sc > 0 and hinge.mean() >= 0.1:
                C0 = np.linalg.lstsq(W[0], dK, rcond=None)[0]          # coordinates of dK e_0 in r_l = W_Q e_l
                res = float(np.linalg.norm(W[0] @ C0 - dK)) / sc
                scale = float(np.abs(C0).max())
                if res < 1e-9 and abs(C0[0]) <= 1e-12 * scale and np.abs(C0[1:]).max() > 1e-3 * scale:
                    found.append((seed, t, float(hinge.mean()), C0.tolist()))
                    break
            W = W2
    assert len(found) >= 3, found
