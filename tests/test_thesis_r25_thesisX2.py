"""Second path of reading (c) 'bias through A*' of thesis.ch5.lemmaD.2.13-D.97-Astar (checks/papers/thesis/
r25_thesisX.py; round 25, helper thesisX2), in numpy, sharing no code with the claim's measure or bound: (D.97) at A* =
[p] (one node) with the first-layer bias aggregated by A* (B_1 -> A* 1 b_1^T, the proofs' X~ = (X, 1)), finite eta,
plain Monte Carlo over W^rho, V^rho."""

from __future__ import annotations

import numpy as np


def _gap_over_eta(p: float, eta: float, through: bool, seed: int = 0, m1: int = 16, m2: int = 16,
                  S: int = 20000) -> float:
    """E_{W^rho, V^rho}|f - g| / eta on one node (A* = [p], X = [1], q = [1]) at W_t = V_t = 0, W^ = 0, V^ a fixed
    matrix with ||V^||_F = 1, Sigma a fixed sign diagonal; the first-layer pre-activation p (W0 + W^rho) + p b_1
    (through = True, reading (c)) or + b_1 (as printed); the same draws for every p."""
    r = np.random.default_rng(seed)
    W0, b1 = r.normal(0, m1**-0.5, m1), r.normal(0, m1**-0.5, m1)
    V0, c = r.normal(0, m2**-0.5, (m1, m2)), r.normal(0, 1.0, m2)
    Vh = r.standard_normal((m1, m2))
    Vh /= np.linalg.norm(Vh)
    sig = r.choice([-1.0, 1.0], m1)
    Wr = r.normal(0, m1**-0.99, (S, m1))
    Vr = r.normal(0, m2**-0.51, (S, m1, m2))
    bias = p * b1 if through else b1
    z = p * np.maximum(p * (W0[None] + Wr) + bias[None], 0.0)
    y0 = np.einsum("si,sij->sj", z, V0[None] + Vr)
    y = y0 + np.sqrt(eta) * (z * sig[None]) @ Vh
    gap = p * np.abs(((y * ((y >= 0).astype(float) - (y0 >= 0).astype(float))) * c[None]).sum(1))
    return float(gap.mean() / eta)


def test_d97_bias_through_astar_p_free():
    """Reading (c): |f - g|/eta over (D.97)'s ||q^T A*||_1 ||A*||_inf^2 eps0 = p^3 eps0 is the same number at every p
    (degree-3 homogeneity, exact with common random numbers), while as printed (B_1 outside A*) it grows like 1/p."""
    eta, eps0 = 1e-4, 0.5
    ps = (1.0, 0.1, 0.01, 1e-4)
    rc = [_gap_over_eta(p, eta, True, S=4000) / (p**3 * eps0) for p in ps]
    assert rc[0] > 0.0, rc
    assert all(abs(x / rc[0] - 1.0) < 1e-9 for x in rc), rc
    ra = [_gap_over_eta(p, eta, False, S=4000) / (p**3 * eps0) for p in ps[:3]]
    assert ra[2] > 30.0 * ra[0], ra
