"""Round 29 (helper inproof2): checks of chenli's r29_inproof2 measurements (L749, L880, L680, L698)."""

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


def test_eq24_eq26_event_never_fails_at_K1() -> None:
    """(24), (26) at K = 1: the maximum over the support stays below the threshold (own enumeration) on a grid."""
    for suffix, cols in (("lemma5.8-eq24", slice(0, 2)), ("lemma5.8-eq26", slice(2, 6))):
        claim = _claim(suffix)
        for fam, seed, a3 in itertools.product(("orthogonal", "gaussian", "aligned", "signed"), (0, 1), (2,)):
            inst = {"d1": 2, "d2": 4, "d3": 4, "a2": 2, "a3": a3, "family": fam, "scale": 1.0, "seed": seed,
                    "cfrac": 0.0, "rfrac": 1.0, "tp": 0.5}
            m = claim.measure(inst, None)
            from thmcheck.checks.papers.chenli.r11_chenli5 import _l900_theta

            T = _l900_theta(inst)
            mx = max(float(np.abs(T[:, cols].T @ x).max()) for x in _support(2, 4, 2, 4, a3))
            fro = math.sqrt(float((T**2).sum()))
            v, r, c, d = m.terms["v"], m.terms["r"], m.terms["c"], 10
            thr = ((c + 0.5) * v / math.sqrt(d) + c * math.sqrt(v) * r**0.25 / d**0.25) * fro
            assert math.isclose(m.terms["max/threshold"], mx / thr, rel_tol=1e-9)
            assert (m.lhs == 0.0) == (mx <= thr)


def test_l814_upper_tail_own_enumeration() -> None:
    """L814: the claim's probability equals an own count of ||Theta^T x||^2 > 2 ||Theta||_F^2 over the support."""
    from thmcheck.checks.papers.chenli.r11_chenli5 import _l900_theta

    claim = _claim("lemma5.11-upper-tail")
    for fam, seed in itertools.product(("gaussian", "aligned", "signed"), range(4)):
        inst = {"d1": 3, "d2": 4, "d3": 4, "a2": 2, "a3": 2, "family": fam, "scale": 1.5, "seed": seed,
                "cfrac": 0.0, "rfrac": 1.0, "tp": 1.0}
        m = claim.measure(inst, None)
        T = _l900_theta(inst)
        fro2 = float((T**2).sum())
        xs = _support(3, 4, 2, 4, 2)
        own = sum(float(np.sum((T.T @ x) ** 2)) > 2 * fro2 for x in xs) / len(xs)
        assert math.isclose(m.lhs, own, abs_tol=1e-12)
