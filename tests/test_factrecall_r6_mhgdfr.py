"""Round 6 (mhgdfr) tests for factrecall: eq. (3)'s measurement (bias-variance closed form in m) against a direct
simulation of F at width m."""

from __future__ import annotations

import math

import numpy as np
import pytest


def _he(k: int, t: np.ndarray) -> np.ndarray:
    """Orthonormal Hermite h_k(t) = He_k(t)/sqrt(k!) (probabilists'), by the three-term recursion."""
    h0, h1 = np.ones_like(t), t
    if k == 0:
        return h0
    for j in range(1, k):
        h0, h1 = h1, t * h1 - j * h0
    return h1 / math.sqrt(math.factorial(k))


@pytest.mark.parametrize("m", [16, 256])
def test_eq3_rms_closed_form_matches_simulation(m: int) -> None:
    """sqrt(E|F_m - P|^2)/|P| from the claim's measurement against 400 direct draws of F_m (numpy only)."""
    from thmcheck.checks.claim import Ctx
    from thmcheck.checks.papers.factrecall.sec3_appB_memories import _eq3_measure
    from thmcheck.models.device import generator
    from thmcheck.models.factrecall.sec3_appB_memories import sphere

    c = np.array([0.3, 0.5, -0.4])  # sigma = 0.3 h_0 + 0.5 h_1 - 0.4 h_2, k = 1: c_k = 0.5
    inst = {"k": 1, "q": 2, "c": c, "d": 6, "N": 4, "seed": 11, "m": m, "reps": 16}
    lhs = _eq3_measure(inst, Ctx("float64", "cpu")).lhs
    g = generator(11)  # the same embeddings as the measurement (its first two draws)
    E = sphere(4, 6, g).numpy()
    U = sphere(4, 6, g).numpy()
    P = (E @ E.T) @ U
    rng = np.random.default_rng(5)
    errs = []
    for _ in range(400):
        W = rng.standard_normal((m, 6))
        Z = E @ W.T  # (N, m)
        sig = sum(cj * _he(j, Z) for j, cj in enumerate(c))
        F = sig @ (_he(1, Z).T @ U) / m
        errs.append(float(((F - P) ** 2).sum()))
    sim = math.sqrt(float(np.mean(errs)) / float((P**2).sum()))
    assert abs(sim - lhs) <= 0.05 * lhs
