"""Round 29 (undecA): second path for thesis.ch3.eqB.61 / eqB.62's reading 'n in V_d', now decided along eta -> 0.

(B.61)/(B.62) (L4133-L4143, proof of Theorem 3.4.4): 'with T as in (B.59)' (T = eta^-1/2 (1 - delta)^-1/2 (1 -
2 eps_0)^-1/2, printed with constant 1) 'and |L| as in (B.60), we can obtain F(x_n) > 1' for y_n = 1 (and < -1 for y_n
= -1). Here on the own numpy graph transformer of tests/gt_own.py (aggregation over distances 0..2, hand-written hinge
gradient; the graph builder and init shared, nothing from bounds/ or models/ measures), with every hidden constant of
Theorem 3.4.4 at C = (0.2/eta)^{1/4}: N = ceil(400 C) (more where |L| >= BT needs them), 80 % labelled, m = ceil(C M^2
ln N), B = ceil(C eps^-2 ln N) (eps = 0.8), T = ceil(C (B.59)) with eps_0 = 1 - |V_d|/N and delta = 0.2 (the init's),
one pass of SGD over fresh labels; then y_n F(x_n) on every node of V_d: no node of V_d reaches the margin 1 (for
either label) at eta = 0.2 (C = 1, (B.59) as printed) and 0.02 (C = 1.78).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))


def _own_b61_eta(eta: float, seed: int, eps: float = 0.8) -> dict:
    import gt_own
    import numpy as np

    P = gt_own.eta_path_graph(eta, seed, eps, 400)
    g, y, N, B, T, vd, eps0, lab = P["g"], P["y"], P["N"], P["B"], P["T"], P["vd"], P["eps0"], P["lab"]
    W = [w.copy() for w in g["W"]]
    for t in range(T):
        fw = gt_own.forward(g, W)
        gF = np.zeros(N)
        bt = lab[t * B:(t + 1) * B]
        gF[bt] = -y[bt] * (1 - y[bt] * fw[3][bt] > 0) / B
        W = gt_own.step(g, W, fw, gF, eta)[1]
    yF = y * gt_own.forward(g, W)[3]
    return {"pos": float(yF[vd & (y > 0)].max()), "neg": float(yF[vd & (y < 0)].max()),
            "n_pos": int((vd & (y > 0)).sum()), "n_neg": int((vd & (y < 0)).sum()), "T": T, "eta T": eta * T,
            "N": N, "eps_0": eps0}


def test_b61_b62_vd_reading_fails_for_every_constant() -> None:
    """At eta = 0.2 and 0.02 (C = 1, 1.78; seed 0) and eta = 0.2 (seed 1), the LARGEST y_n F(x_n) over the V_d nodes of each
    label stays below 1 (every node of V_d violates (B.61) or (B.62)), and far below (< 0.5): the run's total movement
    eta T = C eta^{1/2} (...) does not grow as eta -> 0."""
    for seed, eta in ((0, 0.2), (0, 0.02), (1, 0.2)):
        r = _own_b61_eta(eta, seed)
        assert r["n_pos"] > 50 and r["n_neg"] > 50, r
        assert r["pos"] < 0.5 and r["neg"] < 0.5, (eta, seed, r)
