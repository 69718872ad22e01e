"""Own checks of round 23 (helper chenli3): Lemma 7.1's (112) along W_2 -> t W_2 with Assumptions 1, 2, 5, 8, 10 met
exactly (own numpy: own heads, own rejection loop of Algorithm 2's line 3, own normal-equations least squares; no
repository code), and the claim's measurement against the same quantity."""

from __future__ import annotations

import math

import numpy as np
import pytest

from thmcheck.checks.claim import Ctx
from thmcheck.checks.papers.chenli import r23_chenli3 as R


def _own_run(d: int, k: int, F1: float, lam: float, omega: float, cC: float, N: int, ts: tuple[float, ...],
             seed: int) -> tuple[list[float], float, dict]:
    """Algorithm 2 by hand: heads traceless and Frobenius-orthogonal, W's Frobenius-orthogonal, ||W_1||_F = 1,
    ||W_2||_F = t; samples by rejection until X_1 Theta~ X_2^T > C/sqrt(Z); hatW from (B^T B) hatW = B^T Y_1.
    Returns the errors at each t, the printed (112) shape without its e^{O(omega^2)} and the hypothesis values."""
    rng = np.random.default_rng(seed)
    G = [rng.standard_normal((d, d)) for _ in range(4)]
    G[0] -= np.trace(G[0]) / d * np.eye(d)
    G[1] -= np.trace(G[1]) / d * np.eye(d)
    T1 = G[0] / np.linalg.norm(G[0])
    T2 = G[1] - np.vdot(G[1], T1) * T1
    T1, T2 = F1 * T1, math.sqrt(lam) * F1 * T2 / np.linalg.norm(T2)
    V1 = G[2] / np.linalg.norm(G[2])
    V2 = G[3] - np.vdot(G[3], V1) * V1
    V2 /= np.linalg.norm(V2)
    Z = 1 / F1**2 + 1 / (lam * F1**2)
    Tt = (T1 / F1**2 + T2 / (lam * F1**2)) / Z
    C = cC * omega * math.sqrt(2 * math.log(d)) / lam**2
    samples = []
    while len(samples) < N:
        X = rng.choice([-1.0, 1.0], size=(k, d))
        if X[0] @ Tt @ X[1] > C / math.sqrt(Z):
            samples.append(X)
    B = np.array([X[1] for X in samples])
    heads = []
    for T in (T1, T2):
        rows = []
        for X in samples:
            z = X[0] @ T @ X.T
            a = np.exp(z - z.max())
            rows.append((a / a.sum()) @ X)
        heads.append(np.array(rows))
    errs = []
    for t in ts:
        Y1 = heads[0] @ V1 + heads[1] @ (t * V2)
        What = np.linalg.solve(B.T @ B, B.T @ Y1)
        errs.append(float(np.linalg.norm(What - V1 - t * V2)))
    shape = 2 * 2 * d * k**1.5 * math.exp(-omega * math.sqrt(math.log(d)) * F1)
    hyp = {"tr": max(abs(np.trace(T1)), abs(np.trace(T2))), "theta_cos": abs(np.vdot(T1, T2)) / (F1**2 * math.sqrt(lam)),
           "w_cos": abs(np.vdot(V1, V2)), "w1": np.linalg.norm(V1), "lam": np.linalg.norm(T2)**2 / np.linalg.norm(T1)**2}
    return errs, shape, hyp


def test_lemma71_scale_second_path() -> None:
    """chenli.lemma7.1-scale's crossing recomputed: d = 6, k = 3, ||Theta_1||_F = 2, lambda = 0.5, omega = 1, C's
    constant 0.2, N = 60. Every certifiable hypothesis holds exactly (trace 0, orthogonal heads and W's, ||W_1||_F = 1;
    Assumption 10 only lower-bounds ||W_2||_F). The error divided by (112)'s shape grows linearly in t = ||W_2||_F:
    no e^{O(omega^2)} constant at omega = 1 bounds it."""
    ts = (1.0, 1e3, 1e5, 1e7)
    errs, shape, hyp = _own_run(6, 3, 2.0, 0.5, 1.0, 0.2, 60, ts, seed=2026)
    assert hyp["tr"] < 1e-12 and hyp["theta_cos"] < 1e-12 and hyp["w_cos"] < 1e-12
    assert hyp["w1"] == pytest.approx(1.0, abs=1e-12) and hyp["lam"] == pytest.approx(0.5, rel=1e-12)
    ratios = [e / shape for e in errs]
    assert ratios[2] / ratios[1] == pytest.approx(100.0, rel=1e-3)
    assert ratios[3] / ratios[2] == pytest.approx(100.0, rel=1e-5)
    assert ratios[3] > 1e5 and ratios[3] > 1e6 * ratios[0]  # 0.069 at t = 1, 2.9e5 at t = 1e7


def test_lemma71_scale_corrected_keeps_the_ratio_bounded() -> None:
    """With the proof's sum_i ||W_i||_F kept, (1 + t)/m times the shape, the ratio stays bounded along the same path."""
    ts = (1.0, 1e3, 1e5, 1e7)
    errs, shape, _ = _own_run(6, 3, 2.0, 0.5, 1.0, 0.2, 60, ts, seed=2026)
    ratios = [e / (shape * (1 + t) / 2) for e, t in zip(errs, ts, strict=True)]
    assert max(ratios) / min(ratios) < 10.0


def test_measure_is_linear_in_w2_and_meets_the_hypotheses() -> None:
    """The claim's measurement: certified slacks >= 0, P[A] > 0, and the error affine in ||W_2||_F (slope > 0)."""
    inst = {"d": 5, "k": 3, "m": 2, "F1": 1.5, "lam": 0.6, "omega": 1.0, "cC": 0.1, "Nfac": 6, "seed": 11}
    ms = [R._measure({**inst, "W2": t}, Ctx()) for t in (1e4, 1e5, 1e6)]
    for m in ms:
        assert m.terms["P[A]"] > 0
        for key in ("assumption1_slack", "assumption2_slack", "assumption5_slack", "assumption8_slack",
                    "assumption10_slack"):
            assert m.terms[key] >= 0, key
    assert ms[2].lhs / ms[1].lhs == pytest.approx(10.0, rel=1e-3)
    assert ms[1].lhs / ms[0].lhs == pytest.approx(10.0, rel=1e-2)
