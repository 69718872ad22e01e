"""Round 9 (chenliH): the Monte-Carlo left side of chenli.thm5.1-rate against an exact enumeration (numpy, shares no
code with the claim's measurement) and the uniform shape's fields."""

from __future__ import annotations

import itertools

import numpy as np

from thmcheck.checks.claim import Ctx
from thmcheck.checks.papers.chenli import r9_chenliH as M


def _exact_core(theta: np.ndarray, k: int) -> float:
    """||E[X^T J softmax(X Theta X^T) X] - k Id||_op over all 2^{kd} inputs X in {+-1}^{k x d}."""
    d = theta.shape[0]
    acc = np.zeros((d, d))
    for bits in itertools.product((-1.0, 1.0), repeat=k * d):
        x = np.array(bits).reshape(k, d)
        z = x @ theta @ x.T
        s = np.exp(z - z.max(axis=1, keepdims=True))
        s /= s.sum(axis=1, keepdims=True)
        acc += x.T @ np.ones((k, k)) @ s @ x
    return float(np.linalg.norm(acc / 2 ** (k * d) - k * np.eye(d), 2))


def test_core_lhs_matches_exact_enumeration() -> None:
    inst = {"family": "orthogonal", "F": 4.0, "k": 2, "m": 1, "d": 4, "seed": 3}
    m = M._core_measure(inst, Ctx())
    import torch

    gen = torch.Generator().manual_seed(3)
    theta = M._theta("orthogonal", 4, 4.0, gen).numpy()
    exact = _exact_core(theta, 2)
    assert abs(m.lhs - exact) < 0.15  # 4000 draws: Monte Carlo error ~ 0.03 on this scale
    assert m.quantities["upsilon"] == 1.0 or abs(m.quantities["upsilon"] - 1.0) < 1e-9


def test_directions_cover_domain() -> None:
    for c in M.CLAIMS:
        assert c.uniform and c.constants == "hidden"
        names = {d.param for d in c.directions}
        assert {p.name for p in c.domain} <= names
