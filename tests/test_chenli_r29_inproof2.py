"""Round 29 (helper inproof2): checks of chenli's r29_inproof2 measurements (L749, L880)."""

from __future__ import annotations

import itertools
import math

import numpy as np

from thmcheck.checks.papers.chenli import r29_inproof2 as M


def _claim(suffix: str):  # noqa: ANN202
    return next(c for c in M.CLAIMS if c.id.endswith(suffix))


def _support(d1: int, d2: int, a2: int, d3: int, a3: int) -> list[np.ndarray]:
    """Own enumeration of pi^s's support: cube signs times the slice strings with a2, a3 entries +1."""
    def strings(n: int, a: int) -> list[tuple]:
        return [tuple(1.0 if i in S else -1.0 for i in range(n)) for S in itertools.combinations(range(n), a)]
    return [np.array(c + s2 + s3) for c in itertools.product((1.0, -1.0), repeat=d1)
            for s2 in strings(d2, a2) for s3 in strings(d3, a3)]


def test_cube_sum_second_path_and_algebra() -> None:
    """L749: the claim's lhs equals an own enumeration (event kept, max of the cube sum), and lies below K^3 (d1/d)
    times the printed shape (the algebra C = K^3)."""
    claim = _claim("lemma5.9-cube-sum")
    for fam, K, rfrac, seed in itertools.product(("cube", "orthogonal", "aligned"), (0.5, 1.0, 3.0), (0.3, 1.0),
                                                 (0, 1)):
        inst = {"d1": 3, "d2": 2, "d3": 2, "a2": 1, "a3": 0, "family": fam, "scale": 1.5, "seed": seed, "K": K,
                "rfrac": rfrac, "tscale": 0.7}
        m = claim.measure(inst, None)
        T = M._l749_theta(inst)
        d = 7
        fro = math.sqrt(float((T**2).sum()))
        r = rfrac * fro**2 / np.linalg.svd(T, compute_uv=False)[0] ** 2
        cap = K * r / math.sqrt(d) * fro
        best = 0.0
        for x in _support(3, 2, 1, 2, 0):
            w = (T.T @ x)[:3]
            if float(w @ w) > fro**2 / 3 and float(np.abs(w).max()) <= cap:
                best = max(best, float((np.abs(w) ** 3).sum()))
        assert math.isclose(m.lhs, best, rel_tol=1e-9, abs_tol=1e-12)
        q = m.quantities
        assert m.lhs <= K**3 * 3 / d * q["ups"] ** 3 * r**3 / math.sqrt(d) * fro**3 * (1 + 1e-9)


def test_markov_bullet2_limits() -> None:
    """L880: P in [0, 1], P = 0 once s' is past max/threshold, and P > 0 as s, s' -> 0 when y != y' moves x^T Theta y."""
    claim = _claim("lemma5.11-markov-bullet2")
    inst = {"d1": 1, "d2": 4, "d3": 4, "a2": 2, "b2": 1, "c2": 3, "a3": 2, "b3": 0, "c3": 4, "family": "orthogonal",
            "scale": 1.0, "seed": 3, "cfrac": 0.0, "rfrac": 1.0, "s": 1.0, "sp": 1.0}
    m = claim.measure(inst, None)
    assert 0.0 <= m.lhs <= 1.0
    far = claim.measure({**inst, "sp": 2.0 * m.terms["max/threshold"]}, None)
    assert far.lhs == 0.0
    near = claim.measure({**inst, "s": 1e-6, "sp": 1e-6}, None)
    assert near.lhs > 0.5
