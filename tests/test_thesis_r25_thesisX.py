"""Second path of checks/papers/thesis/r25_thesisX.py (thesis App. D, round 25, helper thesisX), in numpy, sharing no
code with the claim's measure or bound: (D.97) at A* = [p] (one node), finite eta, plain Monte Carlo over W^rho, V^rho."""

from __future__ import annotations

import numpy as np


def _d97_gap_over_eta(p: float, eta: float, seed: int = 0, m1: int = 16, m2: int = 16, S: int = 20000) -> float:
    """E_{W^rho, V^rho}|f - g| / eta for the network (D.93)-(D.94) on one node (A* = [p], X = [1], q = [1]) at W_t =
    V_t = 0, W^ = 0, V^ a fixed m1 x m2 matrix with ||V^||_F = 1 and Sigma a fixed sign diagonal: f takes the second
    layer's signs at the update V0 + V^rho + sqrt(eta) Sigma V^, g at V0 + V^rho (the first layer does not move).
    Table D.2's sigma_w = m1^{-0.99}, sigma_v = m2^{-0.51}; the same draws for every p (common random numbers)."""
    r = np.random.default_rng(seed)
    W0, b1 = r.normal(0, m1**-0.5, m1), r.normal(0, m1**-0.5, m1)
    V0, c = r.normal(0, m2**-0.5, (m1, m2)), r.normal(0, 1.0, m2)
    Vh = r.standard_normal((m1, m2))
    Vh /= np.linalg.norm(Vh)
    sig = r.choice([-1.0, 1.0], m1)
    Wr = r.normal(0, m1**-0.99, (S, m1))
    Vr = r.normal(0, m2**-0.51, (S, m1, m2))
    z = p * np.maximum(p * (W0[None] + Wr) + b1[None], 0.0)            # A*(A* X W + B_1) . D_w, (S, m1)
    y0 = np.einsum("si,sij->sj", z, V0[None] + Vr)                     # g's second-layer pre-activations
    y = y0 + np.sqrt(eta) * (z * sig[None]) @ Vh                       # at the update
    gap = p * np.abs(((y * ((y >= 0).astype(float) - (y0 >= 0).astype(float))) * c[None]).sum(1))
    return float(gap.mean() / eta)


def test_d97_astar_one_node():
    """|f - g|/eta against (D.97)'s ||q^T A*||_1 ||A*||_inf^2 eps0 = p^3 eps0 (eps0 = 1/2): the ratio grows like 1/p
    (the gap ~ p^2), for every fixed V^; eta = 1e-4 and 1e-5 agree to the Monte Carlo error."""
    eta, eps0 = 1e-4, 0.5
    ps = (1.0, 0.1, 0.01, 0.001)
    gaps = [_d97_gap_over_eta(p, eta) for p in ps]
    ratios = [g / (p**3 * eps0) for g, p in zip(gaps, ps, strict=True)]
    assert all(b > 3.0 * a for a, b in zip(ratios, ratios[1:], strict=False)), ratios
    assert ratios[-1] > 100.0 * ratios[0] and ratios[-1] > 10.0, ratios
    # gap / p^2 settles as p -> 0 (the homogeneity the mechanism rests on; Monte Carlo over rare flips)
    assert abs((gaps[2] / 0.01**2) / (gaps[3] / 0.001**2) - 1.0) < 0.35, gaps
    # finite eta is near the eta -> 0 limit
    assert abs(_d97_gap_over_eta(0.01, 1e-5) / gaps[2] - 1.0) < 0.35, gaps
