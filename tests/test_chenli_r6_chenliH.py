"""Second paths for chenli's round-6 uniform conversions (helper chenliH): each recomputes a crossing from the
paper's definitions with its own code (no import of the claim's measurement or bound)."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import numpy as np
import pytest


def _k2_failure(d: int) -> Fraction:
    """P over X in {+-1}^{2 x d} that some lambda in Delta^1 - Delta^1 (lambda = t (1, -1)) breaks ||lambda^T X W||^2 in
    [0.9, 1.1] ||lambda||^2 ||W||_F^2 for W = I/sqrt(d): ||X_1 - X_2||^2/d = 4H/d against 2 (0.9 .. 1.1), H the Hamming
    distance ~ Bin(d, 1/2); summed in integers."""
    bad = sum(math.comb(d, h) for h in range(d + 1) if not (Fraction(9, 10) * 2 <= Fraction(4 * h, d) <= Fraction(11, 10) * 2))
    return Fraction(bad, 2**d)


def test_k2_failure_matches_enumeration() -> None:
    """The integer formula against a brute-force enumeration of X at d = 10 (W = I/sqrt(d), t = 1)."""
    d = 10
    bad = 0
    for x1 in itertools.product((-1, 1), repeat=d):
        for x2 in itertools.product((-1, 1), repeat=d):
            v = (np.array(x1) - np.array(x2)) / math.sqrt(d)
            bad += not (0.9 * 2 <= float(v @ v) <= 1.1 * 2)
    assert Fraction(bad, 4**d) == _k2_failure(d)


def test_lemma6_2_failure_is_fixed_while_prefactor_vanishes() -> None:
    """Lemma 6.2 (L1388) at k = 2, m = 1, d = 256, eps = 1/6: P[fail] does not involve lambda' or eps, while
    (sqrt(mkd lambda')/eps)^{km} -> 0 as lambda' -> 0 (admissible: lambda' <= 1/r_Theta is only an upper cap): the ratio
    grows x10 per decade of lambda', for every hidden constant K ((K A)^{km} exp(-Omega) <= K^2 A^2)."""
    d, eps = 256, Fraction(1, 6)
    p = _k2_failure(d)
    assert 0.05 < float(p) < 0.2
    ratios = []
    for j in range(3, 11):
        lam = Fraction(1, 10**j * d)
        pref = 2 * d * lam / eps**2  # (sqrt(2 d lambda')/eps)^2 exactly
        ratios.append(p / pref)
    assert all(b == 10 * a for a, b in itertools.pairwise(ratios))
    assert float(ratios[0]) > 1  # crossed already at lambda' = 1e-3/d (ratio 1.64 with K = 1)
    assert float(ratios[-1]) > 1e7


def test_lemma5_9_measure_is_the_small_ball_supremum() -> None:
    """chenli.lemma5.9's lhs against a brute force over every centre t (its own pair enumeration), and the s -> 0 limit
    is the largest atom of x^T Theta y."""
    from thmcheck.checks.claim import Ctx
    from thmcheck.checks.papers.chenli import CLAIMS

    claim = next(c for c in CLAIMS if c.id == "chenli.lemma5.9")
    rng = np.random.default_rng(3)
    T = rng.normal(size=(7, 7))
    inst = {"family": "gaussian", "theta": T, "d1": 5, "d2": 1, "d3": 1, "a2": 1, "a3": 0, "b2": 0, "b3": 1, "seed": 0}
    xs = np.array([[*c, 1.0, -1.0] for c in itertools.product((-1.0, 1.0), repeat=5)])
    ys = np.array([[*c, -1.0, 1.0] for c in itertools.product((-1.0, 1.0), repeat=5)])
    z = (xs @ T @ ys.T).ravel()
    F = float(np.linalg.norm(T))
    for s in (0.3, 0.05):
        brute = max(np.mean(np.abs(z - (t + s * F)) <= s * F * (1 + 1e-12)) for t in z)
        assert claim.measure({**inst, "s": s}, Ctx()).lhs == pytest.approx(brute)
    _, counts = np.unique(np.round(z, 9), return_counts=True)
    assert claim.measure({**inst, "s": 1e-12}, Ctx()).lhs == pytest.approx(counts.max() / z.size)


def test_lemma5_16_measure_against_a_direct_enumeration() -> None:
    """chenli.lemma5.16's lhs at d = 4, k = 2 against E[X^T J softmax(X Theta X^T) X] summed over all 256 X with a plain
    loop and the disjoint pairs (v, w) with max(|v|, |w|) = d2 listed one by one."""
    from thmcheck.checks.claim import Ctx
    from thmcheck.checks.papers.chenli import CLAIMS
    from thmcheck.checks.papers.chenli._common import _theta

    claim = next(c for c in CLAIMS if c.id == "chenli.lemma5.16")
    d, k = 4, 2
    inst = {"family": "gaussian", "F": 3.0, "d": d, "d2": 2, "seed": 5}
    T = _theta("gaussian", d, 3.0, np.random.default_rng(5))
    E = np.zeros((d, d))
    for bits in itertools.product((-1.0, 1.0), repeat=k * d):
        X = np.array(bits).reshape(k, d)
        L = X @ T @ X.T
        S = np.exp(L - L.max(1, keepdims=True))
        S /= S.sum(1, keepdims=True)
        E += X.T @ np.ones((k, k)) @ S @ X
    D = E / 2 ** (k * d) - k * np.eye(d)
    best = 0.0
    for v in itertools.product((0, 1), repeat=d):
        for w in itertools.product((0, 1), repeat=d):
            a, b = sum(v), sum(w)
            if a and b and not any(x and y for x, y in zip(v, w)) and max(a, b) == 2:
                best = max(best, abs(np.array(v) @ D @ np.array(w)) / math.sqrt(a * b))
    assert claim.measure(inst, Ctx()).lhs == pytest.approx(best, rel=1e-10)
