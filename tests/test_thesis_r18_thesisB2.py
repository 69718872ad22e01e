"""Second paths of round 18's thesisB2 work (thesis App. B, Lemma B.3.1's (B.90), (B.103), (B.104), (B.110), (B.111)
re-encoded inside Theorem 3.4.4's |L| >= BT), in numpy from the paper's definitions, sharing no code with the claims'
measures (the Section 3.5.1 graph builder and the initialisation of models.graph_transformer are shared, as in
tests/test_thesis_r14_thesisAB.py and tests/test_thesis_r17_thesisB.py).

The claims take |L| = N_L >= 1e3 (B (t + 1))^2 copies and multinomial batch counts; here the other end of the range:
|L| = K N with K = ceil(B (t + 1) / N) copies of the N-node graph (|L| just above BT), and t + 1 DISJOINT batches drawn
exactly without replacement (multivariate hypergeometric over the copies left), m = ceil(mfac M^2 ln |L|) at the
largest B (so m >= M^2 log |L| at every B), one SGD step per batch with a hand-written gradient."""

from __future__ import annotations

import math

import numpy as np

from tests import gt_own

INST = {"seed": 0, "N": 32, "M": 4, "gamma_d": 0.5, "deg": 4, "eps_S": 0.1, "mfac": 1.0, "xi": 0.01, "t": 4,
        "eta": 1.0}
BS = (32, 1000, 100_000, 10_000_000)


def _copies(N: int, B: int, t: int) -> int:
    return math.ceil(B * (t + 1) / N)


def _run(inst: dict, B: int, m: int) -> dict:
    """t SGD steps on disjoint batches of B nodes of K = _copies(N, B, t) copies of the graph (exact: without
    replacement), then H[part][j, i] = (1/B) sum_{n in fresh batch} eta y_n a_i 1[W_O(i) V_n >= 0] (Delta_W xbar_n)^T
    p_j with Delta_W the W_V update of the lucky neurons (part 'H4', (B.77)) or of the rest (part 'H5', (B.78))."""
    N, M, t, eta = inst["N"], inst["M"], inst["t"], inst["eta"]
    g = gt_own.build(inst, m)
    pats, y, a, pdir, W = g["pats"], g["y"], g["a"], g["pdir"], g["W"]
    left = np.full(N, _copies(N, B, t), dtype=np.int64)     # unused copies of each node
    brng = np.random.default_rng([inst["seed"], B, 7])

    def batch() -> np.ndarray:
        c = brng.multivariate_hypergeometric(left, B)
        left[:] -= c
        return c.astype(float)

    pre0 = gt_own.forward(g, W)[2]
    lucky = (a > 0) & ((pre0 > 0) & (pats == 0)[:, None]).any(0)
    ul = (a < 0) & ((pre0 > 0) & (pats == 1)[:, None]).any(0)
    DW = {"H4": np.zeros((M, M)), "H5": np.zeros((M, M))}
    for _ in range(t):
        c = batch()
        fw = gt_own.forward(g, W)
        gpre, Wn = gt_own.step(g, W, fw, -y * (1 - y * fw[3] > 0) * c / B, eta)
        for part, sel in (("H4", lucky), ("H5", ~lucky)):
            DW[part] += -eta * W[3][sel].T @ (gpre[:, sel].T @ fw[1])
        W = Wn
    c = batch()
    assert left.min() >= 0
    _, xbar, pre, _ = gt_own.forward(g, W)
    WO = W[3]
    H = {part: np.stack([eta * ((c * y * (xbar @ (D.T @ pdir[:, j])))[:, None] * a[None, :] * (pre >= 0)).sum(0) / B
                         for j in range(M)]) for part, D in DW.items()}
    pm = float((c * np.where(y > 0, xbar[:, 0], xbar[:, 1])).sum() / B)
    return {"H": H, "proj": WO @ pdir, "lucky": lucky, "unl": ~(lucky | ul), "pm": pm}


def _sides(inst: dict) -> list[dict]:
    N, M, t, eta = inst["N"], inst["M"], inst["t"], inst["eta"]
    NL = N * _copies(N, max(BS), t)
    m = math.ceil(inst["mfac"] * M * M * math.log(NL))
    out = []
    for B in BS:
        assert N * _copies(N, B, t) >= B * t and m >= M * M * math.log(N * _copies(N, B, t)) and B >= math.log(NL)
        o = _run(inst, B, m)
        L, unl, proj = o["lucky"], o["unl"], o["proj"]
        root = math.sqrt(math.log(m) * math.log(B) / B)
        wk = float(np.abs(proj[~L, 0]).max())
        r = {"B": B}
        # (B.104): |H_5| of a lucky i, p_j != p_1; side eta^2 t (wk/sqrt(B) + (wi/2) root), wi = max lucky |W_O p_2|
        h5 = float(np.abs(o["H"]["H5"][1:, L]).max())
        r["104"] = h5 / (eta ** 2 * t * (wk / math.sqrt(B) + 0.5 * float(np.abs(proj[L, 1]).max()) * root))
        # (B.103): |H_4| of a lucky i over p_j != p_1 at its best ratio to eta^2 t (wj/2) root, wj = max lucky |W_O p_j|
        r["103"] = max(float(np.abs(o["H"]["H4"][j, L]).max()) / (eta ** 2 * t * 0.5 * float(np.abs(proj[L, j]).max())
                                                                   * root) for j in range(1, M))
        # (B.110): as (B.103) with i unlucky and any p_j; (B.111): as (B.104) with i unlucky, any p_j
        r["110"] = max(float(np.abs(o["H"]["H4"][j, unl]).max()) / (eta ** 2 * t * 0.5 * float(np.abs(proj[unl, j]).max())
                                                                     * root) for j in range(M))
        r["111"] = float(np.abs(o["H"]["H5"][:, unl]).max()) / (eta ** 2 * t * (wk / math.sqrt(B) + 0.5 * float(
            np.abs(proj[unl, 1]).max()) * root))
        # (B.90) as printed: W_O(i) p_2 signed for each lucky i; side t (eta^2/a)(m/(2aM)) pm W_O(i) p_2 + eta^2 t wk/sqrt(B)
        w2 = proj[L, 1]
        r["90 sides"] = t * eta ** 2 / (2 * M) * o["pm"] * w2 + eta ** 2 * t * wk / math.sqrt(B)
        r["90 |H_5|"] = np.abs(o["H"]["H5"][0, L])
        out.append(r)
    return out


def test_b10x_crossing_inside_L_geq_BT_disjoint_batches() -> None:
    """(B.103), (B.104), (B.110), (B.111) with |L| just above BT and exactly disjoint batches: the ratio of |H| to (an
    upper bound of) the printed side grows like sqrt(B / log B) from B = 32 to 1e7 (x >= 20) and crosses the printed
    constant 1 for (B.104), (B.110), (B.111); (B.90) as printed: from B = 1e3 on the least printed side over the lucky
    neurons is negative (from B = 1e5 on, most of them are) while that neuron's |H_5| > 0."""
    rows = _sides(INST)
    for k in ("103", "104", "110", "111"):
        rs = [r[k] for r in rows]
        assert rs[-1] > 20 * rs[0], (k, rs)
        assert all(b > 0.5 * a for a, b in zip(rs, rs[1:], strict=False)), (k, rs)   # no collapse along B
    for k in ("104", "110", "111"):
        assert rows[-1][k] > 1.0, (k, [r[k] for r in rows])
    for r in rows[1:]:
        k = int(np.argmin(r["90 sides"]))      # the lucky i with the least printed side
        assert r["90 sides"][k] < 0 and r["90 |H_5|"][k] > 1e-6, r
    for r in rows[2:]:
        assert (r["90 sides"] < 0).mean() > 0.5, r   # from B = 1e5 on most lucky neurons' sides are negative


def test_b210_b208_inside_L_geq_BT_copies() -> None:
    """(B.210), (B.208) (thesis.ch3.eqB.210 / .208, re-encoded on K copies of the 80-node graph): the own numpy graph of
    tests/test_thesis_r16_thesisAB2.py (every node labeled, one W_O step, then a batch of B drawn with replacement, which
    on K copies is the same law for every K) with |L| = 80 K >= B (t + 1) and the width m = 178 >= M^2 ln(80 K) at B =
    16384 (K = 410; at B = 16 one graph): (B.210)'s ratio exceeds 1 at B = 16384 and is >= 10x its value at B = 16 on
    seeds 0-3; (B.208)'s least lucky left side is negative at B = 16 and 1024 (positive side)."""
    from tests.test_thesis_r16_thesisAB2 import _b210_ratio

    m = 178
    assert m >= 16 * math.log(80 * math.ceil(16384 * 2 / 80))
    small = [_b210_ratio(s, 16, m=m) for s in range(4)]
    large = [_b210_ratio(s, 16384, m=m) for s in range(4)]
    assert all(v > 1.0 for v in large), large
    assert all(lg > 10 * max(sm, 1e-3) for sm, lg in zip(small, large, strict=True)), (small, large)
    for B in (16, 1024):
        least = [_b210_ratio(s, B, m=m, lucky_sum=True) for s in range(4)]
        assert all(v < 0 for v in least), (B, least)
