"""Round 11 (factrecall) tests: second path of the moment step L1715 of Lemma 14's proof
(checks/papers/factrecall/r11_factrecall.py), from the closed form of Gaussian absolute moments (no quadrature, no code
shared with the claim's measure); the last test compares with the claim's measurement."""

from __future__ import annotations

import math

import numpy as np


def _gauss_abs_norm(q: float) -> float:
    """E[|Z|^q]^{1/q} for Z ~ N(0, 1): (2^{q/2} Gamma((q+1)/2)/sqrt(pi))^{1/q}."""
    return math.exp((q / 2 * math.log(2) + math.lgamma((q + 1) / 2) - 0.5 * math.log(math.pi)) / q)


def test_l1715_gaussian_small_q_exceeds_the_bound() -> None:
    """f = Z (degree p = 1, Var f = 1), delta = 0.95: q = 2 log(1/delta) = 0.1026 and E[|Z|^q]^{1/q} = 0.5625 >
    q^{1/2} = 0.3203 (L1715 printed); the geometric-mean limit exp((-gamma_E - log 2)/2) = 0.5300 as q -> 0."""
    delta = 0.95
    q = 2 * math.log(1 / delta)
    lhs = _gauss_abs_norm(q)
    assert abs(lhs - 0.56251) < 1e-4
    assert lhs > 1.7 * q**0.5
    assert abs(_gauss_abs_norm(1e-6) - math.exp((-np.euler_gamma - math.log(2)) / 2)) < 1e-5
    rng = np.random.default_rng(0)  # a Monte Carlo check of the closed form (seeded)
    z = rng.standard_normal(2_000_000)
    assert abs(np.mean(np.abs(z) ** q) ** (1 / q) - lhs) < 0.01


def test_l1715_holds_for_q_at_least_one() -> None:
    """The correction max(1, q)^{p/2}: for p = 1 the ratio is below max(1, q)^{1/2} on a grid of q in (0, 30]."""
    for q in np.linspace(0.01, 30.0, 300):
        assert _gauss_abs_norm(float(q)) <= max(1.0, float(q)) ** 0.5 + 1e-12


def test_l1715_matches_the_claim_measure() -> None:
    from thmcheck.checks.claim import Ctx
    from thmcheck.checks.papers.factrecall.r11_factrecall import _l1715_measure

    m = _l1715_measure({"p": 1, "c": [0.0, 1.0], "delta": 0.95}, Ctx())
    assert abs(m.lhs - _gauss_abs_norm(2 * math.log(1 / 0.95))) < 1e-9
