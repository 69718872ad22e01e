"""Own checks of round 24 (helper chenliB): chenli.display.lemma6.18-conclusion (L2242). The claim's closed-form
maximum of ||v - v*||^2 over the admissible set against plain numpy (random admissible points never exceed it, its
maximiser is admissible), and the excess against the elementary bound 6 kappa/alpha (the normalised Gram is >= 1/2,
so sum_i |lambda_i| <= 2 and ||delta||_1 <= 3 in (109)), which is <= 6 kappa sqrt(m)/alpha^{3/2}."""

from __future__ import annotations

import numpy as np

from thmcheck.checks.claim import Ctx
from thmcheck.checks.papers.chenli import r24_chenliB as R

_CASES = [
    {"m": m, "alpha": a, "frac": fr, "eta": eta, "signs": sg, "mode": mode, "extra": 1, "seed": seed}
    for m, a, fr, eta, sg, mode, seed in (
        (2, 1.0, 1.0, 0.3, "negative", "spread", 1), (4, 1.0, 1.0, 1e-6, "random", "spread", 2),
        (4, 0.3, 0.5, 1e-4, "negative", "two", 3), (8, 0.1, 1.0, 1e-8, "random", "spread", 4),
        (6, 0.5, 0.0, 0.5, "random", "two", 5), (16, 0.02, 1.0, 1e-9, "random", "spread", 6))
]


def _worst_by_sampling(V: np.ndarray, eta: float, rng: np.random.Generator, n: int = 20000) -> float:
    """max ||v - v*||^2 over random admissible v = sum lambda_i v_i (sum lambda = 1, ||v||^2 <= (1 + eta)||v*||^2):
    random directions u in 1^perp, the largest step t with ||v* + t V^T u||^2 <= (1 + eta)||v*||^2 (a quadratic)."""
    m = V.shape[0]
    G = V @ V.T
    w = 1 / np.diag(G)
    lam = w / w.sum()
    vs = V.T @ lam
    c = float(vs @ vs)
    U = rng.normal(size=(n, m))
    U -= U.mean(axis=1, keepdims=True)
    X = U @ V  # rows: V^T u
    a, b = (X * X).sum(1), 2 * (X @ vs)
    t = (-b + np.sqrt(b * b + 4 * a * eta * c)) / (2 * a)  # the positive root of a t^2 + b t - eta c = 0
    return float((t * t * a).max())


def test_l2242_closed_form_against_sampling() -> None:
    rng = np.random.default_rng(11)
    for inst in _CASES:
        V = R.l2242_rows(inst)
        V = V[np.argsort(-(V**2).sum(1))]
        n1 = float((V[0] ** 2).sum())
        m = R._l2242_measure(inst, Ctx("float64", "cpu"))
        dist = (m.lhs + inst["eta"]) * n1
        sampled = _worst_by_sampling(V, inst["eta"], rng)
        assert sampled <= dist * (1 + 1e-9) + 1e-15, (inst, sampled, dist)
        if inst["m"] <= 8:  # in low dimension the sampler gets close to the max
            assert sampled >= 0.9 * dist, (inst, sampled, dist)


def test_l2242_excess_below_elementary_bound() -> None:
    for inst in _CASES:
        m = R._l2242_measure(inst, Ctx("float64", "cpu"))
        q = m.quantities
        assert q["alpha"] >= 2 * q["m"] * q["kappa"] - 1e-12
        assert m.lhs <= 6 * q["kappa"] / q["alpha"] + 1e-12
        assert m.terms["||delta||_1"] <= 3 + 1e-9
