"""Round 22 (refuted): second paths of thesis.ch2.eqA.43 ((A.43) L2829, widened to the printed token mixes: erratum)
and thesis.ch3.eqB.138 ((B.138) L4518 with the mirror sign a -> -a drawn: erratum), sharing no code with the claims'
measures.

- (A.43): an own numpy ViT (2.1) at t = 0 with identity W_Q, W_K, W_V (Assumption 2.3.1 with zero errors), one-hot
  noise-free tokens, W_O ~ N(0, xi^2), lucky sets W = {i : W_O(i) V_l > 0} for l in S_1, U likewise for l in S_2
  ((A.8)-(A.9)). lhs/R -> ||V_2||/||V_1|| as m -> inf; the limit is computed from the own softmax, and a Monte Carlo at
  m = 20000 must cross too.
- (B.138): the own numpy graph transformer of tests/gt_own.py (aggregation over distances 0..2, hand-written hinge
  gradient): K(0) = <W_Q^(1) e_0 - W_Q^(0) e_0, W_K^(0) e_0>/||W_K^(0) e_0||^2 is odd in the output layer a, and for a
  batch of B = 512 draws one of the mirror pair is negative by far more than rounding."""

from __future__ import annotations

import math
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))


# ----------------------------------------------------------------------------------------------- (A.43)

def _vit_values(counts: list[int], d: int) -> tuple[np.ndarray, np.ndarray]:
    """The value vectors V_1 (query mu_1) and V_2 (query mu_2) of one y = +1 sample with pattern counts ``counts``
    (mu_1 n1 times, mu_2 n2 times, mu_3.. the rest), identity attention weights: softmax_s(x_s . x_l) x_s summed."""
    X = np.concatenate([np.tile(np.eye(d)[k], (c, 1)) for k, c in enumerate(counts)])   # (L, d)
    out = []
    for q in (0, 1):
        sc = X @ np.eye(d)[q]
        w = np.exp(sc - sc.max())
        out.append((w / w.sum()) @ X)
    return out[0], out[1]


def _ratio_mc(counts: list[int], m: int, xi: float, rng: np.random.Generator) -> float:
    """lhs/R of (A.43) at t = 0 on one own draw of W_O (m x d, N(0, xi^2)): the (1/a) and 1/|S| factors cancel."""
    d = max(8, len(counts))
    V1, V2 = _vit_values(counts, d)
    WO = xi * rng.standard_normal((m, d))
    n1, n2 = counts[0], counts[1]
    z1, z2 = WO @ V1, WO @ V2
    W_sum = n1 * np.maximum(z1, 0)[z1 > 0].sum()      # every mu_1 token has V_1: W_{l,n}(0) = {i : z1_i > 0}
    U_sum = n2 * np.maximum(z2, 0)[z2 > 0].sum()
    return float(U_sum / ((n2 / n1) * W_sum))


def test_a43_limit_above_one_own_numpy():
    """thesis.ch2.eqA.43: the m -> inf limit ||V_2||/||V_1|| exceeds 1 on admissible mixes (|S_1| > |S_2|, one
    dominant non-discriminative pattern), 1.046 at (2, 1, 17) and 1.123 at (11, 1, 64); Monte Carlo at m = 20000:
    every one of 10 draws crosses at (11, 1, 64); the helper-like (2, 1, 1) mix has limit 0.815 < 1 (the narrow draw
    of round 8)."""
    lim = {}
    for counts in ([2, 1, 17], [11, 1, 64], [2, 1, 1]):
        V1, V2 = _vit_values(counts, 8)
        lim[tuple(counts)] = float(np.linalg.norm(V2) / np.linalg.norm(V1))
    # the closed form: V_q ~ (counts with the query's own count times e) / its sum
    e = math.e
    c = np.array([2.0, 1.0, 17.0])
    v1 = c * np.array([e, 1, 1])
    v2 = c * np.array([1, e, 1])
    assert np.isclose(lim[(2, 1, 17)], (np.linalg.norm(v2) / v2.sum()) / (np.linalg.norm(v1) / v1.sum()), rtol=1e-12)
    assert 1.04 < lim[(2, 1, 17)] < 1.05
    assert 1.12 < lim[(11, 1, 64)] < 1.13
    assert lim[(2, 1, 1)] < 0.82
    rng = np.random.default_rng(0)
    rs = [_ratio_mc([11, 1, 64], 20000, 0.01, rng) for _ in range(10)]
    assert min(rs) > 1.0, rs
    assert abs(float(np.median(rs)) - lim[(11, 1, 64)]) < 0.03, rs


# ----------------------------------------------------------------------------------------------- (B.138)

def _K0_batch(seed: int, m: int, sign: int, B: int | None) -> tuple[float, float, float]:
    """K(0), Q(0) (the q_1(0) projections of the W_Q and W_K updates of e_0) and the update scale of the own model's first step with output layer sign * a: full batch (B None) or B node draws with
    replacement (the batch from its own generator, independent of a)."""
    import gt_own

    inst = {"seed": seed, "N": 64, "M": 4, "gamma_d": 0.4, "deg": 8, "eps_S": 0.1, "xi": 0.01}
    g = gt_own.build(inst, m=m)
    g["a"] = sign * g["a"]
    W = g["W"]
    fw = gt_own.forward(g, W)
    assert float(np.abs(fw[3]).max()) < 1.0          # the hinge is active at every node: F linear in a
    hinge = np.maximum(1 - g["y"] * fw[3], 0)
    if B is None:
        wts = np.ones(g["N"]) / g["N"]
    else:
        idx = np.random.default_rng(1000 + seed).integers(0, g["N"], size=B)
        wts = np.bincount(idx, minlength=g["N"]) / B
    gF = -g["y"] * (hinge > 0) * wts
    _, W2 = gt_own.step(g, W, fw, gF, 0.1)
    q1 = W[1][:, 0]
    dQ = W2[0][:, 0] - W[0][:, 0]
    dK = W2[1][:, 0] - W[1][:, 0]
    n2 = float(q1 @ q1)
    sc = float((np.linalg.norm(dQ) + np.linalg.norm(dK)) / np.sqrt(n2))
    return float(dQ @ q1) / n2, float(dK @ q1) / n2, sc


def test_b138_mirror_sign_own_model():
    """thesis.ch3.eqB.138 and eqB.152: K(0)(-a) = -K(0)(a), Q(0)(-a) = -Q(0)(a) (to rounding) for the full batch and for B = 512 draws, at m = 160 and
    2000; in each mirror pair one K(0) is negative by far more than rounding, so (B.138)'s 'K(t) > 0' fails at t = 0
    on half of the equally likely initialisations, whatever B."""
    for m in (160, 2000):
        for seed in (0, 1, 2):
            for B in (None, 512):
                kp, qp, sc = _K0_batch(seed, m, 1, B)
                km, qm, _ = _K0_batch(seed, m, -1, B)
                assert abs(kp + km) <= 1e-9 * sc and abs(qp + qm) <= 1e-9 * sc, (m, seed, B, kp, km, qp, qm)
                assert min(kp, km) < -1e-6 * sc, (m, seed, B, kp, km)
                # (B.152): min(K(0), Q(0)) < 0 on one of the pair (thesis.ch3.eqB.152)
                assert min(min(kp, qp), min(km, qm)) < -1e-6 * sc, (m, seed, B, kp, qp)
